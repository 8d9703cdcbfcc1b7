import { WORK_VALUES } from '@pathwise/assessment';
import { z } from 'zod';
import {
  careerCodeSchema,
  careerSummarySchema,
  figureFilterQuery,
  fitBandSchema,
  jobZoneSchema,
  riasecAreaSchema,
} from './careers.schemas';
import { FAVOURITES_LIMIT } from './favourites.schemas';
import { interestRatingEntrySchema } from './interests.schemas';
import { MAX_WORK_VALUES } from './onboarding-questions';
import { VERDICTS_LIMIT } from './verdict-rules';
import { wholeNumber } from './whole-number';

/** GET /api/me/suggestions. */
export const suggestionsQuerySchema = z
  .object({
    jobZone: z
      .string()
      .regex(/^[1-5](,[1-5]){0,4}$/, 'Use job zones 1 to 5, separated by commas.')
      .transform((value) => [...new Set(value.split(',').map(Number))])
      .optional(),
    limit: wholeNumber({ min: 1, max: 50, message: 'Give a limit from 1 to 50.' }).default(20),
    /**
     * Only these careers, whatever their place (the limit then doesn't apply): the person's fit
     * with careers they saved, as many as can be saved.
     */
    codes: z
      .string()
      .regex(
        new RegExp(`^\\d{2}-\\d{4}\\.\\d{2}(,\\d{2}-\\d{4}\\.\\d{2}){0,${FAVOURITES_LIMIT - 1}}$`),
        `Give up to ${FAVOURITES_LIMIT} O*NET-SOC codes, such as 15-1252.00, separated by commas.`,
      )
      .transform((value) => [...new Set(value.split(','))])
      .optional(),
    /** false: each career its own place, for a list the client filters by area or re-sorts. */
    families: z
      .enum(['true', 'false'], "Use 'true' or 'false'.")
      .transform((value) => value === 'true')
      .optional(),
    ...figureFilterQuery,
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
    /** The onboarding answers kept in the browser that take part in the ranking. */
    workValues: z.array(z.enum(WORK_VALUES)).max(MAX_WORK_VALUES).optional(),
    currentOccupation: careerCodeSchema.optional(),
    /** Only these careers, whatever their place (the limit then doesn't apply). */
    codes: z.array(careerCodeSchema).min(1).max(FAVOURITES_LIMIT).optional(),
    /** false: each career its own place, for a list the client filters by area or re-sorts. */
    families: z.boolean().optional(),
    /** Careers the person said are not for them (kept in their browser): left off the list. */
    notFor: z.array(careerCodeSchema).max(VERDICTS_LIMIT).optional(),
    ...figureFilterQuery,
  })
  .strict();

const workValueSchema = z.enum(WORK_VALUES);
const areasSchema = z.array(riasecAreaSchema).max(6).readonly();
const namesSchema = z.array(z.string().max(500)).max(200).readonly();
const valuesSchema = z.array(workValueSchema).readonly();

/**
 * Why a career was suggested (libs/assessment's MatchReason): its fields, from which the web app
 * words it in the reader's language, and an English sentence (`text`). Catalogue words in the
 * fields (card texts, skills, job titles, education) come in the language asked for.
 */
const reasonSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('interest-fit'),
    direction: z.enum(['shared', 'mixed', 'differs']),
    shared: areasSchema,
    apart: areasSchema,
    estimated: z.boolean(),
    text: z.string(),
  }),
  z.object({ kind: z.literal('job-zone'), jobZone: jobZoneSchema.nullable(), text: z.string() }),
  z.object({ kind: z.literal('education'), education: z.string(), text: z.string() }),
  z.object({ kind: z.literal('profile-source'), source: z.string(), text: z.string() }),
  z.object({ kind: z.literal('occupation-data'), interestSource: z.string(), text: z.string() }),
  z.object({
    kind: z.literal('shared-skills'),
    shared: z.number().int().min(0),
    of: z.number().int().min(0),
    skills: namesSchema,
    text: z.string(),
  }),
  z.object({
    kind: z.literal('related-occupation'),
    relatedTo: z.string(),
    relatedCode: z.string(),
    text: z.string(),
  }),
  z.object({
    kind: z.literal('activities'),
    liked: namesSchema,
    disliked: namesSchema,
    unsure: namesSchema,
    points: z.number(),
    text: z.string(),
  }),
  z.object({
    kind: z.literal('work-values'),
    stance: z.enum(['for', 'mixed', 'against']),
    offered: valuesSchema,
    lacking: valuesSchema,
    rated: valuesSchema,
    extents: z.partialRecord(workValueSchema, z.number()).readonly(),
    points: z.number(),
    held: z.boolean(),
    text: z.string(),
  }),
]);

