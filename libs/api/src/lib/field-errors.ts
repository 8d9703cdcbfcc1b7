import { msg } from '@lingui/core/macro';
import { DEFAULT_LOCALE, activeLocale, i18n } from '@pathwise/i18n';

/**
 * The fields a refused request names (problem+json `errors`, with paths such as "body.country" or
 * "body.workValues.3"), among `fields`, each with what to show next to it: the API's sentence on an
 * English page (the API writes them in English), else a sentence in the page's language that asks
 * the person to check the answer. Anything unexpected is ignored: the general message still shows.
 */
export function problemFieldErrors<Field extends string>(
  cause: unknown,
  fields: readonly Field[],
): [Field, string][] {
  const errors = (cause as { data?: { errors?: unknown } } | null)?.data?.errors;
  if (!Array.isArray(errors)) return [];
  const found = new Map<Field, string>();
  for (const error of errors) {
    const { path, message } = (error ?? {}) as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string') continue;
    const name = path.replace(/^body\./, '').split('.')[0];
    const field = fields.find((candidate) => candidate === name);
    if (field && !found.has(field))
      found.set(
        field,
        activeLocale() === DEFAULT_LOCALE
          ? message
          : i18n._(
              msg`Pathwise could not save this answer as it is. Please check it and try again.`,
            ),
      );
  }
  return [...found];
}
