import { t } from '@lingui/core/macro';
import { formatDate } from '@pathwise/i18n';
import type { HeldItem } from '@pathwise/progress';

/** What one kind of progress is, in a line: "Personality test: 38 of 120 statements answered". */
export function heldItemWords(item: HeldItem): string {
  switch (item.kind) {
    case 'personality': {
      const { answered, total } = item;
      return t`Personality test: ${answered} of ${total} statements answered`;
    }
    case 'sort': {
      const { sorted } = item;
      return item.finished
        ? t`Activity cards: ${sorted} sorted, finished`
        : t`Activity cards: ${sorted} sorted so far`;
    }
    case 'result': {
      const { hollandCode } = item;
      return t`A finished interest profile (${hollandCode})`;
    }
    case 'onboarding':
      return t`Answers to the questions about you`;
    case 'favourites': {
      const { count } = item;
      return t`Saved careers: ${count}`;
    }
    case 'verdicts': {
      const { count } = item;
      return t`Careers you said you would or wouldn't consider: ${count}`;
    }
  }
}

/** When it last changed here, in the reader's language and time zone; unknown for older copies. */
export function heldItemWhen(item: HeldItem): string {
  if (!item.at) return t`Date unknown`;
  const when = formatDate(item.at, { dateStyle: 'long', timeStyle: 'short' });
  return t`Last changed ${when}`;
}
