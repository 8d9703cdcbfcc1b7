import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SignInLink } from './sign-in-link';

const meta = {
  title: 'UI/SignInLink',
  component: SignInLink,
  parameters: { route: '/dashboard' },
} satisfies Meta<typeof SignInLink>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};
