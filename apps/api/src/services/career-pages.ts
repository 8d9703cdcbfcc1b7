import { type CareerDetails, careerDetailsSchema } from '@pathwise/contract';
import type { Locale } from '@pathwise/i18n/locales';
import type { Translations } from '../catalogue/translations';
import type { Database } from '../db/database';
import { type Serialized, serialized } from '../plugins/serialized';
import { allCareerDetails } from '../repositories/career-details';
import { localiseDetails } from './localise';
import { perRelease } from './per-release';

type Page = Serialized | Error;

/** A career's page as its response, or the error its data gives against the response schema. */
function page(career: CareerDetails): Page {
  try {
    return serialized(careerDetailsSchema, career);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/**
 * Every career's page (GET /api/careers/:code) as the response it is sent as, written once per
 * import and language: a page costs a lookup, not a dozen queries and a schema pass. A career whose
 * data the response schema refuses keeps the error, so that page alone fails, as it did when
 * written per request. Other languages than English are written when first asked for.
 */
export function careerPages(db: Database, translations: Translations) {
  const current = perRelease(db, async () => {
    const details = await allCareerDetails(db);
    const byLocale = new Map<Locale, Map<string, Page>>();
    return {
      in(locale: Locale): Map<string, Page> {
        let pages = byLocale.get(locale);
        if (!pages) {
          const tr = translations.for(locale);
          pages = new Map(
            [...details].map(([code, career]) => [
              code,
              page(tr ? localiseDetails(career, tr) : career),
            ]),
          );
          byLocale.set(locale, pages);
        }
        return pages;
      },
    };
  });
  return async (locale: Locale) => (await current())?.in(locale) ?? null;
}

export type CareerPages = ReturnType<typeof careerPages>;
