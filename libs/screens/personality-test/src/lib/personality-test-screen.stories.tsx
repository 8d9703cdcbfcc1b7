import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PersonalityTestScreen } from './personality-test-screen';

const meta = { title: 'Screens/Personality test', component: PersonalityTestScreen } satisfies Meta<
  typeof PersonalityTestScreen
>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Personality test' }),
    ).toBeInTheDocument();
  },
};
