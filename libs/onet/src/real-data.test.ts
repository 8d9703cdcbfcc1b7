import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ONET_FILES, detectRelease, missingFiles, readOnetFile, type OnetFileSpec } from './node';

// The O*NET 29.3 text files sit beside the repository: <repo>/../shared/data/onet.
const DATA_DIR = resolve(import.meta.dirname, '../../../../shared/data/onet');

// Each file is parsed once and shared by the tests that look at it.
const parsed = new Map<OnetFileSpec<unknown>, Promise<unknown[]>>();

async function collect<R>(spec: OnetFileSpec<R>): Promise<R[]> {
  const records: R[] = [];
  for await (const record of readOnetFile(DATA_DIR, spec, '29')) records.push(record);
  return records;
}

function readAll<R>(spec: OnetFileSpec<R>): Promise<R[]> {
  let records = parsed.get(spec);
  if (!records) {
    records = collect(spec);
    parsed.set(spec, records);
  }
  return records as Promise<R[]>;
}

function countBy<T>(
  items: readonly T[],
  key: (item: T) => string | number,
): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

/** Data rows per file (header excluded), as published for release 29.3. */
const ROW_COUNTS: Record<Exclude<keyof typeof ONET_FILES, 'knowledge' | 'workStyles'>, number> = {
  occupationData: 1016,
  interests: 8307,
  interestsIllustrativeActivities: 188,
  interestsIllustrativeOccupations: 186,
  basicInterestsToRiasec: 53,
  riasecKeywords: 75,
  jobZones: 923,
  jobZoneReference: 5,
  educationTrainingExperience: 36209,
  educationTrainingExperienceCategories: 41,
  skills: 61530,
  relatedOccupations: 18460,
  alternateTitles: 56560,
  sampleOfReportedTitles: 7796,
  taskStatements: 18796,
  technologySkills: 32681,
  workValues: 7866,
  scalesReference: 29,
  contentModelReference: 627,
};

