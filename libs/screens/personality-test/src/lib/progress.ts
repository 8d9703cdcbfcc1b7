import { plural, t } from '@lingui/core/macro';
import { SECONDS_PER_STATEMENT } from '@pathwise/assessment/time-to-take';
import { type Answers, ITEM_COUNT, ITEM_IDS, isComplete } from '@pathwise/progress';

export {
  type Answers,
  ITEM_COUNT,
  ITEM_IDS,
  countAnswered,
  isComplete,
  isItemId,
} from '@pathwise/progress';

/** Index of the first statement without an answer, or null when all are answered. */
export function firstUnanswered(answers: Answers): number | null {
  const index = ITEM_IDS.findIndex((id) => answers[id] === undefined);
  return index === -1 ? null : index;
}

const clampPosition = (position: number) =>
  Math.min(Math.max(Math.trunc(position), 0), ITEM_COUNT - 1);

/**
 * Where to carry on: the saved position when that statement still needs an answer, otherwise the
 * first unanswered one; with everything answered, where the person was.
 */
export function resumePosition(answers: Answers, position: number): number {
  const at = clampPosition(position);
  if (answers[ITEM_IDS[at]!] === undefined) return at;
  return firstUnanswered(answers) ?? at;
}

/**
 * Where an answer at `position` leads: the end when it completed the test (or completed the last
 * statement of a finished test), the next statement otherwise, and from the last statement back
 * to the first one still open.
 */
export function positionAfterAnswer(
  before: Answers,
  after: Answers,
  position: number,
): number | 'finished' {
  const last = ITEM_COUNT - 1;
  if (isComplete(after) && (!isComplete(before) || position >= last)) return 'finished';
  if (position < last) return position + 1;
  return firstUnanswered(after) ?? 'finished';
}

/** Where the Next button leads: like an answer, but never past an open statement. */
export function positionAfterNext(answers: Answers, position: number): number | 'finished' {
  if (position < ITEM_COUNT - 1) return position + 1;
  return firstUnanswered(answers) ?? 'finished';
}

/** "About 3 minutes left", from the number of statements still to answer. */
export function timeLeftText(remaining: number): string {
  if (remaining <= 0) return t`All statements answered`;
  const seconds = remaining * SECONDS_PER_STATEMENT;
  if (seconds < 60) return t`Less than a minute left`;
  const minutes = Math.round(seconds / 60);
  return plural(minutes, { one: 'About # minute left', other: 'About # minutes left' });
}

/**
 * What to announce after an answer: a short progress note every ten statements, so screen-reader
 * users hear how far they are without a message on every key press.
 */
export function progressAnnouncement(answeredBefore: number, answeredAfter: number): string | null {
  if (answeredAfter <= answeredBefore || answeredAfter >= ITEM_COUNT) return null;
  if (answeredAfter % 10 !== 0) return null;
  const answered = answeredAfter;
  const total = ITEM_COUNT;
  const timeLeft = timeLeftText(total - answered);
  return t`${answered} of ${total} answered. ${timeLeft}.`;
}
