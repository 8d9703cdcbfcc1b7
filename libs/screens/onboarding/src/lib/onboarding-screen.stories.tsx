import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OnboardingScreen } from './onboarding-screen';

const meta = {
  title: 'Screens/A few questions about you',
  component: OnboardingScreen,
} satisfies Meta<typeof OnboardingScreen>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'A few questions about you' }),
    ).toBeInTheDocument();
  },
};
