import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import {
  type GrowthBand,
  type JobZone,
  type PayBasis,
  type RiasecArea,
  capitalise,
} from '@pathwise/assessment';
import { formatList, formatMoney, formatNumber, formatPercent, i18n } from '@pathwise/i18n';

/*
 * The words the comparison puts around codes and numbers (interest areas, job zones, pay and
 * growth), in the reader's language and in the same words as the career's own page.
 * `@pathwise/assessment` runs in the API too and says these in English only, so the comparison
 * words the codes it gives.
 */

/** "A", "A and B", "A, B, and C", as the reader's language joins words. */
export const joinWords = (words: readonly string[]): string => formatList(words);

const AREA_NAMES: Record<RiasecArea, MessageDescriptor> = {
  R: msg`Realistic`,
  I: msg`Investigative`,
  A: msg`Artistic`,
  S: msg`Social`,
  E: msg`Enterprising`,
  C: msg`Conventional`,
};

/** "Investigative", "Investigative and Artistic", "Realistic, Investigative, and Artistic". */
export const areaList = (areas: readonly RiasecArea[]): string =>
  joinWords(areas.map((area) => i18n._(AREA_NAMES[area])));

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

/** "$135,980 a year", "$29.05 an hour". */
export function payText(dollars: number, basis: PayBasis): string {
  const amount = formatMoney(dollars, { cents: basis === 'hourly' });
  return basis === 'annual' ? t`${amount} a year` : t`${amount} an hour`;
}

/** A change in percent with its sign: "+15.8%", "−4.7%" (a true minus sign). */
export const changeText = (percent: number): string =>
  formatNumber(percent / 100, {
    style: 'percent',
    signDisplay: 'exceptZero',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).replace('-', '−');

/**
 * A career's projected growth against all jobs', with the change and the decade:
 * "Growing much faster than average (+15.8%, 2024–34)".
 */
export function growthText(band: GrowthBand, percent: number, decade: string): string {
  const change = changeText(percent);
  switch (band) {
    case 'much-faster':
      return t`Growing much faster than average (${change}, ${decade})`;
    case 'faster':
      return t`Growing faster than average (${change}, ${decade})`;
    case 'average':
      return t`Growing about as fast as average (${change}, ${decade})`;
    case 'slower':
      return t`Growing slower than average (${change}, ${decade})`;
    default:
      return t`Expected to shrink (${change}, ${decade})`;
  }
}

/**
 * O*NET's education figure in words that say what it is: the level most common among people doing
 * the job now (from its survey of workers), which may differ from what employers ask to start.
 */
export function currentEducationText(typicalEducation: string, share: number | null): string {
  // O*NET title-cases its categories ("Less than a High School Diploma"); said as a sentence.
  const education = capitalise(typicalEducation.toLowerCase());
  if (share === null) return t`${education} is the most common level among people in this job.`;
  const surveyed = formatPercent(share / 100);
  return t`${education} is the most common level among people in this job (${surveyed} of those O*NET surveyed).`;
}
