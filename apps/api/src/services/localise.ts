import type { CareerDetails, CareerSummary } from '@pathwise/contract';
import type { CatalogueTranslation } from '../catalogue/translations';

/*
 * The catalogue in another language, from Pathwise's own translations (catalogue/i18n). What
 * O*NET publishes only in English (tasks, technologies, alternate titles) stays English; the web
 * app marks it so.
 */

const CAREER_CODE = /^\d{2}-\d{4}\.\d{2}$/;

const educationIn = (tr: CatalogueTranslation, level: string | null) =>
  level === null ? null : (tr.education.get(level) ?? level);

export function localiseSummary<S extends Pick<CareerSummary, 'code' | 'title'>>(
  summary: S,
  tr: CatalogueTranslation,
): S {
  const localised: S & { typicalEducation?: string | null } = {
    ...summary,
    title: tr.careers.get(summary.code)?.title ?? summary.title,
  };
  if ('typicalEducation' in summary)
    localised.typicalEducation = educationIn(tr, summary.typicalEducation as string | null);
  return localised;
}

const named = <T extends { name: string; description?: string }>(
  item: T,
  tr: CatalogueTranslation,
): T => {
  const words = tr.elementsByName.get(item.name);
  if (!words) return item;
  return {
    ...item,
    name: words.name,
    ...('description' in item && words.description ? { description: words.description } : {}),
  };
};

export function localiseDetails(details: CareerDetails, tr: CatalogueTranslation): CareerDetails {
  const career = tr.careers.get(details.code);
  const zone = details.jobZoneInfo && tr.jobZones.get(details.jobZoneInfo.zone);
  return {
    ...localiseSummary(details, tr),
    description: career?.summary ?? details.description,
    jobZoneInfo:
      details.jobZoneInfo && zone ? { ...details.jobZoneInfo, ...zone } : details.jobZoneInfo,
    skills: details.skills.map((skill) => named(skill, tr)),
    knowledge: details.knowledge.map((area) => named(area, tr)),
    workStyles: details.workStyles.map((style) => ({
      ...named(style, tr),
      group: tr.elementsByName.get(style.group)?.name ?? style.group,
    })),
    workValues: details.workValues.map((value) => named(value, tr)),
    related: details.related.map((related) => localiseSummary(related, tr)),
  };
}

/**
 * Any response in the reader's language: careers (an O*NET code with a title) get their name and
 * typical education, interest cards (an id, an area and a text) their words. Responses written
 * ahead (career pages, searches) are written in each language instead.
 */
export function localisePayload(payload: unknown, tr: CatalogueTranslation, depth = 0): unknown {
  if (depth > 8 || payload === null || typeof payload !== 'object') return payload;
  if (Array.isArray(payload)) return payload.map((item) => localisePayload(item, tr, depth + 1));
  const record = payload as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record))
    out[key] = localisePayload(value, tr, depth + 1);
  if (typeof record['code'] === 'string' && CAREER_CODE.test(record['code'])) {
    if (typeof record['title'] === 'string')
      out['title'] = tr.careers.get(record['code'])?.title ?? record['title'];
    if (typeof record['typicalEducation'] === 'string')
      out['typicalEducation'] = educationIn(tr, record['typicalEducation']);
  }
  if (typeof record['text'] === 'string' && typeof record['area'] === 'string' && 'id' in record)
    out['text'] = tr.activities.get(record['text']) ?? record['text'];
  // A reason's catalogue words (see the contract's reasonSchema): cards and skills by name.
  const names = (key: string, map: (name: string) => string | undefined) => {
    const list = record[key];
    if (Array.isArray(list))
      out[key] = list.map((name: unknown) =>
        typeof name === 'string' ? (map(name) ?? name) : name,
      );
  };
  if (record['kind'] === 'activities')
    for (const key of ['liked', 'disliked', 'unsure'])
      names(key, (text) => tr.activities.get(text));
  if (record['kind'] === 'education' && typeof record['education'] === 'string')
    out['education'] = educationIn(tr, record['education']);
  if (record['kind'] === 'related-occupation' && typeof record['relatedCode'] === 'string')
    out['relatedTo'] = tr.careers.get(record['relatedCode'])?.title ?? record['relatedTo'];
  if (record['kind'] === 'shared-skills')
    names('skills', (name) => tr.elementsByName.get(name)?.name);
  return out;
}
