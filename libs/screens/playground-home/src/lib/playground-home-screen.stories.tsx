import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PlaygroundHomeScreen } from './playground-home-screen';

const meta = { title: 'Screens/Career playground', component: PlaygroundHomeScreen } satisfies Meta<
  typeof PlaygroundHomeScreen
>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Career playground' }),
    ).toBeInTheDocument();
  },
};
