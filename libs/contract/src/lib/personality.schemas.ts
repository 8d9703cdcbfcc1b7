import { levelForPercentile } from '@pathwise/assessment';
import { z } from 'zod';
import { coinAwardSchema } from './coins.schemas';
import { SHARE_ID_PATTERN } from './share-id';

export const BIG_FIVE_DOMAIN_CODES = ['N', 'E', 'O', 'A', 'C'] as const;
export const PERSONALITY_ITEM_COUNT = 120;

/** One answer: the item's id and the option picked, 1 (very inaccurate) to 5 (very accurate). */
export const personalityAnswerSchema = z.object({
  itemId: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9-]+$/, 'Use an item id from the test.'),
  score: z.number().int().min(1).max(5),
});

/** PUT /api/me/personality/answers: a batch of answers, merged with those already saved. */
export const personalityAnswersUploadSchema = z
  .object({
    testVersion: z.string().min(1).max(64),
    answers: z.array(personalityAnswerSchema).min(1).max(PERSONALITY_ITEM_COUNT),
  })
  .strict();

export const personalityAnswersSchema = z.object({
  testVersion: z.string(),
  answers: z.array(personalityAnswerSchema),
  total: z.literal(PERSONALITY_ITEM_COUNT),
});

/** How the test page timed the answers: how many it timed, how many came under a second. */
export const responsePaceSchema = z
  .object({
    timed: z.number().int().min(0).max(PERSONALITY_ITEM_COUNT),
    quick: z.number().int().min(0).max(PERSONALITY_ITEM_COUNT),
  })
  .strict()
  .refine((pace) => pace.quick <= pace.timed, {
    message: 'Quick answers are some of the timed ones.',
    path: ['quick'],
  });

/**
 * POST /api/me/personality/report: optional details that pick the norm group, and the answers'
 * pace as the test page measured it (for the response-quality check).
 */
export const personalityReportRequestSchema = z
  .object({
    sex: z.enum(['female', 'male']).optional(),
    ageBand: z.enum(['under-21', '21-40', '41-60', 'over-60']).optional(),
    pace: responsePaceSchema.optional(),
  })
  .strict();

/** Signs that an answer set may not describe the person well (see `checkResponseQuality`). */
export const responseQualityFlagSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('long-run'), length: z.number().int() }),
  z.object({ kind: z.literal('repeating-pattern'), period: z.number().int() }),
  z.object({ kind: z.literal('inconsistent'), facets: z.number().int() }),
  z.object({ kind: z.literal('random'), consistency: z.number().int().min(-100).max(100) }),
  z.object({ kind: z.literal('runs'), mean: z.number().int().min(0) }),
  z.object({ kind: z.literal('too-fast'), quick: z.number().int(), timed: z.number().int() }),
]);

/** The check of a report's answers; null for reports made before answers were checked. */
export const responseQualitySchema = z
  .object({ flags: z.array(responseQualityFlagSchema) })
  .nullable();

export const bigFiveLevelSchema = z.enum(['low', 'neutral', 'high']);

const scaleScore = {
  /** Sum of keyed answers: 24–120 for a domain, 4–20 for a facet. */
  score: z.number().int(),
  /** The percentile's band (`levelForPercentile`): low, average ('neutral') or high. */
  level: bigFiveLevelSchema,
  /** Share of the norm group scoring lower, 0–100. */
  percentile: z.number().min(0).max(100),
  t: z.number(),
};

/** A level that contradicts its percentile is refused here, so no server or mock can send one. */
const levelMatchesPercentile = (scale: { level: string; percentile: number }) =>
  scale.level === levelForPercentile(scale.percentile);
const LEVEL_MISMATCH = {
  message: 'The level must be the band of the percentile.',
  path: ['level'],
};

export const personalityReportSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  testVersion: z.string(),
  normGroup: z.object({
    label: z.string(),
    sex: z.enum(['female', 'male', 'both']),
    ageBand: z.enum(['under-21', '21-40', '41-60', 'over-60']),
    approximate: z.boolean(),
  }),
  /** Where the norms come from, to show next to the percentiles. */
  normsNote: z.string(),
  /** The id in this report's share link, or null while it is not shared (the default). */
  shareId: z.string().nullable(),
  /** Whether the answers it was scored from are kept (reports made before they were kept: no). */
  hasAnswers: z.boolean(),
  quality: responseQualitySchema,
  domains: z.array(
    z
      .object({
        domain: z.enum(BIG_FIVE_DOMAIN_CODES),
        ...scaleScore,
        facets: z.array(
          z
            .object({ facet: z.number().int().min(1).max(6), ...scaleScore })
            .refine(levelMatchesPercentile, LEVEL_MISMATCH),
        ),
      })
      .refine(levelMatchesPercentile, LEVEL_MISMATCH),
  ),
});

