import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PersonalityReportScreen } from './personality-report-screen';

const meta = {
  title: 'Screens/Your personality report',
  component: PersonalityReportScreen,
} satisfies Meta<typeof PersonalityReportScreen>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Your personality report' }),
    ).toBeInTheDocument();
  },
};
