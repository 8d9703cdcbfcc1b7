import { z } from 'zod';
import { numberCell, textCell } from '../cells';
import { LAYOUT_29_ONLY } from '../layout';
import { defineOnetFile, type OnetRecordOf } from '../file-spec';
import { requiredText, socCode, wholeNumberFrom } from '../fields';

const relatedBase = z.object({
  onetSocCode: socCode,
  title: requiredText.optional(),
  relatedOnetSocCode: socCode,
  relatedTitle: requiredText.optional(),
  // Listed here to keep file order in records; each variant narrows both.
  relatednessTier: requiredText,
  index: wholeNumberFrom(1, 20),
});

/**
 * `Related Occupations.txt`: 20 related occupations per occupation, ranked by `index`. The tier
 * follows from the rank: Primary-Short is the top 5, Primary-Long the next 5, Supplemental the
 * remaining 10, so a tier that disagrees with its index is rejected.
 */
export const relatedOccupationsSpec = defineOnetFile({
  fileName: 'Related Occupations.txt',
  schema: z.discriminatedUnion(
    'relatednessTier',
    [
      relatedBase.extend({
        relatednessTier: z.literal('Primary-Short'),
        index: wholeNumberFrom(1, 5, 'an index from 1 to 5 for tier Primary-Short'),
      }),
      relatedBase.extend({
        relatednessTier: z.literal('Primary-Long'),
        index: wholeNumberFrom(6, 10, 'an index from 6 to 10 for tier Primary-Long'),
      }),
      relatedBase.extend({
        relatednessTier: z.literal('Supplemental'),
        index: wholeNumberFrom(11, 20, 'an index from 11 to 20 for tier Supplemental'),
      }),
    ],
    { error: '"Primary-Short", "Primary-Long" or "Supplemental"' },
  ),
  columns: [
    ['O*NET-SOC Code', 'onetSocCode', textCell],
    ['Title', 'title', textCell, LAYOUT_29_ONLY],
    ['Related O*NET-SOC Code', 'relatedOnetSocCode', textCell],
    ['Related Title', 'relatedTitle', textCell, LAYOUT_29_ONLY],
    ['Relatedness Tier', 'relatednessTier', textCell],
    ['Index', 'index', numberCell],
  ],
});

export type RelatedOccupation = OnetRecordOf<typeof relatedOccupationsSpec>;
