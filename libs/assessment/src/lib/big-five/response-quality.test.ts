import fc from 'fast-check';
import { mulberry32, shuffled } from '../shared/random';
import type { BigFiveDomain } from './domains';
import { BIG_FIVE_DOMAIN_ORDER } from './domains';
import { BIG_FIVE_ITEM_KEY } from './item-key';
import type { ResponsePace, ResponseQualityFlag } from './response-quality';
import { QUICK_ANSWER_MS, checkResponseQuality } from './response-quality';
import type { BigFiveAnswer } from './score';

type Random = () => number;

const toAnswers = (responses: readonly number[]): BigFiveAnswer[] =>
  BIG_FIVE_ITEM_KEY.map((key, i) => ({ itemId: key.id, score: responses[i] as number }));

const kinds = (responses: readonly number[], pace?: ResponsePace | null) =>
  checkResponseQuality(toAnswers(responses), pace).flags.map((flag) => flag.kind);

const flagsOf = (responses: readonly number[], pace?: ResponsePace | null) =>
  checkResponseQuality(toAnswers(responses), pace).flags;

/** A response set of `length` 120 from a function of the position. */
const sequence = (at: (i: number) => number) => Array.from({ length: 120 }, (_, i) => at(i));

/** Standard normal draw (Box–Muller). */
function normal(random: Random): number {
  const u = 1 - random(); // (0, 1]
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

const randomInt = (random: Random, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));

type PersonKind = 'ordinary' | 'extreme' | 'acquiescent';

/**
 * A genuine person: 30 facet traits θ (facets of a domain correlate about .5, as in real data),
 * a personal yes-saying bias b, and per item 3 + 1.1·(±θ) + b + N(0, 0.9), rounded to 1–5.
 * Extreme people have traits stretched to |θ| ≤ 2.5; acquiescent ones a bias of 0.5–1 point.
 */
function simulatePerson(random: Random, kind: PersonKind): number[] {
  const domain = new Map<BigFiveDomain, number>(
    BIG_FIVE_DOMAIN_ORDER.map((d) => [d, normal(random)]),
  );
  const theta = new Map<string, number>();
  for (const key of BIG_FIVE_ITEM_KEY) {
    const facet = `${key.domain}${key.facet}`;
    if (theta.has(facet)) continue;
    const t = 0.7 * (domain.get(key.domain) as number) + 0.71 * normal(random);
    theta.set(facet, kind === 'extreme' ? Math.max(-2.5, Math.min(2.5, 2 * t)) : t);
  }
  const bias =
    kind === 'acquiescent'
      ? (random() < 0.5 ? -1 : 1) * (0.5 + 0.5 * random())
      : 0.3 * normal(random);
  return BIG_FIVE_ITEM_KEY.map((key) => {
    const direction = key.keyed === 'plus' ? 1 : -1;
    const t = theta.get(`${key.domain}${key.facet}`) as number;
    const x = 3 + 1.1 * direction * t + bias + 0.9 * normal(random);
    return Math.max(1, Math.min(5, Math.round(x)));
  });
}

/** A genuine pace: log-normal response times around a personal median of 3–6 s. */
function simulatePace(random: Random): ResponsePace {
  const median = 3000 + 3000 * random();
  const spread = 0.4 + 0.3 * random();
  let quick = 0;
  for (let i = 0; i < 120; i++) {
    if (median * Math.exp(spread * normal(random)) < QUICK_ANSWER_MS) quick++;
  }
  return { timed: 120, quick };
}

const percent = (count: number, total: number) =>
  `${((100 * count) / total).toFixed(1)} % (${count} of ${total})`;

describe('checkResponseQuality on simulated genuine people', () => {
  it('flags at most 2 % of them', () => {
    const random = mulberry32('response-quality/genuine');
    const total = 3000;
    let flagged = 0;
    const byKind = new Map<string, number>();
    for (let n = 0; n < total; n++) {
      const kind: PersonKind = n % 5 === 3 ? 'extreme' : n % 5 === 4 ? 'acquiescent' : 'ordinary';
      const responses = simulatePerson(random, kind);
      const pace = n % 2 === 0 ? simulatePace(random) : undefined;
      const { flags } = checkResponseQuality(toAnswers(responses), pace);
      if (flags.length > 0) flagged++;
      for (const flag of flags) byKind.set(flag.kind, (byKind.get(flag.kind) ?? 0) + 1);
    }
    console.log(`simulated people flagged: ${percent(flagged, total)}`, Object.fromEntries(byKind));
    expect(flagged / total).toBeLessThanOrEqual(0.02);
  });
});

