import { configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createFakeAuthAdapter } from '../testing/fake-auth-adapter';
import { BackendConfigProvider } from './auth-adapter-context';
import { authRootReducer } from './auth-state';
import { readBackendConfig } from './firebase-config';
import { RequireAuth, returnPathFrom } from './require-auth';
import { recordSessionHint } from './session-hint';
import { selectToken } from './token.slice';

function LoginProbe() {
  const location = useLocation();
  return <p>login, then back to {returnPathFrom(location.state)}</p>;
}

function renderGuarded(fake: ReturnType<typeof createFakeAuthAdapter>, loginPath?: string) {
  const store = configureStore({ reducer: authRootReducer });
  render(
    <Provider store={store}>
      <BackendConfigProvider config={readBackendConfig({})} adapter={fake.adapter}>
        <MemoryRouter initialEntries={['/personality-report?tab=facets']}>
          <Routes>
            <Route
              path="/personality-report"
              element={
                <RequireAuth fallback={<p>checking…</p>} loginPath={loginPath}>
                  <p>the report</p>
                </RequireAuth>
              }
            />
            <Route path="/login" element={<LoginProbe />} />
            <Route path="/welcome" element={<p>custom login</p>} />
          </Routes>
        </MemoryRouter>
      </BackendConfigProvider>
    </Provider>,
  );
  return store;
}

const accounts = [{ email: 'sam@example.com', password: 'correct horse', displayName: 'Sam' }];

describe('RequireAuth', () => {
  afterEach(() => localStorage.clear());

  it('shows the fallback while the sign-in check runs for someone who signed in here before', () => {
    recordSessionHint(true);
    renderGuarded(createFakeAuthAdapter({ neverResolves: true }));
    expect(screen.getByText('checking…')).toBeInTheDocument();
    expect(screen.queryByText('the report')).not.toBeInTheDocument();
  });

  it('sends a visitor to /login at once when nobody has signed in on this browser', () => {
    renderGuarded(createFakeAuthAdapter({ neverResolves: true }));
    expect(
      screen.getByText('login, then back to /personality-report?tab=facets'),
    ).toBeInTheDocument();
  });

  it('shows the content to a signed-in person and stores their token', async () => {
    recordSessionHint(true);
    const store = renderGuarded(createFakeAuthAdapter({ accounts, signedInAs: 'sam@example.com' }));
    expect(await screen.findByText('the report')).toBeInTheDocument();
    expect(selectToken(store.getState())).toBe('token-uid-1');
  });

  it('sends someone found signed out to /login, remembering where they were headed', async () => {
    recordSessionHint(true);
    renderGuarded(createFakeAuthAdapter({ accounts }));
    expect(
      await screen.findByText('login, then back to /personality-report?tab=facets'),
    ).toBeInTheDocument();
  });

  it('uses the login path the caller gives', async () => {
    renderGuarded(createFakeAuthAdapter(), '/welcome');
    expect(await screen.findByText('custom login')).toBeInTheDocument();
  });
});

describe('returnPathFrom', () => {
  it.each([
    [{ from: { pathname: '/dashboard', search: '' } }, '/dashboard'],
    [
      { from: { pathname: '/v2/pg-profile/favorites', search: '?x=1' } },
      '/v2/pg-profile/favorites?x=1',
    ],
    [null, '/dashboard'],
    [{ from: { pathname: '//evil.example' } }, '/dashboard'],
    [{ from: { pathname: 'https://evil.example' } }, '/dashboard'],
    [{ from: { pathname: '/login' } }, '/dashboard'],
  ])('%j → %s', (state, expected) => {
    expect(returnPathFrom(state)).toBe(expected);
  });
});
