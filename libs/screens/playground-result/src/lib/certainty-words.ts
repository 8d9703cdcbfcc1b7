import { INTEREST_MINIMUM } from '@pathwise/assessment';
import { type AreaRow, type Certainty, type Tie, areaList } from './result-view';

// The "How sure is this?" wording, shared by the page and the version read aloud so they never
// say different things. Scores are formatted by the caller: digits on the page, "out of 100" aloud.

type Points = (score: number) => string;
const asDigits: Points = (score) => String(score);

/** "You rated 48 cards: 8 in each area." */
export function cardsRatedSentence(rows: readonly AreaRow[], answered: number): string {
  const counts = rows.map((row) => row.answered);
  const [least, most] = [Math.min(...counts), Math.max(...counts)];
  const spread =
    least === most ? `${least} in each area` : `between ${least} and ${most} in each area`;
  return `You rated ${answered} ${answered === 1 ? 'card' : 'cards'}: ${spread}.`;
}

export const MINIMUM_SENTENCE = `A result needs at least ${INTEREST_MINIMUM.total} in all and ${INTEREST_MINIMUM.perArea} in each area.`;

/** What the number of cards rated means for the result. */
export function steadinessSentence(
  { steadiness, areasShort }: Certainty,
  /** The scores are (nearly) even: the picture is of interests spread across the areas. */
  even = false,
): string {
  if (steadiness === 'steady') {
    return even
      ? "That's plenty, so this is a fairly steady picture: your interests are spread evenly across the areas."
      : "That's plenty, so this is a fairly steady picture of what you enjoy.";
  }
  if (steadiness === 'first') {
    return "That's enough for a first picture. Sorting more cards makes it steadier.";
  }
  const where = areasShort.length ? `, especially in ${areaList(areasShort)}` : '';
  return `That's fewer than a result usually needs${where}, so take this as a rough sketch. Sorting more cards makes it steadier.`;
}

/** For a flat result: every area scored the same, and what that can mean. */
export function flatNote(score: number, points: Points = asDigits): string {
  return `Your answers lean toward no area: every area scored ${points(score)}. That isn't a mistake. It can mean you liked, or disliked, most kinds of work about equally, or that you often chose “unsure”. Sorting more cards, and choosing “like” or “dislike” where you can, makes the result steadier and more useful.`;
}

/** What a near-flat result's code is, said wherever the code is. */
export const NEARLY_FLAT_CODE =
  'Your scores are close together, so this code is a first guess rather than a finding.';

/** For a near-flat result (`nearlyFlat`): how close the scores are, and what to make of the code. */
export function nearlyFlatNote(
  { low, high }: { low: number; high: number },
  points: Points = asDigits,
): string {
  return `Your six scores are close together, from ${points(low)} to ${points(high)}: no further apart than one card can move a score. No area really stands out yet, so your code is a first guess that a card or two could change. That isn't a mistake: you may like many kinds of work about equally. Sorting more cards, choosing “like” or “dislike” where you can, will show whether an area stands out.`;
}

/** When the third and fourth areas are a near tie. */
export function closeCallSentence(
  { third, fourth }: NonNullable<Certainty['closeCall']>,
  points: Points = asDigits,
): string {
  return `Your third and fourth areas are close: ${third.name} scored ${points(third.score)} and ${fourth.name} ${points(fourth.score)}. A few more cards could swap the last letter of your code.`;
}

/**
 * A tie that touches the code, and what it means for the letters: tied areas are equally strong,
 * so their order in the code means nothing, and one the code leaves out could as well be in it.
 * Careers are matched on all six scores, so none of this moves them.
 */
export function tieSentence(tie: Tie, points: Points = asDigits): string {
  const equal = `${areaList(tie.areas)} tie at ${points(tie.score)}`;
  const careers =
    'Careers that fit you are matched on all six scores, so this changes nothing there.';
  if (tie.outside.length > 0) {
    const left = areaList(tie.outside);
    return `${equal}, and your code has room for only some of them: ${left} could as well stand in it. ${careers}`;
  }
  return `${equal}: they are equally strong for you, so the order of their letters in your code means nothing. ${careers}`;
}

export const STARTING_POINT =
  'Interests grow and change, so think of this as a starting point rather than a verdict.';