/** One patterned answer set of a family, with random parameters. */
const PATTERN_FAMILIES: readonly ((random: Random) => {
  responses: number[];
  pace?: ResponsePace;
})[] = [
  // One answer for everything.
  (random) => {
    const value = randomInt(random, 1, 5);
    return { responses: sequence(() => value) };
  },
  // 1-2-3-4-5 or 5-4-3-2-1 from a random phase.
  (random) => {
    const phase = randomInt(random, 0, 4);
    const up = random() < 0.5;
    return { responses: sequence((i) => (up ? 1 + ((i + phase) % 5) : 5 - ((i + phase) % 5))) };
  },
  // Two distinct values in turn.
  (random) => {
    const a = randomInt(random, 1, 5);
    const b = ((a - 1 + randomInt(random, 1, 4)) % 5) + 1;
    return { responses: sequence((i) => (i % 2 === 0 ? a : b)) };
  },
  // Zigzag 1-2-3-4-5-4-3-2 from a random phase.
  (random) => {
    const zigzag = [1, 2, 3, 4, 5, 4, 3, 2];
    const phase = randomInt(random, 0, 7);
    return { responses: sequence((i) => zigzag[(i + phase) % 8] as number) };
  },
  // A random motif of 2–8 answers, at least two distinct, repeated.
  (random) => {
    const length = randomInt(random, 2, 8);
    let motif: number[];
    do motif = Array.from({ length }, () => randomInt(random, 1, 5));
    while (new Set(motif).size < 2);
    return { responses: sequence((i) => motif[i % length] as number) };
  },
  // Uniform random answers: every statement 1–5 by chance.
  (random) => ({ responses: sequence(() => randomInt(random, 1, 5)) }),
  // Runs of 4–11 of one answer that change value, none long enough to be a long run.
  (random) => {
    const responses: number[] = [];
    let value = randomInt(random, 1, 5);
    while (responses.length < 120) {
      const length = randomInt(random, 4, 11);
      for (let i = 0; i < length && responses.length < 120; i++) responses.push(value);
      value = ((value - 1 + randomInt(random, 1, 4)) % 5) + 1;
    }
    return { responses };
  },
  // A genuine start of 40–60 items, then one answer held.
  (random) => {
    const start = simulatePerson(random, 'ordinary');
    const switchAt = randomInt(random, 40, 60);
    const value = randomInt(random, 1, 5);
    return { responses: sequence((i) => (i < switchAt ? (start[i] as number) : value)) };
  },
];

/** Any family above, or random clicking, answered mostly quicker than reading. */
function quickSet(random: Random): { responses: number[]; pace: ResponsePace } {
  const family = randomInt(random, 0, PATTERN_FAMILIES.length);
  const responses =
    family === PATTERN_FAMILIES.length
      ? sequence(() => randomInt(random, 1, 5))
      : (PATTERN_FAMILIES[family] as (typeof PATTERN_FAMILIES)[number])(random).responses;
  return { responses, pace: { timed: 120, quick: randomInt(random, 61, 120) } };
}

describe('checkResponseQuality on patterned answer sets', () => {
  it('flags at least 95 % of them', () => {
    const random = mulberry32('response-quality/patterned');
    const families = [...PATTERN_FAMILIES, quickSet];
    const total = 1800;
    let flagged = 0;
    const missedByFamily = new Map<number, number>();
    for (let n = 0; n < total; n++) {
      const family = n % families.length;
      const { responses, pace } = (families[family] as (typeof families)[number])(random);
      if (checkResponseQuality(toAnswers(responses), pace).flags.length > 0) flagged++;
      else missedByFamily.set(family, (missedByFamily.get(family) ?? 0) + 1);
    }
    console.log(
      `patterned sets flagged: ${percent(flagged, total)}`,
      missedByFamily.size > 0 ? { missedByFamily: Object.fromEntries(missedByFamily) } : '',
    );
    expect(flagged / total).toBeGreaterThanOrEqual(0.95);
  });
});

