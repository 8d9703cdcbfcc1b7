import { useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { DISPLAY_NAME_MAX_LENGTH } from '@pathwise/contract';
import { Button, PasswordField, TextField } from '@pathwise/ui';
import { useForm } from 'react-hook-form';
import { type SignUpValues, loadPasswordCheck, signInSchema, signUpSchema } from '../login-schemas';

export type EmailFormProps = {
  mode: 'signIn' | 'signUp';
  pending: boolean;
  onSubmit: (values: SignUpValues) => void;
};

/** Email and password, for signing in or creating an account. Values stay put when sign-in fails. */
export function EmailForm({ mode, pending, onSubmit }: EmailFormProps) {
  const { t } = useLingui();
  const signingUp = mode === 'signUp';
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignUpValues>({
    resolver: zodResolver(signingUp ? signUpSchema : signInSchema),
    mode: 'onTouched',
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="selectable space-y-4"
      aria-label={signingUp ? t`Create an account` : t`Sign in with email`}
    >
      {signingUp && (
        <TextField
          label={t`Your name`}
          optional
          autoComplete="name"
          maxChars={DISPLAY_NAME_MAX_LENGTH}
          error={errors.displayName?.message}
          {...register('displayName')}
        />
      )}
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label={t`Password`}
        autoComplete={signingUp ? 'new-password' : 'current-password'}
        required
        hint={
          signingUp
            ? t`At least 8 characters. A few words that don't usually go together are easy to remember and hard to guess.`
            : undefined
        }
        error={errors.password?.message}
        {...register('password')}
        // The check for common passwords loads while the person types, not when they press Create.
        onFocus={signingUp ? () => void loadPasswordCheck().catch(() => null) : undefined}
      />
      <Button type="submit" size="lg" className="w-full" pending={pending}>
        {pending
          ? signingUp
            ? t`Creating your account…`
            : t`Signing in…`
          : signingUp
            ? t`Create account`
            : t`Sign in`}
      </Button>
    </form>
  );
}
