import { type JobZone, type RiasecArea, JOB_ZONES, RIASEC_ORDER } from '@pathwise/assessment';
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

/** Zones up to the most preparation the person said they'd take on; [] (any) when unsaid. */
export function defaultZones(maxJobZone: number | undefined): JobZone[] {
  return maxJobZone ? inZoneOrder([1, 2, 3, 4, 5].filter((zone) => zone <= maxJobZone)) : [];
}

/** The zones to ask the server for: undefined when every zone is allowed. */
export function zonesForQuery(zones: readonly JobZone[]): JobZone[] | undefined {
  return zones.length === 0 || zones.length === JOB_ZONES.length ? undefined : [...zones];
}

/** Whether a career leans toward any of the chosen areas (its high points); any career for []. */
export function matchesAreas(highPoints: string, areas: readonly RiasecArea[]): boolean {
  return areas.length === 0 || areas.some((area) => highPoints.includes(area));
}
