import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from './dialog';

function ConfirmDialog({ long = false }: { long?: boolean }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="danger">Delete my account</Button>
      </DialogTrigger>
      <DialogContent
        title="Delete your account?"
        description="This removes your answers, reports and saved careers. It can't be undone."
      >
        {long && (
          <ul>
            {Array.from({ length: 40 }, (_, n) => (
              <li key={n}>Saved career {n + 1}</li>
            ))}
          </ul>
        )}
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

/** Taller than the screen (as at 400 % zoom): it fits the screen and scrolls to its last button. */
export const TallerThanTheScreen: StoryObj<typeof meta> = {
  args: { long: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const box = dialog.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    // Tabbing to the last button brings it into view inside the dialog.
    const last = screen.getByRole('button', { name: 'Delete' });
    last.focus();
    const lastBox = last.getBoundingClientRect();
    await expect(lastBox.bottom).toBeLessThanOrEqual(box.bottom);
    await expect(lastBox.top).toBeGreaterThanOrEqual(box.top);
  },
};
