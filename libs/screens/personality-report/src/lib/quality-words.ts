import { plural, t } from '@lingui/core/macro';
import type { PersonalityReport, ResponseQualityFlagView } from '@pathwise/contract';
import { formatNumber } from '@pathwise/i18n';
import type { Perspective } from './report-view';

/** The 21 facets whose statements are worded both ways, as the check counts them. */
const MIXED_FACETS = 21;

/** One flag in plain words: what was seen in the answers, never a judgement of the person. */
export function flagSentence(flag: ResponseQualityFlagView, perspective: Perspective): string {
  const own = perspective === 'own';
  switch (flag.kind) {
    case 'long-run': {
      const statements = flag.length;
      return own
        ? plural(statements, {
            one: 'You gave the same answer to # statement in a row.',
            other: 'You gave the same answer to # statements in a row.',
          })
        : plural(statements, {
            one: 'They gave the same answer to # statement in a row.',
            other: 'They gave the same answer to # statements in a row.',
          });
    }
    case 'repeating-pattern': {
      const statements = flag.period;
      return plural(statements, {
        one: 'The answers repeat in a pattern every statement.',
        other: 'The answers repeat in a pattern every # statements.',
      });
    }
    case 'inconsistent': {
      const areas = flag.facets;
      const total = MIXED_FACETS;
      return t`In ${areas} of ${total} areas, statements that say opposite things got the same kind of answer.`;
    }
    case 'random':
      return own
        ? t`Your answers to statements about the same thing often disagree, as answers picked at random would.`
        : t`Their answers to statements about the same thing often disagree, as answers picked at random would.`;
    case 'runs': {
      const blockSize = formatNumber(flag.mean / 10, { maximumFractionDigits: 1 });
      return t`The answers come in blocks of one answer, about ${blockSize} statements at a time.`;
    }
    case 'too-fast': {
      const { quick, timed } = flag;
      return plural(quick, {
        one: `# of ${timed} answers came in under a second, quicker than most people can read a statement.`,
        other: `# of ${timed} answers came in under a second, quicker than most people can read a statement.`,
      });
    }
    default:
      return t`Some answers follow a pattern.`;
  }
}

/** Whether a report's answers were flagged: null when they look fine or were never checked. */
export function qualityFlags(
  quality: PersonalityReport['quality'],
): readonly ResponseQualityFlagView[] | null {
  return quality && quality.flags.length > 0 ? quality.flags : null;
}
