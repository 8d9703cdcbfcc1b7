import { EDUCATION_LEVELS, PAY_FLOORS, WORK_VALUES } from '@pathwise/assessment';
import {
  CAREER_CODE_PATTERN,
  type LIFE_STAGES as CONTRACT_LIFE_STAGES,
  MAX_ENJOYED_SUBJECTS,
  MAX_WORK_VALUES,
  type Onboarding,
  SUBJECT_MAX_LENGTH,
} from '@pathwise/contract';
import { z } from 'zod/mini';
import { STORAGE_KEYS } from '../../keys';
import { parseStored } from '../storage';

// A copy of the contract's list: importing it would bring its full-zod schemas onto the page.
// `satisfies` keeps the copy identical to the contract's. Education levels and work values come
// from the assessment library, which the contract takes them from too.
const LIFE_STAGES = [
  'school',
  'college',
  'working',
  'changing-careers',
] as const satisfies typeof CONTRACT_LIFE_STAGES;

/** The onboarding answers as stored and returned: every question optional, plus `completed`. */
export type StoredOnboardingAnswers = Onboarding['answers'];

/** Where a signed-out person's answers live in this browser. */
export const ONBOARDING_STORAGE_KEY = STORAGE_KEYS.onboarding;

const education = z.optional(z.enum(EDUCATION_LEVELS));

/**
 * The contract's answer fields, in zod/mini to keep the full zod off the page. Unknown keys are
 * dropped rather than refused, so a copy written by a newer version still loads.
 */
export const browserAnswersSchema = z.object({
  lifeStage: z.optional(z.enum(LIFE_STAGES)),
  highestEducation: education,
  plannedEducation: education,
  maxJobZone: z.optional(z.int().check(z.minimum(1), z.maximum(5))),
  enjoyedSubjects: z.optional(
    z
      .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(SUBJECT_MAX_LENGTH)))
      .check(z.maxLength(MAX_ENJOYED_SUBJECTS)),
  ),
  workValues: z.optional(z.array(z.enum(WORK_VALUES)).check(z.maxLength(MAX_WORK_VALUES))),
  payFloor: z.optional(z.literal(PAY_FLOORS)),
  country: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))),
  currentOccupation: z.optional(z.string().check(z.regex(CAREER_CODE_PATTERN))),
  completed: z._default(z.boolean(), false),
}) satisfies z.ZodMiniType<StoredOnboardingAnswers, unknown>;

export type BrowserAnswersRead = {
  answers: StoredOnboardingAnswers | null;
  /** Something was stored but isn't usable: the caller drops it and says so. */
  damaged: boolean;
};

/** Reads the stored text of a browser copy; never throws. */
export function parseBrowserAnswers(raw: string | null): BrowserAnswersRead {
  const read = parseStored(raw, browserAnswersSchema);
  return { answers: read.value, damaged: read.damaged };
}
