import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ONET_FILES,
  detectRelease,
  missingFiles,
  onetFilesIn,
  readOnetFile,
  type OnetFileSpec,
} from './node';

// The O*NET 30.1 text files sit beside the repository: <repo>/../shared/data/onet-30.1.
const DATA_DIR = resolve(import.meta.dirname, '../../../../shared/data/onet-30.1');

const parsed = new Map<OnetFileSpec<unknown>, Promise<unknown[]>>();
function readAll<R>(spec: OnetFileSpec<R>): Promise<R[]> {
  let records = parsed.get(spec);
  if (!records) {
    records = (async () => {
      const list: R[] = [];
      for await (const record of readOnetFile(DATA_DIR, spec, '30')) list.push(record);
      return list;
    })();
    parsed.set(spec, records);
  }
  return records as Promise<R[]>;
}

/** Data rows per file (header excluded), as published for release 30.1 (see its SOURCE.md). */
const ROW_COUNTS: Record<keyof typeof ONET_FILES, number> = {
  occupationData: 1016,
  interests: 8307,
  interestsIllustrativeActivities: 188,
  interestsIllustrativeOccupations: 186,
  basicInterestsToRiasec: 53,
  riasecKeywords: 75,
  jobZones: 923,
  jobZoneReference: 5,
  educationTrainingExperience: 37125,
  educationTrainingExperienceCategories: 41,
  skills: 62580,
  knowledge: 59004,
  workStyles: 37422,
  relatedOccupations: 18460,
  alternateTitles: 56505,
  sampleOfReportedTitles: 7955,
  taskStatements: 18796,
  technologySkills: 32773,
  workValues: 7866,
  scalesReference: 31,
  contentModelReference: 630,
};

describe('the O*NET 30.1 text files', () => {
  beforeAll(async () => {
    expect(await missingFiles(DATA_DIR, '30'), `O*NET files missing in ${DATA_DIR}`).toEqual([]);
  });

  it('names its release in Read Me.txt, and the 30 layout publishes every file this library reads', async () => {
    expect(await detectRelease(DATA_DIR)).toEqual({ version: '30.1', layout: '30' });
    expect(onetFilesIn('30')).toHaveLength(Object.keys(ONET_FILES).length);
  });

  it.each(Object.entries(ROW_COUNTS))('parses every row of %s (%i rows)', async (name, rows) => {
    const records = await readAll<unknown>(ONET_FILES[name as keyof typeof ONET_FILES]);
    expect(records).toHaveLength(rows);
  });

  it('rating files carry no title or scale name; Occupation Data still has titles', async () => {
    const [interest] = await readAll(ONET_FILES.interests);
    expect(interest).not.toHaveProperty('title');
    expect(interest).not.toHaveProperty('scaleName');
    const occupations = await readAll(ONET_FILES.occupationData);
    expect(occupations.find((o) => o.onetSocCode === '29-1141.00')?.title).toBe(
      'Registered Nurses',
    );
  });

  it('Knowledge: 894 occupations × 33 areas, rated for importance and level', async () => {
    const knowledge = await readAll(ONET_FILES.knowledge);
    expect(new Set(knowledge.map((k) => k.onetSocCode)).size).toBe(894);
    expect(new Set(knowledge.map((k) => k.elementId)).size).toBe(33);
    const nurses = knowledge.filter((k) => k.onetSocCode === '29-1141.00' && k.scaleId === 'IM');
    const top = nurses.toSorted((a, b) => b.dataValue - a.dataValue).slice(0, 3);
    expect(top.map((k) => [k.elementName, k.dataValue])).toEqual([
      ['Psychology', 4.58],
      ['Customer and Personal Service', 4.4],
      ['Medicine and Dentistry', 4.36],
    ]);
  });

  it('Work Styles: 891 occupations × 21 styles, with impact (WI) and a distinctiveness rank (DR) for the most distinctive', async () => {
    const styles = await readAll(ONET_FILES.workStyles);
    expect(new Set(styles.map((s) => s.onetSocCode)).size).toBe(891);
    expect(new Set(styles.map((s) => s.elementId)).size).toBe(21);
    const developers = styles.filter((s) => s.onetSocCode === '15-1252.00' && s.scaleId === 'DR');
    // Ranks 1, 2, 3… name up to ten distinctive styles once each; the others are 0.
    const ranked = developers
      .filter((s) => s.dataValue > 0)
      .toSorted((a, b) => a.dataValue - b.dataValue);
    expect(ranked.map((s) => [s.dataValue, s.elementName])).toEqual([
      [1, 'Innovation'],
      [2, 'Adaptability'],
      [3, 'Achievement Orientation'],
      [4, 'Intellectual Curiosity'],
      [5, 'Attention to Detail'],
      [6, 'Dependability'],
    ]);
    expect(styles[0]).toMatchObject({ domainSource: 'AI/Expert', date: { month: 12, year: 2025 } });
  });
});
