import { reachableZones } from './preparation';

describe('the job zones within reach', () => {
  it.each([
    // A career changer with a degree, taking on a medium amount more: zone 4 stays in.
    [{ highestEducation: 'bachelor', morePreparation: 3 }, 4],
    // …and with a lot more, graduate school: zone 5.
    [{ highestEducation: 'bachelor', morePreparation: 4 }, 5],
    [{ highestEducation: 'bachelor', morePreparation: 5 }, 5],
    [{ highestEducation: 'bachelor', morePreparation: 1 }, 4],
    // A school student: what they'd take on decides.
    [{ highestEducation: 'none-yet', morePreparation: 4 }, 4],
    [{ highestEducation: 'secondary', morePreparation: 2 }, 2],
    [{ highestEducation: 'secondary', morePreparation: 3 }, 3],
    [{ highestEducation: 'associate', morePreparation: 4 }, 4],
    [{ highestEducation: 'master', morePreparation: 1 }, 5],
    [{ morePreparation: 3 }, 3],
  ] as const)('%o reaches zone %i', (answers, top) => {
    const reach = reachableZones(answers);
    expect(reach?.top).toBe(top);
    expect(reach?.zones).toEqual([1, 2, 3, 4, 5].slice(0, top));
  });

  it('leaves every zone open until the person says how much more they would take on', () => {
    expect(reachableZones({ highestEducation: 'bachelor' })).toBeNull();
    expect(reachableZones({})).toBeNull();
  });
});
