import { BIG_FIVE_TEST_VERSION } from '@pathwise/assessment';
import { DATA_EXPORT_FORMAT, type DataExport, type Profile } from '@pathwise/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import {
  favourites,
  careerVerdicts,
  groupMembers,
  groups,
  interestRatings,
  interestResults,
  personalityAnswers,
  personalityReports,
  profiles,
} from '../db/schema';
import { careerSummaries } from './careers';
import { readShares } from './groups';
import { getCoins } from './coins';
import { toResult } from './interests';
import { readOwnAnswers } from './onboarding';
import { storedAnswers, toReport } from './personality-reports';
import { ensureProfile, toProfile } from './profiles';

async function readProfile(tx: Executor, uid: string): Promise<Profile> {
  const [row] = await tx.select().from(profiles).where(eq(profiles.id, uid));
  if (!row) throw new Error(`Profile ${uid} vanished after insert.`);
  return toProfile(row);
}

async function readOnboarding(tx: Executor, uid: string): Promise<DataExport['onboarding']> {
  const { answers, updatedAt } = await readOwnAnswers(tx, uid);
  return { answers, updatedAt: updatedAt?.toISOString() ?? null };
}

async function readPersonality(tx: Executor, uid: string): Promise<DataExport['personality']> {
  const answers = await tx
    .select()
    .from(personalityAnswers)
    .where(eq(personalityAnswers.userId, uid))
    .orderBy(asc(personalityAnswers.itemId));
  const reports = await tx
    .select()
    .from(personalityReports)
    .where(eq(personalityReports.userId, uid))
    .orderBy(asc(personalityReports.createdAt));
  return {
    testVersion: BIG_FIVE_TEST_VERSION,
    answers: answers.map((row) => ({
      itemId: row.itemId,
      score: row.score,
      answeredAt: row.answeredAt.toISOString(),
    })),
    reports: reports.flatMap((row) => {
      const report = toReport(row);
      return report ? [{ ...report, answers: storedAnswers(row) }] : [];
    }),
  };
}

async function readInterests(tx: Executor, uid: string): Promise<DataExport['interests']> {
  const ratings = await tx
    .select()
    .from(interestRatings)
    .where(eq(interestRatings.userId, uid))
    .orderBy(asc(interestRatings.cardId));
  const results = await tx
    .select()
    .from(interestResults)
    .where(eq(interestResults.userId, uid))
    .orderBy(asc(interestResults.createdAt));
  return {
    ratings: ratings.map((row) => ({
      cardId: row.cardId,
      rating: row.rating,
      ratedAt: row.ratedAt.toISOString(),
    })),
    results: results.flatMap((row) => toResult(row) ?? []),
  };
}

async function readFavourites(tx: Executor, uid: string): Promise<DataExport['favourites']> {
  const rows = await tx
    .select()
    .from(favourites)
    .where(eq(favourites.userId, uid))
    .orderBy(asc(favourites.savedAt), asc(favourites.code));
  const careers = await careerSummaries(
    tx,
    rows.map((row) => row.code),
  );
  return rows.map((row) => ({
    code: row.code,
    title: careers.get(row.code)?.title ?? null,
    savedAt: row.savedAt.toISOString(),
  }));
}

async function readVerdicts(tx: Executor, uid: string): Promise<DataExport['verdicts']> {
  const rows = await tx
    .select()
    .from(careerVerdicts)
    .where(eq(careerVerdicts.userId, uid))
    .orderBy(asc(careerVerdicts.decidedAt), asc(careerVerdicts.code));
  return rows.map((row) => ({
    code: row.code,
    verdict: row.verdict,
    fitBand: row.fitBand,
    decidedAt: row.decidedAt.toISOString(),
  }));
}

async function readGroups(tx: Executor, uid: string): Promise<DataExport['groups']> {
  const made = await tx
    .select()
    .from(groups)
    .where(eq(groups.userId, uid))
    .orderBy(asc(groups.createdAt), asc(groups.code));
  const joined = await tx
    .select({ group: groups, member: groupMembers })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(eq(groupMembers.userId, uid))
    .orderBy(asc(groupMembers.joinedAt), asc(groups.code));
  return {
    made: made.map((row) => ({
      code: row.code,
      name: row.name,
      endsOn: row.endsOn,
      createdAt: row.createdAt.toISOString(),
      closedAt: row.closedAt?.toISOString() ?? null,
    })),
    joined: joined.map(({ group, member }) => ({
      code: group.code,
      groupName: group.name,
      shownAs: member.name,
      shares: readShares(member.shares),
      joinedAt: member.joinedAt.toISOString(),
    })),
  };
}

/**
 * Everything stored about a person, read in one repeatable-read transaction so the parts agree
 * with each other even while another tab is saving.
 */
export async function exportData(db: Database, uid: string): Promise<DataExport> {
  await ensureProfile(db, uid);
  return db.transaction(
    async (tx) => {
      // One after another: a transaction holds one connection.
      const profile = await readProfile(tx, uid);
      const onboardingData = await readOnboarding(tx, uid);
      const personality = await readPersonality(tx, uid);
      const interests = await readInterests(tx, uid);
      const saved = await readFavourites(tx, uid);
      const verdicts = await readVerdicts(tx, uid);
      const coins = await getCoins(tx, uid);
      const groupsOf = await readGroups(tx, uid);
      return {
        format: DATA_EXPORT_FORMAT,
        exportedAt: new Date().toISOString(),
        profile,
        onboarding: onboardingData,
        personality,
        interests,
        favourites: saved,
        verdicts,
        coins,
        groups: groupsOf,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
