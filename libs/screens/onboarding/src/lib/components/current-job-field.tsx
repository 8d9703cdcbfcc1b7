import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useGetCareerQuery, useSearchCareersQuery } from '@pathwise/api';
import { ONBOARDING_QUESTIONS } from '@pathwise/onboarding-questions';
import { ChoiceFieldset, type ChoiceRegistration, TextField } from '@pathwise/ui';
import { useEffect, useRef, useState } from 'react';

/** A pause after typing before searching, so each keystroke isn't a request. */
const SEARCH_DELAY_MS = 250;

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * "What do you do now?", answered by searching O*NET's job titles with the explorer's search; the
 * answer is the occupation's code. Optional, with a way to clear it.
 */
export function CurrentJobField({
  registration,
  chosen,
  error,
  onClear,
}: {
  registration: ChoiceRegistration;
  /** The code chosen so far, or ''. */
  chosen: string;
  error: string | undefined;
  onClear: () => void;
}) {
  const { t } = useLingui();
  // Read while rendering: the question's words are in the language chosen now.
  const { legend, hint } = ONBOARDING_QUESTIONS.currentOccupation;
  const [typed, setTyped] = useState('');
  const searchBox = useRef<HTMLInputElement>(null);
  const q = useSettled(typed.trim());
  const search = useSearchCareersQuery({ q, limit: 6 }, { skip: q.length < 2 });
  const saved = useGetCareerQuery(chosen, { skip: !chosen });
  const results = q.length >= 2 ? (search.data?.items ?? []) : [];
  const found = results.length;
  const options = [
    ...(chosen && !results.some((career) => career.code === chosen)
      ? [{ code: chosen, title: saved.data?.title ?? t`Your saved job` }]
      : []),
    ...results,
  ].map((career) => ({ value: career.code, label: career.title }));
  return (
    <ChoiceFieldset
      type="radio"
      legend={legend}
      hint={hint}
      optional
      error={error}
      options={options}
      registration={registration}
      lead={
        <>
          <TextField
            label={t`Search job titles`}
            type="search"
            value={typed}
            ref={searchBox}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              // Enter picks the first job found rather than sending the whole step.
              if (event.key !== 'Enter') return;
              event.preventDefault();
              const first = searchBox.current
                ?.closest('fieldset')
                ?.querySelector<HTMLInputElement>('input[type="radio"]');
              first?.click();
              first?.focus();
            }}
            placeholder={t`For example: nurse, teacher, electrician`}
            autoComplete="off"
          />
          <p role="status" className="text-sm text-muted-foreground">
            {q.length >= 2 && search.isFetching
              ? t`Searching…`
              : q.length >= 2 && search.data && results.length === 0
                ? t`No job titles match that. Try a shorter or more everyday word.`
                : q.length >= 2 && results.length > 0
                  ? t`${plural(found, { one: '# job title found', other: '# job titles found' })}: pick one below, or press Enter for the first.`
                  : ''}
          </p>
        </>
      }
    >
      {chosen && (
        <button
          type="button"
          onClick={() => {
            onClear();
            searchBox.current?.focus();
          }}
          className="text-sm underline underline-offset-2"
        >
          <Trans>Clear my answer</Trans>
        </button>
      )}
    </ChoiceFieldset>
  );
}
