import { AssessmentInputError, countOf, sampleIds } from '../shared/errors';
import type { RiasecArea, RiasecProfile } from '../riasec';
import { RIASEC_ORDER } from '../riasec';
import type { ActivityCard } from './cards';

export type InterestRating = 'like' | 'unsure' | 'dislike';

export const INTEREST_RATINGS: readonly InterestRating[] = ['like', 'unsure', 'dislike'];

/** Ratings by card id; a card left out was skipped. */
export type InterestRatings = Readonly<Record<string, InterestRating>>;

/** Points per rating; an area's score is its points over the most it could have had. */
export const INTEREST_RATING_POINTS: Readonly<Record<InterestRating, number>> = {
  like: 2,
  unsure: 1,
  dislike: 0,
};

export interface InterestMinimum {
  /** Rated cards needed in every one of the six areas. */
  readonly perArea: number;
  /** Rated cards needed in all. */
  readonly total: number;
}

/**
 * At least 4 rated cards in each area and 30 in all, for either deck size. Below 4 an area's
 * score moves in steps of more than 12 points per card, too coarse to rank areas; 30 is most of
 * the 48-card standard deck. 'Unsure' counts as rated: it is an answer; a skipped card is not.
 */
export const INTEREST_MINIMUM: InterestMinimum = { perArea: 4, total: 30 };

export interface AreaTally {
  readonly like: number;
  readonly unsure: number;
  readonly dislike: number;
  readonly answered: number;
}

export interface InterestAnswered {
  readonly total: number;
  readonly byArea: Readonly<Record<RiasecArea, number>>;
}

export interface InterestScored {
  readonly status: 'scored';
  /** 0–100 per area: 100 × points / (2 × rated cards), like = 2, unsure = 1, dislike = 0. */
  readonly scores: RiasecProfile;
  /** The three highest areas, e.g. 'SAE' (tie-break: see `scoreInterests`). */
  readonly hollandCode: string;
  readonly topAreas: readonly [RiasecArea, RiasecArea, RiasecArea];
  /** True when all six scores are equal: the answers lean toward no area. */
  readonly flat: boolean;
  readonly answered: InterestAnswered;
  readonly tallies: Readonly<Record<RiasecArea, AreaTally>>;
}

export interface InterestNotEnoughAnswers {
  readonly status: 'not-enough-answers';
  readonly needed: InterestMinimum;
  readonly answered: InterestAnswered;
  /** Areas with fewer rated cards than `needed.perArea`. */
  readonly areasShort: readonly RiasecArea[];
}

export type InterestResult = InterestScored | InterestNotEnoughAnswers;

export interface ScoreInterestsOptions {
  readonly minimum?: InterestMinimum;
}

/**
 * Scores card ratings. Each area: 100 × (2·likes + unsure) / (2 · rated cards in the area).
 * The Holland code takes the three highest areas; equal scores go to the area with more 'like'
 * ratings (a liked-and-disliked mix says more than a row of 'unsure'), then RIASEC order.
 * `cards` is the deck (or any card set holding every rated card); a rating for a card not in it,
 * or a rating other than like/unsure/dislike, throws `AssessmentInputError`.
 */
export function scoreInterests(
  cards: readonly ActivityCard[],
  ratings: InterestRatings,
  options: ScoreInterestsOptions = {},
): InterestResult {
  const minimum = options.minimum ?? INTEREST_MINIMUM;
  // An area needs at least one rated card, or its score would be 0 / 0.
  if (!Number.isInteger(minimum.perArea) || minimum.perArea < 1) {
    throw new RangeError('minimum.perArea must be a whole number of at least 1.');
  }
  const areaById = new Map(cards.map((card) => [card.id, card.area]));
  if (typeof ratings !== 'object' || ratings === null || Array.isArray(ratings)) {
    throw new AssessmentInputError('invalid-rating', 'Ratings must be an object keyed by card id.');
  }

  const entries = Object.entries(ratings);
  const unknown = entries.filter(([id]) => !areaById.has(id)).map(([id]) => id);
  if (unknown.length > 0) {
    throw new AssessmentInputError(
      'unknown-card',
      `Not a card of this deck (${countOf(unknown.length, 'rating')}): ${sampleIds(unknown)}.`,
      unknown,
    );
  }
  const invalid = entries
    .filter(([, rating]) => !(INTEREST_RATINGS as readonly unknown[]).includes(rating))
    .map(([id]) => id);
  if (invalid.length > 0) {
    throw new AssessmentInputError(
      'invalid-rating',
      `A rating must be 'like', 'unsure' or 'dislike' (not so for ${countOf(invalid.length, 'card')}): ${sampleIds(invalid)}.`,
      invalid,
    );
  }

  const counts = Object.fromEntries(
    RIASEC_ORDER.map((area) => [area, { like: 0, unsure: 0, dislike: 0 }]),
  ) as Record<RiasecArea, Record<InterestRating, number>>;
  for (const [id, rating] of entries) counts[areaById.get(id) as RiasecArea][rating] += 1;

  const tallies = {} as Record<RiasecArea, AreaTally>;
  const byArea = {} as Record<RiasecArea, number>;
  for (const area of RIASEC_ORDER) {
    const { like, unsure, dislike } = counts[area];
    tallies[area] = { like, unsure, dislike, answered: like + unsure + dislike };
    byArea[area] = like + unsure + dislike;
  }
  const answered: InterestAnswered = { total: entries.length, byArea };

  const areasShort = RIASEC_ORDER.filter((area) => byArea[area] < minimum.perArea);
  if (areasShort.length > 0 || answered.total < minimum.total) {
    return { status: 'not-enough-answers', needed: minimum, answered, areasShort };
  }

  const scores = {} as Record<RiasecArea, number>;
  for (const area of RIASEC_ORDER) {
    const { like, unsure, answered: rated } = tallies[area];
    const points = INTEREST_RATING_POINTS.like * like + INTEREST_RATING_POINTS.unsure * unsure;
    scores[area] = (100 * points) / (INTEREST_RATING_POINTS.like * rated);
  }
  const ranked = [...RIASEC_ORDER].sort(
    (a, b) =>
      scores[b] - scores[a] ||
      tallies[b].like - tallies[a].like ||
      RIASEC_ORDER.indexOf(a) - RIASEC_ORDER.indexOf(b),
  );
  const topAreas = [ranked[0], ranked[1], ranked[2]] as [RiasecArea, RiasecArea, RiasecArea];
  return {
    status: 'scored',
    scores,
    hollandCode: topAreas.join(''),
    topAreas,
    flat: RIASEC_ORDER.every((area) => scores[area] === scores.R),
    answered,
    tallies,
  };
}
