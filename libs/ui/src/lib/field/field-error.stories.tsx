import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CONTROL_CLASSES, FieldError, LABEL_CLASSES } from './field-parts';

/** A control and its error, tied together as the form parts tie them. */
function NameField({ message }: { message: string | undefined }) {
  return (
    <div className="max-w-sm p-4">
      <label htmlFor="name" className={LABEL_CLASSES}>
        Your name
      </label>
      <input
        id="name"
        className={CONTROL_CLASSES}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? 'name-error' : undefined}
      />
      <FieldError id="name-error" message={message} className="mt-1" />
    </div>
  );
}

const meta = {
  title: 'UI/FieldError',
  component: NameField,
  args: { message: 'Enter your name.' },
} satisfies Meta<typeof NameField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The error shows beside the field, which screen readers read with it. */
export const WithAnError: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Your name' });
    await expect(field).toHaveAccessibleDescription('Enter your name.');
    await expect(canvas.getByText('Enter your name.')).toBeVisible();
  },
};

/** Without a message there is nothing to show or read. */
export const Valid: Story = {
  args: { message: undefined },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: 'Your name' }),
    ).not.toHaveAccessibleDescription();
    await expect(canvas.queryByText(/⚠/)).not.toBeInTheDocument();
  },
};
