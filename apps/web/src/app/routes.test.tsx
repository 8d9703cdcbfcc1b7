import { render, screen } from '@testing-library/react';
import { routeHeadings } from '@pathwise/testing/fixtures';
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
  it.each(routeHeadings)('%s shows "%s"', async (path, heading) => {
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
