import { payFloorFromAnswers, readFigureFilter } from '@pathwise/assessment';
import { paths, queryOf } from '@pathwise/routes';
import { paramsRead } from '@pathwise/testing/fixtures';
import {
  defaultZones,
  matchesAreas,
  readFilters,
  readSort,
  writeFilters,
  zonesForQuery,
} from './suggestion-filters';

const read = (query: string) => readFilters(new URLSearchParams(query));

describe('readFilters', () => {
  it('reads zones and areas in their usual order, without repeats', () => {
    expect(read('zone=3,1,3&area=S,A,S')).toEqual({ zones: [1, 3], areas: ['A', 'S'] });
  });

  it('takes no zone parameter as the default and "any" as every zone', () => {
    expect(read('')).toEqual({ zones: 'default', areas: [] });
    expect(read('zone=any')).toEqual({ zones: [], areas: [] });
  });

  it('ignores values that are not zones or areas', () => {
    expect(read('zone=0,6&area=X')).toEqual({ zones: 'default', areas: [] });
    expect(read('zone=2;drop&area=r')).toEqual({ zones: 'default', areas: [] });
  });
});

describe('writeFilters', () => {
  it('writes the filters and keeps other parameters', () => {
    const params = writeFilters(new URLSearchParams('x=1&area=R'), {
      zones: [4, 2],
      areas: ['C', 'I'],
    });
    expect(params.toString()).toBe('x=1&area=I%2CC&zone=2%2C4');
    expect(readFilters(params)).toEqual({ zones: [2, 4], areas: ['I', 'C'] });
  });

  it('writes "any" for no zone, so the default does not come back, and drops an empty area', () => {
    const params = writeFilters(new URLSearchParams('area=R'), { zones: [], areas: [] });
    expect(params.toString()).toBe('zone=any');
  });
});

describe('zones', () => {
  it('defaults to the zones someone reaches, saying why in plain words', () => {
    expect(defaultZones({ maxJobZone: 3 })).toEqual({
      zones: [1, 2, 3],
      why: "Showing zones 1 to 3, from your first answers: you'd take on a medium amount of preparation (zone 3).",
    });
    // A career changer with a degree keeps the zone her degree reaches; "medium" adds nothing above.
    expect(defaultZones({ highestEducation: 'bachelor', maxJobZone: 3 })).toEqual({
      zones: [1, 2, 3, 4],
      why: "Showing zones 1 to 4, from your first answers: a bachelor's degree already reaches zone 4, and a medium amount of preparation wouldn't take you above it.",
    });
    // With more preparation than the education reaches, the answer says how far it goes.
    expect(defaultZones({ highestEducation: 'secondary', maxJobZone: 4 })).toMatchObject({
      zones: [1, 2, 3, 4],
      why: expect.stringMatching(
        /reaches zone 2, and with considerable preparation you could reach zone 4\.$/,
      ),
    });
    // "No qualifications yet" is said as what they'd take on, not as reaching zone 1.
    expect(defaultZones({ highestEducation: 'none-yet', maxJobZone: 4 })).toMatchObject({
      why: "Showing zones 1 to 4, from your first answers: you'd take on considerable preparation (zone 4).",
    });
    // Every zone in reach, or nothing said yet: no filter at all.
    expect(defaultZones({ highestEducation: 'bachelor', maxJobZone: 5 })).toEqual({
      zones: [],
      why: null,
    });
    expect(defaultZones({})).toEqual({ zones: [], why: null });
  });

  it('asks the server for no zone filter when every zone or none is chosen', () => {
    expect(zonesForQuery([1, 2])).toEqual([1, 2]);
    expect(zonesForQuery([])).toBeUndefined();
    expect(zonesForQuery([1, 2, 3, 4, 5])).toBeUndefined();
  });
});

describe('matchesAreas', () => {
  it('matches a career on any of its high points, and every career when no area is chosen', () => {
    expect(matchesAreas('SIC', ['C'])).toBe(true);
    expect(matchesAreas('SIC', ['R', 'E'])).toBe(false);
    expect(matchesAreas('', [])).toBe(true);
    expect(matchesAreas('', ['R'])).toBe(false);
  });
});

describe('what the suggestions read from their address', () => {
  it('is what the route table says, so the server knows which addresses get the prerendered page', () => {
    const read = paramsRead(
      readFilters,
      readSort,
      (params) => readFigureFilter(params, 50_000),
      (params) => payFloorFromAnswers(params, 50_000),
    );
    expect(read).toEqual([...queryOf(paths.careerSuggestions)].sort());
  });
});