/**
 * A hand-built, consistent person: a level 1–5 per facet (listed N1…N6, E1…E6, …), answered
 * as is on plus-keyed items and reversed on minus-keyed ones.
 */
const LEVELS: Readonly<Record<BigFiveDomain, readonly number[]>> = {
  N: [2, 5, 1, 4, 5, 1],
  E: [1, 5, 4, 1, 3, 4],
  O: [3, 1, 5, 2, 1, 5],
  A: [5, 2, 4, 1, 3, 5],
  C: [4, 1, 2, 5, 3, 1],
};
const levelOf = (i: number) => {
  const key = BIG_FIVE_ITEM_KEY[i] as (typeof BIG_FIVE_ITEM_KEY)[number];
  return LEVELS[key.domain][key.facet - 1] as number;
};
const wellBehaved = sequence((i) =>
  BIG_FIVE_ITEM_KEY[i]?.keyed === 'plus' ? levelOf(i) : 6 - levelOf(i),
);

describe('checkResponseQuality', () => {
  it('gives no flags to a consistent person answering at a reading pace', () => {
    expect(flagsOf(wellBehaved, { timed: 120, quick: 3 })).toEqual([]);
  });

  it('reports one answer throughout as a long run, not as a pattern', () => {
    expect(flagsOf(sequence(() => 3))).toEqual([{ kind: 'long-run', length: 120 }]);
    for (const value of [1, 2, 4, 5]) {
      expect(kinds(sequence(() => value))).not.toContain('repeating-pattern');
      expect(flagsOf(sequence(() => value))).toContainEqual({ kind: 'long-run', length: 120 });
    }
  });

  it('counts every mixed-keyed facet as inconsistent when everything is answered 5', () => {
    const mixed = new Set(
      BIG_FIVE_ITEM_KEY.filter((key) =>
        BIG_FIVE_ITEM_KEY.some(
          (other) =>
            other.domain === key.domain && other.facet === key.facet && other.keyed !== key.keyed,
        ),
      ).map((key) => `${key.domain}${key.facet}`),
    );
    expect(flagsOf(sequence(() => 5))).toContainEqual({ kind: 'inconsistent', facets: mixed.size });
  });

  it('finds the period of cycles, alternations and zigzags without a long run', () => {
    const cases: [number[], number][] = [
      [sequence((i) => 1 + (i % 5)), 5],
      [sequence((i) => 5 - (i % 5)), 5],
      [sequence((i) => (i % 2 === 0 ? 1 : 5)), 2],
      [sequence((i) => [1, 2, 3, 2][i % 4] as number), 4],
      [sequence((i) => [1, 2, 3, 4, 5, 4, 3, 2][i % 8] as number), 8],
      [sequence((i) => [3, 3, 3, 3, 3, 3, 3, 1][i % 8] as number), 8],
      [sequence((i) => [4, 4, 2, 2, 5][i % 5] as number), 5],
    ];
    for (const [responses, period] of cases) {
      const flags = flagsOf(responses);
      expect(flags).toContainEqual({ kind: 'repeating-pattern', period });
      expect(flags.map((flag) => flag.kind)).not.toContain('long-run');
    }
  });

  it('reports a genuine start then one answer held as a long run only', () => {
    const responses = sequence((i) => (i < 50 ? (wellBehaved[i] as number) : 4));
    const flags = flagsOf(responses);
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({ kind: 'long-run' });
    expect(
      (flags[0] as Extract<ResponseQualityFlag, { kind: 'long-run' }>).length,
    ).toBeGreaterThanOrEqual(70);
  });

  it('flags answers that ignore the reverse-keyed statements as inconsistent', () => {
    // The same person answering each facet's level everywhere, reversed items not reversed:
    // facets at level 1 or 5 then score 4 points apart, those at 2 or 4 only 2 apart.
    const careless = sequence(levelOf);
    const facetOf = (key: (typeof BIG_FIVE_ITEM_KEY)[number]) => `${key.domain}${key.facet}`;
    const keyings = (facet: string) =>
      new Set(BIG_FIVE_ITEM_KEY.filter((key) => facetOf(key) === facet).map((key) => key.keyed));
    const expected = new Set(
      BIG_FIVE_ITEM_KEY.filter((_, i) => [1, 5].includes(levelOf(i)))
        .map(facetOf)
        .filter((facet) => keyings(facet).size === 2),
    );
    expect(expected.size).toBeGreaterThanOrEqual(10);
    expect(flagsOf(careless)).toEqual([{ kind: 'inconsistent', facets: expected.size }]);
  });

  it('flags a pace with more than half the timed answers quick', () => {
    expect(flagsOf(wellBehaved, { timed: 120, quick: 61 })).toEqual([
      { kind: 'too-fast', quick: 61, timed: 120 },
    ]);
    expect(flagsOf(wellBehaved, { timed: 60, quick: 31 })).toEqual([
      { kind: 'too-fast', quick: 31, timed: 60 },
    ]);
    // Exactly half is not more than half; under 60 timed answers say too little.
    expect(flagsOf(wellBehaved, { timed: 120, quick: 60 })).toEqual([]);
    expect(flagsOf(wellBehaved, { timed: 59, quick: 59 })).toEqual([]);
  });

  it('ignores a malformed pace', () => {
    const malformed = [
      { timed: 120.5, quick: 100 },
      { timed: 120, quick: 100.5 },
      { timed: -120, quick: -100 },
      { timed: 120, quick: -1 },
      { timed: 120, quick: 121 },
      { timed: Number.NaN, quick: 100 },
      { timed: Number.POSITIVE_INFINITY, quick: 100 },
      { timed: '120', quick: '100' },
      { quick: 100 },
      'fast',
      null,
      undefined,
    ] as unknown as (ResponsePace | null | undefined)[];
    for (const pace of malformed) expect(flagsOf(wellBehaved, pace)).toEqual([]);
  });

  it('skips unanswered items', () => {
    expect(checkResponseQuality([]).flags).toEqual([]);
    // A gap at item 61 splits the run of 3s into 60 and 59.
    const answers = toAnswers(sequence(() => 3)).filter((_, i) => i !== 60);
    expect(checkResponseQuality(answers).flags).toEqual([{ kind: 'long-run', length: 60 }]);
    const everyOther = toAnswers(wellBehaved).filter((_, i) => i % 2 === 0);
    expect(checkResponseQuality(everyOther).flags).toEqual([]);
  });

  it('does not depend on the order the answers come in', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 120, maxLength: 120 }),
        fc.integer(),
        (responses, seed) => {
          const answers = toAnswers(responses);
          const reordered = shuffled(answers, mulberry32(seed));
          expect(checkResponseQuality(reordered)).toEqual(checkResponseQuality(answers));
        },
      ),
    );
  });
});

