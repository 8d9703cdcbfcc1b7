import { BIG_FIVE_TEST_VERSION } from '@pathwise/assessment';
import {
  PERSONALITY_ITEM_COUNT,
  type PersonalityAnswers,
  type PersonalityAnswersUpload,
} from '@pathwise/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import { personalityAnswers } from '../db/schema';
import { ensureProfile } from './profiles';

/** Saves a batch of answers; resending a batch changes nothing, a newer answer replaces the old. */
export async function storeAnswers(
  db: Database,
  uid: string,
  answers: PersonalityAnswersUpload['answers'],
): Promise<void> {
  await db.transaction(async (tx) => {
    await ensureProfile(tx, uid);
    await tx
      .insert(personalityAnswers)
      .values(answers.map((answer) => ({ userId: uid, ...answer })))
      .onConflictDoUpdate({
        target: [personalityAnswers.userId, personalityAnswers.itemId],
        set: { score: sql`excluded.score`, answeredAt: sql`now()` },
      });
  });
}

export async function getAnswers(db: Executor, uid: string): Promise<PersonalityAnswers> {
  const rows = await db
    .select({ itemId: personalityAnswers.itemId, score: personalityAnswers.score })
    .from(personalityAnswers)
    .where(eq(personalityAnswers.userId, uid))
    .orderBy(personalityAnswers.itemId);
  return { testVersion: BIG_FIVE_TEST_VERSION, answers: rows, total: PERSONALITY_ITEM_COUNT };
}

/** Clears the saved answers, to take the test again; reports already made stay. */
export async function clearAnswers(db: Executor, uid: string): Promise<void> {
  await db.delete(personalityAnswers).where(eq(personalityAnswers.userId, uid));
}
