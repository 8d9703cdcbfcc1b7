import type { Achievement, CoinAward, Coins } from '@pathwise/contract';
import type { ToastMessage } from '@pathwise/ui';

/** What each award was for, finishing "+50 coins for …". */
const REASONS: Record<Achievement, string> = {
  'personality-test-completed': 'finishing the personality test',
  'onboarding-completed': 'answering the questions about you',
  'playground-completed': 'finishing the career playground',
  'first-favourite-saved': 'saving your first career',
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

const joined = (parts: string[]) =>
  parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

/** The toast for newly awarded coins, in plain words: "+50 coins for finishing the personality test". */
export function awardToast(awards: readonly CoinAward[]): ToastMessage | null {
  if (awards.length === 0) return null;
  const total = awards.reduce((sum, award) => sum + award.amount, 0);
  const reasons = awards.map((award) => REASONS[award.achievement]).filter(Boolean);
  return {
    title: `+${total} ${total === 1 ? 'coin' : 'coins'}${reasons.length ? ` for ${joined(reasons)}` : ''}`,
    tone: 'success',
    key: awards
      .map((award) => coinAwardKey(award.achievement))
      .sort()
      .join('+'),
  };
}
