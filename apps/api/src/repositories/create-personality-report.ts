import type { PersonalityAnswer } from '@pathwise/contract';
import { isNull } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { personalityReports } from '../db/schema';
import type { StoredPersonalityResult } from '../db/stored-results';
import { keepNewest } from './history';

/** Stores a scored report with the answers it was scored from; returns its row. */
export async function insertReport(
  tx: Executor,
  uid: string,
  result: StoredPersonalityResult,
  answers: readonly PersonalityAnswer[],
) {
  const [inserted] = await tx
    .insert(personalityReports)
    .values({ userId: uid, testVersion: result.scores.testVersion, result, answers: [...answers] })
    .returning();
  return inserted!;
}

/**
 * Deletes the person's unshared reports beyond the newest `keep` (see `keepNewest`); shared ones
 * are never counted or deleted here. Returns what it deleted.
 */
export const keepNewestUnshared = (tx: Executor, uid: string, keep: number) =>
  keepNewest(tx, personalityReports, uid, keep, isNull(personalityReports.shareId));
