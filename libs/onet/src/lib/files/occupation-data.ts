import { z } from 'zod';
import { textCell } from '../cells';
import { defineOnetFile, type OnetRecordOf } from '../file-spec';
import { requiredText, socCode } from '../fields';

/** `Occupation Data.txt`: every O*NET-SOC occupation with its title and description. */
export const occupationDataSpec = defineOnetFile({
  fileName: 'Occupation Data.txt',
  schema: z.object({
    onetSocCode: socCode,
    title: requiredText,
    description: requiredText,
  }),
  columns: [
    ['O*NET-SOC Code', 'onetSocCode', textCell],
    ['Title', 'title', textCell],
    ['Description', 'description', textCell],
  ],
});

export type Occupation = OnetRecordOf<typeof occupationDataSpec>;
