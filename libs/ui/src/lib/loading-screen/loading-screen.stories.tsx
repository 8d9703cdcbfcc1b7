import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingScreen } from './loading-screen';

const meta = { title: 'UI/LoadingScreen', component: LoadingScreen } satisfies Meta<
  typeof LoadingScreen
>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Pathwise!');
    await expect(status).toHaveTextContent('wait... loading...');
  },
};