describe('the O*NET 29.3 text files', () => {
  beforeAll(async () => {
    // Fail with the list of absent files rather than with a bare ENOENT further down.
    expect(await missingFiles(DATA_DIR, '29'), `O*NET files missing in ${DATA_DIR}`).toEqual([]);
  });

  it('names its release in Read Me.txt', async () => {
    expect(await detectRelease(DATA_DIR)).toEqual({ version: '29.3', layout: '29' });
  });

  it.each(Object.entries(ROW_COUNTS))('parses every row of %s (%i rows)', async (name, rows) => {
    const records = await readAll<unknown>(ONET_FILES[name as keyof typeof ONET_FILES]);
    expect(records).toHaveLength(rows);
  });

  it('Occupation Data: codes are unique and titles match', async () => {
    const occupations = await readAll(ONET_FILES.occupationData);
    const byCode = new Map(occupations.map((o) => [o.onetSocCode, o]));
    expect(byCode.size).toBe(1016);
    expect(byCode.get('15-1252.00')?.title).toBe('Software Developers');
    expect(byCode.get('29-1141.00')?.title).toBe('Registered Nurses');
    expect(byCode.get('11-1011.00')?.description).toMatch(/^Determine and formulate policies/);
  });

  it('Interests: 923 occupations × 6 OI scores and 3 IH high-points', async () => {
    const interests = await readAll(ONET_FILES.interests);
    expect(new Set(interests.map((i) => i.onetSocCode)).size).toBe(923);
    expect(countBy(interests, (i) => i.scaleId)).toEqual({ OI: 5538, IH: 2769 });
    const developer = interests.filter((i) => i.onetSocCode === '15-1252.00');
    expect(developer.map((i) => [i.elementId, i.dataValue])).toEqual([
      ['1.B.1.a', 3.93],
      ['1.B.1.b', 5.86],
      ['1.B.1.c', 2.26],
      ['1.B.1.d', 1.88],
      ['1.B.1.e', 1.87],
      ['1.B.1.f', 5.46],
      ['1.B.1.g', 2],
      ['1.B.1.h', 6],
      ['1.B.1.i', 1],
    ]);
    expect(developer[0]).toMatchObject({
      date: { month: 11, year: 2023 },
      domainSource: 'Machine Learning',
    });
  });

  it('Job Zones and the Job Zone Reference', async () => {
    const zones = await readAll(ONET_FILES.jobZones);
    expect(countBy(zones, (z) => z.jobZone)).toEqual({ 1: 31, 2: 295, 3: 219, 4: 224, 5: 154 });
    expect(zones.find((z) => z.onetSocCode === '15-1252.00')).toMatchObject({
      jobZone: 4,
      date: { month: 11, year: 2021 },
      domainSource: 'Analyst - Preliminary',
    });
    const reference = await readAll(ONET_FILES.jobZoneReference);
    expect(reference.map((r) => [r.jobZone, r.svpRange])).toEqual([
      [1, '(Below 4.0)'],
      [2, '(4.0 to < 6.0)'],
      [3, '(6.0 to < 7.0)'],
      [4, '(7.0 to < 8.0)'],
      [5, '(8.0 and above)'],
    ]);
  });

  it('Related Occupations: 20 ranked per occupation, 5 + 5 + 10 per tier', async () => {
    const related = await readAll(ONET_FILES.relatedOccupations);
    expect(countBy(related, (r) => r.relatednessTier)).toEqual({
      'Primary-Short': 4615,
      'Primary-Long': 4615,
      Supplemental: 9230,
    });
    expect(related.filter((r) => r.onetSocCode === '15-1252.00').slice(0, 2)).toMatchObject([
      {
        index: 1,
        relatedOnetSocCode: '15-1299.08',
        relatedTitle: 'Computer Systems Engineers/Architects',
      },
      { index: 2, relatedOnetSocCode: '15-1251.00', relatedTitle: 'Computer Programmers' },
    ]);
  });

  it('Skills: unrounded numbers, and Not Relevant only on the level scale', async () => {
    const skills = await readAll(ONET_FILES.skills);
    expect(countBy(skills, (s) => s.scaleId)).toEqual({ IM: 30765, LV: 30765 });
    expect(skills.filter((s) => s.scaleId === 'IM').every((s) => s.notRelevant === null)).toBe(
      true,
    );
    const [importance, level] = skills;
    expect(importance).toMatchObject({
      onetSocCode: '11-1011.00',
      elementId: '2.A.1.a',
      scaleId: 'IM',
      dataValue: 4.12,
      n: 8,
      standardError: 0.125,
      lowerCiBound: 3.88,
      upperCiBound: 4.37,
      recommendSuppress: false,
      notRelevant: null,
    });
    expect(level).toMatchObject({
      scaleId: 'LV',
      dataValue: 4.62,
      upperCiBound: 4.9836,
      notRelevant: false,
    });
  });

  it('Education, Training, and Experience: empty statistics are null', async () => {
    const rows = await readAll(ONET_FILES.educationTrainingExperience);
    expect(countBy(rows, (r) => r.scaleId)).toEqual({
      RL: 10296,
      RW: 9438,
      PT: 7722,
      OJ: 7722,
      IM: 1031,
    });
    expect(rows[0]).toMatchObject({
      onetSocCode: '11-1011.00',
      scaleId: 'RL',
      category: 1,
      dataValue: 0,
      n: 28,
      standardError: 0,
      lowerCiBound: null,
      upperCiBound: null,
      recommendSuppress: false,
    });
    const expertRating = rows.find(
      (r) => r.onetSocCode === '11-1011.03' && r.elementId === '2.D.4.a',
    );
    expect(expertRating).toMatchObject({
      scaleId: 'IM',
      category: null,
      dataValue: 2.7,
      n: 27,
      standardError: null,
      recommendSuppress: null,
      domainSource: 'Occupational Expert',
    });
    const categories = await readAll(ONET_FILES.educationTrainingExperienceCategories);
    expect(categories.filter((c) => c.categoryDescription === null)).toMatchObject([
      { scaleId: 'RW', category: 1 },
      { scaleId: 'PT', category: 1 },
    ]);
  });

  it('Alternate Titles and Sample of Reported Titles', async () => {
    const titles = await readAll(ONET_FILES.alternateTitles);
    expect(titles[0]).toEqual({
      onetSocCode: '11-1011.00',
      title: 'Chief Executives',
      alternateTitle: 'Aeronautics Commission Director',
      shortTitle: null,
      sources: ['08'],
    });
    expect(titles.find((t) => t.shortTitle === 'CNE')).toMatchObject({
      onetSocCode: '15-1252.00',
      alternateTitle: 'Certified Novell Engineer (CNE)',
    });
    expect(titles.filter((t) => t.shortTitle !== null)).toHaveLength(56560 - 52986);
    const reported = await readAll(ONET_FILES.sampleOfReportedTitles);
    expect(reported[0]).toMatchObject({
      reportedJobTitle: 'CEO (Chief Executive Officer)',
      shownInMyNextMove: true,
    });
    expect(countBy(reported, (r) => String(r.shownInMyNextMove))).toEqual({
      true: 3549,
      false: 4247,
    });
  });

  it('Task Statements: quoted text is unquoted, unrated tasks have nulls', async () => {
    const tasks = await readAll(ONET_FILES.taskStatements);
    expect(tasks.find((t) => t.taskId === 15287)).toEqual({
      onetSocCode: '11-1031.00',
      title: 'Legislators',
      taskId: 15287,
      task: 'Conduct "head counts" to help predict the outcome of upcoming votes.',
      taskType: null,
      incumbentsResponding: null,
      date: { month: 6, year: 2006 },
      domainSource: 'Analyst',
    });
    expect(tasks[0]).toMatchObject({ taskId: 8823, taskType: 'Core', incumbentsResponding: 95 });
    expect(countBy(tasks, (t) => String(t.taskType))).toEqual({
      Core: 13417,
      Supplemental: 4222,
      null: 1157,
    });
  });

  it('Technology Skills: commodity codes as numbers and Y/N flags as booleans', async () => {
    const tools = await readAll(ONET_FILES.technologySkills);
    expect(tools[0]).toEqual({
      onetSocCode: '11-1011.00',
      title: 'Chief Executives',
      example: 'Adobe Acrobat',
      commodityCode: 43232202,
      commodityTitle: 'Document management software',
      hotTechnology: true,
      inDemand: false,
    });
    expect(tools.filter((t) => t.hotTechnology)).toHaveLength(11616);
    expect(
      tools.find((t) => t.onetSocCode === '15-1252.00' && t.example === 'Python'),
    ).toMatchObject({
      hotTechnology: true,
      inDemand: true,
    });
  });

  it('Work Values: extents 1 to 7 and high-points, one of them 0', async () => {
    const values = await readAll(ONET_FILES.workValues);
    expect(countBy(values, (v) => v.scaleId)).toEqual({ EX: 5244, VH: 2622 });
    expect(values.filter((v) => v.scaleId === 'VH' && v.dataValue === 0)).toMatchObject([
      { onetSocCode: '35-3023.00', elementId: '1.B.2.i' },
    ]);
  });

  it('interest reference files link basic interests to RIASEC types', async () => {
    const links = await readAll(ONET_FILES.basicInterestsToRiasec);
    expect(new Set(links.map((l) => l.basicInterestsElementId)).size).toBe(41);
    const keywords = await readAll(ONET_FILES.riasecKeywords);
    expect(countBy(keywords, (k) => k.keywordType)).toEqual({ Action: 40, Object: 35 });
    const activities = await readAll(ONET_FILES.interestsIllustrativeActivities);
    expect(countBy(activities, (a) => a.interestType)).toEqual({ General: 24, Basic: 164 });
  });

  it('reference files: content model and scales', async () => {
    const elements = await readAll(ONET_FILES.contentModelReference);
    expect(elements.find((e) => e.elementId === '1.A.3.a.4')?.description).toContain(
      'without "giving out" or fatiguing',
    );
    const scales = await readAll(ONET_FILES.scalesReference);
    expect(scales.find((s) => s.scaleId === 'OI')).toEqual({
      scaleId: 'OI',
      scaleName: 'Occupational Interests',
      minimum: 1,
      maximum: 7,
    });
  });
});
