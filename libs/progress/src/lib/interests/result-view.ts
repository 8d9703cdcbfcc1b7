import { type InterestScored, scoreInterests } from '@pathwise/assessment';
import type {
  InterestDeck,
  InterestRating,
  InterestResult,
  RiasecScores,
} from '@pathwise/contract';

/** An interest result as the screens show it, whether the account or this browser holds it. */
export type InterestResultView = {
  /** 0–100 per area. */
  scores: RiasecScores;
  hollandCode: string;
  /** Every area scored the same: the choices lean toward none. */
  flat: boolean;
  answered: number;
  answeredByArea: RiasecScores;
  createdAt: string;
};

/**
 * Scores a sort with the engine the server uses, against the minimum the deck came with (the
 * server's own minimum, so the browser and the account agree on when a sort is enough).
 */
export const scoreSort = (deck: InterestDeck, ratings: Readonly<Record<string, InterestRating>>) =>
  scoreInterests(deck.cards, ratings, { minimum: deck.minimum });

export const viewOfScored = (scored: InterestScored, createdAt: string): InterestResultView => ({
  scores: { ...scored.scores },
  hollandCode: scored.hollandCode,
  flat: scored.flat,
  answered: scored.answered.total,
  answeredByArea: { ...scored.answered.byArea },
  createdAt,
});

export const viewOfAccountResult = ({
  scores,
  hollandCode,
  flat,
  answered,
  answeredByArea,
  createdAt,
}: InterestResult): InterestResultView => ({
  scores,
  hollandCode,
  flat,
  answered,
  answeredByArea,
  createdAt,
});
