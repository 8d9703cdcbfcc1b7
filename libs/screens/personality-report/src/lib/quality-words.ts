import type { PersonalityReport, ResponseQualityFlagView } from '@pathwise/contract';
import type { Perspective } from './report-view';

/** The 21 facets whose statements are worded both ways, as the check counts them. */
const MIXED_FACETS = 21;

/** One flag in plain words: what was seen in the answers, never a judgement of the person. */
export function flagSentence(flag: ResponseQualityFlagView, perspective: Perspective): string {
  const who = perspective === 'own' ? 'You' : 'They';
  switch (flag.kind) {
    case 'long-run':
      return `${who} gave the same answer to ${flag.length} statements in a row.`;
    case 'repeating-pattern':
      return `The answers repeat in a pattern every ${flag.period} statements.`;
    case 'inconsistent':
      return `In ${flag.facets} of ${MIXED_FACETS} areas, statements that say opposite things got the same kind of answer.`;
    case 'random':
      return `${perspective === 'own' ? 'Your' : 'Their'} answers to statements about the same thing often disagree, as answers picked at random would.`;
    case 'runs':
      return `The answers come in blocks of one answer, about ${(flag.mean / 10).toLocaleString('en', { maximumFractionDigits: 1 })} statements at a time.`;
    case 'too-fast':
      return `${flag.quick} of ${flag.timed} answers came in under a second, quicker than most people can read a statement.`;
    default:
      return 'Some answers follow a pattern.';
  }
}

/** Whether a report's answers were flagged: null when they look fine or were never checked. */
export function qualityFlags(
  quality: PersonalityReport['quality'],
): readonly ResponseQualityFlagView[] | null {
  return quality && quality.flags.length > 0 ? quality.flags : null;
}
