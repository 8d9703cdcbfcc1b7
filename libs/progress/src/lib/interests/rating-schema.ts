import { z } from 'zod/mini';

/** A card's pile, as this browser stores it (the contract's ratings, in the smaller zod build). */
export const ratingSchema = z.enum(['like', 'unsure', 'dislike']);

/** A card id as the API accepts it. */
export const cardIdSchema = z.string().check(z.regex(/^[0-9A-Za-z.-]{1,64}$/));
