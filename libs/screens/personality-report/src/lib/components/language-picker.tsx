import { useLingui } from '@lingui/react/macro';
import { SelectField } from '@pathwise/ui';
import type { LanguageOption } from '../hooks/use-report-texts';

/**
 * Which language the trait descriptions are shown in; the rest of the page stays in the page's
 * language (see report-language.ts).
 */
export function LanguagePicker({
  languages,
  value,
  onChange,
}: {
  languages: readonly LanguageOption[];
  value: string;
  onChange: (language: string) => void;
}) {
  const { t } = useLingui();
  return (
    <SelectField
      className="print:hidden"
      label={t`Language of the descriptions`}
      hint={t`Read them in any of these languages, whichever one you took the test in. This device remembers your choice.`}
      options={languages.map((language) => ({ value: language.id, label: language.label }))}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
