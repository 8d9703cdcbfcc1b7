/*
 * BLS pay and outlook in plain words, the same on every page that shows them (career details,
 * suggestion cards, explorer rows, compare).
 */

export type PayBasis = 'annual' | 'hourly';
type Figures = { median: number | null };

/**
 * Which figures to show: annual where BLS publishes an annual median, else hourly (actors,
 * dancers); null where it publishes neither.
 */
export function payBasis(pay: {
  annual?: Figures | null;
  hourly?: Figures | null;
}): PayBasis | null {
  if (pay.annual?.median != null) return 'annual';
  if (pay.hourly?.median != null) return 'hourly';
  return null;
}

// Made on first use, not as the module loads: building a number format costs a phone tens of
// milliseconds, and most pages that load this module never show a price in dollars.
let dollars: Intl.NumberFormat | undefined;
let cents: Intl.NumberFormat | undefined;

/** "$135,980" for a year, "$29.05" for an hour. */
export function formatPay(value: number, basis: PayBasis) {
  if (basis === 'annual') {
    dollars ??= new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    return dollars.format(value);
  }
  cents ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return cents.format(value);
}

/** "$135,980 a year", "$29.05 an hour". */
export const payText = (value: number, basis: PayBasis) =>
  `${formatPay(value, basis)} ${basis === 'annual' ? 'a year' : 'an hour'}`;

export type GrowthBand = 'much-faster' | 'faster' | 'average' | 'slower' | 'decline';

/**
 * How a career's employment change compares with all occupations' over the same decade: within
 * 1.5 points of it is "about as fast as average", 5 or more points above "much faster"; any fall in
 * jobs is a decline.
 */
export function growthBand(changePercent: number, allPercent: number): GrowthBand {
  if (changePercent < 0) return 'decline';
  // BLS publishes tenths of a percent; rounding keeps 4.6 − 3.1 at 1.5, not 1.4999….
  const difference = Math.round((changePercent - allPercent) * 10) / 10;
  if (difference >= 5) return 'much-faster';
  if (difference >= 1.5) return 'faster';
  if (difference > -1.5) return 'average';
  return 'slower';
}

export const GROWTH_WORDS: Record<GrowthBand, string> = {
  'much-faster': 'Growing much faster than average',
  faster: 'Growing faster than average',
  average: 'Growing about as fast as average',
  slower: 'Growing slower than average',
  decline: 'Expected to shrink',
};

const signed = (percent: number) =>
  `${percent > 0 ? '+' : percent < 0 ? '−' : ''}${Math.abs(percent).toFixed(1)}%`;

/** "+15.8%", "−4.7%". */
export const changeText = signed;

/**
 * Openings a year from BLS's thousands, rounded to hundreds: "about 115,200"; "fewer than 100"
 * for the smallest.
 */
export function openingsText(thousands: number): string {
  const rounded = Math.round(thousands * 10) * 100;
  return rounded < 100 ? 'fewer than 100' : `about ${rounded.toLocaleString('en-US')}`;
}

/**
 * What the figures cover when they are not this career's own: an O*NET specialty shares its
 * parent's figures, and some careers are published only as part of a wider group.
 */
export function scopeNote(scope: 'exact' | 'specialty' | 'broad', socTitle: string): string | null {
  if (scope === 'specialty')
    return `These figures are for ${socTitle} as a whole, which includes this specialty.`;
  if (scope === 'broad')
    return `BLS publishes these figures only for the wider group "${socTitle}", which includes this career.`;
  return null;
}

/**
 * A career's pay and growth for a list row: "Median pay $97,550 a year", "Growing faster than
 * average (+4.9%)". Nothing for what BLS doesn't publish, never a zero.
 */
export function listFigures(
  career: {
    pay: { median: number; basis: PayBasis; hourly?: number | null } | null;
    growthPercent: number | null;
  },
  allGrowthPercent: number | null,
): string[] {
  const parts: string[] = [];
  if (career.pay) {
    const { median, basis, hourly } = career.pay;
    const beside = basis === 'annual' && hourly != null ? ` (${payText(hourly, 'hourly')})` : '';
    parts.push(`Median pay ${payText(median, basis)}${beside}`);
  }
  if (career.growthPercent !== null)
    parts.push(
      allGrowthPercent === null
        ? `Jobs ${changeText(career.growthPercent)} over ten years`
        : `${GROWTH_WORDS[growthBand(career.growthPercent, allGrowthPercent)]} (${changeText(career.growthPercent)})`,
    );
  return parts;
}

/** The orders a career list can take by BLS figures. */
export const FIGURE_SORTS = ['pay', 'growth'] as const;
export type FigureSort = (typeof FIGURE_SORTS)[number];

/** How a list in that order is said ("…, highest median pay first"). */
export const FIGURE_SORT_WORDS: Record<FigureSort, string> = {
  pay: 'highest median pay first',
  growth: 'fastest growing first',
};

export type CareerFigures = {
  pay: { median: number; basis: PayBasis } | null;
  growthPercent: number | null;
};

/** Hours in a full-time working year, to compare hourly-only pay with annual pay. */
export const HOURS_A_YEAR = 2080;

/** A median over a year: as published, or an hourly-only median over a full-time year. */
export const annualPay = (pay: { median: number; basis: PayBasis }) =>
  pay.median * (pay.basis === 'hourly' ? HOURS_A_YEAR : 1);

/**
 * Careers by highest median pay or fastest growth, those without a figure last; a stable sort, so
 * ties and the rest keep the order they came in (best match, or A to Z).
 */
export function sortByFigures<C>(
  careers: readonly C[],
  sort: FigureSort,
  figuresOf: (career: C) => CareerFigures,
): C[] {
  const value = (career: C) => {
    const { pay, growthPercent } = figuresOf(career);
    if (sort === 'growth') return growthPercent;
    return pay ? annualPay(pay) : null;
  };
  return careers
    .map((career) => ({ career, value: value(career) }))
    .sort((a, b) =>
      a.value === null ? (b.value === null ? 0 : 1) : b.value === null ? -1 : b.value - a.value,
    )
    .map(({ career }) => career);
}
