import { z } from 'zod';
import { lineOfTextProblem, normaliseLine } from './text-rules';

/**
 * A line of text a person types, read the same way by the browser and the API: trimmed and
 * NFC-normalised, with no broken or control characters and no direction overrides. `visible` (the
 * default) also asks for something to see, not only invisible characters.
 */
export function lineOfText({ max, visible = true }: { max: number; visible?: boolean }) {
  return z
    .string()
    .overwrite(normaliseLine)
    .superRefine((text, context) => {
      const problem = lineOfTextProblem(text, { visible });
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .max(max, `Use at most ${max} characters.`);
}
