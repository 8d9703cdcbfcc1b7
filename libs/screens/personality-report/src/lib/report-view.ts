import { dayInWords } from '@pathwise/ui';
import {
  BIG_FIVE_DOMAINS,
  BIG_FIVE_DOMAIN_ORDER,
  type BigFiveDomain,
  DEFAULT_AGE_BAND,
} from '@pathwise/assessment';
import type { PersonalityReport } from '@pathwise/contract';

export type ReportDomain = PersonalityReport['domains'][number];
export type ReportFacet = ReportDomain['facets'][number];
export type NormGroup = PersonalityReport['normGroup'];

/** What one's own report and a report someone shared both hold. */
export type ReportContent = Pick<
  PersonalityReport,
  'createdAt' | 'testVersion' | 'normGroup' | 'normsNote' | 'domains' | 'quality'
>;

/** Whose report is on screen: the wording says "you" for one's own and "they" for a shared one. */
export type Perspective = 'own' | 'shared';

// Levels and percentiles are worded in one module of the assessment library, for every page.
export {
  levelForPercentile,
  levelLabel,
  levelWord,
  percentileNumber,
  percentileOrdinal,
  percentileSentence,
} from '@pathwise/assessment';

export function domainName(domain: BigFiveDomain): string {
  return BIG_FIVE_DOMAINS.find((info) => info.domain === domain)?.name ?? domain;
}

export function facetName(domain: BigFiveDomain, facet: number): string {
  const info = BIG_FIVE_DOMAINS.find((entry) => entry.domain === domain);
  return info?.facetNames[facet - 1] ?? `Facet ${facet}`;
}

const inventoryIndex = (domain: BigFiveDomain) => BIG_FIVE_DOMAIN_ORDER.indexOf(domain);

/** The domains from highest to lowest percentile; ties keep the inventory's order. */
export function summaryOrder(domains: readonly ReportDomain[]): ReportDomain[] {
  return [...domains].sort(
    (a, b) => b.percentile - a.percentile || inventoryIndex(a.domain) - inventoryIndex(b.domain),
  );
}

/** The domains in the inventory's own order (N, E, O, A, C), as the chart lists them. */
export function inventoryOrder<D extends { domain: BigFiveDomain }>(domains: readonly D[]): D[] {
  return [...domains].sort((a, b) => inventoryIndex(a.domain) - inventoryIndex(b.domain));
}

/** The facets from 1 to 6. */
export function facetOrder(facets: readonly ReportFacet[]): ReportFacet[] {
  return [...facets].sort((a, b) => a.facet - b.facet);
}

const AGE_WORDS: Record<NormGroup['ageBand'], string> = {
  'under-21': 'under 21',
  '21-40': 'aged 21 to 40',
  '41-60': 'aged 41 to 60',
  'over-60': 'over 60',
};

const pronouns = (perspective: Perspective) =>
  perspective === 'own'
    ? { possessive: 'your', object: 'you' }
    : { possessive: 'their', object: 'them' };

/** Who the percentiles compare with, e.g. "We compared your answers with those of women aged 21 to 40." */
export function comparisonSentence(normGroup: NormGroup, perspective: Perspective): string {
  const { possessive } = pronouns(perspective);
  return `We compared ${possessive} answers with those of ${normGroup.label}.`;
}

/**
 * Why the comparison group is a stand-in, or null when it is the person's own. The report does not
 * say which detail was missing; averaging men and women means sex was not given, and the default
 * age band may mean age was not given either.
 */
export function approximationNote(normGroup: NormGroup, perspective: Perspective): string | null {
  if (!normGroup.approximate) return null;
  const { possessive, object } = pronouns(perspective);
  const ages = AGE_WORDS[normGroup.ageBand];
  const bothSexes = normGroup.sex === 'both';
  const unknown = bothSexes
    ? normGroup.ageBand === DEFAULT_AGE_BAND
      ? 'age or sex'
      : 'sex'
    : 'age';
  const group = bothSexes ? `the average of men and women ${ages}` : normGroup.label;
  return `Because we don't know ${possessive} ${unknown}, we compared ${object} with ${group}, so these percentiles are an approximation.`;
}

/** The page title for a shared report: the owner's name when they show one. */
export function sharedReportTitle(ownerName: string | null): string {
  const name = ownerName?.trim();
  return name ? `${name}'s personality report` : 'A shared personality report';
}

/** The address someone opens to see a shared report. */
export function shareLink(origin: string, reportPath: string, shareId: string): string {
  return `${origin}${reportPath}?shared=${encodeURIComponent(shareId)}`;
}

/** The day a report was made, in words. */
export const reportDate = (createdAt: string): string => dayInWords(createdAt) ?? '';

/** Where a report's answers are read back, from question 1. */
export function reportAnswersHref(reportPath: string, reportId: string): string {
  return `${reportPath}?answers=${encodeURIComponent(reportId)}`;
}

/** Where one of the person's reports is read: the newest at the plain address. */
export function reportHref(reportPath: string, reportId: string, newest: boolean): string {
  return newest ? reportPath : `${reportPath}?report=${encodeURIComponent(reportId)}`;
}
