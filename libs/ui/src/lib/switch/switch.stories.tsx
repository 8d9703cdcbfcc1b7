import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn } from 'storybook/test';
import { Button } from '../button/button';
import { Switch } from './switch';

const meta = {
  title: 'UI/Form/Switch',
  component: Switch,
  args: {
    label: 'Read the activities aloud',
    description: 'Turn this off if you use your own screen reader.',
    onCheckedChange: fn(),
  },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ByKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const toggle = canvas.getByRole('switch', { name: 'Read the activities aloud' });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAccessibleDescription(/your own screen reader/);
    await expect(toggle).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(toggle).not.toBeChecked();
  },
};

export const ByItsLabel: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Read the activities aloud' });
    await expect(toggle).toBeChecked();
    await userEvent.click(canvas.getByText('Read the activities aloud'));
    await expect(toggle).not.toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Read the activities aloud' })).toBeDisabled();
  },
};

/** Kept by its screen, with an explanation elsewhere on the page that describes it too. */
function Sharing() {
  const [shared, setShared] = useState(false);
  return (
    <>
      <p id="sharing-explained">Anyone signed in who has the link can see your name.</p>
      <Switch
        label="Share my profile"
        aria-describedby="sharing-explained"
        checked={shared}
        onCheckedChange={setShared}
      />
      <p role="status">{shared ? 'Sharing is on.' : 'Sharing is off.'}</p>
    </>
  );
}

export const ControlledWithOutsideDescription: StoryObj<typeof Sharing> = {
  render: () => <Sharing />,
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Share my profile' });
    await expect(toggle).toHaveAccessibleDescription(/Anyone signed in/);
    await userEvent.click(toggle);
    await expect(canvas.getByRole('status')).toHaveTextContent('Sharing is on.');
  },
};

function HookForm({ onSave }: { onSave: (values: { readAloud: boolean }) => void }) {
  const { control, handleSubmit } = useForm({ defaultValues: { readAloud: true } });
  return (
    <form onSubmit={handleSubmit(onSave)} className="space-y-4">
      <Controller
        control={control}
        name="readAloud"
        render={({ field }) => (
          <Switch
            ref={field.ref}
            label="Read the activities aloud"
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <Button type="submit">Save</Button>
    </form>
  );
}

export const WithController: StoryObj<typeof HookForm> = {
  render: (args) => <HookForm {...args} />,
  args: { onSave: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Read the activities aloud' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ readAloud: false }, expect.anything());
  },
};
