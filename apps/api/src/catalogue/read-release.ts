import { activityCardElement, buildActivityCards } from '@pathwise/assessment';
import { RIASEC } from '@pathwise/contract';
import {
  ONET_FILES,
  type OnetFileSpec,
  type OnetLayout,
  type OnetRelease,
  detectRelease,
  readOnetFile,
} from '@pathwise/onet/node';
import type * as schema from '../db/catalogue.schema';

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** A whole release, shaped as the catalogue tables hold it. */
export type CatalogueRows = {
  occupations: Row<typeof schema.occupations>[];
  occupationTitles: Row<typeof schema.occupationTitles>[];
  occupationTasks: Row<typeof schema.occupationTasks>[];
  occupationSkills: Row<typeof schema.occupationSkills>[];
  occupationKnowledge: Row<typeof schema.occupationKnowledge>[];
  occupationWorkStyles: Row<typeof schema.occupationWorkStyles>[];
  contentElements: Row<typeof schema.contentElements>[];
  occupationTechnologies: Row<typeof schema.occupationTechnologies>[];
  occupationWorkValues: Row<typeof schema.occupationWorkValues>[];
  relatedOccupations: Row<typeof schema.relatedOccupations>[];
  jobZones: Row<typeof schema.jobZones>[];
  interestCards: Row<typeof schema.interestCards>[];
};

export type ReadProgress = (file: string, index: number, count: number) => void;

async function collect<R>(dir: string, spec: OnetFileSpec<R>, layout: OnetLayout): Promise<R[]> {
  const records: R[] = [];
  for await (const record of readOnetFile(dir, spec, layout)) records.push(record);
  return records;
}

/** The six OI elements (1.B.1.a–f) in RIASEC order. */
const OI_ELEMENTS = ['1.B.1.a', '1.B.1.b', '1.B.1.c', '1.B.1.d', '1.B.1.e', '1.B.1.f'];
const IH_ELEMENTS = ['1.B.1.g', '1.B.1.h', '1.B.1.i'];

/** Knowledge areas (2.C…) and work styles with their groups (1.D…), as the content model words them. */
const DESCRIBED_ELEMENT = /^(2\.C\.\d+(\.[a-z])?|1\.D(\.\d+(\.[a-z])?)?)$/;

/**
 * Reads and validates every file of a release before anything is written, so a malformed file stops
 * the import with its name, line and column while the database is still untouched. The release
 * comes from its `Read Me.txt`, and decides which columns and files are read.
 */
export async function readRelease(
  dir: string,
  onFile?: ReadProgress,
): Promise<{ release: OnetRelease; rows: CatalogueRows }> {
  const release = await detectRelease(dir);
  const { layout } = release;
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
    'interestsIllustrativeOccupations',
    'basicInterestsToRiasec',
    'contentModelReference',
    'knowledge',
    'workStyles',
  ] as const;
  type FileKey = (typeof files)[number];
  // Only the files this release's layout publishes (Knowledge and Work Styles from 30.0 on).
  const published = files.filter((key) => ONET_FILES[key].layouts.includes(layout));
  const read = async <K extends FileKey>(key: K): Promise<RecordOf<K>[]> => {
    if (!published.includes(key)) return [];
    onFile?.(ONET_FILES[key].fileName, published.indexOf(key), published.length);
    return collect(dir, ONET_FILES[key] as OnetFileSpec<RecordOf<K>>, layout);
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
  const examples = await read('interestsIllustrativeOccupations');
  const basicInterests = await read('basicInterestsToRiasec');
  const contentModel = await read('contentModelReference');
  const knowledge = await read('knowledge');
  const workStyles = await read('workStyles');
  onFile?.('', published.length, published.length);

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
  // O*NET's example careers for each basic interest: a card of that interest is their own
  // activity. A RIASEC area's examples are left out: the area's score already speaks for them.
  const careersIllustrating = new Map<string, string[]>();
  for (const row of examples) {
    if (row.interestType !== 'Basic') continue;
    const codes = careersIllustrating.get(row.elementId) ?? [];
    if (!codes.includes(row.onetSocCode)) codes.push(row.onetSocCode);
    careersIllustrating.set(row.elementId, codes);
  }

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
  for (const row of alternateTitles) {
    addTitle(row.onetSocCode, row.alternateTitle, 'alternate');
    // The short form people type: "RN", "CPA", "EMT".
    if (row.shortTitle) addTitle(row.onetSocCode, row.shortTitle, 'alternate');
  }
  for (const row of reportedTitles) addTitle(row.onetSocCode, row.reportedJobTitle, 'reported');

  const styleRows = new Map<string, CatalogueRows['occupationWorkStyles'][number]>();
  for (const row of workStyles) {
    const key = `${row.onetSocCode}\u0000${row.elementId}`;
    const entry = styleRows.get(key) ?? {
      code: row.onetSocCode,
      elementId: row.elementId,
      impact: Number.NaN,
      rank: 0,
    };
    if (row.scaleId === 'WI') entry.impact = row.dataValue;
    else entry.rank = Math.round(row.dataValue);
    styleRows.set(key, entry);
  }

  const rows: CatalogueRows = {
    occupations,
    occupationTitles,
    occupationTasks: tasks.map((row) => ({
      code: row.onetSocCode,
      taskId: row.taskId,
      task: row.task,
      core: row.taskType === 'Core',
      incumbentsResponding: row.incumbentsResponding,
    })),
    occupationSkills: importanceAndLevel(skills),
    occupationKnowledge: importanceAndLevel(knowledge),
    occupationWorkStyles: [...styleRows.values()].filter((row) => Number.isFinite(row.impact)),
    contentElements: contentModel
      .filter((row) => DESCRIBED_ELEMENT.test(row.elementId))
      .map((row) => ({
        elementId: row.elementId,
        name: row.elementName,
        description: row.description,
      })),
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
      careers: careersIllustrating.get(activityCardElement(card.id)) ?? [],
    })),
  };
  return { release, rows };
}

/**
 * Skills and knowledge are rated twice per career, importance (IM) and level (LV): one row each,
 * with a level of 0 where O*NET marks it not relevant. Rows without an importance are dropped.
 */
function importanceAndLevel(
  ratings: readonly {
    onetSocCode: string;
    elementId: string;
    elementName: string;
    scaleId: 'IM' | 'LV';
    dataValue: number;
    notRelevant: boolean | null;
  }[],
): CatalogueRows['occupationSkills'] {
  const rows = new Map<string, CatalogueRows['occupationSkills'][number]>();
  for (const row of ratings) {
    const key = `${row.onetSocCode}\u0000${row.elementId}`;
    const entry = rows.get(key) ?? {
      code: row.onetSocCode,
      elementId: row.elementId,
      name: row.elementName,
      importance: Number.NaN,
      level: null,
    };
    if (row.scaleId === 'IM') entry.importance = row.dataValue;
    else entry.level = row.notRelevant ? 0 : row.dataValue;
    rows.set(key, entry);
  }
  return [...rows.values()].filter((row) => Number.isFinite(row.importance));
}

type RecordOf<K extends keyof typeof ONET_FILES> =
  (typeof ONET_FILES)[K] extends OnetFileSpec<infer R> ? R : never;
