import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProfileScreen } from './profile-screen';

const meta = { title: 'Screens/Profile', component: ProfileScreen } satisfies Meta<
  typeof ProfileScreen
>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
  },
};
