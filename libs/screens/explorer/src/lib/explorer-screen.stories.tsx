import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ExplorerScreen } from './explorer-screen';

const meta = { title: 'Screens/Explore every career', component: ExplorerScreen } satisfies Meta<
  typeof ExplorerScreen
>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Explore every career' }),
    ).toBeInTheDocument();
  },
};
