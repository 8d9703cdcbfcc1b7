import type { CareerVerdict, Verdict } from '@pathwise/contract';
import type { Database } from '../db/database';
import { careerNotFound } from '../domain/errors';
import { careerExists } from '../repositories/careers';
import { storeVerdict } from '../repositories/verdicts';
import type { OccupationIndex } from './occupation-index';
import { currentFitBand } from './suggestions';

// Reads and a removal with no rule of their own.
export { listVerdicts, removeVerdict, verdictStats } from '../repositories/verdicts';

/**
 * A person's answer to "Would you consider this?" for a career that exists, with the band the
 * career has for them now, measured from their own results.
 */
export async function saveVerdict(
  db: Database,
  index: OccupationIndex,
  uid: string,
  code: string,
  verdict: CareerVerdict,
): Promise<Verdict> {
  if (!(await careerExists(db, code))) throw careerNotFound(code);
  return storeVerdict(db, uid, code, verdict, await currentFitBand(db, index, uid, code));
}
