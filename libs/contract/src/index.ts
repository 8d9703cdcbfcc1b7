export {
  problemSchema,
  fieldErrorSchema,
  type Problem,
  type FieldError,
} from './lib/problem.schemas';
export { healthSchema, readinessSchema, type Health, type Readiness } from './lib/health.schemas';
export {
  LIFE_STAGES,
  lifeStageSchema,
  profileSchema,
  profilePatchSchema,
  type LifeStage,
  type Profile,
  type ProfilePatch,
} from './lib/profile.schemas';
