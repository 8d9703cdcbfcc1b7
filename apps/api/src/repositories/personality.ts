import { randomBytes } from 'node:crypto';
import {
  AssessmentInputError,
  BIG_FIVE_DOMAIN_ORDER,
  BIG_FIVE_ITEM_KEY,
  BIG_FIVE_TEST_VERSION,
  type BigFiveNormedScores,
  type BigFiveScores,
  checkResponseQuality,
  levelForPercentile,
  type ResponseQuality,
  NORMS_SAMPLE_NOTE,
  normBigFiveScores,
  scoreBigFive,
} from '@pathwise/assessment';
import {
  COIN_AWARDS,
  type CreatedPersonalityReport,
  PERSONALITY_ITEM_COUNT,
  type PersonalityAnswer,
  type PersonalityAnswers,
  personalityAnswerSchema,
  type ReportAnswers,
  type PersonalityAnswersUpload,
  type PersonalityReport,
  type PersonalityReportHistory,
  type PersonalityReportRequest,
  type SharedPersonalityReport,
} from '@pathwise/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Executor } from '../db/database';
import { personalityAnswers, personalityReports, profiles } from '../db/schema';
import { ApiError } from '../plugins/problem';
import { HISTORY_LIMITS } from '../config';
import { readStoredPersonality } from '../db/stored-results';
import { awardOnce } from './coins';
import { keepNewest } from './history';
import { ensureProfile } from './profiles';

const ITEM_IDS = new Set(BIG_FIVE_ITEM_KEY.map((item) => item.id));
const FACETS = [1, 2, 3, 4, 5, 6] as const;

/**
 * What a stored report holds: the raw scores, where they stand in the chosen norm group, and the
 * check of the answers (absent from reports made before answers were checked).
 */
