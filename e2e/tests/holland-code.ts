/** The six interest areas in the order the Holland code's ties fall back to. */
const AREAS = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
export type Area = (typeof AREAS)[number];
export type Rating = 'like' | 'unsure' | 'dislike';
type Card = { id: string; area: Area };

/**
 * The interest profile a test expects for its own answers, counted here from each card's area (as
 * the API's deck gives it) rather than taken from the app's scoring. The rule: an area scores the
 * share of its cards liked, an unsure counting half; the code is the three highest areas, equal
 * ones ordered by more cards liked, then R, I, A, S, E, C.
 */
export function expectedProfile(cards: readonly Card[], ratingFor: (card: Card) => Rating) {
  const tally = Object.fromEntries(
    AREAS.map((area) => [area, { like: 0, unsure: 0, answered: 0 }]),
  ) as Record<Area, { like: number; unsure: number; answered: number }>;
  for (const card of cards) {
    const rating = ratingFor(card);
    tally[card.area].answered += 1;
    if (rating !== 'dislike') tally[card.area][rating] += 1;
  }
  const scores = Object.fromEntries(
    AREAS.map((area) => {
      const { like, unsure, answered } = tally[area];
      return [area, (100 * (like + unsure / 2)) / answered];
    }),
  ) as Record<Area, number>;
  const ranked = [...AREAS].sort(
    (a, b) =>
      scores[b] - scores[a] || tally[b].like - tally[a].like || AREAS.indexOf(a) - AREAS.indexOf(b),
  );
  return {
    hollandCode: ranked.slice(0, 3).join(''),
    scores,
    answeredByArea: Object.fromEntries(AREAS.map((area) => [area, tally[area].answered])) as Record<
      Area,
      number
    >,
  };
}
