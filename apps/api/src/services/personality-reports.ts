import {
  AssessmentInputError,
  ageBandForLifeStage,
  type BigFiveScores,
  checkResponseQuality,
  normBigFiveScores,
  scoreBigFive,
} from '@pathwise/assessment';
import {
  COIN_AWARDS,
  type CreatedPersonalityReport,
  PERSONALITY_ITEM_COUNT,
  type PersonalityAnswer,
  type PersonalityReport,
  type PersonalityReportRequest,
  type ReportAnswers,
  type SharedReportPreview,
  previewOfSharedReport,
} from '@pathwise/contract';
import { HISTORY_LIMITS } from '../config';
import type { Database } from '../db/database';
import type { StoredPersonalityResult } from '../db/stored-results';
import { DomainError, reportNotFound } from '../domain/errors';
import { awardOnce } from '../repositories/coins';
import { insertReport, keepNewestUnshared } from '../repositories/create-personality-report';
import { clearAnswers, getAnswers } from '../repositories/personality-answers';
import {
  findSharedReport,
  latestReport,
  ownRow,
  storedAnswers,
  toReport,
  deleteReport as deleteReportRow,
} from '../repositories/personality-reports';
import { ensureProfile, lifeStageOf, lockProfile } from '../repositories/profiles';

// Reads with no rule of their own (another person's report reads as none).
export { findSharedReport };
export { ownReport, reportHistory } from '../repositories/personality-reports';

/**
 * What someone with a shared report's link learns before signing in: who shared it, by the report's
 * own rule (the name only while they share their profile), and when the test was finished.
 */
export async function sharedReportPreview(
  db: Database,
  shareId: string,
): Promise<SharedReportPreview> {
  return previewOfSharedReport(await findSharedReport(db, shareId));
}

/** Scores a full set of answers with the engine, normed for the group the person chose. */
function scoreAnswers(
  answers: PersonalityAnswer[],
  request: PersonalityReportRequest,
): StoredPersonalityResult {
  let scores: BigFiveScores;
  try {
    scores = scoreBigFive(answers);
  } catch (error) {
    if (error instanceof AssessmentInputError)
      throw new DomainError('invalid_answers', { reason: error.message });
    throw error;
  }
  const normed = normBigFiveScores(scores, { sex: request.sex, ageBand: request.ageBand });
  return { scores, normed, quality: checkResponseQuality(answers, request.pace) };
}

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
    await lockProfile(tx, uid);
    const { answers } = await getAnswers(tx, uid);
    if (answers.length === 0 && (await latestReport(tx, uid)))
      throw new DomainError('answers_already_scored', {});
    if (answers.length < PERSONALITY_ITEM_COUNT)
      throw new DomainError('incomplete_answers', {
        answered: answers.length,
        total: PERSONALITY_ITEM_COUNT,
      });
    // Compared with people of their age whenever it is known: asked on the test, or told by the
    // stage of life they gave in the questions about them (someone at school is under 21).
    const ageBand = request.ageBand ?? ageBandForLifeStage(await lifeStageOf(tx, uid)) ?? undefined;
    const result = scoreAnswers(answers, { ...request, ageBand });
    // The report keeps its answers; the working set is cleared, so a retake starts fresh. A share
    // link stays with the report it was made for: a new report starts unshared.
    const inserted = await insertReport(tx, uid, result, answers);
    // Shared reports stay outside the cap: a link someone was given never dies by itself.
    const removed = await keepNewestUnshared(tx, uid, HISTORY_LIMITS.personalityReports);
    await clearAnswers(tx, uid);
    const awarded = await awardOnce(tx, uid, 'personality-test-completed');
    return { inserted, awarded, removed };
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
export async function latestOwnReport(
  db: Database,
  uid: string,
): Promise<PersonalityReport | null> {
  const row = await latestReport(db, uid);
  return row ? toReport(row) : null;
}

/** The answers behind one of the person's reports, to read back. */
export async function reportAnswers(db: Database, uid: string, id: string): Promise<ReportAnswers> {
  const row = await ownRow(db, uid, id);
  if (!row) throw reportNotFound();
  const answers = storedAnswers(row);
  if (!answers) throw new DomainError('answers_not_kept', {});
  return { reportId: row.id, testVersion: row.testVersion, answers };
}

/** Deletes one of the person's reports, its answers and its share link with it. */
export async function deleteReport(db: Database, uid: string, id: string): Promise<void> {
  if (!(await deleteReportRow(db, uid, id))) throw reportNotFound();
}
