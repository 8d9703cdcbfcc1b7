import { ScreenIntro } from '@pathwise/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, waitFor } from 'storybook/test';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

function Broken(): never {
  throw new Error('The screen could not be loaded.');
}

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
