import { QUICK_ANSWER_MS } from '@pathwise/assessment';
import type { PersonalityReportRequest } from '@pathwise/contract';

/** How many first answers the page timed, and how many came quicker than anyone reads. */
export type Pace = NonNullable<PersonalityReportRequest['pace']>;

/**
 * The pace with one more first answer, given `elapsedMs` after its statement appeared. Only first
 * answers count: going back to change one is a second thought, not a rushed read.
 */
export function addTiming(pace: Pace | undefined, elapsedMs: number): Pace {
  const { timed, quick } = pace ?? { timed: 0, quick: 0 };
  return { timed: timed + 1, quick: quick + (elapsedMs < QUICK_ANSWER_MS ? 1 : 0) };
}
