import type { OnetRecordOf } from '../file-spec';
import { importanceLevelFile } from './importance-level';

/** `Skills.txt`: basic skills (2.A.x.y) and cross-functional skills (2.B.x.y). */
export const skillsSpec = importanceLevelFile({
  fileName: 'Skills.txt',
  elementId: /^2\.[AB]\.\d+\.[a-z]$/,
  elementIdExample: 'a skill element id like 2.A.1.a',
});

export type Skill = OnetRecordOf<typeof skillsSpec>;
