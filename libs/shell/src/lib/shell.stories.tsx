import { useGetCatalogueSourcesQuery } from '@pathwise/api';
import { buildCareerDetails, countRequests } from '@pathwise/api/testing';
import { ScreenIntro } from '@pathwise/ui';
import { HttpResponse } from 'msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { BusyNotice } from './busy-notice';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

function Broken(): never {
  throw new Error('The screen could not be loaded.');
}

/** A screen that reads from the API, to show how the shell says the API is busy. */
function ReadsTheCatalogue() {
  const { data } = useGetCatalogueSourcesQuery();
  return (
    <>
      {/* As the app places it: above each screen, inside the store the screen uses. */}
      <BusyNotice />
      <p>{data ? `O*NET ${data.onet}` : 'Loading'}</p>
    </>
  );
}

// The API is busy for the first request of the story that resets this.
const catalogueRequests = countRequests('get', '/api/catalogue', (count) =>
  count === 1
    ? HttpResponse.json(
        { type: 'about:blank', title: 'Too many requests', status: 429, code: 'busy' },
        { status: 429, headers: { 'retry-after': '1' } },
      )
    : HttpResponse.json(buildCareerDetails().sources),
);

/** The shell with a data router of its own, as the app runs it. */
function Shell({ at }: { at: string }) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: RootLayout,
        errorElement: <RouteErrorPage />,
        children: [
          {
            index: true,
            element: <ScreenIntro title="Home" purpose="The start." />,
            handle: { title: 'Home' },
          },
          { path: 'broken', Component: Broken },
          { path: 'busy', Component: ReadsTheCatalogue },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Shell/App shell',
  component: Shell,
  parameters: { router: false },
  args: { at: '/' },
} satisfies Meta<typeof Shell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('main')).toHaveTextContent('The start.');
    await waitFor(() => expect(document.title).toBe('Home · Pathwise'));
  },
};

/** On a phone the links and the colour theme wait in the menu, reached and used by keyboard. */
export const PhoneMenu: Story = {
  parameters: {
    viewport: {
      options: { phone: { name: 'Phone', styles: { width: '390px', height: '844px' } } },
    },
  },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('button', { name: 'Menu' });
    menu.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(dialog).getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const light = within(dialog).getByRole('radio', { name: 'Light' });
    await expect(light).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByRole('radio', { name: 'Dark' })).toBeChecked();
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(menu).toHaveFocus();
  },
};

export const RouteError: Story = {
  args: { at: '/broken' },
  beforeEach: () => {
    // React logs the caught route error; the page under test is the handling of it.
    const original = console.error;
    console.error = () => undefined;
    return () => {
      console.error = original;
    };
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('The screen could not be loaded.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

/** The API answers 429 once: the shell says it is busy, not offline, and the retry then lands. */
export const ServiceBusy: Story = {
  args: { at: '/busy' },
  parameters: {
    msw: {
      handlers: [catalogueRequests.handler],
    },
  },
  beforeEach: catalogueRequests.reset,
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(
        canvas.getByText(/Pathwise is busy right now; this isn't your connection\./),
      ).toBeVisible(),
    );
    await expect(await canvas.findByText('O*NET 30.1', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByText(/Pathwise is busy/)).toBeNull();
    await expect(catalogueRequests.count()).toBe(2);
  },
};
