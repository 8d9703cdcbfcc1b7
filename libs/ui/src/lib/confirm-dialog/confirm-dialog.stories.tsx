import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Dialog, DialogTrigger } from '../dialog/dialog';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

/** A trigger and its confirmation, as a screen puts them together. */
function DeleteReport(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">Delete this report…</Button>
      </DialogTrigger>
      <ConfirmDialog {...props} />
    </Dialog>
  );
}

const meta = {
  title: 'UI/ConfirmDialog',
  component: DeleteReport,
  args: {
    title: 'Delete this report?',
    description: "This deletes the report and the answers it came from. It can't be undone.",
    keepLabel: 'Keep it',
    confirmLabel: 'Delete the report',
    pendingLabel: 'Deleting…',
    onConfirm: fn(),
  },
} satisfies Meta<typeof DeleteReport>;
export default meta;
type Story = StoryObj<typeof meta>;

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const open = async ({ canvas, userEvent }: PlayContext) => {
  const trigger = canvas.getByRole('button', { name: 'Delete this report…' });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Delete this report?' });
  return { trigger, dialog };
};

/** Focus starts on the safe choice, which comes first; Escape cancels and focus goes back. */
export const EscapeCancels: Story = {
  play: async (context) => {
    const { args, userEvent } = context;
    const { trigger, dialog } = await open(context);
    await expect(dialog).toHaveAccessibleDescription(/can't be undone/);
    const buttons = within(dialog);
    await waitFor(() => expect(buttons.getByRole('button', { name: 'Keep it' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The safe choice closes it with nothing done, and focus never falls to the page. */
export const KeepingReturnsFocus: Story = {
  play: async (context) => {
    const { args, userEvent } = context;
    const { trigger, dialog } = await open(context);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(document.activeElement).not.toBe(document.body);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** While the change is made the button says so and keeps focus; a failure is announced. */
export const PendingThenFailed: Story = {
  args: { pending: true, error: "We couldn't delete the report just now, so it is unchanged." },
  play: async (context) => {
    const { args, userEvent } = context;
    const { dialog } = await open(context);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(/unchanged/);
    const confirm = within(dialog).getByRole('button', { name: 'Deleting…' });
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(confirm).toHaveFocus();
  },
};

/** Confirming calls the change once. */
export const Confirms: Story = {
  play: async (context) => {
    const { args, userEvent } = context;
    const { dialog } = await open(context);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete the report' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};
