import {
  type Onboarding,
  type OnboardingAnswers,
  onboardingAnswersSchema,
} from '@pathwise/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { onboarding } from '../db/schema';
import { awardOnce } from './coins';
import { ensureProfile } from './profiles';

export async function getOnboarding(db: Database, uid: string): Promise<Onboarding> {
  const [row] = await db.select().from(onboarding).where(eq(onboarding.userId, uid));
  if (!row) return { answers: onboardingAnswersSchema.parse({}), updatedAt: null };
  // Stored answers passed the same schema on the way in; parsing again guards against old shapes.
  const parsed = onboardingAnswersSchema.safeParse(row.answers);
  return {
    answers: parsed.success ? parsed.data : onboardingAnswersSchema.parse({}),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Replaces the answers; finishing them earns the onboarding coins, once, in the same transaction. */
export async function putOnboarding(
  db: Database,
  uid: string,
  answers: OnboardingAnswers,
): Promise<Onboarding> {
  const updatedAt = await db.transaction(async (tx) => {
    await ensureProfile(tx, uid);
    const [row] = await tx
      .insert(onboarding)
      .values({ userId: uid, answers })
      .onConflictDoUpdate({ target: onboarding.userId, set: { answers, updatedAt: sql`now()` } })
      .returning({ updatedAt: onboarding.updatedAt });
    if (answers.completed) await awardOnce(tx, uid, 'onboarding-completed');
    return row?.updatedAt ?? new Date();
  });
  return { answers, updatedAt: updatedAt.toISOString() };
}
