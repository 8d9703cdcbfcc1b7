// No zod here: browser code reads the questions and their limits without the schemas.

/** The onboarding questions, by their answer fields, in the order they are asked. */
export const ONBOARDING_QUESTION_IDS = [
  'lifeStage',
  'country',
  'currentOccupation',
  'highestEducation',
  'plannedEducation',
  'maxJobZone',
  'enjoyedSubjects',
  'workValues',
  'payFloor',
] as const;

export type OnboardingQuestionId = (typeof ONBOARDING_QUESTION_IDS)[number];

/** The most work values kept: the few that matter most, not all six. */
export const MAX_WORK_VALUES = 3;
/** The most enjoyed subjects kept. */
export const MAX_ENJOYED_SUBJECTS = 20;
/** The longest name of one enjoyed subject. */
export const SUBJECT_MAX_LENGTH = 60;
