import { RIASEC } from './careers.schemas';
import { GROUP_LIMITS, GROUP_SHARES } from './group-rules';
import type { GroupShares, GroupView, SharedMember } from './groups.schemas';

type SharedItems = Omit<SharedMember, 'id' | 'name' | 'joinedAt'>;

/**
 * A member as the group sees them: who they are, and of their items only those they chose to
 * share. The one rule for what a maker can read, for the server and the mock API alike.
 */
export function sharedMember(
  who: Pick<SharedMember, 'id' | 'name' | 'joinedAt'>,
  shares: GroupShares,
  items: SharedItems,
): SharedMember {
  const shown: SharedMember = { ...who };
  for (const share of GROUP_SHARES)
    if (shares[share]) Object.assign(shown, { [share]: items[share] });
  return shown;
}

/** The group's totals from what its members share right now (the maker's view's summary). */
export function summariseGroup(members: readonly SharedMember[]): GroupView['summary'] {
  const withProgress = members.filter((member) => member.progress);
  const codes = members.flatMap((member) => (member.interestCode === undefined ? [] : [member]));
  const firstAreas = new Map<string, number>();
  for (const member of codes) {
    const area = member.interestCode?.[0];
    if (area) firstAreas.set(area, (firstAreas.get(area) ?? 0) + 1);
  }
  const withTop = members.filter((member) => member.topCareers !== undefined);
  const careers = new Map<string, { code: string; title: string; members: number }>();
  for (const member of withTop)
    for (const career of member.topCareers ?? []) {
      const counted = careers.get(career.code);
      if (counted) counted.members += 1;
      else careers.set(career.code, { code: career.code, title: career.title, members: 1 });
    }
  return {
    sharingProgress: withProgress.length,
    finishedCards: withProgress.filter((member) => member.progress?.cards === 'finished').length,
    finishedTest: withProgress.filter((member) => member.progress?.test === 'finished').length,
    sharingInterestCode: codes.length,
    strongestAreas: RIASEC.filter((area) => firstAreas.has(area))
      .map((area) => ({ area, members: firstAreas.get(area) ?? 0 }))
      .sort((a, b) => b.members - a.members),
    sharingTopCareers: withTop.length,
    commonCareers: [...careers.values()]
      .sort((a, b) => b.members - a.members || a.title.localeCompare(b.title, 'en'))
      .slice(0, GROUP_LIMITS.topCareers),
  };
}
