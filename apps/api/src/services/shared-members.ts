import {
  BIG_FIVE_DOMAIN_CODES,
  GROUP_LIMITS,
  type GroupShare,
  type SharedMember,
  type Suggestions,
  sharedMember,
} from '@pathwise/contract';
import type { Database } from '../db/database';
import { readStoredInterest } from '../db/stored-results';
import { careerSummaries } from '../repositories/careers';
import type { MemberRow } from '../repositories/groups';
import { toReport } from '../repositories/personality-reports';
import {
  type ProgressFacts,
  newestInterestResults,
  newestReports,
  progressFacts,
  savedCodes,
} from '../repositories/shared-items';
import type { OccupationIndex } from './occupation-index';
import { suggestionsFor } from './suggestions';

type Member = Pick<MemberRow, 'id' | 'userId' | 'name' | 'joinedAt' | 'shares'>;

const step = (finished: boolean, started: boolean) =>
  finished ? 'finished' : started ? 'started' : 'not-started';

const progressOf = (facts: ProgressFacts | undefined): NonNullable<SharedMember['progress']> => ({
  cards: step(facts?.interestResult ?? false, facts?.ratings ?? false),
  test: step(facts?.report ?? false, facts?.answers ?? false),
});

/** The first places of the person's own list, the same list their suggestions page shows. */
async function topCareersOf(
  db: Database,
  index: OccupationIndex,
  uid: string,
): Promise<NonNullable<SharedMember['topCareers']>> {
  const list = JSON.parse(
    await suggestionsFor(db, index, uid, { limit: GROUP_LIMITS.topCareers }),
  ) as Suggestions;
  return list.items
    .slice(0, GROUP_LIMITS.topCareers)
    .map(({ career, fitBand, fit }) => ({ code: career.code, title: career.title, fitBand, fit }));
}

/**
 * Members exactly as the group's maker sees them: for the maker's view and for each member's own
 * preview alike, so a member is never shown less than the group sees. Each item is read from the
 * member's own data now (nothing is copied into the group), so what they stop sharing, or delete,
 * is gone from the next answer; an item they did not choose is left out.
 */
export async function sharedMembers(
  db: Database,
  index: OccupationIndex,
  members: readonly Member[],
): Promise<SharedMember[]> {
  const sharing = (share: GroupShare) =>
    members.filter((member) => member.shares[share]).map((member) => member.userId);
  const [progress, interests, reports, saved] = await Promise.all([
    progressFacts(db, sharing('progress')),
    newestInterestResults(db, [...new Set([...sharing('interestCode'), ...sharing('topCareers')])]),
    newestReports(db, sharing('personality')),
    savedCodes(db, sharing('savedCareers')),
  ]);
  const careers = await careerSummaries(db, [...new Set([...saved.values()].flat())]);
  const hollandCode = (uid: string) => {
    const row = interests.get(uid);
    return (row && readStoredInterest(row.result)?.hollandCode) ?? null;
  };

  return Promise.all(
    members.map(async ({ id, userId, name, joinedAt, shares }): Promise<SharedMember> => {
      // Only what is shared is read; the contract's one rule then picks exactly the shared items.
      const shown: Omit<SharedMember, 'id' | 'name' | 'joinedAt'> = {};
      if (shares.progress) shown.progress = progressOf(progress.get(userId));
      if (shares.interestCode) shown.interestCode = hollandCode(userId);
      // Careers ranked from an interest result only: an estimate from personality alone is too
      // rough to show others as someone's careers.
      if (shares.topCareers)
        shown.topCareers = hollandCode(userId) ? await topCareersOf(db, index, userId) : null;
      if (shares.savedCareers) {
        const lines = (saved.get(userId) ?? []).flatMap((code) => {
          const career = careers.get(code);
          return career ? [{ code, title: career.title }] : [];
        });
        shown.savedCareers = lines.length ? lines : null;
      }
      if (shares.personality) {
        const row = reports.get(userId);
        const report = row && toReport(row);
        shown.personality = report
          ? BIG_FIVE_DOMAIN_CODES.map((domain) => ({
              domain,
              level: report.domains.find((one) => one.domain === domain)!.level,
            }))
          : null;
      }
      return sharedMember({ id, name, joinedAt: joinedAt.toISOString() }, shares, shown);
    }),
  );
}
