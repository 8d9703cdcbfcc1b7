import { WORK_VALUES } from '@pathwise/assessment';
import { z } from 'zod';
import { lifeStageSchema } from './profile.schemas';

export const EDUCATION_LEVELS = [
  'none-yet',
  'secondary',
  'vocational',
  'associate',
  'bachelor',
  'master',
  'doctorate',
] as const;
/** O*NET's six work values, from the matching engine that uses them. */
export { WORK_VALUES };

const educationSchema = z.enum(EDUCATION_LEVELS);

/**
 * The onboarding answers. Every question may be skipped; `completed` marks the person finishing
 * the questions (it earns the onboarding coins once).
 */
const answersShape = {
  lifeStage: lifeStageSchema.optional(),
  highestEducation: educationSchema.optional(),
  plannedEducation: educationSchema.optional(),
  /** The most preparation they'd take on, as an O*NET job zone (1 little … 5 extensive). */
  maxJobZone: z.number().int().min(1).max(5).optional(),
  enjoyedSubjects: z.array(z.string().trim().min(1).max(60)).max(20).optional(),
  workValues: z.array(z.enum(WORK_VALUES)).max(6).optional(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'Use a two-letter country code, such as GB or US.')
    .optional(),
};

/** The answers as stored and returned. */
export const storedOnboardingAnswersSchema = z
  .object({ ...answersShape, completed: z.boolean() })
  .strict();

/** The answers as sent: `completed` may be left out while the person is still answering. */
export const onboardingAnswersSchema = z
  .object({ ...answersShape, completed: z.boolean().default(false) })
  .strict();

export const onboardingSchema = z.object({
  answers: storedOnboardingAnswersSchema,
  updatedAt: z.iso.datetime().nullable(),
});

export type OnboardingAnswers = z.infer<typeof onboardingAnswersSchema>;
export type OnboardingAnswersInput = z.input<typeof onboardingAnswersSchema>;
export type Onboarding = z.infer<typeof onboardingSchema>;
