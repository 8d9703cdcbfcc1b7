import { t } from '@lingui/core/macro';
import type { BigFiveTexts } from '@pathwise/assessment/texts';
import { levelWord } from '@pathwise/career-words';
import { activeLocale } from '@pathwise/i18n';
import {
  type Perspective,
  type ReportContent,
  type ReportDomain,
  approximationNote,
  comparisonSentence,
  domainName,
  percentileNumber,
  summaryOrder,
} from './report-view';

/** "women and men (the average of the two)" → "women and men, the average of the two": a pause, not a symbol. */
const withoutBrackets = (text: string) =>
  text.replace(/\s*\(([^()]*)\)(?=[.,;:!?]|$)/gm, ', $1').replace(/\s*\(([^()]*)\)/g, ', $1,');

/**
 * The report's summary as plain sentences to read aloud: each trait with its level, its percentile
 * in words and the short description the page shows, highest percentile first.
 *
 * The descriptions are spoken only when they are in the page's language: the voice reads in that
 * language, and would mangle the German or Greek texts a reader may have chosen. A shared report
 * is read without them, since they address the reader as "you".
 */
export function reportScript(
  report: Pick<ReportContent, 'domains' | 'normGroup'>,
  perspective: Perspective,
  texts: BigFiveTexts | null,
): string {
  const own = perspective === 'own';
  // Only one's own report: the descriptions speak to "you", which would mean the listener.
  const descriptions = own && texts?.language === activeLocale() ? texts.domains : null;
  const approximation = approximationNote(report.normGroup, perspective);
  const paragraphs = [
    own
      ? t`Your results at a glance: the five broad traits, from the highest percentile to the lowest.`
      : t`Results at a glance: the five broad traits, from the highest percentile to the lowest.`,
    [comparisonSentence(report.normGroup, perspective), approximation].filter(Boolean).join(' '),
    ...summaryOrder(report.domains).map((domain) =>
      [
        levelSentence(domain, own),
        percentileSentence(domain.percentile),
        descriptions?.[domain.domain].shortDescription,
      ]
        .filter(Boolean)
        .join(' '),
    ),
    t`A percentile isn't a mark out of 100, and there are no good or bad results: both ends of every trait have their own strengths.`,
  ];
  return withoutBrackets(paragraphs.join('\n\n'));
}

/** "Openness to Experience: your level is high." */
function levelSentence(domain: ReportDomain, own: boolean): string {
  const trait = domainName(domain.domain);
  const level = levelWord(domain.level, 'level');
  return own ? t`${trait}: your level is ${level}.` : t`${trait}: their level is ${level}.`;
}

/** "That is higher than 88 of 100 people in the comparison group." */
function percentileSentence(raw: number): string {
  if (Math.round(raw) < 1) return t`That is lower than 99 of 100 people in the comparison group.`;
  const percentile = percentileNumber(raw);
  return t`That is higher than ${percentile} of 100 people in the comparison group.`;
}
