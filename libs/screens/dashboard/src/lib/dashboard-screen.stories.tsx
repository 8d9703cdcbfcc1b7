import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DashboardScreen } from './dashboard-screen';

const meta = { title: 'Screens/Your dashboard', component: DashboardScreen } satisfies Meta<
  typeof DashboardScreen
>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Your dashboard' }),
    ).toBeInTheDocument();
  },
};
