import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { FitBand } from '@pathwise/assessment';
import { formatNumber, i18n } from '@pathwise/i18n';

/*
 * How well a career fits, in the reader's language and the same words as the suggestions list.
 * `@pathwise/assessment` runs in the API too and says it in English only (`fitText`).
 */

// Personality predicts interests only loosely, so an estimate never claims more than "possible".
const ESTIMATED_FIT: Record<FitBand, MessageDescriptor> = {
  strong: msg`Possible fit`,
  good: msg`Possible fit`,
  some: msg`Unclear fit`,
  weak: msg`Unlikely fit`,
};

/**
 * A fit as the person's lists show it: "Strong fit: 78 of 100", or for a personality-only estimate
 * the words alone ("Possible fit"), since it is too rough for a number.
 */
export function fitText(fit: number, band: FitBand, estimate: boolean): string {
  if (estimate) return i18n._(ESTIMATED_FIT[band]);
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
