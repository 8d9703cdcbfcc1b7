import { type AnalyticsClient, AnalyticsProvider } from '@pathwise/analytics';
import { BackendConfigProvider, readBackendConfig } from '@pathwise/auth/config';
import { createFakeAuthAdapter } from '@pathwise/auth/testing';
import { apiHandlers } from '@pathwise/api/testing';
import { act, render, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { Providers } from './providers';
import { routes } from './routes';

const api = setupServer(...apiHandlers());
beforeAll(() => api.listen({ onUnhandledFrame: 'error' }));
afterEach(() => api.resetHandlers());
afterAll(() => api.close());

/** The app at an address, with analytics recorded instead of sent. */
function renderAt(path: string) {
  const sent: Parameters<AnalyticsClient['track']>[] = [];
  const fake = createFakeAuthAdapter({ accounts: [] });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers>
      <AnalyticsProvider client={{ track: (...event) => void sent.push(event) }}>
        <BackendConfigProvider config={readBackendConfig({})} adapter={fake.adapter}>
          <RouterProvider router={router} />
        </BackendConfigProvider>
      </AnalyticsProvider>
    </Providers>,
  );
  const views = () => sent.filter(([event]) => event === 'page_viewed').map(([, p]) => p);
  return { router, views };
}

describe('page views', () => {
  it('name the route, not the address: no ids, no searches', async () => {
    const { router, views } = renderAt('/v2/pg-explore?q=marine+biologist');
    await waitFor(() => expect(views()).toEqual([{ route: '/v2/pg-explore' }]));
    await act(() => router.navigate('/v2/pg-career-details?code=15-1252.00'));
    await act(() => router.navigate('/v3/audio'));
    await waitFor(() =>
      expect(views()).toEqual([
        { route: '/v2/pg-explore' },
        { route: '/v2/pg-career-details' },
        { route: '/v3/audio' },
      ]),
    );
  });

  it('replace a profile id with the parameter’s name', async () => {
    const { views } = renderAt('/v2/pg-profile/user-4711');
    await waitFor(() => expect(views()).toContainEqual({ route: '/v2/pg-profile/:id' }));
    expect(JSON.stringify(views())).not.toContain('4711');
  });
});
