import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn } from 'storybook/test';
import { Button } from '../button/button';
import { TextField } from './text-field';

const meta = {
  title: 'UI/Form/TextField',
  component: TextField,
  args: { label: 'Your name', onChange: fn() },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithHint: Story = {
  args: { hint: 'Shown in the header and on your profile.', optional: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const field = canvas.getByRole('textbox', { name: 'Your name (optional)' });
    await expect(field).toHaveFocus();
    await expect(field).toHaveAccessibleDescription('Shown in the header and on your profile.');
    await userEvent.keyboard('Sam');
    await expect(field).toHaveValue('Sam');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

export const WithError: Story = {
  args: { defaultValue: 'S', error: 'Use at least two letters.' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Your name' });
    await expect(field).toBeInvalid();
    await expect(field).toHaveAccessibleDescription(/Use at least two letters/);
  },
};

export const CountsCharacters: Story = {
  args: { label: 'A subject you enjoy', maxChars: 12 },
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'A subject you enjoy' });
    await expect(field).toHaveAccessibleDescription('0 of 12 characters');
    await userEvent.type(field, 'Marine biology');
    // Typing on past the most isn't stopped: the count says how far over it is.
    await expect(canvas.getByText('2 characters too many')).toBeVisible();
    await expect(field).toBeInvalid();
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(field).toHaveAccessibleDescription('12 of 12 characters');
    await expect(field).toBeValid();
  },
};

/** With react-hook-form's `register`: the form's rule shows as the field's error. */
function RegisteredForm({ onSave }: { onSave: (values: { email: string }) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email: string }>({ defaultValues: { email: '' } });
  return (
    <form noValidate onSubmit={handleSubmit(onSave)} className="space-y-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email', { required: 'Enter your email address.' })}
      />
      <Button type="submit">Save</Button>
    </form>
  );
}

export const WithRegister: StoryObj<typeof RegisteredForm> = {
  render: (args) => <RegisteredForm {...args} />,
  args: { onSave: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const field = canvas.getByRole('textbox', { name: 'Email' });
    await expect(field).toHaveAccessibleDescription(/Enter your email address/);
    await expect(field).toHaveFocus();
    await userEvent.type(field, 'sam@example.com{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith({ email: 'sam@example.com' }, expect.anything());
    await expect(field).toBeValid();
  },
};
