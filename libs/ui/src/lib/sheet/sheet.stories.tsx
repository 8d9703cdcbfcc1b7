import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Dialog, DialogClose, DialogTrigger } from '../dialog/dialog';
import { SheetContent } from './sheet';

/** A button that opens a sheet, as a screen puts them together. */
function ShareSheet({ description }: { description?: string }) {
  return (
    <div className="p-4">
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="secondary">Share your report</Button>
        </DialogTrigger>
        <SheetContent
          title="Share your report"
          description={description}
          footer={
            <DialogClose asChild>
              <Button className="w-full">Done</Button>
            </DialogClose>
          }
        >
          <p>Anyone with the link can read your report, not your answers.</p>
        </SheetContent>
      </Dialog>
    </div>
  );
}

const meta = {
  title: 'UI/SheetContent',
  component: ShareSheet,
  args: { description: 'A link to copy and send.' },
} satisfies Meta<typeof ShareSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A modal named by its title; focus starts on its first control and goes back when it closes. */
export const OpenAndClose: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Share your report' });
    await userEvent.click(trigger);
    const sheet = await screen.findByRole('dialog', { name: 'Share your report' });
    await expect(sheet).toHaveAccessibleDescription('A link to copy and send.');
    await waitFor(() => expect(within(sheet).getByRole('button', { name: 'Done' })).toHaveFocus());
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Escape closes it too. */
export const EscapeCloses: Story = {
  args: { description: undefined },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share your report' }));
    const sheet = await screen.findByRole('dialog', { name: 'Share your report' });
    await expect(sheet).not.toHaveAttribute('aria-describedby');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
