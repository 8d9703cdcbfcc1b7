import type { Onboarding, OnboardingAnswers } from '@pathwise/contract';
import type { Database } from '../db/database';
import { awardOnce } from '../repositories/coins';
import { writeOnboarding } from '../repositories/onboarding';
import { ensureProfile } from '../repositories/profiles';

// A read with no rule of its own.
export { getOnboarding } from '../repositories/onboarding';

/**
 * Replaces the answers (see `writeOnboarding`). Finishing earns the onboarding coins, once, in the
 * same transaction.
 */
export async function putOnboarding(
  db: Database,
  uid: string,
  answers: OnboardingAnswers,
): Promise<Onboarding> {
  return db.transaction(async (tx) => {
    await ensureProfile(tx, uid);
    const saved = await writeOnboarding(tx, uid, answers);
    if (answers.completed) await awardOnce(tx, uid, 'onboarding-completed');
    return saved;
  });
}
