/*
 * The one place that turns a fit (0–100, the correlation of interest patterns) into words.
 * A measured fit shows its number with its band; a fit estimated from personality alone shows
 * only words, since personality says little about interests.
 */

export type FitBand = 'strong' | 'good' | 'some' | 'weak';

/** Lowest fit of each band; below `some` is weak. */
export const FIT_BAND_FLOORS = { strong: 70, good: 50, some: 30 } as const;

export function fitBand(fit: number): FitBand {
  if (fit >= FIT_BAND_FLOORS.strong) return 'strong';
  if (fit >= FIT_BAND_FLOORS.good) return 'good';
  if (fit >= FIT_BAND_FLOORS.some) return 'some';
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
export function fitText(fit: number, estimate: boolean): string {
  const label = fitLabel(fitBand(fit), estimate);
  return estimate ? label : `${label}: ${fit} of 100`;
}

/** What the bands mean, in one sentence. */
export const FIT_BANDS_NOTE = `Fit runs from 0 to 100: ${FIT_BAND_FLOORS.strong} and up is a strong fit, ${FIT_BAND_FLOORS.good}–${FIT_BAND_FLOORS.strong - 1} good, ${FIT_BAND_FLOORS.some}–${FIT_BAND_FLOORS.good - 1} some, below ${FIT_BAND_FLOORS.some} weak.`;
