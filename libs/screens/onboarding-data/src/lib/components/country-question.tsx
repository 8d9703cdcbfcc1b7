import { useId, useMemo } from 'react';
import { countryOptions } from '@pathwise/playground';
import type { SaveStatus as Status } from '../save-queue';
import { SaveStatus } from './save-status';

type Props = {
  value: string;
  status: Status | undefined;
  onChange: (value: string) => void;
  onRetry: () => void;
};

const browserLocales = () => globalThis.navigator?.languages ?? [];

/** Where the person lives, as a two-letter code chosen from named countries. */
export function CountryQuestion({ value, status, onChange, onRetry }: Props) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const invalid = status?.state === 'invalid' || status?.state === 'error';
  const countries = useMemo(() => countryOptions(browserLocales()), []);
  // A saved code the list doesn't hold still shows as chosen rather than as no answer.
  const unlisted = value !== '' && !countries.some((country) => country.code === value);
  return (
    <div role="group" aria-labelledby={labelId} className="space-y-1">
      <label id={labelId} htmlFor={id} className="block font-semibold">
        Where you live <span className="font-normal text-muted-foreground">(optional)</span>
      </label>
      <p id={hintId} className="text-sm text-muted-foreground">
        Qualifications and job titles differ between countries.
      </p>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={invalid ? `${hintId} ${statusId}` : hintId}
        aria-invalid={invalid ? true : undefined}
        className="h-10 w-full max-w-sm rounded-lg border border-border bg-surface px-3 text-surface-foreground"
      >
        <option value="">Prefer not to say</option>
        {unlisted && <option value={value}>{value}</option>}
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
      <SaveStatus id={statusId} status={status} what="where you live" onRetry={onRetry} />
    </div>
  );
}
