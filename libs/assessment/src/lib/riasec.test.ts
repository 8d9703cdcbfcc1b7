import { areaFromHighPointCode, areaFromOnetElementId, rankAreas, RIASEC_AREAS } from './riasec';

describe('RIASEC_AREAS', () => {
  it("lists Holland's six areas in R, I, A, S, E, C order with O*NET's ids and codes", () => {
    expect(
      RIASEC_AREAS.map((info) => [info.area, info.name, info.onetElementId, info.highPointCode]),
    ).toEqual([
      ['R', 'Realistic', '1.B.1.a', 1],
      ['I', 'Investigative', '1.B.1.b', 2],
      ['A', 'Artistic', '1.B.1.c', 3],
      ['S', 'Social', '1.B.1.d', 4],
      ['E', 'Enterprising', '1.B.1.e', 5],
      ['C', 'Conventional', '1.B.1.f', 6],
    ]);
  });

  it('describes each area in one sentence', () => {
    for (const { description } of RIASEC_AREAS) {
      expect(description).toMatch(/^[A-Z][^.]*\.$/);
    }
  });

  it('maps O*NET high-point codes and element ids to areas, 0 and others to none', () => {
    expect([1, 2, 3, 4, 5, 6, 0, 7].map(areaFromHighPointCode)).toEqual([
      'R',
      'I',
      'A',
      'S',
      'E',
      'C',
      null,
      null,
    ]);
    expect(areaFromOnetElementId('1.B.1.e')).toBe('E');
    expect(areaFromOnetElementId('1.B.1.g')).toBeNull();
    expect(areaFromOnetElementId('1.B.3.a')).toBeNull();
  });

  it('ranks areas by score, equal scores in RIASEC order', () => {
    expect(rankAreas({ R: 1, I: 5, A: 5, S: 0, E: 9, C: 5 })).toEqual([
      'E',
      'I',
      'A',
      'C',
      'R',
      'S',
    ]);
  });
});
