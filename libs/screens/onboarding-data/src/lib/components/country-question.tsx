import { useLingui } from '@lingui/react';
import { ONBOARDING_QUESTIONS, countryOptions } from '@pathwise/onboarding-questions';
import { SelectField } from '@pathwise/ui';
import { useId, useMemo } from 'react';
import type { SaveStatus as Status } from '../save-queue';
import { SaveStatus } from './save-status';

type Props = {
  value: string;
  status: Status | undefined;
  onChange: (value: string) => void;
  onRetry: () => void;
};

const question = ONBOARDING_QUESTIONS.country;

/** Where the person lives, as a two-letter code chosen from named countries, saved as it changes. */
export function CountryQuestion({ value, status, onChange, onRetry }: Props) {
  const statusId = useId();
  const failed = status?.state === 'error';
  const { locale } = useLingui().i18n;
  // Country names in the language Pathwise is shown in, named again when it changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- they follow the active language
  const countries = useMemo(() => countryOptions(), [locale]);
  // A saved code the list doesn't hold still shows as chosen rather than as no answer.
  const unlisted = value !== '' && !countries.some((country) => country.value === value);
  return (
    <div role="group" aria-label={question.legend}>
      <SelectField
        label={question.legend}
        hint={question.hint}
        optional
        emptyLabel={question.noAnswerLabel}
        options={unlisted ? [{ value, label: value }, ...countries] : countries}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={failed ? true : undefined}
        aria-describedby={failed ? statusId : undefined}
      />
      <SaveStatus id={statusId} status={status} what={question.what} onRetry={onRetry} />
    </div>
  );
}
