import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFoundScreen } from './not-found-screen';

const meta = {
  title: 'Screens/Not found',
  component: NotFoundScreen,
  parameters: { route: '/no/such/page' },
} satisfies Meta<typeof NotFoundScreen>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: "We can't find that page" }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('/no/such/page')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};
