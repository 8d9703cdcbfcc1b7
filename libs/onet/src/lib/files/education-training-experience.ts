import { z } from 'zod';
import { flagCell, numberCell, textCell } from '../cells';
import { ratingLeadColumns, ratingTrailColumns } from '../rating-columns';
import { LAYOUT_29_ONLY } from '../layout';
import { defineOnetFile, type OnetRecordOf } from '../file-spec';
import {
  absent,
  domainSource,
  elementId,
  finiteNumber,
  numberAtLeast,
  numberFrom,
  oneOf,
  onetDate,
  optionalFlag,
  optionalText,
  requiredText,
  scaleId,
  socCode,
  wholeNumberAtLeast,
  wholeNumberFrom,
} from '../fields';

/**
 * The category scales and their element: each scale belongs to one element and has a fixed
 * number of categories (see `Education, Training, and Experience Categories.txt`).
 */
const CATEGORY_SCALES = {
  RL: { elementId: '2.D.1', categories: 12 },
  RW: { elementId: '3.A.1', categories: 11 },
  PT: { elementId: '3.A.2', categories: 9 },
  OJ: { elementId: '3.A.3', categories: 9 },
} as const;

function categoryScale<const Id extends keyof typeof CATEGORY_SCALES>(scaleId: Id) {
  const { elementId, categories } = CATEGORY_SCALES[scaleId];
  return {
    elementId: z.literal(elementId, { error: `element id ${elementId} for scale ${scaleId}` }),
    scaleId: z.literal(scaleId),
    category: wholeNumberFrom(1, categories, `a category from 1 to ${categories}`),
  };
}

// Every column in file order, so records keep that order; each variant narrows the columns that
// depend on the scale.
const eteBase = z.object({
  onetSocCode: socCode,
  title: requiredText.optional(),
  elementId,
  elementName: requiredText,
  scaleId,
  scaleName: requiredText.optional(),
  category: wholeNumberAtLeast(1).nullable(),
  dataValue: finiteNumber,
  // Sample size; the other statistics are missing for ratings made by occupational experts.
  n: wholeNumberAtLeast(0),
  standardError: numberAtLeast(0).nullable(),
  lowerCiBound: finiteNumber.nullable(),
  upperCiBound: finiteNumber.nullable(),
  recommendSuppress: optionalFlag,
  date: onetDate,
  domainSource,
});

// A category row gives the percentage of respondents who chose that category.
const percentage = numberFrom(0, 100, 'a percentage from 0 to 100');

/**
 * `Education, Training, and Experience.txt`. Category scales (RL education, RW related work
 * experience, PT on-site training, OJ on-the-job training) give one row per category with the
 * percentage choosing it; scale IM rates the importance (1 to 5) of a professional certification
 * (2.D.4.a) or an apprenticeship (3.A.4.a) and has no category.
 */
export const educationTrainingExperienceSpec = defineOnetFile({
  fileName: 'Education, Training, and Experience.txt',
  schema: z.discriminatedUnion(
    'scaleId',
    [
      eteBase.extend({ ...categoryScale('RL'), dataValue: percentage }),
      eteBase.extend({ ...categoryScale('RW'), dataValue: percentage }),
      eteBase.extend({ ...categoryScale('PT'), dataValue: percentage }),
      eteBase.extend({ ...categoryScale('OJ'), dataValue: percentage }),
      eteBase.extend({
        elementId: oneOf(['2.D.4.a', '3.A.4.a'], 'element id 2.D.4.a or 3.A.4.a for scale IM'),
        scaleId: z.literal('IM'),
        category: absent('scale IM has no categories'),
        dataValue: numberFrom(1, 5, 'an importance from 1 to 5'),
      }),
    ],
    { error: '"RL", "RW", "PT", "OJ" or "IM"' },
  ),
  columns: [
    ...ratingLeadColumns,
    ['Category', 'category', numberCell],
    ['Data Value', 'dataValue', numberCell],
    ['N', 'n', numberCell],
    ['Standard Error', 'standardError', numberCell],
    ['Lower CI Bound', 'lowerCiBound', numberCell],
    ['Upper CI Bound', 'upperCiBound', numberCell],
    ['Recommend Suppress', 'recommendSuppress', flagCell],
    ...ratingTrailColumns,
  ],
});

export type EducationTrainingExperience = OnetRecordOf<typeof educationTrainingExperienceSpec>;

const categoryBase = z.object({
  elementId,
  elementName: requiredText,
  scaleId,
  scaleName: requiredText.optional(),
  category: wholeNumberAtLeast(1),
  // Category 1 of RW and PT ("none") has no description in the 29.3 release.
  categoryDescription: optionalText,
});

/** `Education, Training, and Experience Categories.txt`: what each category number means. */
export const educationTrainingExperienceCategoriesSpec = defineOnetFile({
  fileName: 'Education, Training, and Experience Categories.txt',
  schema: z.discriminatedUnion(
    'scaleId',
    [
      categoryBase.extend(categoryScale('RL')),
      categoryBase.extend(categoryScale('RW')),
      categoryBase.extend(categoryScale('PT')),
      categoryBase.extend(categoryScale('OJ')),
    ],
    { error: '"RL", "RW", "PT" or "OJ"' },
  ),
  columns: [
    ['Element ID', 'elementId', textCell],
    ['Element Name', 'elementName', textCell],
    ['Scale ID', 'scaleId', textCell],
    ['Scale Name', 'scaleName', textCell, LAYOUT_29_ONLY],
    ['Category', 'category', numberCell],
    ['Category Description', 'categoryDescription', textCell],
  ],
});

export type EducationTrainingExperienceCategory = OnetRecordOf<
  typeof educationTrainingExperienceCategoriesSpec
>;
