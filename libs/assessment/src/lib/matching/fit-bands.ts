/*
 * The one place that turns a fit (0–100) into words. A measured fit shows its number with its
 * band; a fit estimated from personality alone shows only words, since personality says little
 * about interests.
 *
 * Bands are calibrated for each person (see `fit-scale.ts`): "strong" is kept for their closest
 * 1 % of careers, so it stays rare whatever the shape of their profile, and never goes below a
 * fixed fit, so a profile that matches no career closely gets no strong fits at all.
 */

/** The bands, closest first. */
export const FIT_BANDS = ['strong', 'good', 'some', 'weak'] as const;
export type FitBand = (typeof FIT_BANDS)[number];

/** The lowest fit of each band for one person; below `some` is weak. */
export type FitFloors = { readonly strong: number; readonly good: number; readonly some: number };

/** The least fit a band ever asks, whoever the person: a band must also mean a close pattern. */
export const MIN_FIT_FLOORS: FitFloors = { strong: 50, good: 35, some: 20 };

/** The share of all careers a band may hold at most, counted from the person's closest. */
export const BAND_SHARES: FitFloors = { strong: 0.01, good: 0.05, some: 0.2 };

export function fitBand(fit: number, floors: FitFloors): FitBand {
  if (fit >= floors.strong) return 'strong';
  if (fit >= floors.good) return 'good';
  if (fit >= floors.some) return 'some';
  return 'weak';
}

const MEASURED: Record<FitBand, string> = {
  strong: 'Strong fit',
  good: 'Good fit',
  some: 'Some fit',
  weak: 'Weak fit',
};

// Personality predicts interests only loosely, so an estimate never claims more than "possible".
const ESTIMATED: Record<FitBand, string> = {
  strong: 'Possible fit',
  good: 'Possible fit',
  some: 'Unclear fit',
  weak: 'Unlikely fit',
};

/** "Strong fit", or for a personality-only estimate "Possible fit". */
export function fitLabel(band: FitBand, estimate: boolean): string {
  return (estimate ? ESTIMATED : MEASURED)[band];
}

/**
 * A fit as a list shows it: "Strong fit: 78 of 100", or for a personality-only estimate the words
 * alone ("Possible fit"), since it is too rough for a number.
 */
export function fitText(fit: number, band: FitBand, estimate: boolean): string {
  const label = fitLabel(band, estimate);
  return estimate ? label : `${label}: ${fit} of 100`;
}

/** A band's share of careers as a page says it: "1%". */
export const sharePercent = (share: number) => `${Math.round(share * 100)}%`;

/** What the bands mean for this person, in one sentence, with their own floors. */
export function fitBandsNote(floors: FitFloors): string {
  return `For you, a strong fit is ${floors.strong} or more (at most your closest ${sharePercent(BAND_SHARES.strong)} of careers), good ${floors.good}–${floors.strong - 1} (your closest ${sharePercent(BAND_SHARES.good)}), some ${floors.some}–${floors.good - 1} (your closest ${sharePercent(BAND_SHARES.some)}), and below ${floors.some} weak.`;
}
