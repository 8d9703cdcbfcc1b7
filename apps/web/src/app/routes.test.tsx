import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { Providers } from './providers';
import { routes } from './routes';

const renderAt = (path: string) =>
  render(
    <Providers>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </Providers>,
  );

describe('the route table', () => {
  it.each([
    ['/', 'Find work that fits who you are'],
    ['/personality-test', 'Personality test'],
    ['/personality-report', 'Your personality report'],
    ['/login', 'Sign in to Pathwise'],
    ['/dashboard', 'Your dashboard'],
    ['/v2', 'Explore careers with Pathwise'],
    ['/v2/pg-canvas', 'Sort activity cards'],
    ['/v2/pg-result-new', 'Your interest profile'],
    ['/v2/pg-onboarding', 'A few questions about you'],
    ['/v2/pg-career-suggest', 'Careers that fit you'],
    ['/v2/pg-career-details?code=15-1252.00', 'Career details'],
    ['/v2/pg-home', 'Career playground'],
    ['/v2/pg-explore', 'Explore every career'],
    ['/v2/pg-profile/abc123', 'Profile'],
    ['/v2/pg-profile/favorites', 'Saved careers'],
    ['/v2/pg-profile/onboard-data', 'Your onboarding answers'],
    ['/v3/audio', 'Listen and answer'],
  ])('%s shows "%s"', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
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

  it('shows the loading screen while a screen loads', () => {
    renderAt('/personality-test');
    expect(screen.getByRole('status')).toHaveTextContent('wait... loading...');
  });

  it('every screen link leads to a route that exists', async () => {
    const first = renderAt('/v2/pg-home');
    await screen.findByRole('heading', { level: 1, name: 'Career playground' });
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
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
