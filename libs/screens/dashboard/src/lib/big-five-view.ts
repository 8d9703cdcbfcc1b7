import { BIG_FIVE_DOMAIN_ORDER, type BigFiveDomain, percentileNumber } from '@pathwise/assessment';
import { levelLabel, percentileSentence } from '@pathwise/career-words';
import type { PersonalityReport } from '@pathwise/contract';
import { traitName } from '@pathwise/ui/identity';

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

const inventoryIndex = (domain: BigFiveDomain) => BIG_FIVE_DOMAIN_ORDER.indexOf(domain);

/**
 * The five traits from highest to lowest percentile (ties in the inventory's order), in words: the
 * levels and percentiles as the personality report says them (@pathwise/career-words).
 */
export function traitRows(domains: readonly ReportDomain[]): TraitRow[] {
  return [...domains]
    .sort(
      (a, b) => b.percentile - a.percentile || inventoryIndex(a.domain) - inventoryIndex(b.domain),
    )
    .map(({ domain, level, percentile }) => ({
      domain,
      name: traitName(domain),
      level: levelLabel(level),
      percentile: percentileNumber(percentile),
      sentence: percentileSentence(percentile),
    }));
}
