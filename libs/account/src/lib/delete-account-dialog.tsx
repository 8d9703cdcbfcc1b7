import { useDeleteMeMutation } from '@pathwise/api';
import { authErrorCode, authErrorMessage, useLoadAuthAdapter } from '@pathwise/auth';
import { Button, DialogClose, DialogContent } from '@pathwise/ui';
import { useState } from 'react';

export type DeleteAccountDialogProps = { onDeleted: () => void };

/**
 * Confirms, then asks the API to delete the account: it deletes the sign-in account and erases the
 * data, so a half-deleted account can't happen here. This browser's session then ends.
 */
export function DeleteAccountDialog({ onDeleted }: DeleteAccountDialogProps) {
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
          "We couldn't delete your data just now, so your account is unchanged. Please try again in a moment.",
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
    <DialogContent
      title="Delete your account?"
      description="This removes your account and everything saved with it: answers, reports, favourites and coins. It can't be undone."
    >
      {error && (
        <p role="alert" className="mb-3 text-danger">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <DialogClose asChild>
          <Button variant="secondary">Keep my account</Button>
        </DialogClose>
        <Button variant="danger" disabled={pending} onClick={() => attempt()}>
          {pending ? 'Deleting…' : 'Delete my account'}
        </Button>
      </div>
    </DialogContent>
  );
}
