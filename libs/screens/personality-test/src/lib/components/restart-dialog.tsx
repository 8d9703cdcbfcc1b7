import { ConfirmDialog, Dialog } from '@pathwise/ui';
import { useRef } from 'react';

export type RestartDialogProps = {
  answered: number;
  signedIn: boolean;
  onRestart: () => void;
  onClose: () => void;
  /** Where focus goes back to when the person keeps their answers: the button that opened this. */
  focusOnKeep: () => HTMLElement | null;
  /** Where focus goes once the answers are cleared and the button that opened this is gone. */
  focusAfterRestart: () => HTMLElement | null;
};

/** Asks before clearing the answers; loaded only when someone asks to start again. */
export default function RestartDialog({
  answered,
  signedIn,
  onRestart,
  onClose,
  focusOnKeep,
  focusAfterRestart,
}: RestartDialogProps) {
  const restarted = useRef(false);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <ConfirmDialog
        title="Start again?"
        description={`This clears your ${answered} answers from this browser${signedIn ? ' and your account' : ''}. It can't be undone.`}
        keepLabel="Keep my answers"
        confirmLabel="Yes, clear my answers"
        onConfirm={() => {
          restarted.current = true;
          onRestart();
        }}
        returnFocusTo={() => (restarted.current ? focusAfterRestart() : focusOnKeep())}
      />
    </Dialog>
  );
}
