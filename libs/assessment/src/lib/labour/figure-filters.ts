import { type CareerFigures, GROWTH_WORDS, annualPay, formatPay, growthBand } from './pay-outlook';

/** The lowest median pays a list can be narrowed to, in dollars a year. */
export const PAY_FLOORS = [30_000, 40_000, 50_000, 60_000, 80_000, 100_000] as const;
type PayFloor = (typeof PAY_FLOORS)[number];

/** Growth a list can be narrowed to: any rise in jobs, or a rise faster than all occupations'. */
export const GROWTH_FILTERS = ['growing', 'faster'] as const;
export type GrowthFilter = (typeof GROWTH_FILTERS)[number];

export const GROWTH_FILTER_WORDS: Record<GrowthFilter, string> = {
  growing: 'Growing: more jobs expected',
  faster: GROWTH_WORDS.faster,
};

/** `minPay` in dollars a year; the pages offer the `PAY_FLOORS`, the API takes any amount. */
export type FigureFilter = { minPay: number | null; growth: GrowthFilter | null };

export const NO_FIGURE_FILTER: FigureFilter = { minPay: null, growth: null };

export const isPayFloor = (value: unknown): value is PayFloor =>
  PAY_FLOORS.includes(value as PayFloor);

const isGrowthFilter = (value: unknown): value is GrowthFilter =>
  GROWTH_FILTERS.includes(value as GrowthFilter);

/** "$60,000" */
export const payFloorText = (floor: number) => formatPay(floor, 'annual');

/**
 * Whether a career passes the pay and growth filters. A career without the figure a filter asks
 * about is left out while that filter is on (BLS publishes nothing to compare). Hourly-only pay is
 * compared over a full-time year. "Faster than average" needs all occupations' growth; without it
 * no career can be said to beat it.
 */
export function meetsFigureFilter(
  career: CareerFigures,
  filter: FigureFilter,
  allGrowthPercent: number | null,
): boolean {
  if (filter.minPay !== null && (!career.pay || annualPay(career.pay) < filter.minPay))
    return false;
  if (filter.growth === null) return true;
  const growth = career.growthPercent;
  if (growth === null || growth <= 0) return false;
  if (filter.growth === 'growing') return true;
  if (allGrowthPercent === null) return false;
  const band = growthBand(growth, allGrowthPercent);
  return band === 'faster' || band === 'much-faster';
}

/** `minPay=any`: no pay floor, even where the person's answers set one. */
export const ANY_PAY = 'any';

/** Whether the pay floor in force is the one the person's answers set: the address names none. */
export const payFloorFromAnswers = (params: URLSearchParams, answered: number | undefined) =>
  answered !== undefined && !params.has('minPay');

/**
 * The address's `minPay` and `growth` parameters; a value not offered is ignored. Where the address
 * names no pay floor, the least pay the person said they'd consider (`answered`) is the floor;
 * `minPay=any` lifts it.
 */
export function readFigureFilter(params: URLSearchParams, answered?: number): FigureFilter {
  const minPay = Number(params.get('minPay'));
  const growth = params.get('growth');
  return {
    minPay: payFloorFromAnswers(params, answered)
      ? (answered as number)
      : isPayFloor(minPay)
        ? minPay
        : null,
    growth: isGrowthFilter(growth) ? growth : null,
  };
}

/**
 * The address's parameters with this filter, leaving out what is off; others are kept. No pay
 * floor is written `any` where leaving it out would bring back the answers' floor (`answered`).
 */
export function writeFigureFilter(
  params: URLSearchParams,
  filter: FigureFilter,
  answered?: number,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (filter.minPay !== null) next.set('minPay', String(filter.minPay));
  else if (answered !== undefined) next.set('minPay', ANY_PAY);
  else next.delete('minPay');
  if (filter.growth) next.set('growth', filter.growth);
  else next.delete('growth');
  return next;
}

/** What the filter leaves in, for a list's heading: "median pay of at least $60,000 a year". */
export function figureFilterWords(filter: FigureFilter): string[] {
  const words: string[] = [];
  if (filter.minPay !== null)
    words.push(`median pay of at least ${payFloorText(filter.minPay)} a year`);
  if (filter.growth === 'growing') words.push('more jobs expected');
  if (filter.growth === 'faster') words.push('jobs growing faster than average');
  return words;
}
