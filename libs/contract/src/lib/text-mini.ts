import { z } from 'zod/mini';
import { type TextProblem, lineOfTextProblemKind, normaliseLine } from './text-rules';

/**
 * The browser forms' version of `lineOfText` (zod/mini, to keep screens small): the same
 * normalising and the same rules. The words come from the form, in the reader's language, and are
 * asked for when a check fails. `optional` lets the field be left empty.
 */
export function lineOfTextMini({
  max,
  optional = false,
  tooLong,
  words,
}: {
  max: number;
  optional?: boolean;
  tooLong: () => string;
  words: (problem: TextProblem) => string;
}) {
  return z.string().check(
    z.overwrite(normaliseLine),
    z.superRefine((text, context) => {
      if (optional && text === '') return;
      const problem = lineOfTextProblemKind(text);
      if (problem) context.issues.push({ code: 'custom', message: words(problem), input: text });
    }),
    z.maxLength(max, { error: tooLong }),
  );
}
