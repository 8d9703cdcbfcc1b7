import { useId, useMemo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { countryOptions } from '@pathwise/playground';
import { FieldError, describedBy } from './field-error';

const browserLocales = () => globalThis.navigator?.languages ?? [];

/** Where the person lives, as a two-letter code chosen from named countries. */
export function CountrySelect({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const countries = useMemo(() => countryOptions(browserLocales()), []);
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-semibold">
        Where you live <span className="font-normal text-muted-foreground">(optional)</span>
      </label>
      <p id={hintId} className="text-sm text-muted-foreground">
        Qualifications and job titles differ between countries.
      </p>
      <FieldError id={errorId} message={error} />
      <select
        id={id}
        aria-describedby={describedBy(hintId, error && errorId)}
        aria-invalid={error ? true : undefined}
        className="h-10 w-full max-w-sm rounded-lg border border-border bg-surface px-3 text-surface-foreground"
        {...registration}
      >
        <option value="">Prefer not to say</option>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
    </div>
  );
}
