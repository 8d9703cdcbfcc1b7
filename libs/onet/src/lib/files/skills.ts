import { z } from 'zod';
import { flagCell, numberCell } from '../cells';
import { ratingLeadColumns, ratingTrailColumns } from '../rating-columns';
import { defineOnetFile, type OnetRecordOf } from '../file-spec';
import {
  absent,
  domainSource,
  finiteNumber,
  flag,
  matching,
  numberAtLeast,
  numberFrom,
  onetDate,
  optionalFlag,
  requiredText,
  scaleId,
  socCode,
  wholeNumberAtLeast,
} from '../fields';

// Every column in file order, so records keep that order; each variant narrows the columns that
// depend on the scale.
const skillBase = z.object({
  onetSocCode: socCode,
  title: requiredText,
  // Basic skills are 2.A.x.y, cross-functional skills 2.B.x.y.
  elementId: matching(/^2\.[AB]\.\d+\.[a-z]$/, 'a skill element id like 2.A.1.a'),
  elementName: requiredText,
  scaleId,
  scaleName: requiredText,
  dataValue: finiteNumber,
  n: wholeNumberAtLeast(0),
  standardError: numberAtLeast(0).nullable(),
  lowerCiBound: finiteNumber.nullable(),
  upperCiBound: finiteNumber.nullable(),
  recommendSuppress: flag,
  notRelevant: optionalFlag,
  date: onetDate,
  domainSource,
});

/**
 * `Skills.txt`: each skill is rated twice per occupation, for importance (scale IM, 1 to 5) and
 * level (scale LV, 0 to 7). Only a level can be flagged "not relevant".
 */
export const skillsSpec = defineOnetFile({
  fileName: 'Skills.txt',
  schema: z.discriminatedUnion(
    'scaleId',
    [
      skillBase.extend({
        scaleId: z.literal('IM'),
        dataValue: numberFrom(1, 5, 'an importance from 1 to 5'),
        notRelevant: absent('Not Relevant applies to scale LV only'),
      }),
      skillBase.extend({
        scaleId: z.literal('LV'),
        dataValue: numberFrom(0, 7, 'a level from 0 to 7'),
        notRelevant: flag,
      }),
    ],
    { error: '"IM" or "LV"' },
  ),
  columns: [
    ...ratingLeadColumns,
    ['Data Value', 'dataValue', numberCell],
    ['N', 'n', numberCell],
    ['Standard Error', 'standardError', numberCell],
    ['Lower CI Bound', 'lowerCiBound', numberCell],
    ['Upper CI Bound', 'upperCiBound', numberCell],
    ['Recommend Suppress', 'recommendSuppress', flagCell],
    ['Not Relevant', 'notRelevant', flagCell],
    ...ratingTrailColumns,
  ],
});

export type Skill = OnetRecordOf<typeof skillsSpec>;
