import { z } from 'zod';

/** Holland's six interest areas, in their usual order. */
export const RIASEC = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
export const riasecAreaSchema = z.enum(RIASEC);

/** An O*NET-SOC occupation code such as 15-1252.00. */
export const careerCodeSchema = z
  .string()
  .regex(/^\d{2}-\d{4}\.\d{2}$/, 'Use an O*NET-SOC code such as 15-1252.00.');

export const jobZoneSchema = z.number().int().min(1).max(5);

/** Six scores in RIASEC order. */
export const riasecScoresSchema = z.object({
  R: z.number(),
  I: z.number(),
  A: z.number(),
  S: z.number(),
  E: z.number(),
  C: z.number(),
});

export const careerSummarySchema = z.object({
  code: careerCodeSchema,
  title: z.string(),
  jobZone: jobZoneSchema.nullable(),
  /** The occupation's strongest interest areas, strongest first (e.g. "SAI"); "" when unknown. */
  highPoints: z.string().regex(/^[RIASEC]{0,3}$/),
  typicalEducation: z.string().nullable(),
});

/** GET /api/careers: a search term, filters, and a cursor from the previous page. */
export const careerSearchQuerySchema = z
  .object({
    q: z.string().trim().max(100, 'Use at most 100 characters.').optional(),
    area: riasecAreaSchema.optional(),
    /** One zone or several, comma-separated: "2,3". */
    jobZone: z
      .string()
      .regex(/^[1-5](,[1-5]){0,4}$/, 'Use job zones 1 to 5, separated by commas.')
      .transform((value) => [...new Set(value.split(',').map(Number))])
      .optional(),
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

export const careerPageSchema = z.object({
  items: z.array(careerSummarySchema.extend({ matchedTitle: z.string().nullable() })),
  total: z.number().int().min(0),
  nextCursor: z.string().nullable(),
});

export const jobZoneInfoSchema = z.object({
  zone: jobZoneSchema,
  name: z.string(),
  experience: z.string(),
  education: z.string(),
  training: z.string(),
  examples: z.string(),
});

export const careerDetailsSchema = careerSummarySchema.extend({
  description: z.string(),
  /** O*NET's interest profile (1–7 per area), or null where O*NET has none. */
  interests: riasecScoresSchema.nullable(),
  jobZoneInfo: jobZoneInfoSchema.nullable(),
  typicalEducationShare: z.number().nullable(),
  skills: z.array(
    z.object({ name: z.string(), importance: z.number(), level: z.number().nullable() }),
  ),
  tasks: z.array(z.object({ task: z.string(), core: z.boolean() })),
  technologies: z.array(
    z.object({
      example: z.string(),
      category: z.string(),
      hot: z.boolean(),
      inDemand: z.boolean(),
    }),
  ),
  workValues: z.array(z.object({ name: z.string(), extent: z.number() })),
  alternateTitles: z.array(z.string()),
  related: z.array(careerSummarySchema.pick({ code: true, title: true, jobZone: true })),
});

export const careerParamsSchema = z.object({ code: careerCodeSchema });

export type RiasecArea = z.infer<typeof riasecAreaSchema>;
export type RiasecScores = z.infer<typeof riasecScoresSchema>;
export type CareerSummary = z.infer<typeof careerSummarySchema>;
export type CareerSearchQuery = z.infer<typeof careerSearchQuerySchema>;
export type CareerPage = z.infer<typeof careerPageSchema>;
export type CareerDetails = z.infer<typeof careerDetailsSchema>;
export type JobZoneInfo = z.infer<typeof jobZoneInfoSchema>;
