import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useUpdateMeMutation } from '@pathwise/api';
import { DISPLAY_NAME_MAX_LENGTH, type Profile } from '@pathwise/contract';
import {
  LIFE_STAGE_CHOICES,
  ONBOARDING_QUESTIONS,
  countryOptions,
  educationChoices,
} from '@pathwise/onboarding-questions';
import { Button, Card, SelectField, TextField, TitledSection } from '@pathwise/ui';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { languageOptions } from '../languages';
import {
  type ProfileFormValues,
  profileFormSchema,
  serverFieldErrors,
  toFormValues,
  toPatch,
} from '../profile-form';

type Outcome = { kind: 'saved' } | { kind: 'failed'; message: string } | null;

/** Name, life stage, country and language: every field may be left empty. */
export function DetailsSection({ profile }: { profile: Profile }) {
  const { t, i18n } = useLingui();
  const { locale } = i18n;
  const [updateMe, { isLoading: saving }] = useUpdateMeMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Country and language names, and the form's messages, in the language Pathwise is shown in.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- they follow the active language
  const countries = useMemo(() => countryOptions(), [locale]);
  const languages = useMemo(
    () => languageOptions(profile.preferredLanguage),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- they follow the active language
    [profile.preferredLanguage, locale],
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps -- its messages follow the active language
  const schema = useMemo(() => profileFormSchema(), [locale]);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(schema),
    // The profile as it was when the form opened; a refetch never overwrites what is being typed.
    defaultValues: toFormValues(profile),
    mode: 'onTouched',
  });
  // Education in the terms of the country chosen (the values stored are the same everywhere).
  const country = useWatch({ control, name: 'country' });

  const save = async (values: ProfileFormValues) => {
    setOutcome(null);
    const result = await updateMe(toPatch(values));
    if ('error' in result) {
      for (const [field, message] of serverFieldErrors(result.error)) setError(field, { message });
      setOutcome({
        kind: 'failed',
        message: t`We couldn't save your changes just now. Please check them and try again.`,
      });
      return;
    }
    reset(toFormValues(result.data));
    setOutcome({ kind: 'saved' });
  };

  return (
    <TitledSection title={t`Your details`}>
      <Card className="mt-4">
        <form
          noValidate
          aria-labelledby="profile-details"
          onSubmit={handleSubmit(save)}
          onChange={() => {
            // A new edit isn't saved yet: the confirmation no longer applies.
            if (outcome?.kind === 'saved') setOutcome(null);
          }}
          className="space-y-5"
        >
          <p className="text-muted-foreground">
            <Trans>Every question is optional. Change anything, then save.</Trans>
          </p>
          <TextField
            label={t`Your name`}
            hint={t`Shown in the header and on your profile, and to others only if you share your profile. Leave it empty to show no name.`}
            autoComplete="name"
            maxChars={DISPLAY_NAME_MAX_LENGTH}
            error={errors.displayName?.message}
            {...register('displayName')}
          />
          <SelectField
            label={t`Where you are now`}
            hint={t`It helps us explain careers and the training they need in a way that fits you.`}
            options={LIFE_STAGE_CHOICES}
            emptyLabel={t`Prefer not to say`}
            error={errors.lifeStage?.message}
            {...register('lifeStage')}
          />
          <SelectField
            label={t`Highest education so far`}
            hint={t`It helps us suggest careers whose training is within reach.`}
            options={educationChoices(country)}
            emptyLabel={t`Prefer not to say`}
            error={errors.highestEducation?.message}
            {...register('highestEducation')}
          />
          <SelectField
            label={ONBOARDING_QUESTIONS.country.legend}
            hint={ONBOARDING_QUESTIONS.country.hint}
            options={countries}
            emptyLabel={ONBOARDING_QUESTIONS.country.noAnswerLabel}
            error={errors.country?.message}
            {...register('country')}
          />
          <SelectField
            label={t`Preferred language`}
            hint={t`Pathwise's pages are in English and Spanish for now; the personality test comes in all of these languages.`}
            options={languages}
            emptyLabel={t`No preference`}
            error={errors.preferredLanguage?.message}
            {...register('preferredLanguage')}
          />
          {outcome?.kind === 'failed' && (
            <p role="alert" className="font-medium text-danger">
              {outcome.message}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" pending={saving}>
              {saving ? t`Saving…` : t`Save changes`}
            </Button>
            <p role="status" className="font-medium">
              {outcome?.kind === 'saved' ? t`Your changes are saved.` : ''}
            </p>
          </div>
        </form>
      </Card>
    </TitledSection>
  );
}
