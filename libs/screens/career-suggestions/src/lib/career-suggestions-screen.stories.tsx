import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CareerSuggestionsScreen } from './career-suggestions-screen';

const meta = {
  title: 'Screens/Careers that fit you',
  component: CareerSuggestionsScreen,
} satisfies Meta<typeof CareerSuggestionsScreen>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Careers that fit you' }),
    ).toBeInTheDocument();
  },
};
