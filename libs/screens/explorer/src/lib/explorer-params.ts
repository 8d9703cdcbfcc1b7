import {
  FIGURE_SORTS,
  type FigureFilter,
  type FigureSort,
  type JobZone,
  type RiasecArea,
  isJobZone,
  readFigureFilter,
  writeFigureFilter,
} from '@pathwise/assessment';
// The mini build of zod: the same checks at a fraction of the size on this route.
import { z } from 'zod/mini';

/**
 * What the explorer shows: a search term, one interest area, any job zones, a pay floor and a
 * growth outlook, in an order.
 */
export type ExplorerFilters = FigureFilter & {
  q: string;
  area: RiasecArea | null;
  zones: readonly JobZone[];
  /** Highest pay or fastest growth first; null for best match (or A to Z without a search). */
  sort: FigureSort | null;
};

/** What the filter controls set: everything but the search. */
export type ExplorerChoice = Omit<ExplorerFilters, 'q'>;

/** How many filters (and a chosen order) are on, said on the button that opens them. */
export const filtersOn = (filters: ExplorerChoice) =>
  [
    filters.area !== null,
    filters.zones.length > 0,
    filters.minPay !== null,
    filters.growth !== null,
    filters.sort !== null,
  ].filter(Boolean).length;

/** The API takes at most this many characters of search. */
export const QUERY_MAX_LENGTH = 100;

const querySchema = z.string().check(z.trim(), z.maxLength(QUERY_MAX_LENGTH));
const areaSchema = z.enum(['R', 'I', 'A', 'S', 'E', 'C']);
const zoneSchema = z.literal(['1', '2', '3', '4', '5']);
const sortSchema = z.enum(FIGURE_SORTS);

/**
 * The filters in an address such as `?q=nurse&area=S&zone=2,3&minPay=60000`. The address may have
 * been typed or shared, so anything unusable is left out rather than trusted: an unknown area, a
 * zone outside 1 to 5, a pay floor not offered, an overlong search.
 */
export function readExplorerParams(params: URLSearchParams): ExplorerFilters {
  const q = querySchema.safeParse(params.get('q') ?? '');
  const area = areaSchema.safeParse(params.get('area'));
  const sort = sortSchema.safeParse(params.get('sort'));
  const zones = new Set(
    (params.get('zone') ?? '')
      .split(',')
      .filter((zone) => zoneSchema.safeParse(zone.trim()).success)
      .map(Number)
      .filter(isJobZone),
  );
  return {
    q: q.success ? q.data : '',
    area: area.success ? area.data : null,
    zones: [...zones].sort((a, b) => a - b),
    sort: sort.success ? sort.data : null,
    ...readFigureFilter(params),
  };
}

/** The address form of the filters, leaving out what is empty so shared links stay short. */
export function writeExplorerParams(filters: ExplorerFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.area) params.set('area', filters.area);
  if (filters.zones.length) params.set('zone', [...filters.zones].sort((a, b) => a - b).join(','));
  if (filters.sort) params.set('sort', filters.sort);
  return writeFigureFilter(params, filters);
}

/** True when nothing narrows the list: every career, A to Z. */
export const isUnfiltered = (filters: ExplorerFilters) =>
  !filters.q &&
  !filters.area &&
  filters.zones.length === 0 &&
  !filters.sort &&
  filters.minPay === null &&
  filters.growth === null;

/** Everything off: the whole catalogue, A to Z. */
export const NO_EXPLORER_FILTERS: ExplorerFilters = {
  q: '',
  area: null,
  zones: [],
  sort: null,
  minPay: null,
  growth: null,
};
