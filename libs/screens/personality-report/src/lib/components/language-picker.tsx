import { SelectField } from '@pathwise/ui';
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
  return (
    <SelectField
      className="print:hidden"
      label="Language of the descriptions"
      hint="Read them in any of these languages, whichever one you took the test in. This device remembers your choice."
      options={languages.map((language) => ({ value: language.id, label: language.label }))}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