export type StoredPersonalityResult = {
  scores: BigFiveScores;
  normed: BigFiveNormedScores;
  quality?: ResponseQuality;
};

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
    await keepNewest(tx, personalityReports, uid, HISTORY_LIMITS.personalityReports);
    await tx.delete(personalityAnswers).where(eq(personalityAnswers.userId, uid));
    const awarded = await awardOnce(tx, uid, 'personality-test-completed');
    return { inserted: inserted!, awarded };
  });
  const report = toReport(row.inserted);
  // Written a moment ago by this same code from the engine's output.
  if (!report) throw new Error('A report just made does not read back.');
  return {
    ...report,
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

/**
 * A stored report as the API answers it. Levels are read from the percentiles each time (never
 * from the stored raw levels), so every report, however old, says one thing.
 */
export function toReport(row: typeof personalityReports.$inferSelect): PersonalityReport | null {
  const stored = readStoredPersonality(row.result);
  if (!stored) return null;
  const { scores, normed, quality } = stored;
  return {
    id: row.id,
    // Whether any were kept; they are read through their schema only when someone reads them back.
    hasAnswers: row.answers !== null,
    createdAt: row.createdAt.toISOString(),
    testVersion: row.testVersion,
    normGroup: {
      label: normed.group.label,
      sex: normed.group.sex,
      ageBand: normed.group.ageBand,
      approximate: normed.approximate,
    },
    normsNote: NORMS_SAMPLE_NOTE,
    shareId: row.shareId,
    quality: quality ? { flags: [...quality.flags] } : null,
    domains: BIG_FIVE_DOMAIN_ORDER.map((domain) => {
      const raw = scores.domains[domain];
      const norm = normed.domains[domain];
      return {
        domain,
        score: raw.score,
        level: levelForPercentile(norm.percentile),
        percentile: norm.percentile,
        t: norm.t,
        facets: FACETS.map((facet) => ({
          facet,
          score: raw.facets[facet].score,
          level: levelForPercentile(norm.facets[facet].percentile),
          percentile: norm.facets[facet].percentile,
          t: norm.facets[facet].t,
        })),
      };
    }),
  };
}

/** The answers a report was scored from, read through the contract; null when not kept. */
export function storedAnswers(
  row: typeof personalityReports.$inferSelect,
): PersonalityAnswer[] | null {
  const parsed = storedAnswersSchema.safeParse(row.answers);
  return parsed.success ? parsed.data : null;
}

const storedAnswersSchema = z.array(personalityAnswerSchema).length(PERSONALITY_ITEM_COUNT);

async function ownRow(db: Executor, uid: string, id: string) {
  const [row] = await db
    .select()
    .from(personalityReports)
    .where(and(eq(personalityReports.userId, uid), eq(personalityReports.id, id)));
  return row ?? null;
}

const reportNotFound = () =>
  new ApiError(404, 'report_not_found', 'There is no such report of yours.');

/** The answers behind one of the person's reports, to read back. */
export async function reportAnswers(db: Database, uid: string, id: string): Promise<ReportAnswers> {
  const row = await ownRow(db, uid, id);
  if (!row) throw reportNotFound();
  const answers = storedAnswers(row);
  if (!answers)
    throw new ApiError(
      404,
      'answers_not_kept',
      'This report was made before Pathwise kept the answers with each report, so they are not available.',
    );
  return { reportId: row.id, testVersion: row.testVersion, answers };
}

/**
 * Turns sharing on for one report and returns its share id (the same one while it stays shared).
 * The id is random and long, so a link can't be guessed from another.
 */
export async function shareReport(db: Database, uid: string, id: string): Promise<string> {
  const shareId = randomBytes(18).toString('base64url');
  // Only where no link exists yet, so two requests at once agree on one link.
  await db
    .update(personalityReports)
    .set({ shareId })
    .where(
      and(
        eq(personalityReports.userId, uid),
        eq(personalityReports.id, id),
        isNull(personalityReports.shareId),
      ),
    );
  const row = await ownRow(db, uid, id);
  if (!row?.shareId) throw reportNotFound();
  return row.shareId;
}

/** Turns one report's share link off; the link stops working at once. */
export async function stopSharingReport(db: Database, uid: string, id: string): Promise<void> {
  const [row] = await db
    .update(personalityReports)
    .set({ shareId: null })
    .where(and(eq(personalityReports.userId, uid), eq(personalityReports.id, id)))
    .returning({ id: personalityReports.id });
  if (!row) throw reportNotFound();
}

/** Deletes one of the person's reports, its answers and its share link with it. */
export async function deleteReport(db: Database, uid: string, id: string): Promise<void> {
  const [row] = await db
    .delete(personalityReports)
    .where(and(eq(personalityReports.userId, uid), eq(personalityReports.id, id)))
    .returning({ id: personalityReports.id });
  if (!row) throw reportNotFound();
}

/**
 * A shared report, or null (unknown and revoked look the same). The owner's name comes with it
 * only while they share their profile: sharing a report is not consent to show who they are.
 */
export async function findSharedReport(
  db: Database,
  shareId: string,
): Promise<SharedPersonalityReport | null> {
  const [row] = await db
    .select({
      report: personalityReports,
      ownerName: profiles.displayName,
      shareProfile: profiles.shareProfile,
    })
    .from(personalityReports)
    .innerJoin(profiles, eq(profiles.id, personalityReports.userId))
    .where(eq(personalityReports.shareId, shareId));
  const read = row && toReport(row.report);
  if (!read) return null;
  const { shareId: _hidden, hasAnswers: _private, ...report } = read;
  return { ...report, ownerName: row.shareProfile ? row.ownerName : null };
}

/** Every report of the person, newest first, each in brief. */
export async function reportHistory(db: Database, uid: string): Promise<PersonalityReportHistory> {
  const rows = await db
    .select()
    .from(personalityReports)
    .where(eq(personalityReports.userId, uid))
    .orderBy(desc(personalityReports.createdAt));
  return {
    items: rows.flatMap((row) => {
      const report = toReport(row);
      if (!report) return [];
      return {
        id: report.id,
        createdAt: report.createdAt,
        domains: report.domains.map(({ domain, level, percentile }) => ({
          domain,
          level,
          percentile,
        })),
      };
    }),
  };
}

/** One of the person's own reports, or null (another person's looks the same as none). */
export async function ownReport(db: Database, uid: string, id: string) {
  const row = await ownRow(db, uid, id);
  return row ? toReport(row) : null;
}
