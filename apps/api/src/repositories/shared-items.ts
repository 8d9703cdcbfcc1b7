import { asc, desc, inArray } from 'drizzle-orm';
import type { Executor } from '../db/database';
import {
  favourites,
  interestRatings,
  interestResults,
  personalityAnswers,
  personalityReports,
} from '../db/schema';

/*
 * What group members may show, read for many members at once from their own data as it is now
 * (each read one statement, whatever the number of members).
 */

export type ProgressFacts = {
  interestResult: boolean;
  ratings: boolean;
  report: boolean;
  answers: boolean;
};

/** Whether each person has begun or finished the cards and the test, by uid. */
export async function progressFacts(
  db: Executor,
  uids: string[],
): Promise<Map<string, ProgressFacts>> {
  if (!uids.length) return new Map();
  const having = async (
    table:
      | typeof interestResults
      | typeof interestRatings
      | typeof personalityReports
      | typeof personalityAnswers,
  ) => {
    const rows = await db
      .selectDistinct({ uid: table.userId })
      .from(table)
      .where(inArray(table.userId, uids));
    return new Set(rows.map((row) => row.uid));
  };
  const [results, ratings, reports, answers] = await Promise.all([
    having(interestResults),
    having(interestRatings),
    having(personalityReports),
    having(personalityAnswers),
  ]);
  return new Map(
    uids.map((uid) => [
      uid,
      {
        interestResult: results.has(uid),
        ratings: ratings.has(uid),
        report: reports.has(uid),
        answers: answers.has(uid),
      },
    ]),
  );
}

/** Each person's newest row of a table of results, by uid (none for a person without one). */
async function newestRows<T extends typeof interestResults | typeof personalityReports>(
  db: Executor,
  table: T,
  uids: string[],
): Promise<Map<string, T['$inferSelect']>> {
  if (!uids.length) return new Map();
  const rows: T['$inferSelect'][] = await db
    .selectDistinctOn([table.userId])
    .from(table as typeof interestResults)
    .where(inArray(table.userId, uids))
    .orderBy(table.userId, desc(table.createdAt));
  return new Map(rows.map((row) => [row.userId, row]));
}

export const newestInterestResults = (db: Executor, uids: string[]) =>
  newestRows(db, interestResults, uids);

export const newestReports = (db: Executor, uids: string[]) =>
  newestRows(db, personalityReports, uids);

/** Each person's saved career codes, oldest first as their own list shows them, by uid. */
export async function savedCodes(db: Executor, uids: string[]): Promise<Map<string, string[]>> {
  const saved = new Map<string, string[]>();
  if (!uids.length) return saved;
  const rows = await db
    .select({ uid: favourites.userId, code: favourites.code })
    .from(favourites)
    .where(inArray(favourites.userId, uids))
    .orderBy(asc(favourites.savedAt), asc(favourites.code));
  for (const { uid, code } of rows) saved.set(uid, [...(saved.get(uid) ?? []), code]);
  return saved;
}
