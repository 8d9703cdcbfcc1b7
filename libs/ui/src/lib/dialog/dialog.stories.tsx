import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from './dialog';

function ConfirmDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="danger">Delete my account</Button>
      </DialogTrigger>
      <DialogContent
        title="Delete your account?"
        description="This removes your answers, reports and saved careers. It can't be undone."
      >
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary">Keep my account</Button>
          </DialogClose>
          <Button variant="danger">Delete</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

const meta = { title: 'UI/Dialog', component: ConfirmDialog } satisfies Meta<typeof ConfirmDialog>;
export default meta;

export const OpensAndClosesWithKeyboard: StoryObj<typeof meta> = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Delete my account' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toHaveAccessibleDescription(/can't be undone/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};
