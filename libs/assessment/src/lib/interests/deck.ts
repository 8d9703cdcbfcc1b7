import { AssessmentInputError } from '../shared/errors';
import type { Seed } from '../shared/random';
import { mulberry32, shuffled } from '../shared/random';
import type { RiasecArea } from '../riasec';
import { RIASEC_ORDER } from '../riasec';
import type { ActivityCard } from './cards';

/**
 * 'standard': 8 cards per area, 48 in all.
 * 'long': as many per area as the scarcest area allows, the same for every area (16 per area,
 * 96 in all, with O*NET 29.3's activities).
 */
export type DeckSize = 'standard' | 'long';

export const STANDARD_CARDS_PER_AREA = 8;

export interface DrawDeckOptions {
  readonly size: DeckSize;
  /** The same seed and card set always give the same deck, on any machine. */
  readonly seed: Seed;
}

/** Cards per area a deck of this size holds with these cards. */
export function cardsPerArea(cards: readonly ActivityCard[], size: DeckSize): number {
  if (size === 'standard') return STANDARD_CARDS_PER_AREA;
  const byArea = groupByArea(cards);
  return Math.min(...RIASEC_ORDER.map((area) => byArea.get(area)?.length ?? 0));
}

/** Each area's cards, one per id, sorted by id so that input order cannot change a draw. */
function groupByArea(cards: readonly ActivityCard[]): Map<RiasecArea, ActivityCard[]> {
  const byArea = new Map<RiasecArea, ActivityCard[]>();
  for (const area of RIASEC_ORDER) {
    const unique = new Map(
      cards.filter((card) => card.area === area).map((card) => [card.id, card]),
    );
    byArea.set(
      area,
      [...unique.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    );
  }
  return byArea;
}

/**
 * A balanced deck: the same number of cards from each area, picked at random (seeded), dealt in
 * rounds of one card per area. Each round visits the six areas in a fresh random order, and a
 * round never starts with the area the previous one ended on, so two cards in a row are always
 * from different areas. Input order does not matter: cards are sorted by id before drawing.
 */
export function drawDeck(cards: readonly ActivityCard[], options: DrawDeckOptions): ActivityCard[] {
  const perArea = cardsPerArea(cards, options.size);
  const byArea = groupByArea(cards);
  const short = RIASEC_ORDER.filter(
    (area) => (byArea.get(area)?.length ?? 0) < Math.max(perArea, STANDARD_CARDS_PER_AREA),
  );
  if (short.length > 0) {
    throw new AssessmentInputError(
      'not-enough-cards',
      `A balanced deck needs at least ${Math.max(perArea, STANDARD_CARDS_PER_AREA)} cards per area; too few for ${short.join(', ')}.`,
      short,
    );
  }

  const random = mulberry32(options.seed);
  const picked = new Map(
    RIASEC_ORDER.map((area) => [area, shuffled(byArea.get(area) ?? [], random).slice(0, perArea)]),
  );

  const deck: ActivityCard[] = [];
  let previous: RiasecArea | null = null;
  for (let round = 0; round < perArea; round++) {
    const order = shuffled(RIASEC_ORDER, random);
    if (order[0] === previous) [order[0], order[5]] = [order[5] as RiasecArea, order[0]];
    for (const area of order) deck.push(picked.get(area)?.[round] as ActivityCard);
    previous = order[5] ?? null;
  }
  return deck;
}
