import { FIGURE_SORTS, FIT_BANDS, GROWTH_FILTERS, MAX_PAY_FLOOR } from '@pathwise/assessment';
import { z } from 'zod';
import { wholeNumber } from './whole-number';
import { lineOfText } from './text';
import { CAREER_CODE_PATTERN } from './career-code';

/** Holland's six interest areas, in their usual order. */
export const RIASEC = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
export const riasecAreaSchema = z.enum(RIASEC);

/** An O*NET-SOC occupation code such as 15-1252.00. */
export const careerCodeSchema = z
  .string()
  .regex(CAREER_CODE_PATTERN, 'Use an O*NET-SOC code such as 15-1252.00.');

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
  /** BLS median pay; null where BLS publishes none. */
  pay: z
    .object({
      median: z.number().nonnegative(),
      basis: z.enum(['annual', 'hourly']),
      /** The hourly median beside an annual one, where BLS publishes both. */
      hourly: z.number().nonnegative().nullable().optional(),
    })
    .nullable(),
  /** BLS employment change over the projection decade, in percent. */
  growthPercent: z.number().nullable(),
  /** O*NET's "… All Other" catch-alls, marked in lists. */
  catchAll: z.boolean(),
});

/**
 * The BLS figure filters as a query takes them: a median pay floor in dollars a year (hourly-only
 * pay counted over a full-time year), and growth ("growing", or "faster" than all occupations).
 */
export const figureFilterQuery = {
  minPay: wholeNumber({
    min: 0,
    max: MAX_PAY_FLOOR,
    message: 'Give the lowest median pay in whole dollars a year.',
    tooHigh: 'Give at most $1,000,000 a year.',
  }).optional(),
  growth: z.enum(GROWTH_FILTERS).optional(),
};

/** GET /api/careers: a search term, filters, and a cursor from the previous page. */
export const careerSearchQuerySchema = z
  .object({
    q: lineOfText({ max: 100, visible: false }).optional(),
    area: riasecAreaSchema.optional(),
    /** One zone or several, comma-separated: "2,3". */
    jobZone: z
      .string()
      .regex(/^[1-5](,[1-5]){0,4}$/, 'Use job zones 1 to 5, separated by commas.')
      .transform((value) => [...new Set(value.split(',').map(Number))])
      .optional(),
    /** Highest median pay or fastest growth first; by default best match, or A to Z. */
    sort: z.enum(FIGURE_SORTS).optional(),
    ...figureFilterQuery,
    cursor: z.string().max(200).optional(),
    limit: wholeNumber({ min: 1, max: 100, message: 'Give a limit from 1 to 100.' }).default(20),
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

/** Pay at five points of the distribution; null where BLS publishes no figure. */
export const payFiguresSchema = z.object({
  p10: z.number().nonnegative().nullable(),
  p25: z.number().nonnegative().nullable(),
  median: z.number().nonnegative().nullable(),
  p75: z.number().nonnegative().nullable(),
  p90: z.number().nonnegative().nullable(),
});

/**
 * How a BLS figure relates to the career: its own code, its parent occupation's (an O*NET
 * specialty), or a wider SOC group that BLS publishes instead.
 */
export const figureScopeSchema = z.enum(['exact', 'specialty', 'broad']);

const blsOccupation = {
  /** The SOC code and title the figures belong to. */
  soc: z.string().regex(/^\d{2}-\d{4}$/),
  socTitle: z.string(),
  scope: figureScopeSchema,
};

/** BLS OEWS national pay for the career. */
export const careerPaySchema = z.object({
  ...blsOccupation,
  /** Wage and salary jobs, excluding the self-employed. */
  employment: z.number().int().nonnegative().nullable(),
  /** Null where BLS publishes only hourly figures (or only annual ones). */
  annual: payFiguresSchema.nullable(),
  hourly: payFiguresSchema.nullable(),
  /** Figures at or above BLS's top code, as "annual.p90" and so on. */
  topCoded: z.array(z.string()),
});

/** BLS Employment Projections for the career; employment and openings in thousands. */
export const careerOutlookSchema = z.object({
  ...blsOccupation,
  employmentStart: z.number().nonnegative().nullable(),
  employmentEnd: z.number().nonnegative().nullable(),
  changePercent: z.number().nullable(),
  openingsPerYear: z.number().nonnegative().nullable(),
  education: z.string().nullable(),
  experience: z.string().nullable(),
  training: z.string().nullable(),
  handbookUrl: z.url().nullable(),
});

/** Which data releases the figures come from, to credit beside them. */
export const dataSourcesSchema = z.object({
  /** The O*NET release imported, e.g. "30.1". */
  onet: z.string(),
  /** OEWS period ("May 2025") and projection decade ("2024–34"); null without the BLS tables. */
  pay: z.string().nullable(),
  outlook: z.string().nullable(),
  /** What all occupations together show, to compare a career with. */
  allMedianAnnual: z.number().nullable(),
  allMedianHourly: z.number().nullable(),
  allGrowthPercent: z.number().nullable(),
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
  /** O*NET 30.x knowledge areas, most important first: importance 1–5, level 0–7. */
  knowledge: z.array(
    z.object({
      name: z.string(),
      description: z.string(),
      importance: z.number().min(1).max(5),
      level: z.number().min(0).max(7).nullable(),
    }),
  ),
  /**
   * O*NET 30.x work styles, most impact first: impact −3…3 on performance, and a rank among the
   * career's most distinctive styles (1 = most distinctive; null when not among them).
   */
  workStyles: z.array(
    z.object({
      name: z.string(),
      description: z.string(),
      group: z.string(),
      impact: z.number().min(-3).max(3),
      distinctive: z.number().int().min(1).max(10).nullable(),
    }),
  ),
  pay: careerPaySchema.nullable(),
  outlook: careerOutlookSchema.nullable(),
  /** Whether O*NET lists it as a catch-all ("… All Other"). */
  catchAll: z.boolean(),
  sources: dataSourcesSchema,
  alternateTitles: z.array(z.string()),
  related: z.array(careerSummarySchema.pick({ code: true, title: true, jobZone: true })),
});

export const careerParamsSchema = z.object({ code: careerCodeSchema });

/** A fit in words, for this person: strong, good, some or weak (`FIT_BANDS`). */
export const fitBandSchema = z.enum(FIT_BANDS);

export type RiasecArea = z.infer<typeof riasecAreaSchema>;
export type RiasecScores = z.infer<typeof riasecScoresSchema>;
export type CareerSummary = z.infer<typeof careerSummarySchema>;
export type CareerSearchQuery = z.infer<typeof careerSearchQuerySchema>;
export type CareerPage = z.infer<typeof careerPageSchema>;
export type CareerDetails = z.infer<typeof careerDetailsSchema>;
export type JobZoneInfo = z.infer<typeof jobZoneInfoSchema>;
export type PayFigures = z.infer<typeof payFiguresSchema>;
export type CareerPay = z.infer<typeof careerPaySchema>;
export type CareerOutlook = z.infer<typeof careerOutlookSchema>;
export type DataSources = z.infer<typeof dataSourcesSchema>;
