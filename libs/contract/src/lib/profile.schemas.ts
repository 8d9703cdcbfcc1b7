import { EDUCATION_LEVELS } from '@pathwise/assessment';
import { z } from 'zod';
import { DISPLAY_NAME_MAX_LENGTH } from './profile-fields';
import { lineOfText } from './text';

export const LIFE_STAGES = ['school', 'college', 'working', 'changing-careers'] as const;
export const lifeStageSchema = z.enum(LIFE_STAGES);
/** Education levels, from the matching engine that maps them to job zones. */
export const educationSchema = z.enum(EDUCATION_LEVELS);

const displayName = lineOfText({ max: DISPLAY_NAME_MAX_LENGTH });
/** ISO 3166-1 alpha-2, upper case. */
export const countrySchema = z
  .string()
  .regex(/^[A-Z]{2}$/, 'Use a two-letter country code, such as GB or US.');
/** A BCP 47 language tag of the simple kind the app offers: "en", "pt-BR". */
const language = z
  .string()
  .regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'Use a language code such as en or pt-BR.');

/**
 * A person's own profile, as GET /api/me returns it: the one place their name, life stage, country,
 * education and language are kept (the onboarding answers read and write the same fields).
 */
export const profileSchema = z.object({
  id: z.string(),
  displayName: displayName.nullable(),
  lifeStage: lifeStageSchema.nullable(),
  country: countrySchema.nullable(),
  highestEducation: educationSchema.nullable(),
  preferredLanguage: language.nullable(),
  shareProfile: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

/** PATCH /api/me: any of the editable fields; null clears one. Unknown fields are refused. */
export const profilePatchSchema = z
  .object({
    displayName: displayName.nullable(),
    lifeStage: lifeStageSchema.nullable(),
    country: countrySchema.nullable(),
    highestEducation: educationSchema.nullable(),
    preferredLanguage: language.nullable(),
    shareProfile: z.boolean(),
  })
  .partial()
  .strict();

export type LifeStage = z.infer<typeof lifeStageSchema>;
export type Profile = z.infer<typeof profileSchema>;
export type ProfilePatch = z.infer<typeof profilePatchSchema>;

/** What others see of a person who turned sharing on. */
export const sharedProfileSchema = profileSchema.pick({
  id: true,
  displayName: true,
  lifeStage: true,
  country: true,
});
export type SharedProfile = z.infer<typeof sharedProfileSchema>;

/**
 * GET /api/profiles/:id: the profile, or null when there is nothing shared there. Unknown and
 * private look the same, and neither is an error for the page that asks.
 */
export const sharedProfileLookupSchema = sharedProfileSchema.nullable();
