import { z } from 'zod';
import { fitBandSchema } from './careers.schemas';
import { groupSharesSchema } from './groups.schemas';
import { coinsSchema } from './coins.schemas';
import { interestRatingSchema, interestResultSchema } from './interests.schemas';
import { onboardingSchema } from './onboarding.schemas';
import { personalityAnswerSchema, personalityReportSchema } from './personality.schemas';
import { profileSchema } from './profile.schemas';
import { careerVerdictSchema } from './verdicts.schemas';

/** The version of the export's shape; it changes when a field's meaning or place changes. */
export const DATA_EXPORT_FORMAT = 'pathwise-data-export/2';

/**
 * GET /api/me/export: everything Pathwise stores about the caller, as one JSON document they can
 * keep. Lists are oldest first, so the file reads as a history.
 */
export const dataExportSchema = z.object({
  format: z.literal(DATA_EXPORT_FORMAT),
  exportedAt: z.iso.datetime(),
  /** Includes `shareProfile`: whether other signed-in people can see the profile's summary. */
  profile: profileSchema,
  /** The onboarding answers that are not part of the profile (life stage, country and education are). */
  onboarding: onboardingSchema,
  personality: z.object({
    /** The test version the answers belong to. */
    testVersion: z.string(),
    /** Answers of a test in progress, not yet scored (each report keeps its own below). */
    answers: z.array(personalityAnswerSchema.extend({ answeredAt: z.iso.datetime() })),
    /**
     * Every report with the answers it was scored from (null for reports made before answers were
     * kept); `shareId` is set on each report whose share link is on.
     */
    reports: z.array(
      personalityReportSchema.extend({ answers: z.array(personalityAnswerSchema).nullable() }),
    ),
  }),
  interests: z.object({
    ratings: z.array(
      z.object({ cardId: z.string(), rating: interestRatingSchema, ratedAt: z.iso.datetime() }),
    ),
    results: z.array(interestResultSchema),
  }),
  favourites: z.array(
    z.object({
      code: z.string(),
      /** The career's title today, or null when the catalogue no longer has it. */
      title: z.string().nullable(),
      savedAt: z.iso.datetime(),
    }),
  ),
  /** Answers to "Would you consider this?", with the fit band the career had at the time. */
  verdicts: z.array(
    z.object({
      code: z.string(),
      verdict: careerVerdictSchema,
      fitBand: fitBandSchema.nullable(),
      decidedAt: z.iso.datetime(),
    }),
  ),
  coins: coinsSchema,
  /** The groups the person made, and the ones they are in with the name and items they show. */
  groups: z.object({
    made: z.array(
      z.object({
        code: z.string(),
        name: z.string(),
        endsOn: z.iso.date().nullable(),
        createdAt: z.iso.datetime(),
        closedAt: z.iso.datetime().nullable(),
      }),
    ),
    joined: z.array(
      z.object({
        code: z.string(),
        groupName: z.string(),
        /** The name the person gave the group. */
        shownAs: z.string(),
        shares: groupSharesSchema,
        joinedAt: z.iso.datetime(),
      }),
    ),
  }),
});

export type DataExport = z.infer<typeof dataExportSchema>;
