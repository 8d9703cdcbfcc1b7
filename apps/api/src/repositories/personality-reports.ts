import { BIG_FIVE_DOMAIN_ORDER, levelForPercentile, NORMS_SAMPLE_NOTE } from '@pathwise/assessment';
import {
  PERSONALITY_ITEM_COUNT,
  type PersonalityAnswer,
  personalityAnswerSchema,
  type PersonalityReport,
  type PersonalityReportHistory,
  type SharedPersonalityReport,
} from '@pathwise/contract';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Executor } from '../db/database';
import { personalityReports, profiles } from '../db/schema';
import { readStoredPersonality } from '../db/stored-results';

const FACETS = [1, 2, 3, 4, 5, 6] as const;

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

/** One of the person's own report rows, or null. */
export async function ownRow(db: Executor, uid: string, id: string) {
  const [row] = await db
    .select()
    .from(personalityReports)
    .where(and(eq(personalityReports.userId, uid), eq(personalityReports.id, id)));
  return row ?? null;
}

/** The newest report row, or null before the first. */
export async function latestReport(db: Executor, uid: string) {
  const [row] = await db
    .select()
    .from(personalityReports)
    .where(eq(personalityReports.userId, uid))
    .orderBy(desc(personalityReports.createdAt))
    .limit(1);
  return row ?? null;
}

/** Deletes one of the person's reports, its answers and its share link with it; false if none. */
export async function deleteReport(db: Database, uid: string, id: string): Promise<boolean> {
  const [row] = await db
    .delete(personalityReports)
    .where(and(eq(personalityReports.userId, uid), eq(personalityReports.id, id)))
    .returning({ id: personalityReports.id });
  return row !== undefined;
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
