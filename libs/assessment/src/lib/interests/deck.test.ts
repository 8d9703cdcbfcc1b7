import fc from 'fast-check';
import type { RiasecArea } from '../riasec';
import { RIASEC_ORDER } from '../riasec';
import type { ActivityCard } from './cards';
import { drawDeck } from './deck';

/** A card set with `counts[i]` cards for the i-th area in RIASEC order. */
function cardSet(counts: readonly number[]): ActivityCard[] {
  return RIASEC_ORDER.flatMap((area, a) =>
    Array.from({ length: counts[a] ?? 0 }, (_, i) => ({
      id: `${area}-${String(i).padStart(2, '0')}`,
      text: `${area} activity ${i}`,
      area,
    })),
  );
}

// The O*NET 29.3 card counts per area (see cards.test.ts).
const ONET_LIKE = cardSet([36, 16, 28, 16, 28, 16]);

const perArea = (deck: readonly ActivityCard[]) =>
  RIASEC_ORDER.map((area) => deck.filter((card) => card.area === area).length);

function expectInterleaved(deck: readonly ActivityCard[]) {
  for (let i = 1; i < deck.length; i++) {
    expect(deck[i]?.area).not.toBe(deck[i - 1]?.area);
  }
}

describe('drawDeck', () => {
  it('deals a standard deck of 8 different cards per area, never two of an area in a row', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.string()), (seed) => {
        const deck = drawDeck(ONET_LIKE, { size: 'standard', seed });
        expect(deck).toHaveLength(48);
        expect(perArea(deck)).toEqual([8, 8, 8, 8, 8, 8]);
        expect(new Set(deck.map((card) => card.id)).size).toBe(48);
        expectInterleaved(deck);
        // Every six cards hold one of each area.
        for (let round = 0; round < 8; round++) {
          const areas = deck.slice(round * 6, round * 6 + 6).map((card) => card.area);
          expect(new Set(areas).size).toBe(6);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('deals a long deck as large as the scarcest area allows: 16 per area, 96 cards', () => {
    const deck = drawDeck(ONET_LIKE, { size: 'long', seed: 1 });
    expect(deck).toHaveLength(96);
    expect(perArea(deck)).toEqual([16, 16, 16, 16, 16, 16]);
    expect(new Set(deck.map((card) => card.id)).size).toBe(96);
    expectInterleaved(deck);
  });

  it('deals the same deck for the same seed, whatever the order of the cards', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.shuffledSubarray(ONET_LIKE, { minLength: ONET_LIKE.length }),
        (seed, shuffledCards) => {
          expect(drawDeck(shuffledCards, { size: 'standard', seed })).toEqual(
            drawDeck(ONET_LIKE, { size: 'standard', seed }),
          );
        },
      ),
      { numRuns: 100 },
    );
  });

  it('deals different decks for different seeds and uses every card over many draws', () => {
    const decks = Array.from({ length: 50 }, (_, seed) =>
      drawDeck(ONET_LIKE, { size: 'standard', seed })
        .map((card) => card.id)
        .join(),
    );
    expect(new Set(decks).size).toBe(50);
    const seen = new Set(
      Array.from({ length: 50 }, (_, seed) => drawDeck(ONET_LIKE, { size: 'standard', seed }))
        .flat()
        .map((card) => card.id),
    );
    expect(seen.size).toBe(ONET_LIKE.length);
  });

  it('refuses a card set with fewer than 8 cards in an area', () => {
    const short = cardSet([8, 8, 7, 8, 8, 8]);
    for (const size of ['standard', 'long'] as const) {
      expect(() => drawDeck(short, { size, seed: 1 })).toThrow(
        expect.objectContaining({ code: 'not-enough-cards', ids: ['A' satisfies RiasecArea] }),
      );
    }
  });
});
