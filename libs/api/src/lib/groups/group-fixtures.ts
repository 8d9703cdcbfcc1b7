import {
  GROUP_SHARES,
  type Group,
  type GroupShares,
  type SharedMember,
  sharedMember,
} from '@pathwise/contract';
import { careerFixtures } from '../careers/career-fixtures';

/** Shares with every item off, then the ones named on: nothing is shared unless chosen. */
export const groupShares = (...chosen: (typeof GROUP_SHARES)[number][]): GroupShares =>
  Object.fromEntries(GROUP_SHARES.map((share) => [share, chosen.includes(share)])) as GroupShares;

/** Everything a member could share, as a finished student's would be. */
export function memberItems(interestCode = 'ASI'): Omit<SharedMember, 'id' | 'name' | 'joinedAt'> {
  const careers = careerFixtures();
  return {
    progress: { cards: 'finished', test: 'finished' },
    interestCode,
    topCareers: careers.map((career, place) => ({
      code: career.code,
      title: career.title,
      fitBand: place < 2 ? 'strong' : 'good',
      fit: 80 - place * 6,
    })),
    savedCareers: careers.slice(0, 2).map(({ code, title }) => ({ code, title })),
    personality: [
      { domain: 'N', level: 'neutral' },
      { domain: 'E', level: 'high' },
      { domain: 'O', level: 'high' },
      { domain: 'A', level: 'neutral' },
      { domain: 'C', level: 'low' },
    ],
  };
}

let made = 0;
/** A member of a fixture group, sharing what is chosen. */
export function buildMember(
  name: string,
  shares: GroupShares,
  interestCode?: string,
): SharedMember {
  made += 1;
  return sharedMember(
    {
      id: `00000000-0000-4000-8000-${String(made).padStart(12, '0')}`,
      name,
      joinedAt: '2026-11-02T10:00:00.000Z',
    },
    shares,
    memberItems(interestCode),
  );
}

/** A class's group as its maker made it. */
export const buildGroup = (overrides: Partial<Group> = {}): Group => ({
  code: 'K7P3QX',
  name: '10th grade, period 3',
  endsOn: null,
  createdAt: '2026-11-02T09:00:00.000Z',
  closedAt: null,
  open: true,
  memberCount: 0,
  ...overrides,
});

/** Three students who each chose something different. */
export const classMembers = (): SharedMember[] => [
  buildMember('Ana', groupShares('progress', 'interestCode', 'topCareers'), 'ASI'),
  buildMember('Ben', groupShares('progress'), 'RIC'),
  buildMember('Chloé', groupShares('progress', 'interestCode', 'personality'), 'SEA'),
];
