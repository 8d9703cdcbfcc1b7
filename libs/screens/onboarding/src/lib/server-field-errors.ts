import type { OnboardingField } from './onboarding-form.schemas';

/**
 * The fields a refused save names (problem+json `errors`, paths such as "body.country"), for
 * showing next to the questions. Anything unexpected is ignored: the general message still shows.
 */
export function serverFieldErrors(
  cause: unknown,
  fields: readonly OnboardingField[],
): [OnboardingField, string][] {
  const errors = (cause as { data?: { errors?: unknown } } | null)?.data?.errors;
  if (!Array.isArray(errors)) return [];
  const found = new Map<OnboardingField, string>();
  for (const error of errors) {
    const { path, message } = (error ?? {}) as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string') continue;
    const name = path.replace(/^body\./, '').split('.')[0];
    const field = fields.find((candidate) => candidate === name);
    if (field && !found.has(field)) found.set(field, message);
  }
  return [...found];
}
