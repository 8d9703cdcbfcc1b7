import {
  BIG_FIVE_DOMAINS,
  BIG_FIVE_DOMAIN_ORDER,
  type BigFiveDomain,
  type BigFiveLevel,
} from '@pathwise/assessment';
import type { PersonalityReport } from '@pathwise/contract';

type ReportDomain = Pick<PersonalityReport['domains'][number], 'domain' | 'level' | 'percentile'>;

export type TraitRow = {
  domain: BigFiveDomain;
  name: string;
  /** "High", "Average" or "Low". */
  level: string;
  /** 1–99, for the bar. */
  percentile: number;
  /** "Higher than 88 of 100 people in the comparison group". */
  sentence: string;
};

const LEVEL_LABELS: Record<BigFiveLevel, string> = {
  low: 'Low',
  // The scoring calls the middle 'neutral'; "average" is the word people use for it.
  neutral: 'Average',
  high: 'High',
};

/** Norms estimate the tails least well, so 0 and 100 would claim more than the data can say. */
const percentileNumber = (percentile: number) => Math.min(99, Math.max(1, Math.round(percentile)));

function percentileSentence(percentile: number): string {
  if (Math.round(percentile) < 1) return 'Lower than 99 of 100 people in the comparison group';
  return `Higher than ${percentileNumber(percentile)} of 100 people in the comparison group`;
}

const inventoryIndex = (domain: BigFiveDomain) => BIG_FIVE_DOMAIN_ORDER.indexOf(domain);

/** The five traits from highest to lowest percentile (ties in the inventory's order), in words. */
export function traitRows(domains: readonly ReportDomain[]): TraitRow[] {
  return [...domains]
    .sort(
      (a, b) => b.percentile - a.percentile || inventoryIndex(a.domain) - inventoryIndex(b.domain),
    )
    .map(({ domain, level, percentile }) => ({
      domain,
      name: BIG_FIVE_DOMAINS.find((info) => info.domain === domain)?.name ?? domain,
      level: LEVEL_LABELS[level],
      percentile: percentileNumber(percentile),
      sentence: percentileSentence(percentile),
    }));
}
