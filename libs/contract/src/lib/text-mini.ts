import { z } from 'zod/mini';
import { lineOfTextProblem, normaliseLine } from './text-rules';

/**
 * The browser forms' version of `lineOfText` (zod/mini, to keep screens small): the same
 * normalising and the same rules and messages. `optional` lets the field be left empty.
 */
export function lineOfTextMini({
  max,
  optional = false,
  tooLong = `Use at most ${max} characters.`,
}: {
  max: number;
  optional?: boolean;
  tooLong?: string;
}) {
  return z.string().check(
    z.overwrite(normaliseLine),
    z.superRefine((text, context) => {
      if (optional && text === '') return;
      const problem = lineOfTextProblem(text);
      if (problem) context.issues.push({ code: 'custom', message: problem, input: text });
    }),
    z.maxLength(max, tooLong),
  );
}
