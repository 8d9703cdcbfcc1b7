import type { OnetRecordOf } from '../file-spec';
import { importanceLevelFile } from './importance-level';

/** `Knowledge.txt` (30.x): 33 knowledge areas, 2.C.x or 2.C.x.y (2.C.1.a Administration and Management). */
export const knowledgeSpec = importanceLevelFile({
  fileName: 'Knowledge.txt',
  layouts: ['30'],
  elementId: /^2\.C\.\d+(\.[a-z])?$/,
  elementIdExample: 'a knowledge element id like 2.C.1.a',
});

export type Knowledge = OnetRecordOf<typeof knowledgeSpec>;
