import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HomeScreen } from './home-screen';

const meta = {
  title: 'Screens/Find work that fits who you are',
  component: HomeScreen,
} satisfies Meta<typeof HomeScreen>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Find work that fits who you are' }),
    ).toBeInTheDocument();
  },
};
