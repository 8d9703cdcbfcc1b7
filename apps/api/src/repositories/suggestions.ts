import {
  type JobZone,
  type PersonRiasecProfile,
  type WorkValue,
  type GrowthFilter,
  closeCareers,
  meetsFigureFilter,
  personFits,
  personRiasecProfile,
  rankFits,
  ratedActivities,
} from '@pathwise/assessment';
import { createHash } from 'node:crypto';
import {
  type CareerSummary,
  type InterestAnswers,
  type InterestRating,
  interestRatingSchema,
  type Suggestions,
  type SuggestionsQuery,
} from '@pathwise/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  careerVerdicts,
  interestRatings,
  interestResults,
  onboarding,
  personalityReports,
} from '../db/schema';
import { readStoredInterest, readStoredPersonality } from '../db/stored-results';
import type { CatalogueIndex, OccupationIndex } from '../services/occupation-index';
import { allCards, checkRatings, scoreRatings } from './interests';
import { storedOwnAnswers } from './onboarding';

/** The onboarding answers that take part in the ranking. */
type Situation = { workValues: WorkValue[]; currentOccupation: string | null };

type RankingInputs = {
  interest: string | null;
  report: string | null;
  onboarding: string | null;
  /** The card ratings, as JSON pairs of card id and rating, by card id. */
  ratings: string | null;
  /** The careers the person said are not for them, as a JSON array of codes. */
  notFor: string | null;
};

type Ratings = ReadonlyMap<string, InterestRating>;

/**
 * What a person's suggestions are made from, read in one statement (so from one snapshot): their
 * newest interest result, newest personality report, onboarding answers and card ratings, each as
 * JSON text, or null where there is none.
 */
async function rankingInputs(db: Database, uid: string): Promise<RankingInputs> {
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
  const [row] = (result as unknown as { rows: RankingInputs[] }).rows;
  return row ?? { interest: null, report: null, onboarding: null, ratings: null, notFor: null };
}

/** The most suggestion lists kept, by what they were made from (see `suggestionsFor`). */
const KEPT_LISTS = 2000;
/** Lists made per catalogue release: a new release starts with none. */
const madeLists = new WeakMap<CatalogueIndex, Map<string, string>>();

function listsMadeFor(catalogue: CatalogueIndex): Map<string, string> {
  let made = madeLists.get(catalogue);
  if (!made) madeLists.set(catalogue, (made = new Map()));
  return made;
}

/**
 * Careers ranked for a person from their newest interest result and personality report (interests
 * first, personality as a nudge, or a personality-based estimate when that is all there is), their
 * work values as points of fit, and careers close to what they do now; as the response's JSON.
 *
 * A list is made once for the same inputs: it is kept under a digest of exactly what it was made
 * from (the stored result, report and answers as read just now, the query) for the catalogue
 * release it was ranked against. Any change to them reads as other inputs, so a kept list is never
 * out of date, whichever process made the change.
 */
export async function suggestionsFor(
  db: Database,
  index: OccupationIndex,
  uid: string,
  query: SuggestionsQuery,
): Promise<string> {
  const [inputs, catalogue] = await Promise.all([rankingInputs(db, uid), index()]);
  const made = catalogue && listsMadeFor(catalogue);
  const key = createHash('sha256')
    .update(
      JSON.stringify([
        inputs.interest,
        inputs.report,
        inputs.onboarding,
        inputs.ratings,
        inputs.notFor,
        query,
      ]),
    )
    .digest('base64url');
  const kept = made?.get(key);
  if (made && kept !== undefined) {
    // Most recently used last, so the least recently used goes first.
    made.delete(key);
    made.set(key, kept);
    return kept;
  }
  const interest = inputs.interest ? readStoredInterest(inputs.interest) : null;
  const report = inputs.report ? readStoredPersonality(inputs.report) : null;
  const profile = personRiasecProfile({ interests: interest, bigFive: report?.normed ?? null });
  const { workValues = [], currentOccupation = null } = storedOwnAnswers(
    inputs.onboarding ? JSON.parse(inputs.onboarding) : null,
  );
  const json = writeSuggestions(
    ranked(
      profile,
      catalogue,
      { interests: Boolean(interest), personality: Boolean(report) },
      query,
      { workValues, currentOccupation },
      // The cards count for their careers only beside the result they were scored into.
      interest && inputs.ratings ? storedRatings(inputs.ratings) : new Map(),
      new Set(inputs.notFor ? (JSON.parse(inputs.notFor) as string[]) : []),
    ),
  );
  if (made) {
    made.set(key, json);
    if (made.size > KEPT_LISTS) made.delete(made.keys().next().value!);
  }
  return json;
}

/**
 * Careers for someone signed out, from card ratings scored here with the same engine, as the
 * response's JSON. Nothing of theirs is kept.
 */
export async function suggestionsForRatings(
  db: Database,
  index: OccupationIndex,
  request: {
    ratings: InterestAnswers['ratings'];
    jobZone?: number[];
    limit: number;
    workValues?: WorkValue[];
    currentOccupation?: string;
    minPay?: number;
    growth?: GrowthFilter;
    codes?: string[];
    families?: boolean;
    notFor?: string[];
  },
): Promise<string> {
  const catalogue = await index();
  const cards = catalogue?.cards ?? (await allCards(db));
  checkRatings(cards, request.ratings);
  const interests = scoreRatings(cards, request.ratings);
  const profile = personRiasecProfile({ interests, bigFive: null });
  return writeSuggestions(
    ranked(
      profile,
      catalogue,
      { interests: true, personality: false },
      request,
      {
        workValues: request.workValues ?? [],
        currentOccupation: request.currentOccupation ?? null,
      },
      new Map(request.ratings.map(({ cardId, rating }) => [cardId, rating])),
      new Set(request.notFor),
    ),
  );
}

