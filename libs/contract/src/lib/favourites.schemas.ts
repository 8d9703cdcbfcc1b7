import { z } from 'zod';
import { careerCodeSchema, careerSummarySchema } from './careers.schemas';

/** How many careers one person can save. */
export const FAVOURITES_LIMIT = 200;

/** A saved career; `career` is null if a newer catalogue no longer lists it. */
export const favouriteSchema = z.object({
  code: careerCodeSchema,
  savedAt: z.iso.datetime(),
  career: careerSummarySchema.nullable(),
});

export const favouritesSchema = z.object({
  items: z.array(favouriteSchema),
  limit: z.literal(FAVOURITES_LIMIT),
});

export type Favourite = z.infer<typeof favouriteSchema>;
export type Favourites = z.infer<typeof favouritesSchema>;