/** Another career of a suggestion's family, with the fit it would show on its own card. */
const familyMemberSchema = z.object({
  code: careerCodeSchema,
  title: z.string(),
  fit: z.number().int().min(0).max(100),
  fitBand: fitBandSchema,
});

export const suggestionSchema = z.object({
  career: careerSummarySchema,
  /**
   * 0–100: interests compared (on Fisher's scale), with work values and catch-alls in points; the
   * number that orders the list.
   */
  fit: z.number().int().min(0).max(100),
  fitBand: fitBandSchema,
  /** True when the fit is estimated from personality alone: show the band in words, not the number. */
  estimate: z.boolean(),
  correlation: z.number().min(-1).max(1),
  reasons: z.array(reasonSchema),
  /**
   * Near-identical careers (the postsecondary teachers, the engineers) take one place, at their
   * closest member, which this is: its family's other members that pass the filters, closest
   * first. Null for a career in no family, or the only one of its family on the list.
   */
  family: z
    .object({ id: z.string(), name: z.string(), members: z.array(familyMemberSchema).min(1) })
    .nullable(),
});

/** A career close to the person's current job. */
export const closeCareerSchema = z.object({
  career: careerSummarySchema,
  /** 0–100: shared skills, O*NET's related list and (when known) interests. */
  closeness: z.number().int().min(0).max(100),
  sharedSkills: z.number().int().min(0),
  topSkills: z.number().int().min(0),
  related: z.boolean(),
  /** The person's fit, as in their matches, when they have a profile; null without one. */
  fit: z.number().int().min(0).max(100).nullable(),
  fitBand: fitBandSchema.nullable(),
  reasons: z.array(reasonSchema),
});

export const suggestionsSchema = z.object({
  /** What the ranking used; 'none' when the person has neither result yet. */
  source: z.enum([
    'interest-inventory',
    'personality-estimate',
    'interests-and-personality',
    'none',
  ]),
  inputs: z.object({
    interests: z.boolean(),
    personality: z.boolean(),
    /** The work values picked in onboarding, worth up to a few points of fit either way. */
    workValues: z.array(z.enum(WORK_VALUES)),
    currentOccupation: z.boolean(),
  }),
  /**
   * The lowest fit of each band for this person, calibrated on their fit with every career; null
   * when there is no ranking.
   */
  fitFloors: z
    .object({
      strong: z.number().int().min(0).max(101),
      good: z.number().int().min(0).max(101),
      some: z.number().int().min(0).max(101),
    })
    .nullable(),
  items: z.array(suggestionSchema),
  /** Careers close to the job the person does now; null when they haven't named one. */
  close: z
    .object({
      current: z.object({ code: careerCodeSchema, title: z.string() }),
      /** False when O*NET rates no skills for the current job, so none can be compared. */
      skillsRated: z.boolean(),
      items: z.array(closeCareerSchema),
    })
    .nullable(),
});

export type SuggestionsQuery = z.infer<typeof suggestionsQuerySchema>;
export type SuggestionsRequest = z.input<typeof suggestionsRequestSchema>;
export type Suggestion = z.infer<typeof suggestionSchema>;
export type Suggestions = z.infer<typeof suggestionsSchema>;
export type CloseCareerSuggestion = z.infer<typeof closeCareerSchema>;
