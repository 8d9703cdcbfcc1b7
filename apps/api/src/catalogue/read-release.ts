import { buildActivityCards } from '@pathwise/assessment';
import { RIASEC } from '@pathwise/contract';
import { ONET_FILES, type OnetFileSpec, readOnetFile } from '@pathwise/onet/node';
import type * as schema from '../db/catalogue.schema';

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** A whole release, shaped as the catalogue tables hold it. */
export type CatalogueRows = {
  occupations: Row<typeof schema.occupations>[];
  occupationTitles: Row<typeof schema.occupationTitles>[];
  occupationTasks: Row<typeof schema.occupationTasks>[];
  occupationSkills: Row<typeof schema.occupationSkills>[];
  occupationTechnologies: Row<typeof schema.occupationTechnologies>[];
  occupationWorkValues: Row<typeof schema.occupationWorkValues>[];
  relatedOccupations: Row<typeof schema.relatedOccupations>[];
  jobZones: Row<typeof schema.jobZones>[];
  interestCards: Row<typeof schema.interestCards>[];
};

export type ReadProgress = (file: string, index: number, count: number) => void;

async function collect<R>(dir: string, spec: OnetFileSpec<R>): Promise<R[]> {
  const records: R[] = [];
  for await (const record of readOnetFile(dir, spec)) records.push(record);
  return records;
}

/** The six OI elements (1.B.1.a–f) in RIASEC order. */
const OI_ELEMENTS = ['1.B.1.a', '1.B.1.b', '1.B.1.c', '1.B.1.d', '1.B.1.e', '1.B.1.f'];
const IH_ELEMENTS = ['1.B.1.g', '1.B.1.h', '1.B.1.i'];

/**
 * Reads and validates every file of a release before anything is written, so a malformed file stops
 * the import with its name, line and column while the database is still untouched.
 */
