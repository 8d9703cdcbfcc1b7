import { z } from 'zod';
import { careerSummarySchema, jobZoneSchema } from './careers.schemas';
import { interestRatingEntrySchema } from './interests.schemas';

/** GET /api/me/suggestions. */
export const suggestionsQuerySchema = z
  .object({
    jobZone: z
      .string()
      .regex(/^[1-5](,[1-5]){0,4}$/, 'Use job zones 1 to 5, separated by commas.')
      .transform((value) => [...new Set(value.split(',').map(Number))])
      .optional(),
    limit: z.coerce.number().int().min(1).max(50).default(20),
  })
  .strict();

/**
 * POST /api/suggestions: careers for someone who isn't signed in, from the card ratings kept in
 * their browser. The server scores them with the same engine as a saved result.
 */
export const suggestionsRequestSchema = z
  .object({
    ratings: z.array(interestRatingEntrySchema).min(1).max(200),
    jobZone: z.array(jobZoneSchema).max(5).optional(),
    limit: z.number().int().min(1).max(50).default(20),
  })
  .strict();

export const suggestionSchema = z.object({
  career: careerSummarySchema,
  /** 0–100: how closely the career's interest pattern follows the person's. */
  fit: z.number().int().min(0).max(100),
  correlation: z.number().min(-1).max(1),
  reasons: z.array(z.object({ kind: z.string(), text: z.string() })),
});

export const suggestionsSchema = z.object({
  /** What the ranking used; 'none' when the person has neither result yet. */
  source: z.enum([
    'interest-inventory',
    'personality-estimate',
    'interests-and-personality',
    'none',
  ]),
  inputs: z.object({ interests: z.boolean(), personality: z.boolean() }),
  items: z.array(suggestionSchema),
});

export type SuggestionsQuery = z.infer<typeof suggestionsQuerySchema>;
export type SuggestionsRequest = z.input<typeof suggestionsRequestSchema>;
export type Suggestion = z.infer<typeof suggestionSchema>;
export type Suggestions = z.infer<typeof suggestionsSchema>;
