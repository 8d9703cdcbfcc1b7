import { useLingui } from '@lingui/react/macro';
import { forgetThisBrowser } from '@pathwise/progress/forget';
import { ConfirmDialog, Dialog } from '@pathwise/ui';
import { flushSync } from 'react-dom';
import type { ForgetThisBrowserProps } from './forget-props';

type ForgetDialogProps = Omit<ForgetThisBrowserProps, 'className'> & {
  onClose: () => void;
  /** Where focus goes when the person keeps their progress (Escape, ×, "Keep it"). */
  keptFocusTo: () => HTMLElement | null;
};

/** Asks before forgetting: what goes, that accounts don't change, that it can't be undone. */
export default function ForgetDialog({
  returnFocusTo,
  onForgotten,
  onClose,
  keptFocusTo,
}: ForgetDialogProps) {
  const { t } = useLingui();
  const forget = () => {
    // The page redraws without the progress, and usually without the link and this dialog, which
    // then can't hand focus back itself (its focus trap, unmounted, hands it to the page's body on
    // the next task): focus moves on after that, once the page has redrawn.
    flushSync(() => {
      forgetThisBrowser();
      onClose();
      onForgotten();
    });
    setTimeout(() => returnFocusTo()?.focus());
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <ConfirmDialog
        title={t`Forget the progress kept in this browser?`}
        description={t`This clears the test in progress, sorted cards and their result, answers about you and saved careers kept in this browser. Nothing in any account changes. It can't be undone.`}
        keepLabel={t`Keep it`}
        confirmLabel={t`Forget it`}
        returnFocusTo={keptFocusTo}
        onConfirm={forget}
      />
    </Dialog>
  );
}
