import { useGetCareerQuery, useSearchCareersQuery } from '@pathwise/api';
import { useEffect, useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from './field-error';

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
  registration: UseFormRegisterReturn;
  /** The code chosen so far, or ''. */
  chosen: string;
  error: string | undefined;
  onClear: () => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const q = useSettled(typed.trim());
  const search = useSearchCareersQuery({ q, limit: 6 }, { skip: q.length < 2 });
  const saved = useGetCareerQuery(chosen, { skip: !chosen });
  const results = q.length >= 2 ? (search.data?.items ?? []) : [];
  const options = [
    ...(chosen && !results.some((career) => career.code === chosen)
      ? [{ code: chosen, title: saved.data?.title ?? 'Your saved job' }]
      : []),
    ...results,
  ];
  return (
    <fieldset className="space-y-3" aria-describedby={`${id}-hint`}>
      <legend className="text-lg font-semibold">
        What do you do now, or what did you do last?
      </legend>
      <p id={`${id}-hint`} className="text-muted-foreground">
        For people working or changing careers: we&apos;ll list careers that use the same skills.
        Skip it if it doesn&apos;t apply.
      </p>
      <div>
        <label htmlFor={`${id}-search`} className="font-medium">
          Search job titles
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder="For example: nurse, teacher, electrician"
          className="mt-1 block w-full rounded-lg border border-border bg-background px-3 py-2"
          autoComplete="off"
        />
      </div>
      <div role="status" className="text-sm text-muted-foreground">
        {q.length >= 2 && search.isFetching
          ? 'Searching…'
          : q.length >= 2 && search.data && results.length === 0
            ? 'No job titles match that. Try a shorter or more everyday word.'
            : ''}
      </div>
      {options.length > 0 && (
        <ul className="space-y-2">
          {options.map((career) => (
            <li key={career.code} className="flex items-start gap-2">
              <input
                id={`${id}-${career.code}`}
                type="radio"
                value={career.code}
                className="mt-1 size-4 shrink-0 accent-primary"
                {...registration}
              />
              <label htmlFor={`${id}-${career.code}`}>{career.title}</label>
            </li>
          ))}
        </ul>
      )}
      {chosen && (
        <button type="button" onClick={onClear} className="text-sm underline underline-offset-2">
          Clear my answer
        </button>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
