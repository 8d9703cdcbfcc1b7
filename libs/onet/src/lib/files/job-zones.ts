import { z } from 'zod';
import { dateCell, numberCell, textCell } from '../cells';
import { LAYOUT_29_ONLY } from '../layout';
import { defineOnetFile, type OnetRecordOf } from '../file-spec';
import { domainSource, onetDate, requiredText, socCode, wholeNumberFrom } from '../fields';

const jobZone = wholeNumberFrom(1, 5, 'a job zone from 1 to 5');

/** `Job Zones.txt`: the preparation level (1 to 5) of each occupation that has data. */
export const jobZonesSpec = defineOnetFile({
  fileName: 'Job Zones.txt',
  schema: z.object({
    onetSocCode: socCode,
    title: requiredText.optional(),
    jobZone,
    date: onetDate,
    domainSource,
  }),
  columns: [
    ['O*NET-SOC Code', 'onetSocCode', textCell],
    ['Title', 'title', textCell, LAYOUT_29_ONLY],
    ['Job Zone', 'jobZone', numberCell],
    ['Date', 'date', dateCell],
    ['Domain Source', 'domainSource', textCell],
  ],
});

export type JobZone = OnetRecordOf<typeof jobZonesSpec>;

/** `Job Zone Reference.txt`: what each of the five job zones means. */
export const jobZoneReferenceSpec = defineOnetFile({
  fileName: 'Job Zone Reference.txt',
  schema: z.object({
    jobZone,
    name: requiredText,
    experience: requiredText,
    education: requiredText,
    jobTraining: requiredText,
    examples: requiredText,
    // Specific Vocational Preparation, e.g. "(4.0 to < 6.0)".
    svpRange: requiredText,
  }),
  columns: [
    ['Job Zone', 'jobZone', numberCell],
    ['Name', 'name', textCell],
    ['Experience', 'experience', textCell],
    ['Education', 'education', textCell],
    ['Job Training', 'jobTraining', textCell],
    ['Examples', 'examples', textCell],
    ['SVP Range', 'svpRange', textCell],
  ],
});

export type JobZoneReference = OnetRecordOf<typeof jobZoneReferenceSpec>;
