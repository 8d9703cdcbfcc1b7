import { BackendConfigProvider, readBackendConfig, selectSessionStatus } from '@pathwise/auth';
import { createFakeAuthAdapter } from '@pathwise/auth/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import { AppStoreScope } from '../scope';
import { AppStoreProvider } from './app-store-provider';
import { makeStore, useAppSelector } from './make-store';

function Status() {
  return <p>status: {useAppSelector(selectSessionStatus)}</p>;
}

/** A signed-in account in the fake service, and the session status as a fresh store sees it. */
function renderSignedInStatus() {
  const fake = createFakeAuthAdapter({
    accounts: [{ email: 'a@example.com', password: 'pw-123456', displayName: null }],
    signedInAs: 'a@example.com',
  });
  render(
    <BackendConfigProvider config={readBackendConfig({})} adapter={fake.adapter}>
      <AppStoreProvider store={makeStore()}>
        <Status />
      </AppStoreProvider>
    </BackendConfigProvider>,
  );
}

describe('AppStoreProvider', () => {
  it('connects the store to the sign-in service once the page is idle, when someone signed in here before', async () => {
    localStorage.setItem('pathwise:signed-in', '1');
    renderSignedInStatus();
    expect(screen.getByText('status: unknown')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('status: signedIn')).toBeInTheDocument());
  });

  it('does not load the sign-in service on open pages when nobody signed in here before', async () => {
    // Page time the test moves on: a minute is long past the idle moment the first test waits for.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderSignedInStatus();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    vi.useRealTimers();
    expect(screen.getByText('status: unknown')).toBeInTheDocument();
  });

  it('shares one store between separate providers in one app', async () => {
    localStorage.setItem('pathwise:signed-in', '1');
    const fake = createFakeAuthAdapter();
    render(
      <BackendConfigProvider config={readBackendConfig({})} adapter={fake.adapter}>
        <AppStoreScope>
          <AppStoreProvider>
            <Status />
          </AppStoreProvider>
          <AppStoreProvider>
            <Status />
          </AppStoreProvider>
        </AppStoreScope>
      </BackendConfigProvider>,
    );
    await waitFor(() => expect(screen.getAllByText('status: signedOut')).toHaveLength(2));
  });
});
