import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PasswordField } from './password-field';

const meta = {
  title: 'UI/Form/PasswordField',
  component: PasswordField,
  args: { label: 'Password', autoComplete: 'new-password', hint: 'At least 8 characters.' },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ShowAndHide: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByLabelText('Password');
    await expect(field).toHaveAttribute('type', 'password');
    await expect(field).toHaveAccessibleDescription('At least 8 characters.');
    await userEvent.tab();
    await userEvent.keyboard('secret words');
    await userEvent.tab();
    const show = canvas.getByRole('button', { name: 'Show password' });
    await expect(show).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(field).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(field).toHaveValue('secret words');
  },
};

export const WithError: Story = {
  args: { error: 'Use at least 8 characters.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 8 characters. Use at least 8 characters.',
    );
  },
};
