import { plural, t } from '@lingui/core/macro';
import { INTEREST_MINIMUM } from '@pathwise/assessment';
import { formatNumber } from '@pathwise/i18n';
import { areaList, areaName } from '@pathwise/career-words';
import type { AreaRow, Certainty, Tie } from './result-view';

// The "How sure is this?" wording, shared by the page and the version read aloud so they never
// say different things. Scores are formatted by the caller: digits on the page, "out of 100" aloud.
// Every sentence is worded when it is said, in the language chosen then.

type Points = (score: number) => string;
const asDigits: Points = (score) => formatNumber(score);

/** "You rated 48 cards: 8 in each area." */
export function cardsRatedSentence(rows: readonly AreaRow[], answered: number): string {
  const counts = rows.map((row) => row.answered);
  const [least, most] = [Math.min(...counts), Math.max(...counts)];
  return least === most
    ? t`You rated ${plural(answered, { one: '# card', other: '# cards' })}: ${least} in each area.`
    : t`You rated ${plural(answered, { one: '# card', other: '# cards' })}: between ${least} and ${most} in each area.`;
}

/** "A result needs at least 30 in all and 4 in each area." */
export function minimumSentence(): string {
  const total = INTEREST_MINIMUM.total;
  const perArea = INTEREST_MINIMUM.perArea;
  return t`A result needs at least ${total} in all and ${perArea} in each area.`;
}

/** What the number of cards rated means for the result. */
export function steadinessSentence(
  { steadiness, areasShort }: Certainty,
  /** The scores are (nearly) even: the picture is of interests spread across the areas. */
  even = false,
): string {
  if (steadiness === 'steady') {
    return even
      ? t`That's plenty, so this is a fairly steady picture: your interests are spread evenly across the areas.`
      : t`That's plenty, so this is a fairly steady picture of what you enjoy.`;
  }
  if (steadiness === 'first') {
    return t`That's enough for a first picture. Sorting more cards makes it steadier.`;
  }
  if (areasShort.length === 0) {
    return t`That's fewer than a result usually needs, so take this as a rough sketch. Sorting more cards makes it steadier.`;
  }
  const shortAreas = areaList(areasShort);
  return t`That's fewer than a result usually needs, especially in ${shortAreas}, so take this as a rough sketch. Sorting more cards makes it steadier.`;
}

/** For a flat result: every area scored the same, and what that can mean. */
export function flatNote(score: number, points: Points = asDigits): string {
  const areaScore = points(score);
  return t`Your answers lean toward no area: every area scored ${areaScore}. That isn't a mistake. It can mean you liked, or disliked, most kinds of work about equally, or that you often chose “unsure”. Sorting more cards, and choosing “like” or “dislike” where you can, makes the result steadier and more useful.`;
}

/** What a near-flat result's code is, said wherever the code is. */
export const nearlyFlatCode = (): string =>
  t`Your scores are close together, so this code is a first guess rather than a finding.`;

/** For a near-flat result (`nearlyFlat`): how close the scores are, and what to make of the code. */
export function nearlyFlatNote(
  { low, high }: { low: number; high: number },
  points: Points = asDigits,
): string {
  const lowScore = points(low);
  const highScore = points(high);
  return t`Your six scores are close together, from ${lowScore} to ${highScore}: no further apart than one card can move a score. No area really stands out yet, so your code is a first guess that a card or two could change. That isn't a mistake: you may like many kinds of work about equally. Sorting more cards, choosing “like” or “dislike” where you can, will show whether an area stands out.`;
}

/** When the third and fourth areas are a near tie. */
export function closeCallSentence(
  { third, fourth }: NonNullable<Certainty['closeCall']>,
  points: Points = asDigits,
): string {
  const thirdArea = areaName(third.area);
  const thirdScore = points(third.score);
  const fourthArea = areaName(fourth.area);
  const fourthScore = points(fourth.score);
  return t`Your third and fourth areas are close: ${thirdArea} scored ${thirdScore} and ${fourthArea} ${fourthScore}. A few more cards could swap the last letter of your code.`;
}

/**
 * A tie that touches the code, and what it means for the letters: tied areas are equally strong,
 * so their order in the code means nothing, and one the code leaves out could as well be in it.
 * Careers are matched on all six scores, so none of this moves them.
 */
export function tieSentence(tie: Tie, points: Points = asDigits): string {
  const tiedAreas = areaList(tie.areas);
  const tiedScore = points(tie.score);
  const careers = t`Careers that fit you are matched on all six scores, so this changes nothing there.`;
  if (tie.outside.length > 0) {
    const leftOut = areaList(tie.outside);
    return `${t`${tiedAreas} tie at ${tiedScore}, and your code has room for only some of them: ${leftOut} could as well stand in it.`} ${careers}`;
  }
  return `${t`${tiedAreas} tie at ${tiedScore}: they are equally strong for you, so the order of their letters in your code means nothing.`} ${careers}`;
}

export const startingPoint = (): string =>
  t`Interests grow and change, so think of this as a starting point rather than a verdict.`;
