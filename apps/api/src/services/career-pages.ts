import { careerDetailsSchema } from '@pathwise/contract';
import type { Database } from '../db/database';
import { type Serialized, serialized } from '../plugins/serialized';
import { allCareerDetails } from '../repositories/career-details';
import { perRelease } from './per-release';

/**
 * Every career's page (GET /api/careers/:code) as the response it is sent as, written once per
 * import: a page costs a lookup, not a dozen queries and a schema pass. A career whose data the
 * response schema refuses keeps the error, so that page alone fails, as it did when written per
 * request.
 */
export function careerPages(db: Database) {
  return perRelease(db, async () => {
    const pages = new Map<string, Serialized | Error>();
    for (const [code, career] of await allCareerDetails(db)) {
      try {
        pages.set(code, serialized(careerDetailsSchema, career));
      } catch (error) {
        pages.set(code, error instanceof Error ? error : new Error(String(error)));
      }
    }
    return pages;
  });
}

export type CareerPages = ReturnType<typeof careerPages>;
