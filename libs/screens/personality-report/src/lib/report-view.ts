import type { MessageDescriptor } from '@lingui/core';
import { msg, selectOrdinal, t } from '@lingui/core/macro';
import { dayInWords } from '@pathwise/ui';
import {
  BIG_FIVE_DOMAIN_ORDER,
  type BigFiveDomain,
  DEFAULT_AGE_BAND,
  HIGH_ABOVE_PERCENTILE,
  LOW_BELOW_PERCENTILE,
} from '@pathwise/assessment';
import type { PersonalityReport } from '@pathwise/contract';
import { ageBandWords, normGroupWords } from '@pathwise/career-words';
import { i18n } from '@pathwise/i18n';

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

// The assessment library sets levels and rounds percentiles; @pathwise/career-words words them.
export { levelForPercentile, percentileNumber } from '@pathwise/assessment';

/** How the levels are set, in one sentence. */
export function levelBandsNote(): string {
  const low = LOW_BELOW_PERCENTILE;
  const high = HIGH_ABOVE_PERCENTILE;
  return t`Levels come from percentiles: below the ${selectOrdinal(low, { one: '#st', two: '#nd', few: '#rd', other: '#th' })} is low, from the ${selectOrdinal(low, { one: '#st', two: '#nd', few: '#rd', other: '#th' })} to the ${selectOrdinal(high, { one: '#st', two: '#nd', few: '#rd', other: '#th' })} average, above the ${selectOrdinal(high, { one: '#st', two: '#nd', few: '#rd', other: '#th' })} high.`;
}

const DOMAIN_NAMES: Record<BigFiveDomain, MessageDescriptor> = {
  N: msg({ message: 'Neuroticism', comment: 'A Big Five personality trait' }),
  E: msg({ message: 'Extraversion', comment: 'A Big Five personality trait' }),
  O: msg({ message: 'Openness to Experience', comment: 'A Big Five personality trait' }),
  A: msg({ message: 'Agreeableness', comment: 'A Big Five personality trait' }),
  C: msg({ message: 'Conscientiousness', comment: 'A Big Five personality trait' }),
};

/** The facets' names, facet 1 first (in English, `BIG_FIVE_DOMAINS`' `facetNames`). */
const FACET_NAMES: Record<BigFiveDomain, readonly MessageDescriptor[]> = {
  N: [
    msg({ message: 'Anxiety', comment: 'A facet of a Big Five trait' }),
    msg({ message: 'Anger', comment: 'A facet of a Big Five trait' }),
    msg({ message: 'Tendency to feel low', comment: 'A facet of a Big Five trait' }),
    msg({ message: 'Self-Consciousness', comment: 'A facet of a Big Five trait' }),
    msg({ message: 'Impulsiveness', comment: 'A facet of a Big Five trait' }),
    msg({ message: 'Sensitivity to stress', comment: 'A facet of a Big Five trait' }),
  ],
  E: [
    msg({ message: 'Friendliness', comment: 'A facet of a Big Five trait' }),
    msg({ message: 'Gregariousness', comment: 'A facet of a Big Five trait' }),
    msg({ message: 'Assertiveness', comment: 'A facet of a Big Five trait' }),
    msg({ message: 'Activity Level', comment: 'A facet of a Big Five trait' }),
    msg({ message: 'Excitement-Seeking', comment: 'A facet of a Big Five trait' }),
    msg({ message: 'Cheerfulness', comment: 'A facet of a Big Five trait' }),
  ],
  O: [
    msg({ message: 'Imagination', comment: 'A facet of a Big Five trait' }),
    msg({ message: 'Artistic Interests', comment: 'A facet of a Big Five trait' }),
    msg({ message: 'Emotionality', comment: 'A facet of a Big Five trait' }),
    msg({ message: 'Adventurousness', comment: 'A facet of a Big Five trait' }),
    msg({ message: 'Intellect', comment: 'A facet of a Big Five trait' }),
    msg({ message: 'Questioning traditions', comment: 'A facet of a Big Five trait' }),
  ],
  A: [
    msg({ message: 'Trust', comment: 'A facet of a Big Five trait' }),
    msg({ message: 'Straightforwardness', comment: 'A facet of a Big Five trait' }),
    msg({ message: 'Altruism', comment: 'A facet of a Big Five trait' }),
    msg({ message: 'Cooperation', comment: 'A facet of a Big Five trait' }),
    msg({ message: 'Modesty', comment: 'A facet of a Big Five trait' }),
    msg({ message: 'Sympathy', comment: 'A facet of a Big Five trait' }),
  ],
  C: [
    msg({ message: 'Self-Efficacy', comment: 'A facet of a Big Five trait' }),
    msg({ message: 'Orderliness', comment: 'A facet of a Big Five trait' }),
    msg({ message: 'Dutifulness', comment: 'A facet of a Big Five trait' }),
    msg({ message: 'Achievement-Striving', comment: 'A facet of a Big Five trait' }),
    msg({ message: 'Self-Discipline', comment: 'A facet of a Big Five trait' }),
    msg({ message: 'Cautiousness', comment: 'A facet of a Big Five trait' }),
  ],
};

export const domainName = (domain: BigFiveDomain): string => i18n._(DOMAIN_NAMES[domain]);

export function facetName(domain: BigFiveDomain, facet: number): string {
  const name = FACET_NAMES[domain][facet - 1];
  return name ? i18n._(name) : t`Facet ${facet}`;
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

/** Who the percentiles compare with, e.g. "We compared your answers with those of women aged 21 to 40." */
export function comparisonSentence(normGroup: NormGroup, perspective: Perspective): string {
  const group = normGroupWords(normGroup);
  return perspective === 'own'
    ? t`We compared your answers with those of ${group}.`
    : t`We compared their answers with those of ${group}.`;
}

/**
 * Why the comparison group is a stand-in, or null when it is the person's own. The report does not
 * say which detail was missing; averaging men and women means sex was not given, and the default
 * age band may mean age was not given either.
 */
export function approximationNote(normGroup: NormGroup, perspective: Perspective): string | null {
  if (!normGroup.approximate) return null;
  const own = perspective === 'own';
  if (normGroup.sex !== 'both') {
    const group = normGroupWords(normGroup);
    return own
      ? t`Because we don't know your age, we compared you with ${group}, so these percentiles are an approximation.`
      : t`Because we don't know their age, we compared them with ${group}, so these percentiles are an approximation.`;
  }
  const ages = ageBandWords(normGroup.ageBand);
  const group = t`the average of men and women ${ages}`;
  if (normGroup.ageBand === DEFAULT_AGE_BAND) {
    return own
      ? t`Because we don't know your age or sex, we compared you with ${group}, so these percentiles are an approximation.`
      : t`Because we don't know their age or sex, we compared them with ${group}, so these percentiles are an approximation.`;
  }
  return own
    ? t`Because we don't know your sex, we compared you with ${group}, so these percentiles are an approximation.`
    : t`Because we don't know their sex, we compared them with ${group}, so these percentiles are an approximation.`;
}

/** The page title for a shared report: the owner's name when they show one. */
export function sharedReportTitle(ownerName: string | null): string {
  const name = ownerName?.trim();
  return name ? t`${name}'s personality report` : t`A shared personality report`;
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
