import { Trans, useLingui } from '@lingui/react/macro';
import { authErrorCode, authErrorMessage, useLoadAuthAdapter } from '@pathwise/auth';
import {
  forgetThisBrowser,
  heldHere,
  isOwnDevice,
  markSharedComputer,
  setOwnDevice,
} from '@pathwise/progress';
import { Button, DialogClose, DialogContent } from '@pathwise/ui';
import { useId, useState } from 'react';

export type SignOutDialogProps = {
  uid: string;
  /** Signed out; `cleared` says whether this browser's copy of their progress went too. */
  onSignedOut: (cleared: boolean) => void;
  /** Where focus goes when the dialog closes without signing out: the account menu's button. */
  returnFocusTo: () => HTMLElement | null;
};

/**
 * Signs out, clearing what Pathwise keeps in this browser unless the person says the device is
 * their own: on a shared computer the next person must not find their progress. The choice is
 * remembered for next time, and what only this browser holds is named before it goes.
 */
export function SignOutDialog({ uid, onSignedOut, returnFocusTo }: SignOutDialogProps) {
  const { t } = useLingui();
  const loadAdapter = useLoadAuthAdapter();
  const [own, setOwn] = useState(isOwnDevice);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A finished sort is in the account already: only one still in progress would be lost.
  const [sortOnlyHere] = useState(() => {
    const sort = heldHere(uid).find((item) => item.kind === 'sort');
    return sort && !sort.finished ? sort.sorted : 0;
  });
  const ownId = useId();

  const signOut = async () => {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      await (await loadAdapter()).signOut();
      // Their own device is no shared computer: what they keep here stays past this session.
      if (own) markSharedComputer(false);
      setOwnDevice(own);
      if (!own) forgetThisBrowser();
      onSignedOut(!own);
    } catch (caught) {
      setError(authErrorMessage(authErrorCode(caught)));
      setPending(false);
    }
  };

  return (
    <DialogContent
      title={t`Sign out`}
      description={t`Everything saved in your account stays there for next time.`}
      returnFocusTo={returnFocusTo}
    >
      {error && (
        <p role="alert" className="mb-3 text-danger">
          {error}
        </p>
      )}
      <label htmlFor={ownId} className="flex min-h-11 items-start gap-3 py-1">
        <input
          id={ownId}
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-primary"
          checked={own}
          onChange={(event) => setOwn(event.target.checked)}
        />
        <span>
          <Trans>This is my own device: keep my progress in this browser</Trans>
        </span>
      </label>
      <p className="mt-2 text-sm text-muted-foreground" aria-live="polite">
        {own
          ? t`Your progress stays in this browser, so anyone who uses it can see it.`
          : t`Pathwise will clear what it keeps in this browser, so the next person to use it starts fresh.`}
      </p>
      {!own && sortOnlyHere > 0 && (
        <p className="mt-2 text-sm font-medium">
          {t`Your card sort in progress (${sortOnlyHere} cards) is kept only in this browser and will be cleared. Finish it first to keep your result in your account.`}
        </p>
      )}
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <DialogClose asChild>
          <Button variant="secondary">{t`Stay signed in`}</Button>
        </DialogClose>
        <Button pending={pending} onClick={() => void signOut()}>
          {pending ? t`Signing out…` : t`Sign out`}
        </Button>
      </div>
    </DialogContent>
  );
}
