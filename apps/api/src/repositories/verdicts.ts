import { FIT_BANDS, type FitBand } from '@pathwise/assessment';
import {
  type CareerVerdict,
  VERDICT_STATS_MINIMUM,
  type Verdict,
  type VerdictStats,
  type Verdicts,
} from '@pathwise/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { careerVerdicts } from '../db/schema';
import { careerSummaries } from './careers';
import { ensureProfile } from './profiles';

type Row = { code: string; verdict: CareerVerdict; decidedAt: Date };

async function withTitles(db: Database, rows: readonly Row[]): Promise<Verdict[]> {
  const careers = await careerSummaries(
    db,
    rows.map((row) => row.code),
  );
  return rows.map((row) => ({
    code: row.code,
    title: careers.get(row.code)?.title ?? null,
    verdict: row.verdict,
    decidedAt: row.decidedAt.toISOString(),
  }));
}

export async function listVerdicts(db: Database, uid: string): Promise<Verdicts> {
  const rows = await db
    .select()
    .from(careerVerdicts)
    .where(eq(careerVerdicts.userId, uid))
    .orderBy(desc(careerVerdicts.decidedAt), careerVerdicts.code);
  return { items: await withTitles(db, rows) };
}

/**
 * Keeps a person's answer to "Would you consider this?" (a new answer replaces the old), with the
 * band the career has for them now: what the share of yes by band is counted on.
 */
export async function storeVerdict(
  db: Database,
  uid: string,
  code: string,
  verdict: CareerVerdict,
  fitBand: FitBand | null,
): Promise<Verdict> {
  await ensureProfile(db, uid);
  const [row] = await db
    .insert(careerVerdicts)
    .values({ userId: uid, code, verdict, fitBand })
    .onConflictDoUpdate({
      target: [careerVerdicts.userId, careerVerdicts.code],
      set: { verdict, fitBand, decidedAt: sql`now()` },
    })
    .returning();
  const [verdictRow] = await withTitles(db, [row!]);
  return verdictRow!;
}

/** Takes an answer back (undo); taking back one never given is not an error. */
export async function removeVerdict(db: Database, uid: string, code: string): Promise<void> {
  await db
    .delete(careerVerdicts)
    .where(and(eq(careerVerdicts.userId, uid), eq(careerVerdicts.code, code)));
}

/** The share of yes in each fit band, over everyone's answers, for bands with enough of them. */
export async function verdictStats(db: Database): Promise<VerdictStats> {
  const rows = await db
    .select({
      band: careerVerdicts.fitBand,
      yes: sql<number>`count(*) filter (where ${careerVerdicts.verdict} = 'yes')`.mapWith(Number),
      answers: sql<number>`count(*)`.mapWith(Number),
    })
    .from(careerVerdicts)
    .where(sql`${careerVerdicts.fitBand} is not null`)
    .groupBy(careerVerdicts.fitBand);
  return {
    minimum: VERDICT_STATS_MINIMUM,
    bands: FIT_BANDS.flatMap((band) => {
      const row = rows.find((one) => one.band === band);
      return row && row.answers >= VERDICT_STATS_MINIMUM
        ? [{ band, yes: row.yes, answers: row.answers }]
        : [];
    }),
  };
}
