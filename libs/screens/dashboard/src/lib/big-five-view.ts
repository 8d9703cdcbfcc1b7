import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import {
  BIG_FIVE_DOMAIN_ORDER,
  type BigFiveDomain,
  type BigFiveLevel,
  percentileNumber,
} from '@pathwise/assessment';
import type { PersonalityReport } from '@pathwise/contract';
import { i18n } from '@pathwise/i18n';
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

/*
 * Levels and percentiles in the reader's language, as the personality report says them.
 * `@pathwise/assessment` runs in the API too and words them in English only.
 */
const LEVEL_LABELS: Record<BigFiveLevel, MessageDescriptor> = {
  low: msg`Low`,
  // The code calls the middle band 'neutral'; people call it "average".
  neutral: msg`Average`,
  high: msg`High`,
};

/** The percentile in everyday words: "Higher than 88 of 100 people in the comparison group". */
function percentileSentence(raw: number): string {
  if (Math.round(raw) < 1) return t`Lower than 99 of 100 people in the comparison group`;
  const percentile = percentileNumber(raw);
  return t`Higher than ${percentile} of 100 people in the comparison group`;
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
      name: traitName(domain),
      level: i18n._(LEVEL_LABELS[level]),
      percentile: percentileNumber(percentile),
      sentence: percentileSentence(percentile),
    }));
}
