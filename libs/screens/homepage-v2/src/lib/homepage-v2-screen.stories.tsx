import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HomepageV2Screen } from './homepage-v2-screen';

const meta = {
  title: 'Screens/Explore careers with Pathwise',
  component: HomepageV2Screen,
} satisfies Meta<typeof HomepageV2Screen>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Explore careers with Pathwise' }),
    ).toBeInTheDocument();
  },
};
