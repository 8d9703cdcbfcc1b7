import { type JobZone, isJobZone } from './job-zones';

/** Highest education, as the onboarding questions ask it. */
export const EDUCATION_LEVELS = [
  'none-yet',
  'secondary',
  'vocational',
  'associate',
  'bachelor',
  'master',
  'doctorate',
] as const;

export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

/**
 * The O*NET job zone an education already reaches, after O*NET's Job Zone Reference: zone 2 asks
 * for a high school diploma, 3 for vocational training or an associate's degree, 4 for a bachelor's
 * degree, 5 for graduate school. "None yet" reaches zone 1.
 */
export const EDUCATION_ZONE: Readonly<Record<EducationLevel, JobZone>> = {
  'none-yet': 1,
  secondary: 2,
  vocational: 3,
  associate: 3,
  bachelor: 4,
  master: 5,
  doctorate: 5,
};

export interface PreparationAnswers {
  readonly highestEducation?: EducationLevel | null;
  /** How much more preparation the person would take on, named as a job zone (1 little … 5 a lot). */
  readonly morePreparation?: JobZone | null;
}

export interface ReachableZones {
  /** Zones 1 up to `top`. */
  readonly zones: readonly JobZone[];
  readonly top: JobZone;
  /** The zone the person's education already reaches, when given. */
  readonly reached: JobZone | null;
}

/**
 * The job zones within someone's reach: those their highest education already reaches stay in,
 * and the preparation they'd take on adds zones above it. "Considerable" (three or four years) or
 * more adds a zone above their education (a graduate degree after a bachelor's); less keeps them
 * at the higher of their education's zone and the zone their answer names. Null, meaning every
 * zone, until they say how much more they'd take on.
 */
export function reachableZones({
  highestEducation,
  morePreparation,
}: PreparationAnswers): ReachableZones | null {
  if (!morePreparation) return null;
  const reached = highestEducation ? EDUCATION_ZONE[highestEducation] : null;
  const lift = reached !== null && morePreparation >= 4 ? reached + 1 : 0;
  const top = Math.min(5, Math.max(reached ?? 0, morePreparation, lift)) as JobZone;
  const zones = ([1, 2, 3, 4, 5] as const).filter((zone) => zone <= top);
  return { zones, top, reached };
}

/**
 * The zones suggestions start from, wherever they appear: those within reach (`reachableZones`),
 * or undefined (every zone) until the person says how much preparation they'd take on, or when all
 * five are within reach.
 */
export function defaultJobZones(answers: {
  readonly highestEducation?: EducationLevel | null;
  readonly maxJobZone?: number | null;
}): JobZone[] | undefined {
  const reach = reachableZones({
    highestEducation: answers.highestEducation ?? null,
    morePreparation: isJobZone(answers.maxJobZone) ? answers.maxJobZone : null,
  });
  return reach && reach.top < 5 ? [...reach.zones] : undefined;
}
