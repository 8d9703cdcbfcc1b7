import {
  BIG_FIVE_DOMAINS,
  BIG_FIVE_DOMAIN_ORDER,
  type BigFiveDomain,
  levelLabel,
  percentileNumber,
  percentileSentence,
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
      level: levelLabel(level),
      percentile: percentileNumber(percentile),
      sentence: percentileSentence(percentile),
    }));
}
