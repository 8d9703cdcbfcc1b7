import { useLingui } from '@lingui/react/macro';
import { Button, DialogClose, DialogContent, PasswordField } from '@pathwise/ui';
import { useEffect, useRef, useState } from 'react';

export type SignInAgainProps = {
  /** A password account types its password; a Google account goes through Google again. */
  withPassword: boolean;
  email: string | null;
  pending: boolean;
  error: string | null;
  /** The password typed, or undefined for Google. */
  onSubmit: (password: string | undefined) => void;
  returnFocusTo: () => HTMLElement | null;
};

/**
 * Deleting an account needs a sign-in from the last few minutes: the person proves who they are
 * again, then the deletion goes ahead. Focus goes to what they need to do next.
 */
export function SignInAgain({
  withPassword,
  email,
  pending,
  error,
  onSubmit,
  returnFocusTo,
}: SignInAgainProps) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const first = useRef<HTMLInputElement & HTMLButtonElement>(null);
  // This replaces the confirmation in the same dialog: carry on from the one thing to do.
  useEffect(() => first.current?.focus(), []);
  const why = t`For your safety, deleting an account needs a recent sign-in, and yours was a while ago.`;

  return (
    <DialogContent
      title={t`Sign in again to delete your account`}
      description={why}
      returnFocusTo={returnFocusTo}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!pending) onSubmit(withPassword ? password : undefined);
        }}
      >
        {error && (
          <p role="alert" className="mb-3 text-danger">
            {error}
          </p>
        )}
        {withPassword && (
          <>
            {email && <input type="hidden" name="username" autoComplete="username" value={email} />}
            <PasswordField
              ref={first}
              label={t`Your password`}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </>
        )}
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button type="button" variant="secondary">{t`Keep my account`}</Button>
          </DialogClose>
          <Button
            ref={withPassword ? undefined : first}
            type="submit"
            variant="danger"
            pending={pending}
          >
            {pending
              ? t`Deleting…`
              : withPassword
                ? t`Sign in and delete my account`
                : t`Continue with Google and delete my account`}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
