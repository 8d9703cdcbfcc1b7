import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TextProblem } from '@pathwise/contract';
import { i18n } from '@pathwise/i18n';

/** What a form says about each problem the text rules find, in the reader's language. */
const WORDS: Record<TextProblem, MessageDescriptor> = {
  brokenCharacter: msg`This has a broken character in it: please type it again.`,
  control: msg`Use letters, numbers, spaces and punctuation only: no line breaks or control characters.`,
  bidi: msg`Leave out characters that change the direction of the text.`,
  invisible: msg`Use at least one visible character.`,
  zeroWidth: msg`Leave out invisible characters, such as zero-width spaces.`,
};

export const textProblemWords = (problem: TextProblem) => i18n._(WORDS[problem]);
