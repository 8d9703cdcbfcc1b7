import {
  AssessmentInputError,
  type BigFiveScores,
  checkResponseQuality,
  normBigFiveScores,
  scoreBigFive,
} from '@pathwise/assessment';
import {
  COIN_AWARDS,
  type CreatedPersonalityReport,
  PERSONALITY_ITEM_COUNT,
  type PersonalityReportRequest,
} from '@pathwise/contract';
import { desc, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import { personalityAnswers, personalityReports, profiles } from '../db/schema';
import { ApiError } from '../domain/errors';
import { HISTORY_LIMITS } from '../config';
import { type StoredPersonalityResult } from '../db/stored-results';
import { awardOnce } from './coins';
import { keepNewest } from './history';
import { getAnswers } from './personality-answers';
import { toReport } from './personality-reports';
import { ensureProfile } from './profiles';

/**
 * Scores the saved answers on the server and stores the report; finishing the test earns its coins
 * once, in the same transaction.
 */
export async function createReport(
  db: Database,
  uid: string,
  request: PersonalityReportRequest,
): Promise<CreatedPersonalityReport> {
  await ensureProfile(db, uid);
  const row = await db.transaction(async (tx) => {
    // One report at a time per person: two tabs finishing at once make one report, not two.
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, uid)).for('update');
    const { answers } = await getAnswers(tx, uid);
    if (answers.length === 0 && (await latestReport(tx, uid)))
      throw new ApiError(
        409,
        'answers_already_scored',
        'These answers have already been scored: your report is ready. To take the test again, start a new set of answers.',
      );
    if (answers.length < PERSONALITY_ITEM_COUNT)
      throw new ApiError(
        422,
        'incomplete_answers',
        `You have answered ${answers.length} of ${PERSONALITY_ITEM_COUNT} statements. Answer the rest to see your report.`,
      );
    let scores: BigFiveScores;
    try {
      scores = scoreBigFive(answers);
    } catch (error) {
      if (error instanceof AssessmentInputError)
        throw new ApiError(422, 'invalid_answers', error.message);
      throw error;
    }
    const normed = normBigFiveScores(scores, { sex: request.sex, ageBand: request.ageBand });
    const quality = checkResponseQuality(answers, request.pace);
    const result: StoredPersonalityResult = { scores, normed, quality };
    // The report keeps its answers; the working set is cleared, so a retake starts fresh. A share
    // link stays with the report it was made for: a new report starts unshared.
    const [inserted] = await tx
      .insert(personalityReports)
      .values({ userId: uid, testVersion: scores.testVersion, result, answers })
      .returning();
    // Shared reports stay outside the cap: a link someone was given never dies by itself.
    const removed = await keepNewest(
      tx,
      personalityReports,
      uid,
      HISTORY_LIMITS.personalityReports,
      isNull(personalityReports.shareId),
    );
    await tx.delete(personalityAnswers).where(eq(personalityAnswers.userId, uid));
    const awarded = await awardOnce(tx, uid, 'personality-test-completed');
    return { inserted: inserted!, awarded, removed };
  });
  const report = toReport(row.inserted);
  // Written a moment ago by this same code from the engine's output.
  if (!report) throw new Error('A report just made does not read back.');
  // One report in, at most one out; the oldest is the one named.
  const [removed] = row.removed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return {
    ...report,
    removedReport: removed ? { id: removed.id, createdAt: removed.createdAt.toISOString() } : null,
    coinsAwarded: row.awarded
      ? [
          {
            achievement: 'personality-test-completed',
            amount: COIN_AWARDS['personality-test-completed'],
            awardedAt: report.createdAt,
          },
        ]
      : [],
  };
}

/** The newest report, or null before the first. */
export async function latestReport(db: Executor, uid: string) {
  const [row] = await db
    .select()
    .from(personalityReports)
    .where(eq(personalityReports.userId, uid))
    .orderBy(desc(personalityReports.createdAt))
    .limit(1);
  return row ?? null;
}