describe('checkResponseQuality on random and block answering', () => {
  it('flags at least 95 % of uniformly random answer sets, mostly by even-odd consistency', () => {
    const random = mulberry32('response-quality/random');
    const total = 1000;
    let flagged = 0;
    for (let n = 0; n < total; n++) {
      const found = kinds(sequence(() => randomInt(random, 1, 5)));
      if (found.length > 0) flagged++;
    }
    console.log(`uniform random sets flagged: ${percent(flagged, total)}`);
    expect(flagged / total).toBeGreaterThanOrEqual(0.95);
  });

  it('names random answering with the consistency it measured', () => {
    // Plus- and minus-keyed alike at random, from a fixed seed: the halves of a facet don't agree.
    const random = mulberry32('response-quality/one-random-set');
    let responses: number[];
    do responses = sequence(() => randomInt(random, 1, 5));
    while (!kinds(responses).includes('random'));
    const flag = flagsOf(responses).find((f) => f.kind === 'random');
    expect(flag).toMatchObject({ kind: 'random' });
    expect((flag as { consistency: number }).consistency).toBeLessThan(50);
    // A consistent person's halves agree.
    expect(kinds(wellBehaved)).not.toContain('random');
  });

  it('flags answers given in blocks of one value that change, with the mean block', () => {
    // 3, 3, 3, 3, 3, 5, 5, 5, 5, 5, 1, …: blocks of five, never twelve in a row, no cycle of ≤ 12.
    const values = [3, 5, 1, 4, 2, 5, 3, 1, 2, 4, 1, 5, 2, 3, 4, 1, 3, 5, 4, 2, 5, 1, 3, 2];
    const responses = sequence((i) => values[Math.floor(i / 5)] as number);
    expect(flagsOf(responses)).toContainEqual({ kind: 'runs', mean: 50 });
    expect(kinds(responses)).not.toContain('long-run');
  });
});
