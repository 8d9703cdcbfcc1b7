import {
  type CareerFigures,
  GROWTH_WORDS,
  HOURS_A_YEAR,
  annualPay,
  formatPay,
  growthBand,
} from './pay-outlook';

/** The lowest median pays onboarding offers as answers, in dollars a year. */
export const PAY_FLOORS = [30_000, 40_000, 50_000, 60_000, 80_000, 100_000] as const;

/** The highest pay floor a list takes, in dollars a year (the API's own limit). */
export const MAX_PAY_FLOOR = 1_000_000;

/** How a person may state a pay floor: a year's pay or an hour's. */
export const PAY_PERIODS = ['year', 'hour'] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];

/** What the pay floor's arrows add or take: a thousand dollars a year, or 50 cents an hour. */
export const PAY_FLOOR_STEP: Record<PayPeriod, number> = { year: 1000, hour: 0.5 };

/** A pay floor in whole dollars a year from an amount per period (an hour over a full-time year). */
export const yearlyPayFloor = (amount: number, period: PayPeriod): number =>
  Math.round(period === 'hour' ? amount * HOURS_A_YEAR : amount);

/** A pay floor (dollars a year) per period as shown: whole dollars a year, or cents an hour. */
export const payFloorPer = (yearly: number, period: PayPeriod): number =>
  period === 'hour' ? Math.round((yearly * 100) / HOURS_A_YEAR) / 100 : yearly;

/** A floor a list can be narrowed to: whole dollars a year, above nothing, within the API's limit. */
export const isPayFloorAmount = (yearly: number): boolean =>
  Number.isInteger(yearly) && yearly > 0 && yearly <= MAX_PAY_FLOOR;

/** Growth a list can be narrowed to: any rise in jobs, or a rise faster than all occupations'. */
export const GROWTH_FILTERS = ['growing', 'faster'] as const;
export type GrowthFilter = (typeof GROWTH_FILTERS)[number];

export const GROWTH_FILTER_WORDS: Record<GrowthFilter, string> = {
  growing: 'Growing: more jobs expected',
  faster: GROWTH_WORDS.faster,
};

/** `minPay` in whole dollars a year, any amount up to `MAX_PAY_FLOOR`. */
export type FigureFilter = { minPay: number | null; growth: GrowthFilter | null };

export const NO_FIGURE_FILTER: FigureFilter = { minPay: null, growth: null };

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
 * The address's `minPay` and `growth` parameters; a value a list can't take is ignored. Where the
 * address names no pay floor, the least pay the person said they'd consider (`answered`) is the
 * floor; `minPay=any` lifts it.
 */
export function readFigureFilter(params: URLSearchParams, answered?: number): FigureFilter {
  const written = params.get('minPay') ?? '';
  const minPay = /^\d{1,7}$/.test(written) ? Number(written) : NaN;
  const growth = params.get('growth');
  return {
    minPay: payFloorFromAnswers(params, answered)
      ? (answered as number)
      : isPayFloorAmount(minPay)
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
