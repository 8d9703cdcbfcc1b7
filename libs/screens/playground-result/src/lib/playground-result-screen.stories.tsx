import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PlaygroundResultScreen } from './playground-result-screen';

const meta = {
  title: 'Screens/Your interest profile',
  component: PlaygroundResultScreen,
} satisfies Meta<typeof PlaygroundResultScreen>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Your interest profile' }),
    ).toBeInTheDocument();
  },
};
