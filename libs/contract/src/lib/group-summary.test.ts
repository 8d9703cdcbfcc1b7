import type { GroupShares, SharedMember } from './groups.schemas';
import { sharedMember, summariseGroup } from './group-summary';

const none: GroupShares = {
  progress: false,
  interestCode: false,
  topCareers: false,
  savedCareers: false,
  personality: false,
};
const who = (name: string) => ({
  id: '00000000-0000-4000-8000-000000000001',
  name,
  joinedAt: '2026-11-02T10:00:00.000Z',
});
const career = (code: string, title: string) => ({
  code,
  title,
  fitBand: 'good' as const,
  fit: 60,
});

describe('what a member shows a group', () => {
  const items = {
    progress: { cards: 'finished', test: 'started' },
    interestCode: 'SAE',
    topCareers: [career('25-2031.00', 'Teachers')],
    savedCareers: null,
    personality: [{ domain: 'E', level: 'high' }],
  } satisfies Omit<SharedMember, 'id' | 'name' | 'joinedAt'>;

  it('holds only the items chosen, and nothing of the rest', () => {
    const shown = sharedMember(
      who('Ana'),
      { ...none, interestCode: true, savedCareers: true },
      items,
    );
    expect(shown).toEqual({ ...who('Ana'), interestCode: 'SAE', savedCareers: null });
  });

  it('holds just the name when nothing is chosen', () => {
    expect(sharedMember(who('Ben'), none, items)).toEqual(who('Ben'));
  });
});

describe('a group’s totals', () => {
  const members: SharedMember[] = [
    { ...who('Ana'), progress: { cards: 'finished', test: 'finished' }, interestCode: 'SAE' },
    { ...who('Ben'), progress: { cards: 'started', test: 'not-started' }, interestCode: 'RIC' },
    { ...who('Chloé'), interestCode: 'SIA' },
    { ...who('Dev'), interestCode: null },
    {
      ...who('Eli'),
      topCareers: [career('29-1141.00', 'Registered Nurses'), career('25-2031.00', 'Teachers')],
    },
    { ...who('Fay'), topCareers: [career('25-2031.00', 'Teachers')] },
    { ...who('Gus'), topCareers: null },
  ];

  it('counts progress among those who share it', () => {
    const summary = summariseGroup(members);
    expect(summary.sharingProgress).toBe(2);
    expect(summary.finishedCards).toBe(1);
    expect(summary.finishedTest).toBe(1);
  });

  it('counts first areas, most first, and members who share a code without one yet', () => {
    const summary = summariseGroup(members);
    expect(summary.sharingInterestCode).toBe(4);
    expect(summary.strongestAreas).toEqual([
      { area: 'S', members: 2 },
      { area: 'R', members: 1 },
    ]);
  });

  it('ranks careers by how many members have them in their top ten', () => {
    const summary = summariseGroup(members);
    expect(summary.sharingTopCareers).toBe(3);
    expect(summary.commonCareers).toEqual([
      { code: '25-2031.00', title: 'Teachers', members: 2 },
      { code: '29-1141.00', title: 'Registered Nurses', members: 1 },
    ]);
  });

  it('is all zeros for a group with nobody in it', () => {
    expect(summariseGroup([])).toEqual({
      sharingProgress: 0,
      finishedCards: 0,
      finishedTest: 0,
      sharingInterestCode: 0,
      strongestAreas: [],
      sharingTopCareers: 0,
      commonCareers: [],
    });
  });
});