/** GET of the newest report: null until the person has one (nothing yet is not an error). */
export const latestPersonalityReportSchema = personalityReportSchema.nullable();

/** GET /api/me/personality/reports: every report of the person, newest first, in brief. */
export const personalityReportHistorySchema = z.object({
  items: z.array(
    z.object({
      id: z.uuid(),
      createdAt: z.iso.datetime(),
      domains: z.array(
        z
          .object({
            domain: z.enum(BIG_FIVE_DOMAIN_CODES),
            level: bigFiveLevelSchema,
            percentile: z.number().min(0).max(100),
          })
          .refine(levelMatchesPercentile, LEVEL_MISMATCH),
      ),
    }),
  ),
});

export const reportParamsSchema = z.object({ id: z.uuid('Use a report id.') });

/** POST /api/me/personality/report: the new report, and the coins finishing earned (once ever). */
export const createdPersonalityReportSchema = personalityReportSchema.extend({
  coinsAwarded: z.array(coinAwardSchema),
  /**
   * The oldest unshared report, deleted to keep the newest `REPORTS_KEPT.unshared` unshared ones;
   * null when none went. Shared reports are never deleted this way.
   */
  removedReport: z.object({ id: z.uuid(), createdAt: z.iso.datetime() }).nullable(),
});

/**
 * GET /api/me/personality/reports/:id/answers: the 120 answers a report was scored from, to read
 * back. A report made before answers were kept answers 404.
 */
export const reportAnswersSchema = z.object({
  reportId: z.uuid(),
  testVersion: z.string(),
  answers: z.array(personalityAnswerSchema),
});

/**
 * PUT /api/me/personality/reports/:id/share answers with that report's share id. A link belongs to
 * one report: a newer report never takes it over.
 */
export const personalityShareSchema = z.object({ shareId: z.string() });

/**
 * GET /api/shared-reports/:shareId: a report someone shared. `ownerName` is their profile's name
 * only while they share their profile; otherwise null.
 */
export const sharedPersonalityReportSchema = personalityReportSchema
  .omit({ shareId: true, hasAnswers: true })
  .extend({ ownerName: z.string().nullable() });

/**
 * GET /api/shared-reports/:shareId answers the report, or null when nothing is shared at that link
 * (never shared, stopped, or deleted look the same).
 */
export const sharedReportLookupSchema = sharedPersonalityReportSchema.nullable();

/**
 * GET /api/shared-report-previews/:shareId, open to anyone with the link, before they sign in: who
 * shared the report (by the report's own rule) and when its test was finished. Null when nothing
 * is shared at that link.
 */
export const sharedReportPreviewSchema = sharedPersonalityReportSchema
  .pick({ ownerName: true, createdAt: true })
  .nullable();

export const shareIdSchema = z.string().regex(SHARE_ID_PATTERN, 'Use the id from a share link.');

export type PersonalityReportHistory = z.infer<typeof personalityReportHistorySchema>;
export type CreatedPersonalityReport = z.infer<typeof createdPersonalityReportSchema>;
export type ReportAnswers = z.infer<typeof reportAnswersSchema>;
export type PersonalityShare = z.infer<typeof personalityShareSchema>;
export type SharedPersonalityReport = z.infer<typeof sharedPersonalityReportSchema>;
export type SharedReportPreview = z.infer<typeof sharedReportPreviewSchema>;

/** What the preview tells of a shared report (null for none): the server's and the mock's one rule. */
export const previewOfSharedReport = (
  report: Pick<SharedPersonalityReport, 'ownerName' | 'createdAt'> | null,
): SharedReportPreview => report && { ownerName: report.ownerName, createdAt: report.createdAt };
export type PersonalityAnswer = z.infer<typeof personalityAnswerSchema>;
export type PersonalityAnswersUpload = z.infer<typeof personalityAnswersUploadSchema>;
export type PersonalityAnswers = z.infer<typeof personalityAnswersSchema>;
export type PersonalityReportRequest = z.infer<typeof personalityReportRequestSchema>;
export type PersonalityReport = z.infer<typeof personalityReportSchema>;
export type ResponseQualityFlagView = z.infer<typeof responseQualityFlagSchema>;
