/**
 * The onboarding answers kept in the profile rather than with the other onboarding answers. In a
 * module of its own, without zod, so browser code can use it without the schemas.
 */
export const PROFILE_ANSWER_FIELDS = ['lifeStage', 'highestEducation', 'country'] as const;

/** The longest display name, in characters. */
export const DISPLAY_NAME_MAX_LENGTH = 60;
