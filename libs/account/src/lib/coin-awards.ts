import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Achievement, CoinAward, Coins } from '@pathwise/contract';
import { formatList, i18n } from '@pathwise/i18n';
import type { ToastMessage } from '@pathwise/ui';

/** What each award was for, finishing "+50 coins for …". */
const REASONS: Record<Achievement, MessageDescriptor> = {
  'personality-test-completed': msg`finishing the personality test`,
  'onboarding-completed': msg`answering the questions about you`,
  'playground-completed': msg`finishing the career playground`,
  'first-favourite-saved': msg`saving your first career`,
};

/**
 * The toast key of an award: screens that thank people for an award themselves (the personality
 * test does) use the same one, so the award is told once.
 */
export const coinAwardKey = (achievement: string) => `coins:${achievement}`;

const sameAward = (a: CoinAward, b: CoinAward) =>
  a.achievement === b.achievement && a.awardedAt === b.awardedAt;

/** Awards in the newer ledger that the older one didn't hold, newest first. */
export function newAwards(before: Coins, after: Coins): CoinAward[] {
  return after.ledger
    .filter((award) => !before.ledger.some((old) => sameAward(old, award)))
    .sort((a, b) => b.awardedAt.localeCompare(a.awardedAt));
}

/**
 * The toast for newly awarded coins, in plain words and the reader's language: "+50 coins for
 * finishing the personality test".
 */
export function awardToast(awards: readonly CoinAward[]): ToastMessage | null {
  if (awards.length === 0) return null;
  const total = awards.reduce((sum, award) => sum + award.amount, 0);
  const known = awards.flatMap((award) => REASONS[award.achievement] ?? []);
  const reasons = formatList(known.map((reason) => i18n._(reason)));
  return {
    title: known.length
      ? plural(total, { one: `+# coin for ${reasons}`, other: `+# coins for ${reasons}` })
      : plural(total, { one: '+# coin', other: '+# coins' }),
    tone: 'success',
    key: awards
      .map((award) => coinAwardKey(award.achievement))
      .sort()
      .join('+'),
  };
}
