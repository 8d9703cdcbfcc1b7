import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OnboardingDataScreen } from './onboarding-data-screen';

const meta = {
  title: 'Screens/Your onboarding answers',
  component: OnboardingDataScreen,
} satisfies Meta<typeof OnboardingDataScreen>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Your onboarding answers' }),
    ).toBeInTheDocument();
  },
};
