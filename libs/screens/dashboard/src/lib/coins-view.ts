import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Achievement, CoinAward } from '@pathwise/contract';
import { i18n } from '@pathwise/i18n';
import { dayInWords } from '@pathwise/ui';

/** Each achievement in plain words: what the person did, never what they still owe. */
export const ACHIEVEMENT_LABELS: Record<Achievement, MessageDescriptor> = {
  'personality-test-completed': msg`Finished the personality test`,
  'onboarding-completed': msg`Answered the questions about you`,
  'playground-completed': msg`Finished the career playground`,
  'first-favourite-saved': msg`Saved your first career`,
};

export type AwardRow = {
  key: string;
  label: string;
  amount: string;
  /** When it was awarded, as sent, and as a day in words (null if unreadable). */
  at: string;
  day: string | null;
};

/** The newest awards first, at most `count`, ready to read in the active language. */
export function recentAwards(ledger: readonly CoinAward[], count = 5): AwardRow[] {
  return [...ledger]
    .sort((a, b) => Date.parse(b.awardedAt) - Date.parse(a.awardedAt))
    .slice(0, count)
    .map((award) => ({
      key: `${award.achievement}-${award.awardedAt}`,
      label: i18n._(ACHIEVEMENT_LABELS[award.achievement]),
      amount: coinCount(award.amount),
      at: award.awardedAt,
      day: dayInWords(award.awardedAt),
    }));
}

/** "1 coin", "95 coins". */
export const coinCount = (amount: number) => plural(amount, { one: '# coin', other: '# coins' });
