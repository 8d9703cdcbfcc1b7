import { GROUP_SHARES } from '@pathwise/contract';
import { toFormShares, toRequest } from './membership-form-values';

describe('the membership form', () => {
  it('sends every item, true only for the ticked ones', () => {
    expect(toRequest({ name: 'Dana', shares: ['topCareers'] })).toEqual({
      name: 'Dana',
      shares: {
        progress: false,
        interestCode: false,
        topCareers: true,
        savedCareers: false,
        personality: false,
      },
    });
  });

  it('starts with nothing ticked for someone joining, and with their choices for a member', () => {
    expect(toFormShares(undefined)).toEqual([]);
    const all = Object.fromEntries(GROUP_SHARES.map((share) => [share, share !== 'progress']));
    expect(toFormShares(all as never)).toEqual(GROUP_SHARES.filter((s) => s !== 'progress'));
  });
});
