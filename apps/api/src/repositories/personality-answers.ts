import { BIG_FIVE_ITEM_KEY, BIG_FIVE_TEST_VERSION } from '@pathwise/assessment';
import {
  PERSONALITY_ITEM_COUNT,
  type PersonalityAnswers,
  type PersonalityAnswersUpload,
} from '@pathwise/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import { personalityAnswers } from '../db/schema';
import { ApiError } from '../domain/errors';
import { ensureProfile } from './profiles';

const ITEM_IDS = new Set(BIG_FIVE_ITEM_KEY.map((item) => item.id));

function checkUpload(upload: PersonalityAnswersUpload) {
  if (upload.testVersion !== BIG_FIVE_TEST_VERSION)
    throw new ApiError(
      409,
      'test_version_mismatch',
      `These answers are for another version of the test (${upload.testVersion}); this one is ${BIG_FIVE_TEST_VERSION}. Please start the test again.`,
    );
  const seen = new Set<string>();
  const problems = upload.answers.flatMap((answer, index) => {
    const path = `body.answers.${index}.itemId`;
    if (!ITEM_IDS.has(answer.itemId)) return [{ path, message: 'This item is not in the test.' }];
    if (seen.has(answer.itemId)) return [{ path, message: 'This item is answered twice.' }];
    seen.add(answer.itemId);
    return [];
  });
  if (problems.length)
    throw new ApiError(422, 'invalid_answers', 'Some answers could not be saved.', problems);
}

/** Saves a batch of answers; resending a batch changes nothing, a newer answer replaces the old. */
export async function saveAnswers(
  db: Database,
  uid: string,
  upload: PersonalityAnswersUpload,
): Promise<PersonalityAnswers> {
  checkUpload(upload);
  await db.transaction(async (tx) => {
    await ensureProfile(tx, uid);
    await tx
      .insert(personalityAnswers)
      .values(upload.answers.map((answer) => ({ userId: uid, ...answer })))
      .onConflictDoUpdate({
        target: [personalityAnswers.userId, personalityAnswers.itemId],
        set: { score: sql`excluded.score`, answeredAt: sql`now()` },
      });
  });
  return getAnswers(db, uid);
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
export async function clearAnswers(db: Database, uid: string): Promise<void> {
  await db.delete(personalityAnswers).where(eq(personalityAnswers.userId, uid));
}
