import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PlaygroundCanvasScreen } from './playground-canvas-screen';

const meta = {
  title: 'Screens/Sort activity cards',
  component: PlaygroundCanvasScreen,
} satisfies Meta<typeof PlaygroundCanvasScreen>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Sort activity cards' }),
    ).toBeInTheDocument();
  },
};
