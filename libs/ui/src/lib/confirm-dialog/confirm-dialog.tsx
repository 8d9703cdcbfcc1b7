import { Button } from '../button/button';
import { DialogClose, DialogContent } from '../dialog/dialog';

export type ConfirmDialogProps = {
  title: string;
  /** What confirming does, and whether it can be undone. */
  description: string;
  /** The safe choice, offered first so Enter on opening keeps things as they are. */
  keepLabel: string;
  confirmLabel: string;
  /** Shown on the confirm button while the change is being made. */
  pendingLabel?: string;
  pending?: boolean;
  /** Why the last attempt failed, in words for people; announced at once. */
  error?: string | null;
  onConfirm: () => void;
  /** Where focus goes on closing when the control that opened it is gone (a menu's item). */
  returnFocusTo?: () => HTMLElement | null;
};

/**
 * The content of a dialog that confirms a change that can't be undone: put it inside a `Dialog`
 * beside its trigger. Focus starts on the safe choice; Escape, "×" and the safe choice all cancel.
 */
export function ConfirmDialog({
  title,
  description,
  keepLabel,
  confirmLabel,
  pendingLabel,
  pending = false,
  error,
  onConfirm,
  returnFocusTo,
}: ConfirmDialogProps) {
  return (
    <DialogContent title={title} description={description} returnFocusTo={returnFocusTo}>
      {error && (
        <p role="alert" className="mb-3 text-danger">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <DialogClose asChild>
          <Button variant="secondary">{keepLabel}</Button>
        </DialogClose>
        <Button variant="danger" pending={pending} onClick={onConfirm}>
          {pending && pendingLabel ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </DialogContent>
  );
}
