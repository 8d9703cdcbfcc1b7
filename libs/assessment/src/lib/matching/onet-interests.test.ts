import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { RiasecArea, RiasecProfile } from '../riasec';
import {
  areaFromHighPointCode,
  areaFromOnetElementId,
  RIASEC_AREAS,
  RIASEC_ORDER,
} from '../riasec';
import type { JobZone } from './job-zones';
import { isJobZone } from './job-zones';
import type { OccupationInterestProfile } from './match';
import { matchOccupations, prepareOccupations } from './match';
import { riasecProfile } from './person-profile';

// libs/assessment/src/lib/matching → the repository root, beside which the shared data lives.
const ONET_DIR = resolve(import.meta.dirname, '../../../../..', '../shared/data/onet');

/** An O*NET text file as rows of named columns: tab-separated, a header row, no quoting. */
function readTsv(name: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(resolve(ONET_DIR, name), 'utf8')
    .split(/\r?\n/)
    .filter((line) => line.length > 0);
  const columns = (header ?? '').split('\t');
  return lines.map((line) => {
    const cells = line.split('\t');
    return Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? '']));
  });
}

/** Occupations with their OI profile, IH high points and job zone, from the O*NET 29.3 files. */
function loadOccupations(): OccupationInterestProfile[] {
  const zones = new Map(
    readTsv('Job Zones.txt').map((row) => [row['O*NET-SOC Code'], Number(row['Job Zone'])]),
  );
  const byCode = new Map<
    string,
    {
      title: string;
      oi: Partial<Record<RiasecArea, number>>;
      ih: (RiasecArea | null)[];
      source: string;
    }
  >();
  const highPointElements = ['1.B.1.g', '1.B.1.h', '1.B.1.i'];
  for (const row of readTsv('Interests.txt')) {
    const code = row['O*NET-SOC Code'] as string;
    const entry = byCode.get(code) ?? {
      title: row.Title as string,
      oi: {},
      ih: [null, null, null],
      source: '',
    };
    byCode.set(code, entry);
    const value = Number(row['Data Value']);
    const elementId = row['Element ID'] as string;
    entry.source = row['Domain Source'] as string;
    if (row['Scale ID'] === 'OI') {
      entry.oi[areaFromOnetElementId(elementId) as RiasecArea] = value;
    } else if (row['Scale ID'] === 'IH') {
      entry.ih[highPointElements.indexOf(elementId)] = areaFromHighPointCode(value);
    }
  }
  return [...byCode].map(([code, entry]) => {
    const zone = zones.get(code);
    return {
      code,
      title: entry.title,
      interests: entry.oi as RiasecProfile,
      highPoints: entry.ih as [RiasecArea | null, RiasecArea | null, RiasecArea | null],
      jobZone: isJobZone(zone) ? (zone as JobZone) : null,
      interestSource: entry.source,
    };
  });
}

const occupations = loadOccupations();
const prepared = prepareOccupations(occupations);

const pure = (area: RiasecArea): RiasecProfile =>
  Object.fromEntries(RIASEC_ORDER.map((a) => [a, a === area ? 100 : 0])) as RiasecProfile;

describe('matching against O*NET 29.3', () => {
  it('reads all 923 occupations with interest data, every one with a pattern', () => {
    expect(occupations).toHaveLength(923);
    expect(
      occupations.every((o) =>
        RIASEC_ORDER.every((a) => o.interests[a] >= 1 && o.interests[a] <= 7),
      ),
    ).toBe(true);
    expect(prepared.occupations).toHaveLength(923);
    expect(prepared.excluded).toHaveLength(0);
  });

  it.each(RIASEC_AREAS.map((info) => [info.name, info.area] as const))(
    'puts %s occupations (O*NET first high point) at the top for a purely %s profile',
    (_name, area) => {
      const result = matchOccupations(riasecProfile(pure(area)), prepared, { limit: 10 });
      expect(result.matches).toHaveLength(10);
      for (const match of result.matches) {
        expect([match.occupation.code, match.occupation.highPoints[0]]).toEqual([
          match.occupation.code,
          area,
        ]);
        // A one-area profile is far from any real career's, so its fits are modest; the one area
        // the person has is still named as shared.
        expect(match.reasons[0]).toMatchObject({ kind: 'interest-fit' });
        expect(match.reasons[0]).not.toMatchObject({ direction: 'differs' });
        expect(match.reasons[0]).toHaveProperty('shared.0', area);
      }
    },
  );

  it('matches one profile against all occupations well under a millisecond per occupation', () => {
    const person = riasecProfile({ R: 20, I: 75, A: 40, S: 60, E: 30, C: 55 });
    const runs = 50;
    matchOccupations(person, prepared); // warm up
    const start = performance.now();
    for (let i = 0; i < runs; i++) matchOccupations(person, prepared);
    const perRun = (performance.now() - start) / runs;
    // A generous bound for a busy machine, still ten times under a millisecond per occupation.
    expect(perRun / occupations.length).toBeLessThan(0.1);
  });
});
