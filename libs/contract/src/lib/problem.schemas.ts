import { z } from 'zod';

/** One failing field of a request: where it is and what was wrong. */
export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });

/**
 * Every error answer of the API: RFC 9457 problem details with a stable `code` clients can branch on.
 * Served as application/problem+json.
 */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  code: z.string(),
  detail: z.string().optional(),
  errors: z.array(fieldErrorSchema).optional(),
});

export type Problem = z.infer<typeof problemSchema>;
export type FieldError = z.infer<typeof fieldErrorSchema>;
