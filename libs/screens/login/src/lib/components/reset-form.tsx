import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, TextField } from '@pathwise/ui';
import { useForm } from 'react-hook-form';
import { type ResetValues, resetSchema } from '../login-schemas';

export type ResetFormProps = {
  pending: boolean;
  sentTo: string | null;
  onSubmit: (values: ResetValues) => void;
};

export function ResetForm({ pending, sentTo, onSubmit }: ResetFormProps) {
  const { t } = useLingui();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetValues>({ resolver: zodResolver(resetSchema), mode: 'onTouched' });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="selectable space-y-4"
      aria-label={t`Reset your password`}
    >
      <p className="text-muted-foreground">
        <Trans>We will email you a link to choose a new password.</Trans>
      </p>
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      {sentTo && (
        <p role="status" className="rounded-lg bg-accent p-3 text-accent-foreground">
          <Trans>Check your inbox: we sent a reset link to {sentTo}. It works for one hour.</Trans>
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" pending={pending}>
        {pending ? t`Sending…` : t`Send reset link`}
      </Button>
    </form>
  );
}
