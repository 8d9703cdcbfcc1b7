import { ONET_FILES, type OnetFileSpec, type OnetLayout, readOnetFile } from '@pathwise/onet/node';

/** Every O*NET file the catalogue is made from, in the order they are read. */
export const RELEASE_FILES = [
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

type ReleaseFile = (typeof RELEASE_FILES)[number];

type RecordOf<K extends keyof typeof ONET_FILES> =
  (typeof ONET_FILES)[K] extends OnetFileSpec<infer R> ? R : never;

/** Each file's validated records, by its key in `ONET_FILES`. */
export type ReleaseRecords = { [K in ReleaseFile]: RecordOf<K>[] };

export type ReadProgress = (file: string, index: number, count: number) => void;

async function collect<R>(dir: string, spec: OnetFileSpec<R>, layout: OnetLayout): Promise<R[]> {
  const records: R[] = [];
  for await (const record of readOnetFile(dir, spec, layout)) records.push(record);
  return records;
}

/**
 * Reads every file in turn, reporting each before it is read. A file this release's layout does
 * not publish (Knowledge and Work Styles before 30.0) reads as no records.
 */
export async function readReleaseFiles(
  dir: string,
  layout: OnetLayout,
  onFile?: ReadProgress,
): Promise<ReleaseRecords> {
  const published = RELEASE_FILES.filter((key) => ONET_FILES[key].layouts.includes(layout));
  const records: Partial<Record<ReleaseFile, unknown[]>> = {};
  for (const key of RELEASE_FILES) {
    if (!published.includes(key)) {
      records[key] = [];
      continue;
    }
    onFile?.(ONET_FILES[key].fileName, published.indexOf(key), published.length);
    records[key] = await collect(dir, ONET_FILES[key] as OnetFileSpec<unknown>, layout);
  }
  onFile?.('', published.length, published.length);
  return records as ReleaseRecords;
}