export async function readRelease(dir: string, onFile?: ReadProgress): Promise<CatalogueRows> {
  const files = [
    'occupationData',
    'interests',
    'jobZones',
    'jobZoneReference',
    'educationTrainingExperience',
    'educationTrainingExperienceCategories',
    'alternateTitles',
    'sampleOfReportedTitles',
    'taskStatements',
    'skills',
    'technologySkills',
    'workValues',
    'relatedOccupations',
    'interestsIllustrativeActivities',
    'basicInterestsToRiasec',
  ] as const;
  const read = <K extends (typeof files)[number]>(key: K): Promise<RecordOf<K>[]> => {
    onFile?.(ONET_FILES[key].fileName, files.indexOf(key), files.length);
    return collect(dir, ONET_FILES[key] as OnetFileSpec<RecordOf<K>>);
  };

  const occupationData = await read('occupationData');
  const interests = await read('interests');
  const jobZoneRows = await read('jobZones');
  const jobZoneReference = await read('jobZoneReference');
  const education = await read('educationTrainingExperience');
  const educationCategories = await read('educationTrainingExperienceCategories');
  const alternateTitles = await read('alternateTitles');
  const reportedTitles = await read('sampleOfReportedTitles');
  const tasks = await read('taskStatements');
  const skills = await read('skills');
  const technologies = await read('technologySkills');
  const workValues = await read('workValues');
  const related = await read('relatedOccupations');
  const activities = await read('interestsIllustrativeActivities');
  const basicInterests = await read('basicInterestsToRiasec');
  onFile?.('', files.length, files.length);

  const profiles = new Map<string, number[]>();
  const highPoints = new Map<string, string[]>();
  for (const row of interests) {
    if (row.scaleId === 'OI') {
      const profile = profiles.get(row.onetSocCode) ?? Array<number>(6).fill(Number.NaN);
      profile[OI_ELEMENTS.indexOf(row.elementId)] = row.dataValue;
      profiles.set(row.onetSocCode, profile);
    } else if (row.dataValue > 0) {
      const points = highPoints.get(row.onetSocCode) ?? [];
      points[IH_ELEMENTS.indexOf(row.elementId)] = RIASEC[row.dataValue - 1]!;
      highPoints.set(row.onetSocCode, points);
    }
  }
  const zones = new Map(jobZoneRows.map((row) => [row.onetSocCode, row.jobZone]));

  // Typical education: the Required Level of Education category most incumbents report.
  const levelNames = new Map(
    educationCategories
      .filter((row) => row.scaleId === 'RL')
      .map((row) => [row.category, (row.categoryDescription ?? '').split(' - ')[0]!.trim()]),
  );
  const typical = new Map<string, { category: number; share: number }>();
  for (const row of education) {
    if (row.scaleId !== 'RL' || row.dataValue === null || row.category === null) continue;
    const best = typical.get(row.onetSocCode);
    if (!best || row.dataValue > best.share)
      typical.set(row.onetSocCode, { category: row.category, share: row.dataValue });
  }

  const occupations = occupationData.map((row) => {
    const profile = profiles.get(row.onetSocCode);
    const education = typical.get(row.onetSocCode);
    return {
      code: row.onetSocCode,
      title: row.title,
      description: row.description,
      jobZone: zones.get(row.onetSocCode) ?? null,
      interests: profile && profile.every(Number.isFinite) ? profile : null,
      highPoints: (highPoints.get(row.onetSocCode) ?? []).filter(Boolean).join('') || null,
      typicalEducation: education ? (levelNames.get(education.category) ?? null) : null,
      typicalEducationShare: education?.share ?? null,
    };
  });

  // Each name once per career, whichever list it came from first.
  const seen = new Set<string>();
  const occupationTitles: CatalogueRows['occupationTitles'] = [];
  const addTitle = (code: string, title: string, kind: 'title' | 'alternate' | 'reported') => {
    const key = `${code}\u0000${title.toLowerCase()}`;
    if (seen.has(key)) return;
    seen.add(key);
    occupationTitles.push({ code, title, kind });
  };
  for (const row of occupationData) addTitle(row.onetSocCode, row.title, 'title');
  for (const row of alternateTitles) addTitle(row.onetSocCode, row.alternateTitle, 'alternate');
  for (const row of reportedTitles) addTitle(row.onetSocCode, row.reportedJobTitle, 'reported');

  const skillRows = new Map<string, CatalogueRows['occupationSkills'][number]>();
  for (const row of skills) {
    if (row.dataValue === null) continue;
    const key = `${row.onetSocCode}\u0000${row.elementId}`;
    const entry = skillRows.get(key) ?? {
      code: row.onetSocCode,
      elementId: row.elementId,
      name: row.elementName,
      importance: Number.NaN,
      level: null,
    };
    if (row.scaleId === 'IM') entry.importance = row.dataValue;
    else entry.level = row.notRelevant ? 0 : row.dataValue;
    skillRows.set(key, entry);
  }

  return {
    occupations,
    occupationTitles,
    occupationTasks: tasks.map((row) => ({
      code: row.onetSocCode,
      taskId: row.taskId,
      task: row.task,
      core: row.taskType === 'Core',
      incumbentsResponding: row.incumbentsResponding,
    })),
    occupationSkills: [...skillRows.values()].filter((row) => Number.isFinite(row.importance)),
    occupationTechnologies: technologies.map((row) => ({
      code: row.onetSocCode,
      example: row.example,
      category: row.commodityTitle,
      hot: row.hotTechnology,
      inDemand: row.inDemand,
    })),
    occupationWorkValues: workValues
      .filter((row) => row.scaleId === 'EX' && row.dataValue !== null)
      .map((row) => ({
        code: row.onetSocCode,
        elementId: row.elementId,
        name: row.elementName,
        extent: row.dataValue as number,
      })),
    relatedOccupations: related.map((row) => ({
      code: row.onetSocCode,
      relatedCode: row.relatedOnetSocCode,
      tier: row.relatednessTier,
      position: row.index,
    })),
    jobZones: jobZoneReference.map((row) => ({
      zone: row.jobZone,
      name: row.name,
      experience: row.experience,
      education: row.education,
      training: row.jobTraining,
      examples: row.examples,
    })),
    interestCards: buildActivityCards(
      activities,
      basicInterests.map((row) => ({
        basicInterestElementId: row.basicInterestsElementId,
        basicInterestElementName: row.basicInterestsElementName,
        riasecElementId: row.riasecElementId,
        riasecElementName: row.riasecElementName,
      })),
    ).cards.map((card) => ({
      id: card.id,
      area: card.area,
      text: card.text,
    })),
  };
}

type RecordOf<K extends keyof typeof ONET_FILES> =
  (typeof ONET_FILES)[K] extends OnetFileSpec<infer R> ? R : never;
