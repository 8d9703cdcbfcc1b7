import { z } from 'zod';
import { textCell } from '../cells';
import { LAYOUT_29_ONLY } from '../layout';
import { defineOnetFile, type OnetRecordOf } from '../file-spec';
import { basicInterestElementId, oneOf, requiredText, riasecElementId, socCode } from '../fields';

// "General" rows describe a RIASEC type (1.B.1.*), "Basic" rows a basic interest (1.B.3.*).
function byInterestType<const T extends z.ZodRawShape>(shape: T) {
  // Element id and interest type are listed first to keep file order in records.
  const base = z.object({
    elementId: z.string(),
    elementName: requiredText,
    interestType: z.string(),
    ...shape,
  });
  return z.discriminatedUnion(
    'interestType',
    [
      base.extend({ interestType: z.literal('General'), elementId: riasecElementId }),
      base.extend({ interestType: z.literal('Basic'), elementId: basicInterestElementId }),
    ],
    { error: '"General" or "Basic"' },
  );
}

/** `Interests Illustrative Activities.txt`: example activities for each interest. */
export const interestsIllustrativeActivitiesSpec = defineOnetFile({
  fileName: 'Interests Illustrative Activities.txt',
  schema: byInterestType({ activity: requiredText }),
  columns: [
    ['Element ID', 'elementId', textCell],
    ['Element Name', 'elementName', textCell],
    ['Interest Type', 'interestType', textCell],
    ['Activity', 'activity', textCell],
  ],
});

export type InterestIllustrativeActivity = OnetRecordOf<typeof interestsIllustrativeActivitiesSpec>;

/** `Interests Illustrative Occupations.txt`: example occupations for each interest. */
export const interestsIllustrativeOccupationsSpec = defineOnetFile({
  fileName: 'Interests Illustrative Occupations.txt',
  schema: byInterestType({ onetSocCode: socCode, title: requiredText.optional() }),
  columns: [
    ['Element ID', 'elementId', textCell],
    ['Element Name', 'elementName', textCell],
    ['Interest Type', 'interestType', textCell],
    ['O*NET-SOC Code', 'onetSocCode', textCell],
    ['Title', 'title', textCell, LAYOUT_29_ONLY],
  ],
});

export type InterestIllustrativeOccupation = OnetRecordOf<
  typeof interestsIllustrativeOccupationsSpec
>;

/** `Basic Interests to RIASEC.txt`: which RIASEC type(s) each basic interest belongs to. */
export const basicInterestsToRiasecSpec = defineOnetFile({
  fileName: 'Basic Interests to RIASEC.txt',
  schema: z.object({
    basicInterestsElementId: basicInterestElementId,
    basicInterestsElementName: requiredText,
    riasecElementId,
    riasecElementName: requiredText,
  }),
  columns: [
    ['Basic Interests Element ID', 'basicInterestsElementId', textCell],
    ['Basic Interests Element Name', 'basicInterestsElementName', textCell],
    ['RIASEC Element ID', 'riasecElementId', textCell],
    ['RIASEC Element Name', 'riasecElementName', textCell],
  ],
});

export type BasicInterestToRiasec = OnetRecordOf<typeof basicInterestsToRiasecSpec>;

/** `RIASEC Keywords.txt`: action and object keywords that characterise each RIASEC type. */
export const riasecKeywordsSpec = defineOnetFile({
  fileName: 'RIASEC Keywords.txt',
  schema: z.object({
    elementId: riasecElementId,
    elementName: requiredText,
    keyword: requiredText,
    keywordType: oneOf(['Action', 'Object']),
  }),
  columns: [
    ['Element ID', 'elementId', textCell],
    ['Element Name', 'elementName', textCell],
    ['Keyword', 'keyword', textCell],
    ['Keyword Type', 'keywordType', textCell],
  ],
});

export type RiasecKeyword = OnetRecordOf<typeof riasecKeywordsSpec>;
