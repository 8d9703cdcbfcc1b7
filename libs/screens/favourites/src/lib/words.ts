import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import {
  BAND_SHARES,
  type FitBand,
  type FitFloors,
  type JobZone,
  type RiasecArea,
} from '@pathwise/assessment';
import { formatList, formatNumber, formatPercent, i18n } from '@pathwise/i18n';

/*
 * The words this screen puts around codes and numbers (interest areas, fit bands, job zones), in
 * the reader's language. `@pathwise/assessment` runs in the API too and says these in English
 * only, so the screen words the codes it gives.
 */

const AREA_NAMES: Record<RiasecArea, MessageDescriptor> = {
  R: msg`Realistic`,
  I: msg`Investigative`,
  A: msg`Artistic`,
  S: msg`Social`,
  E: msg`Enterprising`,
  C: msg`Conventional`,
};

/** "Investigative". */
export const areaName = (area: RiasecArea): string => i18n._(AREA_NAMES[area]);

/** "Investigative", "Investigative and Artistic", "Realistic, Investigative, and Artistic". */
export const areaList = (areas: readonly RiasecArea[]): string => formatList(areas.map(areaName));

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

/** "Job zone 4 of 5: considerable preparation needed", the same wherever a zone is named. */
export function jobZoneText(zone: JobZone): string {
  switch (zone) {
    case 1:
      return t`Job zone 1 of 5: little or no preparation needed`;
    case 2:
      return t`Job zone 2 of 5: some preparation needed`;
    case 3:
      return t`Job zone 3 of 5: medium preparation needed`;
    case 4:
      return t`Job zone 4 of 5: considerable preparation needed`;
    default:
      return t`Job zone 5 of 5: extensive preparation needed`;
  }
}
