import { buildGroup, buildMember, groupShares } from '@pathwise/api/testing';
import { summariseGroup } from '@pathwise/contract';
import { groupCsv } from './group-csv';

const members = [
  buildMember('=Ana', groupShares('interestCode'), 'ASI'),
  buildMember('Ben "B"', groupShares('progress')),
];
const view = { ...buildGroup(), memberCount: 2, members, summary: summariseGroup(members) };

describe('the group as CSV', () => {
  const lines = groupCsv(view).replace('\uFEFF', '').trim().split('\r\n');

  it('has a header and one row per member', () => {
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      '"Name","Joined","Card sort","Personality test","Interest code","Top 10 careers","Saved careers","Personality summary"',
    );
  });

  it('says "Not shared" for every item a member kept to themselves', () => {
    expect(lines[1]).toBe(
      `"'=Ana","2026-11-02","Not shared","Not shared","ASI (Artistic, Social, Investigative)","Not shared","Not shared","Not shared"`,
    );
    expect(lines[2]).toBe(
      '"Ben ""B""","2026-11-02","Finished","Finished","Not shared","Not shared","Not shared","Not shared"',
    );
  });
});