/**
 * The response's JSON. `ranked` builds every object field by field in the order of the response
 * schema (suggestionsSchema), and the summaries come from `toSummary` in the summary schema's, so
 * plain JSON.stringify writes what the schema's serializer would, without a schema pass over every
 * item on every request; the tests hold the bodies to the schema.
 */
const writeSuggestions = (list: Suggestions): string => JSON.stringify(list);

function ranked(
  profile: PersonRiasecProfile | null,
  catalogue: CatalogueIndex | null,
  used: { interests: boolean; personality: boolean },
  query: {
    jobZone?: number[];
    limit: number;
    minPay?: number;
    growth?: GrowthFilter;
    codes?: string[];
    families?: boolean;
  },
  situation: Situation,
  ratings: Ratings,
  /** Careers the person said are not for them: off every list but those asked for by code. */
  notFor: ReadonlySet<string>,
): Suggestions {
  const jobZones = query.jobZone as JobZone[] | undefined;
  const filter = { minPay: query.minPay ?? null, growth: query.growth ?? null };
  const chosen = query.codes ? new Set(query.codes) : null;
  const meetsFigures =
    catalogue && (filter.minPay !== null || filter.growth !== null)
      ? (code: string) => {
          const figures = catalogue.figures.get(code) ?? { pay: null, growthPercent: null };
          return meetsFigureFilter(figures, filter, catalogue.allGrowthPercent);
        }
      : undefined;
  const dropped = chosen ? null : notFor.size ? notFor : null;
  const include =
    chosen || meetsFigures || dropped
      ? (code: string) =>
          (!chosen || chosen.has(code)) &&
          (!dropped || !dropped.has(code)) &&
          (!meetsFigures || meetsFigures(code))
      : undefined;
  // One set of fits for both lists, so a career shows the same fit in either.
  const fits =
    profile && catalogue
      ? personFits(
          profile,
          catalogue.prepared,
          situation.workValues,
          ratedActivities(catalogue.activities, ratings),
        )
      : null;
  // Careers asked for by code are the person's own choice: no list of close careers, and their
  // current job is kept.
  const close =
    catalogue && situation.currentOccupation && !chosen
      ? closeCareers(situation.currentOccupation, catalogue.close, {
          fits,
          jobZones,
          include,
          workValues: situation.workValues,
          limit: 10,
        })
      : null;
  const careers = catalogue?.summaries ?? new Map<string, CareerSummary>();
  // A current job O*NET rates no skills for (the military careers among them): said, not dropped.
  const unrated =
    !close && !chosen && situation.currentOccupation
      ? careers.get(situation.currentOccupation)
      : undefined;
  const inputs = {
    ...used,
    workValues: situation.workValues,
    currentOccupation: close !== null || unrated !== undefined,
  };
  // The job the person already does is no suggestion (careers asked for by code keep it).
  const current = chosen ? null : situation.currentOccupation;
  const outcome = fits
    ? rankFits(fits, {
        jobZones,
        limit: chosen ? chosen.size : query.limit,
        include: current
          ? (code: string) => code !== current && (!include || include(code))
          : include,
        // A list of ideas shows each family once; careers asked for by code are each their own,
        // as on a list the client filters by area or re-sorts (which would go by a family's head).
        families: !chosen && query.families !== false,
      })
    : null;
  const matches = outcome?.matches ?? [];
  const reasons = (list: readonly { kind: string; text: string }[]) =>
    list.map(({ kind, text }) => ({ kind, text }));
  return {
    source: profile?.source ?? 'none',
    inputs,
    fitFloors: fits?.floors ?? null,
    items: matches.flatMap((match) => {
      const career = careers.get(match.occupation.code);
      return career
        ? [
            {
              career,
              fit: match.fit,
              fitBand: match.fitBand,
              estimate: profile?.source === 'personality-estimate',
              correlation: match.correlation,
              reasons: reasons(match.reasons),
              family: match.family
                ? {
                    id: match.family.family.id,
                    name: match.family.family.name,
                    members: match.family.members.map((member) => ({
                      code: member.occupation.code,
                      title: member.occupation.title,
                      fit: member.fit,
                      fitBand: member.fitBand,
                    })),
                  }
                : null,
            },
          ]
        : [];
    }),
    close: unrated
      ? { current: { code: unrated.code, title: unrated.title }, skillsRated: false, items: [] }
      : close && {
          current: { code: close.current.code, title: close.current.title },
          skillsRated: true,
          items: close.items.flatMap((item) => {
            const career = careers.get(item.occupation.code);
            return career
              ? [
                  {
                    career,
                    closeness: item.closeness,
                    sharedSkills: item.sharedSkills,
                    topSkills: item.topSkills,
                    related: item.related,
                    fit: item.fit,
                    fitBand: item.fitBand,
                    reasons: reasons(item.reasons),
                  },
                ]
              : [];
          }),
        },
  };
}

/** Stored ratings as `rankingInputs` reads them; a pair that isn't a rating is left out. */
function storedRatings(json: string): Ratings {
  const pairs: unknown = JSON.parse(json);
  const ratings = new Map<string, InterestRating>();
  if (!Array.isArray(pairs)) return ratings;
  for (const pair of pairs) {
    const rating = Array.isArray(pair) ? interestRatingSchema.safeParse(pair[1]) : null;
    if (rating?.success && typeof pair[0] === 'string') ratings.set(pair[0], rating.data);
  }
  return ratings;
}
