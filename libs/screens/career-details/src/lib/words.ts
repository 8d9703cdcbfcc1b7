import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import {
  type BigFiveLevel,
  type FitBand,
  type JobZone,
  type PayBasis,
  type RiasecArea,
  capitalise,
} from '@pathwise/assessment';
import { formatList, formatMoney, formatNumber, formatPercent, i18n } from '@pathwise/i18n';

/*
 * The words this page puts around codes and numbers (interest areas, fit bands, job zones, pay),
 * in the reader's language. `@pathwise/assessment` runs in the API too and says these in English
 * only, so the page words the codes it gives.
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

/** What careers in a zone usually ask for, after O*NET's Job Zone Reference: one sentence each. */
const ZONE_ASKS: Record<JobZone, { education: MessageDescriptor; experience: MessageDescriptor }> =
  {
    1: {
      education: msg`Some of these jobs ask for a high school diploma.`,
      experience: msg`Little or no previous work experience.`,
    },
    2: {
      education: msg`Usually a high school diploma.`,
      experience: msg`Some previous work experience helps.`,
    },
    3: {
      education: msg`Usually vocational training, on-the-job experience or an associate's degree.`,
      experience: msg`Previous work experience is usually needed, often a year or two.`,
    },
    4: {
      education: msg`Most need a four-year bachelor's degree.`,
      experience: msg`A considerable amount of work experience, often several years.`,
    },
    5: {
      education: msg`Most need graduate school, such as a master's degree or a doctorate.`,
      experience: msg`Extensive experience, often more than five years.`,
    },
  };

export const zoneEducation = (zone: JobZone): string => i18n._(ZONE_ASKS[zone].education);
export const zoneExperience = (zone: JobZone): string => i18n._(ZONE_ASKS[zone].experience);

/** US dollars: whole for a year ("$135,980"), with cents for an hour ("$29.05"). */
export const payAmount = (dollars: number, basis: PayBasis): string =>
  formatMoney(dollars, { cents: basis === 'hourly' });

/** "$135,980 a year", "$29.05 an hour". */
export function payText(dollars: number, basis: PayBasis): string {
  const amount = payAmount(dollars, basis);
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

/** A score with one decimal: "6.3". */
export const oneDecimal = (value: number): string =>
  formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

const LEVEL_WORDS: Record<BigFiveLevel, MessageDescriptor> = {
  low: msg`low`,
  // The code calls the middle band 'neutral'; people call it "average".
  neutral: msg`average`,
  high: msg`high`,
};

/** "low", "average" or "high", as a personality report says a level. */
export const levelWord = (level: BigFiveLevel): string => i18n._(LEVEL_WORDS[level]);

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
