import { z } from 'zod';
import { riasecAreaSchema, riasecScoresSchema } from './careers.schemas';

export const INTEREST_RATINGS = ['like', 'unsure', 'dislike'] as const;
export const interestRatingSchema = z.enum(INTEREST_RATINGS);

export const interestCardSchema = z.object({
  id: z.string(),
  text: z.string(),
  area: riasecAreaSchema,
});

/** GET /api/interests/items: a reproducible deck; the same seed gives the same cards. */
export const interestDeckQuerySchema = z
  .object({
    size: z.enum(['standard', 'long']).default('standard'),
    seed: z
      .string()
      .regex(/^[A-Za-z0-9-]{1,64}$/, 'Use letters, digits and dashes.')
      .default('pathwise'),
  })
  .strict();

export const interestDeckSchema = z.object({
  size: z.enum(['standard', 'long']),
  seed: z.string(),
  cards: z.array(interestCardSchema),
  minimum: z.object({ perArea: z.number().int(), total: z.number().int() }),
});

const cardId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[0-9A-Za-z.-]+$/, 'Use a card id from the deck.');

export const interestRatingEntrySchema = z.object({ cardId, rating: interestRatingSchema });

/** PUT /api/me/interests/answers: a batch of ratings, merged with those already saved. */
export const interestAnswersUploadSchema = z
  .object({ ratings: z.array(interestRatingEntrySchema).min(1).max(200) })
  .strict();

export const interestAnswersSchema = z.object({ ratings: z.array(interestRatingEntrySchema) });

export const interestResultSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  /** 0–100 per area. */
  scores: riasecScoresSchema,
  hollandCode: z.string().regex(/^[RIASEC]{3}$/),
  /** True when every area scored the same: the answers lean toward none. */
  flat: z.boolean(),
  answered: z.number().int(),
  answeredByArea: riasecScoresSchema,
});

/** GET of the newest interest result: null until the person has one (nothing yet is not an error). */
export const latestInterestResultSchema = interestResultSchema.nullable();

export type InterestRating = z.infer<typeof interestRatingSchema>;
export type InterestCard = z.infer<typeof interestCardSchema>;
export type InterestDeckQuery = z.infer<typeof interestDeckQuerySchema>;
export type InterestDeck = z.infer<typeof interestDeckSchema>;
export type InterestAnswersUpload = z.infer<typeof interestAnswersUploadSchema>;
export type InterestAnswers = z.infer<typeof interestAnswersSchema>;
export type InterestResult = z.infer<typeof interestResultSchema>;
