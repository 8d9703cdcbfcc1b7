import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { BAND_SHARES, type FitBand, type FitFloors } from '@pathwise/assessment';
import { formatNumber, formatPercent, i18n } from '@pathwise/i18n';

const MEASURED_FIT: Record<FitBand, MessageDescriptor> = {
  strong: msg`Strong fit`,
  good: msg`Good fit`,
  some: msg`Some fit`,
  weak: msg`Weak fit`,
};

// Personality predicts interests only loosely, so an estimate never claims more than "possible".
const ESTIMATED_FIT: Record<FitBand, MessageDescriptor> = {
  strong: msg`Possible fit`,
  good: msg`Possible fit`,
  some: msg`Unclear fit`,
  weak: msg`Unlikely fit`,
};

/** "Strong fit", or for a personality-only estimate "Possible fit". */
export const fitLabel = (band: FitBand, estimate: boolean): string =>
  i18n._((estimate ? ESTIMATED_FIT : MEASURED_FIT)[band]);

/**
 * A fit as the person's lists show it: "Strong fit: 78 of 100", or for a personality-only estimate
 * the words alone ("Possible fit"), since it is too rough for a number.
 */
export function fitText(fit: number, band: FitBand, estimate: boolean): string {
  if (estimate) return fitLabel(band, true);
  const score = formatNumber(fit);
  switch (band) {
    case 'strong':
      return t`Strong fit: ${score} of 100`;
    case 'good':
      return t`Good fit: ${score} of 100`;
    case 'some':
      return t`Some fit: ${score} of 100`;
    default:
      return t`Weak fit: ${score} of 100`;
  }
}

/** What the bands mean for this person, in one sentence, with their own floors. */
export function fitBandsNote(floors: FitFloors): string {
  const strong = formatNumber(floors.strong);
  const good = formatNumber(floors.good);
  const goodTop = formatNumber(floors.strong - 1);
  const some = formatNumber(floors.some);
  const someTop = formatNumber(floors.good - 1);
  const strongShare = formatPercent(BAND_SHARES.strong);
  const goodShare = formatPercent(BAND_SHARES.good);
  const someShare = formatPercent(BAND_SHARES.some);
  return t`For you, a strong fit is ${strong} or more (at most your closest ${strongShare} of careers), good ${good}–${goodTop} (your closest ${goodShare}), some ${some}–${someTop} (your closest ${someShare}), and below ${some} weak.`;
}
