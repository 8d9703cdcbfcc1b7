import { z } from 'zod/mini';
import { cardIdSchema, ratingSchema } from './rating-schema';
import { STORAGE_KEYS } from '../../keys';

export const RESULT_KEY = STORAGE_KEYS.interestResult;

const score = z.number().check(z.minimum(0), z.maximum(100));
const count = z.int().check(z.minimum(0));
const byArea = <T extends z.ZodMiniType>(value: T) =>
  z.object({ R: value, I: value, A: value, S: value, E: value, C: value });

/** A finished sort of someone signed out: the result and the choices it came from. */
export const browserResultSchema = z.object({
  version: z.literal(1),
  result: z.object({
    scores: byArea(score),
    hollandCode: z.string().check(z.regex(/^[RIASEC]{3}$/)),
    flat: z.boolean(),
    answered: count,
    answeredByArea: byArea(count),
    createdAt: z.iso.datetime(),
  }),
  ratings: z.array(z.object({ cardId: cardIdSchema, rating: ratingSchema })).check(
    z.minLength(1),
    z.maxLength(1000),
    z.refine(
      (ratings) => new Set(ratings.map((entry) => entry.cardId)).size === ratings.length,
      'A card is rated twice.',
    ),
  ),
});

export type BrowserResult = z.infer<typeof browserResultSchema>;
