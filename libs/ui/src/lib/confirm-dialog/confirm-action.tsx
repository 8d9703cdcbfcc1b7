import { type ReactNode, useState } from 'react';
import { Button, type ButtonProps } from '../button/button';
import { Dialog, DialogTrigger } from '../dialog/dialog';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

export type ConfirmActionProps = Omit<ConfirmDialogProps, 'onConfirm' | 'error' | 'pending'> & {
  /** The button that opens the question. */
  trigger: ReactNode;
  triggerProps?: Omit<ButtonProps, 'children'>;
  /** Makes the change: resolves to null when done (the dialog closes), or why it failed. */
  act: () => Promise<string | null>;
  pending: boolean;
};

/**
 * A button that asks before a change that can't be undone, and makes it: the dialog stays open
 * with the reason when it fails, and closes when it is done.
 */
export function ConfirmAction({ trigger, triggerProps, act, ...dialog }: ConfirmActionProps) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    const failure = await act();
    setError(failure);
    if (!failure) setOpen(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary" {...triggerProps}>
          {trigger}
        </Button>
      </DialogTrigger>
      <ConfirmDialog {...dialog} error={error} onConfirm={() => void confirm()} />
    </Dialog>
  );
}
