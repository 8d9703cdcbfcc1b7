import { formatTag } from '@pathwise/i18n';
import type { Choice } from '@pathwise/onboarding-questions';

/**
 * The languages Pathwise has personality-test statements in, as BCP 47 tags of the form the API
 * accepts ("pt-BR"). A test checks them against the contract.
 */
export const LANGUAGE_CODES: readonly string[] = (
  'ar bg ca cs da de en es et fa fi fr he hi hr hu hy id is it ja ko nl no pl pt-BR ro ru sl sq sr ' +
  'sv th tr uk ur zh-CN zh-HK'
).split(' ');

/**
 * A language's name in the language Pathwise is shown in, as a list entry starts ("German",
 * "Alemán"), or its code when the browser has no name for it.
 */
export function languageName(code: string): string {
  const tag = formatTag();
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language', fallback: 'code' }).of(code);
    if (!name || name === code) return code;
    return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  } catch {
    return code;
  }
}

/**
 * The languages to choose from, by name in the language Pathwise is shown in. A saved choice that isn't on the list (set before the
 * list changed) stays on offer, so saving other fields never drops it.
 */
export function languageOptions(current: string | null): Choice<string>[] {
  const codes =
    current && !LANGUAGE_CODES.includes(current) ? [...LANGUAGE_CODES, current] : LANGUAGE_CODES;
  const collator = new Intl.Collator(formatTag());
  return codes
    .map((code) => ({ value: code, label: languageName(code) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
