import { z } from 'zod';
import { flagCell, numberCell, textCell } from '../cells';
import { LAYOUT_29_ONLY } from '../layout';
import { defineOnetFile, type OnetRecordOf } from '../file-spec';
import { flag, requiredText, socCode, wholeNumberFrom } from '../fields';

/**
 * `Technology Skills.txt`: software used in each occupation, classified by an 8-digit UNSPSC
 * commodity code, with the "hot technology" and "in demand" flags.
 */
export const technologySkillsSpec = defineOnetFile({
  fileName: 'Technology Skills.txt',
  schema: z.object({
    onetSocCode: socCode,
    title: requiredText.optional(),
    example: requiredText,
    commodityCode: wholeNumberFrom(10_000_000, 99_999_999, 'an 8-digit UNSPSC commodity code'),
    commodityTitle: requiredText,
    hotTechnology: flag,
    inDemand: flag,
  }),
  columns: [
    ['O*NET-SOC Code', 'onetSocCode', textCell],
    ['Title', 'title', textCell, LAYOUT_29_ONLY],
    ['Example', 'example', textCell],
    ['Commodity Code', 'commodityCode', numberCell],
    ['Commodity Title', 'commodityTitle', textCell],
    ['Hot Technology', 'hotTechnology', flagCell],
    ['In Demand', 'inDemand', flagCell],
  ],
});

export type TechnologySkill = OnetRecordOf<typeof technologySkillsSpec>;
