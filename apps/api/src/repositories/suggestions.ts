import { type InterestRating, interestRatingSchema } from '@pathwise/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  careerVerdicts,
  interestRatings,
  interestResults,
  onboarding,
  personalityReports,
} from '../db/schema';

/** A person's card ratings, by card id. */
export type Ratings = ReadonlyMap<string, InterestRating>;

export type RankingInputs = {
  interest: string | null;
  report: string | null;
  onboarding: string | null;
  /** The card ratings, as JSON pairs of card id and rating, by card id. */
  ratings: string | null;
  /** The careers the person said are not for them, as a JSON array of codes. */
  notFor: string | null;
};

/**
 * What a person's suggestions are made from, read in one statement (so from one snapshot): their
 * newest interest result, newest personality report, onboarding answers and card ratings, each as
 * JSON text, or null where there is none.
 */
export async function rankingInputs(db: Database, uid: string): Promise<RankingInputs> {
  const result = await db.execute(sql`
    select
      (select ${interestResults.result}::text from ${interestResults}
        where ${interestResults.userId} = ${uid}
        order by ${interestResults.createdAt} desc limit 1) as interest,
      (select ${personalityReports.result}::text from ${personalityReports}
        where ${personalityReports.userId} = ${uid}
        order by ${personalityReports.createdAt} desc limit 1) as report,
      (select ${onboarding.answers}::text from ${onboarding}
        where ${onboarding.userId} = ${uid}) as onboarding,
      (select json_agg(json_build_array(${interestRatings.cardId}, ${interestRatings.rating})
          order by ${interestRatings.cardId})::text from ${interestRatings}
        where ${interestRatings.userId} = ${uid}
          -- Only the ratings the newest result was scored from: none rated since (a new sort
          -- under way, half uploaded, counts once it is scored).
          and ${interestRatings.ratedAt} <= (select max(${interestResults.createdAt})
            from ${interestResults} where ${interestResults.userId} = ${uid})) as ratings,
      (select json_agg(${careerVerdicts.code} order by ${careerVerdicts.code})::text
        from ${careerVerdicts}
        where ${careerVerdicts.userId} = ${uid} and ${careerVerdicts.verdict} = 'no') as "notFor"`);
  // Both drivers answer with the rows under `rows`.
  const [row] = (result as { rows: RankingInputs[] }).rows;
  return row ?? { interest: null, report: null, onboarding: null, ratings: null, notFor: null };
}

/** Stored ratings as `rankingInputs` reads them; a pair that isn't a rating is left out. */
export function storedRatings(json: string): Ratings {
  const pairs: unknown = JSON.parse(json);
  const ratings = new Map<string, InterestRating>();
  if (!Array.isArray(pairs)) return ratings;
  for (const pair of pairs as unknown[]) {
    if (!Array.isArray(pair)) continue;
    const [code, value] = pair as unknown[];
    const rating = interestRatingSchema.safeParse(value);
    if (rating.success && typeof code === 'string') ratings.set(code, rating.data);
  }
  return ratings;
}
