import { t } from '@lingui/core/macro';
import type { AnswerField } from './answer-fields';

/**
 * What to say next to a question whose save failed: the API's own words when a refused save
 * names that question (problem+json `errors`, paths such as "body.country"), else the general
 * reason the playground gives, which says the answer is still here.
 */
export function fieldSaveError(error: unknown, field: AnswerField): string {
  const cause = error instanceof Error ? error.cause : undefined;
  const errors = (cause as { data?: { errors?: unknown } } | null | undefined)?.data?.errors;
  if (Array.isArray(errors)) {
    for (const entry of errors) {
      const { path, message } = (entry ?? {}) as { path?: unknown; message?: unknown };
      if (typeof path !== 'string' || typeof message !== 'string') continue;
      if (path.replace(/^body\./, '').split('.')[0] === field) return message;
    }
  }
  if (error instanceof Error && error.message) return error.message;
  return t`We couldn't save this answer just now. It's still here: please try again.`;
}
