import {
  MAX_WORK_VALUES,
  type Onboarding,
  type OnboardingAnswers,
  PROFILE_ANSWER_FIELDS,
  onboardingAnswersSchema,
} from '@pathwise/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import { onboarding, profiles } from '../db/schema';

type ProfileField = (typeof PROFILE_ANSWER_FIELDS)[number];
type OwnAnswers = Omit<OnboardingAnswers, ProfileField>;
type ProfileAnswers = { [Field in ProfileField]?: NonNullable<OnboardingAnswers[Field]> };

/** The answers kept in the onboarding document: everything but the profile's own fields. */
export function ownAnswers(answers: OnboardingAnswers): OwnAnswers {
  const { lifeStage: _l, highestEducation: _h, country: _c, ...own } = answers;
  return own;
}

/** The profile's fields a PUT sets (null clears); one left out stays as it is. */
function profileChanges(answers: OnboardingAnswers) {
  const changes: { [Field in ProfileField]?: NonNullable<OnboardingAnswers[Field]> | null } = {};
  for (const field of PROFILE_ANSWER_FIELDS) {
    if (answers[field] !== undefined) Object.assign(changes, { [field]: answers[field] });
  }
  return changes;
}

/** A document stored before work values had their limit may hold more: its first ones are kept. */
function withinLimits(document: unknown): unknown {
  if (typeof document !== 'object' || document === null || !('workValues' in document))
    return document;
  const { workValues } = document;
  return Array.isArray(workValues) && workValues.length > MAX_WORK_VALUES
    ? { ...document, workValues: workValues.slice(0, MAX_WORK_VALUES) }
    : document;
}

/** A stored document read through the contract (an older or damaged shape reads as no answers). */
export function storedOwnAnswers(document: unknown): OwnAnswers {
  const parsed = onboardingAnswersSchema.safeParse(withinLimits(document ?? {}));
  return ownAnswers(parsed.success ? parsed.data : onboardingAnswersSchema.parse({}));
}

/** The stored document, read through the contract (see `storedOwnAnswers`). */
export async function readOwnAnswers(
  tx: Executor,
  uid: string,
): Promise<{ answers: OwnAnswers; updatedAt: Date | null }> {
  const [row] = await tx.select().from(onboarding).where(eq(onboarding.userId, uid));
  return { answers: storedOwnAnswers(row?.answers), updatedAt: row?.updatedAt ?? null };
}

async function readProfileAnswers(tx: Executor, uid: string): Promise<ProfileAnswers> {
  const [row] = await tx
    .select({
      lifeStage: profiles.lifeStage,
      highestEducation: profiles.highestEducation,
      country: profiles.country,
    })
    .from(profiles)
    .where(eq(profiles.id, uid));
  const answers: ProfileAnswers = {};
  for (const field of PROFILE_ANSWER_FIELDS)
    if (row?.[field]) Object.assign(answers, { [field]: row[field] });
  return answers;
}

async function readOnboarding(tx: Executor, uid: string): Promise<Onboarding> {
  const own = await readOwnAnswers(tx, uid);
  const fromProfile = await readProfileAnswers(tx, uid);
  const { completed, ...answers } = { ...own.answers, ...fromProfile };
  return {
    answers: { ...answers, completed },
    updatedAt: own.updatedAt?.toISOString() ?? null,
  };
}

/** The onboarding answers, with life stage, education and country read from the profile. */
export async function getOnboarding(db: Database, uid: string): Promise<Onboarding> {
  return db.transaction((tx) => readOnboarding(tx, uid), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

/**
 * Replaces the answers, in the caller's transaction: the profile's fields go to the profile (see
 * the contract: one left out stays as it is), the rest to the onboarding document.
 */
export async function writeOnboarding(
  tx: Executor,
  uid: string,
  answers: OnboardingAnswers,
): Promise<Onboarding> {
  const own = ownAnswers(answers);
  const changes = profileChanges(answers);
  if (Object.keys(changes).length)
    await tx
      .update(profiles)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(profiles.id, uid));
  const [row] = await tx
    .insert(onboarding)
    .values({ userId: uid, answers: own })
    .onConflictDoUpdate({
      target: onboarding.userId,
      set: { answers: own, updatedAt: sql`now()` },
    })
    .returning({ updatedAt: onboarding.updatedAt });
  const saved = await readOnboarding(tx, uid);
  return { ...saved, updatedAt: (row?.updatedAt ?? new Date()).toISOString() };
}
