import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const description = signedIn
    ? plural(answered, {
        one: "This clears your # answer from this browser and your account. It can't be undone.",
        other: "This clears your # answers from this browser and your account. It can't be undone.",
      })
    : plural(answered, {
        one: "This clears your # answer from this browser. It can't be undone.",
        other: "This clears your # answers from this browser. It can't be undone.",
      });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <ConfirmDialog
        title={t`Start again?`}
        description={description}
        keepLabel={t`Keep my answers`}
        confirmLabel={t`Yes, clear my answers`}
        onConfirm={() => {
          restarted.current = true;
          onRestart();
        }}
        returnFocusTo={() => (restarted.current ? focusAfterRestart() : focusOnKeep())}
      />
    </Dialog>
  );
}
