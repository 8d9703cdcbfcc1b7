import { capitalise } from '../text';
/** O*NET Job Zones: how much preparation an occupation needs, 1 (little) to 5 (extensive). */
export type JobZone = 1 | 2 | 3 | 4 | 5;

export interface JobZoneInfo {
  readonly zone: JobZone;
  readonly name: string;
  /** Usual education, in plain words, after O*NET's Job Zone Reference. */
  readonly education: string;
  /** Usual work experience, in plain words, after the same reference. */
  readonly experience: string;
}

export const JOB_ZONES: readonly JobZoneInfo[] = [
  {
    zone: 1,
    name: 'Little or no preparation needed',
    education: 'some of these jobs ask for a high school diploma',
    experience: 'little or no previous work experience',
  },
  {
    zone: 2,
    name: 'Some preparation needed',
    education: 'usually a high school diploma',
    experience: 'some previous work experience helps',
  },
  {
    zone: 3,
    name: 'Medium preparation needed',
    education: "usually vocational training, on-the-job experience or an associate's degree",
    experience: 'previous work experience is usually needed, often a year or two',
  },
  {
    zone: 4,
    name: 'Considerable preparation needed',
    education: "most need a four-year bachelor's degree",
    experience: 'a considerable amount of work experience, often several years',
  },
  {
    zone: 5,
    name: 'Extensive preparation needed',
    education: "most need graduate school, such as a master's degree or a doctorate",
    experience: 'extensive experience, often more than five years',
  },
];

export function isJobZone(value: unknown): value is JobZone {
  return value === 1 || value === 2 || value === 3 || value === 4 || value === 5;
}

export function jobZoneInfo(zone: JobZone): JobZoneInfo {
  return JOB_ZONES[zone - 1] as JobZoneInfo;
}

/** "Job zone 4 of 5: considerable preparation needed", the same wherever a zone is named. */
export const jobZoneText = (zone: JobZone) =>
  `Job zone ${zone} of 5: ${jobZoneInfo(zone).name.toLowerCase()}`;

/**
 * O*NET's education figure in words that say what it is: the level most common among people doing
 * the job now (from its survey of workers), which may differ from what employers ask to start.
 */
export const currentEducationText = (education: string, share: number | null) =>
  // O*NET title-cases its categories ("Less than a High School Diploma"); said as a sentence.
  `${capitalise(education.toLowerCase())} is the most common level among people in this job${
    share === null ? '' : ` (${Math.round(share)}% of those O*NET surveyed)`
  }`;
