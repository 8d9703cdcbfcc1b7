import { useLingui } from '@lingui/react/macro';
import { useDeleteMeMutation } from '@pathwise/api';
import { authErrorCode, authErrorMessage, useLoadAuthAdapter } from '@pathwise/auth';
import { ConfirmDialog } from '@pathwise/ui';
import { useState } from 'react';

export type DeleteAccountDialogProps = {
  onDeleted: () => void;
  /** Where focus goes when the dialog closes without deleting: the account menu's button. */
  returnFocusTo: () => HTMLElement | null;
};

/**
 * Confirms, then asks the API to delete the account: it deletes the sign-in account and erases the
 * data, so a half-deleted account can't happen here. This browser's session then ends.
 */
export function DeleteAccountDialog({ onDeleted, returnFocusTo }: DeleteAccountDialogProps) {
  const { t } = useLingui();
  const loadAdapter = useLoadAuthAdapter();
  const [eraseData] = useDeleteMeMutation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const attempt = async () => {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      const adapter = await loadAdapter();
      const erased = await eraseData();
      if ('error' in erased) {
        setError(
          t`We couldn't delete your data just now, so your account is unchanged. Please try again in a moment.`,
        );
        return;
      }
      await adapter.signOut();
      onDeleted();
    } catch (caught) {
      setError(authErrorMessage(authErrorCode(caught)));
    } finally {
      setPending(false);
    }
  };

  return (
    <ConfirmDialog
      returnFocusTo={returnFocusTo}
      title={t`Delete your account?`}
      description={t`This removes your account and everything saved with it: answers, reports, favourites and coins. It can't be undone.`}
      keepLabel={t`Keep my account`}
      confirmLabel={t`Delete my account`}
      pendingLabel={t`Deleting…`}
      pending={pending}
      error={error}
      onConfirm={() => void attempt()}
    />
  );
}
