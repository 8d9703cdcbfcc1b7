// No zod here: the browser's forms (zod/mini) check text with these same rules.

/** A UTF-16 half of a pair with no other half: not a character, and not storable as text. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** NUL, line breaks, tabs and the other control characters. */
const CONTROL = /\p{Cc}/u;
/** Embeddings, overrides and isolates, which can make text read backwards or hide what follows. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
/** Code points Unicode keeps out of text for good (U+FFFE, U+FDD0 and the rest). */
const NONCHARACTER = /\p{Noncharacter_Code_Point}/u;
/**
 * Characters that take no room, which can make two names look the same or hide a word's break.
 * The joiners (U+200C, U+200D) stay: emoji sequences and scripts such as Persian and Hindi need them.
 */
const ZERO_WIDTH = /[\u00AD\u180E\u200B\u2060-\u2064\uFEFF]/;
/** What leaves nothing to see: spaces, zero-width characters and other invisible formatting. */
const INVISIBLE = /[\s\p{Cf}\u115F\u1160\u3164\uFFA0]/gu;

export const TEXT_MESSAGES = {
  brokenCharacter: 'This has a broken character in it: please type it again.',
  control:
    'Use letters, numbers, spaces and punctuation only: no line breaks or control characters.',
  bidi: 'Leave out characters that change the direction of the text.',
  invisible: 'Use at least one visible character.',
  zeroWidth: 'Leave out invisible characters, such as zero-width spaces.',
} as const;

/**
 * A line of text as it is kept: trimmed and NFC-normalised (text with a lone surrogate is left as
 * it is, to be refused).
 */
export const normaliseLine = (text: string) =>
  LONE_SURROGATE.test(text) ? text : text.trim().normalize('NFC');

/** The kinds of problem a line of text can have, each with its words for API answers. */
export type TextProblem = keyof typeof TEXT_MESSAGES;

/**
 * What is wrong with a line of text a person typed (a name, a subject, a search), or null: a broken
 * or control character, a noncharacter, a direction override, or (when `visible`, for text shown to
 * people) a zero-width character or nothing to see at all.
 */
export function lineOfTextProblemKind(text: string, { visible = true } = {}): TextProblem | null {
  if (LONE_SURROGATE.test(text) || NONCHARACTER.test(text)) return 'brokenCharacter';
  if (CONTROL.test(text)) return 'control';
  if (BIDI_CONTROL.test(text)) return 'bidi';
  if (visible && text.replace(INVISIBLE, '').length === 0) return 'invisible';
  if (visible && ZERO_WIDTH.test(text)) return 'zeroWidth';
  return null;
}

/** `lineOfTextProblemKind` in the API's words (English), or null. */
export function lineOfTextProblem(text: string, options?: { visible?: boolean }): string | null {
  const kind = lineOfTextProblemKind(text, options);
  return kind && TEXT_MESSAGES[kind];
}
