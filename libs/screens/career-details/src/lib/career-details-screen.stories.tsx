import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CareerDetailsScreen } from './career-details-screen';

const meta = { title: 'Screens/Career details', component: CareerDetailsScreen } satisfies Meta<
  typeof CareerDetailsScreen
>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Career details' }),
    ).toBeInTheDocument();
  },
};
