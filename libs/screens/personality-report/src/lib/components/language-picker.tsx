import { useId } from 'react';
import type { LanguageOption } from '../hooks/use-report-texts';

/** Which language the trait descriptions are shown in; the rest of the page stays in English. */
export function LanguagePicker({
  languages,
  value,
  onChange,
}: {
  languages: readonly LanguageOption[];
  value: string;
  onChange: (language: string) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="space-y-1 print:hidden">
      <label htmlFor={id} className="block font-medium">
        Language of the descriptions
      </label>
      <select
        id={id}
        value={value}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 w-full max-w-xs rounded-lg border border-border bg-surface px-3 text-surface-foreground"
      >
        {languages.map((language) => (
          <option key={language.id} value={language.id}>
            {language.label}
          </option>
        ))}
      </select>
      <p id={hintId} className="text-sm text-muted-foreground">
        Read them in any of these languages, whichever one you took the test in. This device
        remembers your choice.
      </p>
    </div>
  );
}
