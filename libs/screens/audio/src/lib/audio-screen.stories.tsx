import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AudioScreen } from './audio-screen';

const meta = { title: 'Screens/Listen and answer', component: AudioScreen } satisfies Meta<
  typeof AudioScreen
>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Listen and answer' }),
    ).toBeInTheDocument();
  },
};
