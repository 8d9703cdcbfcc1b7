import { EDUCATION_LEVELS, PAY_FLOORS, WORK_VALUES } from '@pathwise/assessment';
import { z } from 'zod';
import { countrySchema, educationSchema, lifeStageSchema } from './profile.schemas';
import { careerCodeSchema } from './careers.schemas';
import {
  MAX_ENJOYED_SUBJECTS,
  MAX_WORK_VALUES,
  type OnboardingQuestionId,
  SUBJECT_MAX_LENGTH,
} from './onboarding-questions';
import { lineOfText } from './text';

/** Education levels, from the matching engine that maps them to job zones. */
export { EDUCATION_LEVELS };
/** O*NET's six work values, from the matching engine that uses them. */
export { WORK_VALUES };

/**
 * The onboarding answers. Every question may be skipped; `completed` marks the person finishing
 * the questions (it earns the onboarding coins once). `lifeStage`, `highestEducation` and `country`
 * are the profile's own fields: GET reads them from the profile and PUT writes them there, so the
 * two never disagree. A PUT that leaves one of them out leaves the profile's value as it is; null
 * clears it. Every other answer left out is cleared.
 */
const answersShape = {
  lifeStage: lifeStageSchema.optional(),
  highestEducation: educationSchema.optional(),
  plannedEducation: educationSchema.optional(),
  /** The most preparation they'd take on, as an O*NET job zone (1 little … 5 extensive). */
  maxJobZone: z.number().int().min(1).max(5).optional(),
  enjoyedSubjects: z
    .array(lineOfText({ max: SUBJECT_MAX_LENGTH }))
    .max(MAX_ENJOYED_SUBJECTS)
    .optional(),
  workValues: z.array(z.enum(WORK_VALUES)).max(MAX_WORK_VALUES).optional(),
  /** The least median pay a year they'd consider: their lists start filtered to it. */
  payFloor: z
    .literal(PAY_FLOORS, { error: `Choose one of ${PAY_FLOORS.join(', ')}, or no minimum.` })
    .optional(),
  /** What the person does now, or did last: an O*NET-SOC code from the career search. */
  currentOccupation: careerCodeSchema.optional(),
  country: countrySchema.optional(),
};

// Fails to compile if the questions' list and the answers here part ways.
type Answered = keyof typeof answersShape;
const _noneUnlisted: [Exclude<Answered, OnboardingQuestionId>] extends [never] ? true : never =
  true;
const _noneUnanswered: [Exclude<OnboardingQuestionId, Answered>] extends [never] ? true : never =
  true;

/** The answers as stored and returned. */
export const storedOnboardingAnswersSchema = z
  .object({ ...answersShape, completed: z.boolean() })
  .strict();

/** The answers as sent: `completed` may be left out while the person is still answering. */
export const onboardingAnswersSchema = z
  .object({
    ...answersShape,
    lifeStage: lifeStageSchema.nullable().optional(),
    highestEducation: educationSchema.nullable().optional(),
    country: countrySchema.nullable().optional(),
    completed: z.boolean().default(false),
  })
  .strict();

export const onboardingSchema = z.object({
  answers: storedOnboardingAnswersSchema,
  updatedAt: z.iso.datetime().nullable(),
});

export type OnboardingAnswers = z.infer<typeof onboardingAnswersSchema>;
export type OnboardingAnswersInput = z.input<typeof onboardingAnswersSchema>;
export type Onboarding = z.infer<typeof onboardingSchema>;
