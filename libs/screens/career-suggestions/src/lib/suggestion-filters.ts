import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import {
  FIGURE_SORTS,
  type FigureSort,
  defaultJobZones,
  type EducationLevel,
  type JobZone,
  type RiasecArea,
  JOB_ZONES,
  RIASEC_ORDER,
  isJobZone,
  reachableZones,
} from '@pathwise/assessment';
import { i18n } from '@pathwise/i18n';
import { EDUCATION_CHOICES } from '@pathwise/onboarding-questions';
import { z } from 'zod/mini';

/** The filters as the address holds them: `?zone=1,2,3&area=S,A`; `zone=any` is every zone. */
export const ZONE_PARAM = 'zone';
export const AREA_PARAM = 'area';
const ANY = 'any';

const zoneParam = z.union([z.literal(ANY), z.string().check(z.regex(/^[1-5](,[1-5]){0,4}$/))]);
const areaParam = z.string().check(z.regex(/^[RIASEC](,[RIASEC]){0,5}$/));

export type Filters = {
  /** Chosen zones ([] = any), or 'default' when the address names none. */
  zones: JobZone[] | 'default';
  /** Chosen interest areas; [] = any. */
  areas: RiasecArea[];
};

const inZoneOrder = (zones: Iterable<number>) =>
  JOB_ZONES.map((info) => info.zone).filter((zone) => new Set(zones).has(zone));

const inAreaOrder = (areas: Iterable<string>) =>
  RIASEC_ORDER.filter((area) => new Set(areas).has(area));

/** Reads the filters from the address; a value that doesn't parse is ignored, not an error. */
export function readFilters(params: URLSearchParams): Filters {
  const zone = zoneParam.safeParse(params.get(ZONE_PARAM));
  const area = areaParam.safeParse(params.get(AREA_PARAM));
  return {
    zones: !zone.success
      ? 'default'
      : zone.data === ANY
        ? []
        : inZoneOrder(zone.data.split(',').map(Number)),
    areas: area.success ? inAreaOrder(area.data.split(',')) : [],
  };
}

const sortParam = z.enum(FIGURE_SORTS);

/** The list's order from the address (`sort=pay` or `sort=growth`); null for best match. */
export const readSort = (params: URLSearchParams): FigureSort | null => {
  const sort = sortParam.safeParse(params.get('sort'));
  return sort.success ? sort.data : null;
};

/** The address's parameters with this order; other parameters are kept. */
export function writeSort(params: URLSearchParams, sort: FigureSort | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (sort) next.set('sort', sort);
  else next.delete('sort');
  return next;
}

/** The address's parameters with these filters; other parameters are kept. */
export function writeFilters(
  params: URLSearchParams,
  { zones, areas }: { zones: readonly JobZone[]; areas: readonly RiasecArea[] },
): URLSearchParams {
  const next = new URLSearchParams(params);
  const ordered = inZoneOrder(zones);
  next.set(ZONE_PARAM, ordered.length ? ordered.join(',') : ANY);
  const chosen = inAreaOrder(areas);
  if (chosen.length) next.set(AREA_PARAM, chosen.join(','));
  else next.delete(AREA_PARAM);
  return next;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The preparation someone said they'd take on, as a sentence names it. */
const MORE_WORDS: Record<JobZone, MessageDescriptor> = {
  1: msg`a little more preparation`,
  2: msg`some more preparation`,
  3: msg`a medium amount of preparation`,
  4: msg`considerable preparation`,
  5: msg`extensive preparation`,
};

/**
 * The zones shown before the person picks any, and why in plain words: those their education
 * already reaches plus what the preparation they'd take on adds (`reachableZones`); [] (any)
 * until they say how much more they'd take on.
 */
export function defaultZones(answers: { highestEducation?: EducationLevel; maxJobZone?: number }): {
  zones: JobZone[];
  why: string | null;
} {
  const zones = defaultJobZones(answers);
  const more = isJobZone(answers.maxJobZone) ? answers.maxJobZone : null;
  const reach = reachableZones({
    highestEducation: answers.highestEducation ?? null,
    morePreparation: more,
  });
  if (!zones || !reach || !more) return { zones: [], why: null };
  const education = EDUCATION_CHOICES.find((choice) => choice.value === answers.highestEducation);
  // "No qualifications yet" reaches zone 1 only in the table's sense: say what they'd take on.
  const reached = answers.highestEducation === 'none-yet' ? null : reach.reached;
  const { top } = reach;
  const preparation = i18n._(MORE_WORDS[more]);
  const studied = education ? lowerFirst(education.label) : '';
  return {
    zones,
    why:
      education && reached !== null
        ? top === reached
          ? t`Showing zones 1 to ${top}, from your first answers: ${studied} already reaches zone ${reached}, and ${preparation} wouldn't take you above it.`
          : t`Showing zones 1 to ${top}, from your first answers: ${studied} already reaches zone ${reached}, and with ${preparation} you could reach zone ${top}.`
        : t`Showing zones 1 to ${top}, from your first answers: you'd take on ${preparation} (zone ${more}).`,
  };
}

/** The zones to ask the server for: undefined when every zone is allowed. */
export function zonesForQuery(zones: readonly JobZone[]): JobZone[] | undefined {
  return zones.length === 0 || zones.length === JOB_ZONES.length ? undefined : [...zones];
}

/** Whether a career leans toward any of the chosen areas (its high points); any career for []. */
export function matchesAreas(highPoints: string, areas: readonly RiasecArea[]): boolean {
  return areas.length === 0 || areas.some((area) => highPoints.includes(area));
}
