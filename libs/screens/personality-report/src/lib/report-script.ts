import type { BigFiveTexts } from '@pathwise/assessment/texts';
import {
  type Perspective,
  type ReportContent,
  approximationNote,
  comparisonSentence,
  domainName,
  levelWord,
  percentileSentence,
  summaryOrder,
} from './report-view';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** "women and men (the average of the two)" → "women and men, the average of the two": a pause, not a symbol. */
const withoutBrackets = (text: string) =>
  text.replace(/\s*\(([^()]*)\)(?=[.,;:!?]|$)/gm, ', $1').replace(/\s*\(([^()]*)\)/g, ', $1,');

/**
 * The report's summary as plain sentences to read aloud: each trait with its level, its percentile
 * in words and the short description the page shows, highest percentile first.
 *
 * The descriptions are spoken only when they are in English: the voice reads in the page's
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
  const descriptions = own && texts?.language === 'en' ? texts.domains : null;
  const approximation = approximationNote(report.normGroup, perspective);
  const paragraphs = [
    `${own ? 'Your results' : 'Results'} at a glance: the five broad traits, from the highest percentile to the lowest.`,
    [comparisonSentence(report.normGroup, perspective), approximation].filter(Boolean).join(' '),
    ...summaryOrder(report.domains).map((domain) =>
      [
        `${domainName(domain.domain)}: ${own ? 'your' : 'their'} level is ${levelWord(domain.level)}.`,
        `That is ${lowerFirst(percentileSentence(domain.percentile))}.`,
        descriptions?.[domain.domain].shortDescription,
      ]
        .filter(Boolean)
        .join(' '),
    ),
    "A percentile isn't a mark out of 100, and there are no good or bad results: both ends of every trait have their own strengths.",
  ];
  return withoutBrackets(paragraphs.join('\n\n'));
}
