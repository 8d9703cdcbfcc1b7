import type { CareerDetails, CareerSummary } from '@pathwise/contract';
import { isCatchAll } from '@pathwise/assessment';
import { eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import { catalogueRelease, occupations } from '../db/schema';

export type OccupationRow = typeof occupations.$inferSelect;

export const toSummary = (row: OccupationRow): CareerSummary => ({
  code: row.code,
  title: row.title,
  jobZone: row.jobZone,
  highPoints: row.highPoints ?? '',
  typicalEducation: row.typicalEducation,
  pay:
    row.medianPay !== null && row.payBasis !== null
      ? { median: row.medianPay, basis: row.payBasis, hourly: row.hourlyPay }
      : null,
  growthPercent: row.growthPercent,
  catchAll: isCatchAll(row.title),
});

/** The releases the catalogue holds, to credit beside the figures. */
export async function dataSources(db: Database): Promise<CareerDetails['sources']> {
  const [release] = await db.select().from(catalogueRelease);
  return {
    onet: release?.release ?? '',
    pay: release?.labour?.pay ?? null,
    outlook: release?.labour?.outlook ?? null,
    allMedianAnnual: release?.labour?.allMedianAnnual ?? null,
    allMedianHourly: release?.labour?.allMedianHourly ?? null,
    allGrowthPercent: release?.labour?.allGrowthPercent ?? null,
  };
}

export async function careerExists(db: Executor, code: string): Promise<boolean> {
  const rows = await db
    .select({ code: occupations.code })
    .from(occupations)
    .where(eq(occupations.code, code));
  return rows.length > 0;
}

/** Summaries for a set of codes, keyed by code (codes the catalogue lacks are left out). */
export async function careerSummaries(
  db: Executor,
  codes: string[],
): Promise<Map<string, CareerSummary>> {
  if (!codes.length) return new Map();
  const rows = await db.select().from(occupations).where(inArray(occupations.code, codes));
  return new Map(rows.map((row) => [row.code, toSummary(row)]));
}
