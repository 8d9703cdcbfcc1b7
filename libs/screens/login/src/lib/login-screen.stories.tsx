import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoginScreen } from './login-screen';

const meta = { title: 'Screens/Sign in to Pathwise', component: LoginScreen } satisfies Meta<
  typeof LoginScreen
>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Sign in to Pathwise' }),
    ).toBeInTheDocument();
  },
};
