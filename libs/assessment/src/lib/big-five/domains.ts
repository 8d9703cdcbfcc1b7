/** The five IPIP-NEO domains by initial, in the inventory's own order. */
export type BigFiveDomain = 'N' | 'E' | 'O' | 'A' | 'C';

/** Facets are numbered 1–6 within a domain, in the usual IPIP-NEO order. */
export type BigFiveFacet = 1 | 2 | 3 | 4 | 5 | 6;

/** Plus-keyed items count as answered; minus-keyed items are reversed (1 ↔ 5, 2 ↔ 4). */
export type BigFiveKeying = 'plus' | 'minus';

/**
 * A level: on a report, where a percentile falls (`levelForPercentile`); from `scoreBigFive`, the raw
 * level `@bigfive-org/score` reports (the average item score below, at or above 3).
 */
export type BigFiveLevel = 'low' | 'neutral' | 'high';

export const BIG_FIVE_LEVELS: readonly BigFiveLevel[] = ['low', 'neutral', 'high'];

export const BIG_FIVE_FACETS: readonly BigFiveFacet[] = [1, 2, 3, 4, 5, 6];

export interface BigFiveDomainInfo {
  readonly domain: BigFiveDomain;
  /** English name; translated titles come with the texts entry. */
  readonly name: string;
  /**
   * English facet names, facet 1 first, as in Johnson's IPIP-NEO-120 scoring program except the
   * five in `PLAINER_FACET_NAMES`.
   */
  readonly facetNames: readonly [string, string, string, string, string, string];
}

/**
 * Five of the inventory's facet names, said in plainer words so that a low or high score never
 * reads as a verdict on a 15-year-old ("Morality: low").
 */
export const PLAINER_FACET_NAMES: Readonly<Record<string, string>> = {
  Depression: 'Tendency to feel low',
  Immoderation: 'Impulsiveness',
  Vulnerability: 'Sensitivity to stress',
  Liberalism: 'Questioning traditions',
  Morality: 'Straightforwardness',
};

export const BIG_FIVE_DOMAINS: readonly BigFiveDomainInfo[] = [
  {
    domain: 'N',
    name: 'Neuroticism',
    facetNames: [
      'Anxiety',
      'Anger',
      'Tendency to feel low',
      'Self-Consciousness',
      'Impulsiveness',
      'Sensitivity to stress',
    ],
  },
  {
    domain: 'E',
    name: 'Extraversion',
    facetNames: [
      'Friendliness',
      'Gregariousness',
      'Assertiveness',
      'Activity Level',
      'Excitement-Seeking',
      'Cheerfulness',
    ],
  },
  {
    domain: 'O',
    name: 'Openness to Experience',
    facetNames: [
      'Imagination',
      'Artistic Interests',
      'Emotionality',
      'Adventurousness',
      'Intellect',
      'Questioning traditions',
    ],
  },
  {
    domain: 'A',
    name: 'Agreeableness',
    facetNames: ['Trust', 'Straightforwardness', 'Altruism', 'Cooperation', 'Modesty', 'Sympathy'],
  },
  {
    domain: 'C',
    name: 'Conscientiousness',
    facetNames: [
      'Self-Efficacy',
      'Orderliness',
      'Dutifulness',
      'Achievement-Striving',
      'Self-Discipline',
      'Cautiousness',
    ],
  },
];

export const BIG_FIVE_DOMAIN_ORDER: readonly BigFiveDomain[] = BIG_FIVE_DOMAINS.map(
  (info) => info.domain,
);

export function isBigFiveDomain(value: unknown): value is BigFiveDomain {
  return typeof value === 'string' && (BIG_FIVE_DOMAIN_ORDER as readonly string[]).includes(value);
}

export function bigFiveDomainInfo(domain: BigFiveDomain): BigFiveDomainInfo {
  return BIG_FIVE_DOMAINS[BIG_FIVE_DOMAIN_ORDER.indexOf(domain)] as BigFiveDomainInfo;
}
