import { BackendConfigProvider, readBackendConfig } from '@pathwise/auth/config';
import { createFakeAuthAdapter } from '@pathwise/auth/testing';
import { apiHandlers } from '@pathwise/api/testing';
import { withoutLocale } from '@pathwise/i18n';
import { render, screen, waitFor } from '@testing-library/react';
import { routeHeadings } from '@pathwise/testing/fixtures';
import { setupServer } from 'msw/node';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { Providers } from './providers';
import { routes } from './routes';

// The screens load their data from the API: here, the contract-typed mock of it.
const api = setupServer(...apiHandlers());
beforeAll(() => api.listen({ onUnhandledFrame: 'error' }));
afterEach(() => api.resetHandlers());
afterAll(() => api.close());

const sam = { email: 'sam@example.com', password: 'correct horse battery', displayName: 'Sam' };

/** The app at an address, with a stand-in sign-in service: signed in unless `signedOut`. */
const renderAt = (path: string, { signedOut = false } = {}) => {
  const fake = createFakeAuthAdapter({
    accounts: [sam],
    signedInAs: signedOut ? undefined : sam.email,
  });
  return render(
    <Providers>
      <BackendConfigProvider config={readBackendConfig({})} adapter={fake.adapter}>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
      </BackendConfigProvider>
    </Providers>,
  );
};

describe('the route table', () => {
  it.each(routeHeadings)('%s shows "%s"', async (path, heading) => {
    // The login screen shows itself to signed-out visitors; signed-in people move on.
    renderAt(path, { signedOut: path === '/login' });
    // Checked where it is found: a guarded screen can show, step aside for a sign-in check and
    // show again.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument(),
    );
  });

  it.each(['/nope', '/v2/nope', '/v3/nope', '/v2/pg-profile/abc/extra'])(
    '%s is not found, inside the layout',
    async (path) => {
      renderAt(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: "We can't find that page" }),
      ).toBeInTheDocument();
      expect(screen.getByRole('banner')).toBeInTheDocument();
    },
  );

  it.each([
    '/personality-report',
    '/dashboard',
    '/v2/pg-profile/favorites',
    '/v2/pg-profile/onboard-data',
    '/v2/pg-profile/x',
  ])('%s sends a signed-out visitor to the login screen', async (path) => {
    renderAt(path, { signedOut: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to Pathwise' }),
    ).toBeInTheDocument();
  });

  it('shows the account menu to a signed-in person', async () => {
    localStorage.setItem('pathwise:signed-in', '1');
    renderAt('/');
    expect(await screen.findByRole('button', { name: /^Sam.*account menu$/ })).toBeInTheDocument();
  });

  it('offers sign-in on open pages without loading the sign-in service for first-time visitors', async () => {
    renderAt('/', { signedOut: true });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows the loading screen while a screen loads', () => {
    renderAt('/personality-test');
    expect(screen.getByRole('status')).toHaveTextContent('wait... loading...');
  });

  it('every screen link leads to a route that exists', async () => {
    const first = renderAt('/v2/pg-home');
    await screen.findByRole('heading', { level: 1, name: 'Career playground' });
    // The language switch's links are the same addresses in another language, under its prefix
    // (the router's basename in the browser): each is checked without it.
    const hrefs = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '')
      .map((href) => (href.startsWith('/') ? withoutLocale(href) : href));
    first.unmount();
    for (const href of new Set(hrefs.filter((href) => href.startsWith('/')))) {
      const view = renderAt(href);
      expect(await view.findByRole('heading', { level: 1 })).not.toHaveTextContent(
        "We can't find that page",
      );
      view.unmount();
    }
  });
});
