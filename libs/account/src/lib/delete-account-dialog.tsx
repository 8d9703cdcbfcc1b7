import { useDeleteMeMutation } from '@pathwise/api';
import { type AuthUser, authErrorCode, authErrorMessage, useLoadAuthAdapter } from '@pathwise/auth';
import { Button, DialogClose, DialogContent, PasswordField } from '@pathwise/ui';
import { useState } from 'react';

type Step = 'confirm' | 'reauthenticate';

export type DeleteAccountDialogProps = { user: AuthUser; onDeleted: () => void };

/**
 * Confirms, then erases the person's data on the server and deletes their sign-in account. The data
 * goes first, while the sign-in still proves who they are; when the sign-in is too old for deleting
 * the account, it asks the person to confirm who they are (password or Google) and finishes.
 */
export function DeleteAccountDialog({ user, onDeleted }: DeleteAccountDialogProps) {
  const loadAdapter = useLoadAuthAdapter();
  const [eraseData] = useDeleteMeMutation();
  const [step, setStep] = useState<Step>('confirm');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const usesPassword = user.providerIds.includes('password');

  const attempt = async (
    before?: (adapter: Awaited<ReturnType<typeof loadAdapter>>) => Promise<void>,
  ) => {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      const adapter = await loadAdapter();
      if (before) await before(adapter);
      const erased = await eraseData();
      if ('error' in erased) {
        setError(
          "We couldn't delete your data just now, so your account is unchanged. Please try again in a moment.",
        );
        return;
      }
      await adapter.deleteAccount();
      onDeleted();
    } catch (caught) {
      const code = authErrorCode(caught);
      if (code === 'auth/requires-recent-login') setStep('reauthenticate');
      else setError(authErrorMessage(code));
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
      {step === 'reauthenticate' && (
        <div className="mb-4 space-y-2">
          <p>For your safety, please confirm it is you first.</p>
          {usesPassword && (
            <PasswordField
              label="Your password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <DialogClose asChild>
          <Button variant="secondary">Keep my account</Button>
        </DialogClose>
        {step === 'confirm' ? (
          <Button variant="danger" disabled={pending} onClick={() => attempt()}>
            {pending ? 'Deleting…' : 'Delete my account'}
          </Button>
        ) : (
          <Button
            variant="danger"
            disabled={pending || (usesPassword && !password)}
            onClick={() =>
              attempt((adapter) =>
                adapter.reauthenticate(usesPassword ? { password } : { provider: 'google' }),
              )
            }
          >
            {pending
              ? 'Deleting…'
              : usesPassword
                ? 'Confirm and delete'
                : 'Confirm with Google and delete'}
          </Button>
        )}
      </div>
    </DialogContent>
  );
}
