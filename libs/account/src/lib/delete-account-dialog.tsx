import { useLingui } from '@lingui/react/macro';
import { readFailure, useDeleteMeMutation } from '@pathwise/api';
import {
  authErrorCode,
  authErrorMessage,
  selectCurrentUser,
  tokenRefreshed,
  useLoadAuthAdapter,
} from '@pathwise/auth';
import { forgetThisBrowser } from '@pathwise/progress';
import { useAppDispatch, useAppSelector } from '@pathwise/store';
import { ConfirmDialog } from '@pathwise/ui';
import { useState } from 'react';
import { SignInAgain } from './sign-in-again';

export type DeleteAccountDialogProps = {
  onDeleted: () => void;
  /** Where focus goes when the dialog closes without deleting: the account menu's button. */
  returnFocusTo: () => HTMLElement | null;
};

/**
 * Confirms, then asks the API to delete the account: it deletes the sign-in account and erases the
 * data, so a half-deleted account can't happen here. When the last sign-in was too long ago the API
 * refuses, and the person proves who they are again first. This browser's session then ends and its
 * copy of their progress goes.
 */
export function DeleteAccountDialog({ onDeleted, returnFocusTo }: DeleteAccountDialogProps) {
  const { t } = useLingui();
  const loadAdapter = useLoadAuthAdapter();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const [eraseData] = useDeleteMeMutation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [signInAgain, setSignInAgain] = useState(false);

  const erase = async () => {
    const adapter = await loadAdapter();
    const erased = await eraseData();
    if ('error' in erased) {
      if (readFailure(erased.error).code === 'recent_sign_in_required') {
        setSignInAgain(true);
        return;
      }
      setError(
        t`We couldn't delete your data just now, so your account is unchanged. Please try again in a moment.`,
      );
      return;
    }
    await adapter.signOut();
    // Nothing of theirs stays behind: not in the account, and not in this browser.
    forgetThisBrowser();
    onDeleted();
  };

  const attempt = async (run: () => Promise<void>) => {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      await run();
    } catch (caught) {
      setError(authErrorMessage(authErrorCode(caught)));
    } finally {
      setPending(false);
    }
  };

  if (signInAgain && user) {
    return (
      <SignInAgain
        withPassword={user.providerIds.includes('password')}
        email={user.email}
        pending={pending}
        error={error}
        returnFocusTo={returnFocusTo}
        onSubmit={(password) =>
          void attempt(async () => {
            const adapter = await loadAdapter();
            dispatch(tokenRefreshed(await adapter.reauthenticate({ password })));
            await erase();
          })
        }
      />
    );
  }
  return (
    <ConfirmDialog
      returnFocusTo={returnFocusTo}
      title={t`Delete your account?`}
      description={t`This removes your account and everything saved with it: answers, reports, favourites and coins, and clears your progress from this browser. It can't be undone.`}
      keepLabel={t`Keep my account`}
      confirmLabel={t`Delete my account`}
      pendingLabel={t`Deleting…`}
      pending={pending}
      error={error}
      onConfirm={() => void attempt(erase)}
    />
  );
}
