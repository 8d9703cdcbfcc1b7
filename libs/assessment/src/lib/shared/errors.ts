/**
 * Why an input was refused. Machine-readable so the API can map it to a problem response and the
 * web app can pick its own wording; `message` is a plain English fallback.
 */
export type AssessmentErrorCode =
  /** Not every Big Five item was answered. */
  | 'incomplete'
  /** An answer names an item that is not in the inventory. */
  | 'unknown-item'
  /** The same item was answered more than once. */
  | 'duplicate-item'
  /** An answer or stored score is not a whole number in its range. */
  | 'invalid-score'
  /** The answers are not a list of `{ itemId, score }` objects. */
  | 'invalid-answers'
  /** The inventory has no version in the requested language. */
  | 'unknown-language'
  /** An age that cannot be placed in a norm group (negative, not a number). */
  | 'invalid-age'
  /** A rating names a card that is not in the card set. */
  | 'unknown-card'
  /** A rating is not one of 'like', 'unsure', 'dislike'. */
  | 'invalid-rating'
  /** The card set cannot fill the requested deck with the same number of cards per area. */
  | 'not-enough-cards'
  /** A RIASEC profile holds something other than six finite numbers. */
  | 'invalid-profile';

export class AssessmentInputError extends Error {
  override readonly name = 'AssessmentInputError';

  constructor(
    readonly code: AssessmentErrorCode,
    message: string,
    /** The offending ids (items, cards), when the error is about particular ones. */
    readonly ids: readonly string[] = [],
  ) {
    super(message);
  }
}

/** "3 items" / "1 item": messages read naturally for any count. */
export function countOf(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** Lists at most a few ids in a message; the full list is on the error. */
export function sampleIds(ids: readonly string[], max = 3): string {
  const shown = ids.slice(0, max).join(', ');
  return ids.length > max ? `${shown} and ${ids.length - max} more` : shown;
}
