import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import {
  BAND_SHARES,
  type FigureSort,
  type FitBand,
  type FitFloors,
  type GrowthBand,
  type JobZone,
  type PayBasis,
  type RiasecArea,
  type WorkValue,
  growthBand,
} from '@pathwise/assessment';
import { formatMoney, formatNumber, formatPercent, i18n } from '@pathwise/i18n';

/*
 * The words this screen puts around codes and numbers (interest areas, fit bands, job zones, pay
 * and growth), in the reader's language. `@pathwise/assessment` runs in the API too and says these
 * in English only, so the screen words the codes it gives.
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
 * A fit as a list shows it: "Strong fit: 78 of 100", or for a personality-only estimate the words
 * alone ("Possible fit"), since it is too rough for a number.
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

const ZONE_NAMES: Record<JobZone, MessageDescriptor> = {
  1: msg`Little or no preparation needed`,
  2: msg`Some preparation needed`,
  3: msg`Medium preparation needed`,
  4: msg`Considerable preparation needed`,
  5: msg`Extensive preparation needed`,
};

/** "Considerable preparation needed". */
export const zoneName = (zone: JobZone): string => i18n._(ZONE_NAMES[zone]);

/** A zone and the education it usually asks for, after O*NET's Job Zone Reference. */
const ZONE_EDUCATION: Record<JobZone, MessageDescriptor> = {
  1: msg`Zone 1: some of these jobs ask for a high school diploma`,
  2: msg`Zone 2: usually a high school diploma`,
  3: msg`Zone 3: usually vocational training, on-the-job experience or an associate's degree`,
  4: msg`Zone 4: most need a four-year bachelor's degree`,
  5: msg`Zone 5: most need graduate school, such as a master's degree or a doctorate`,
};

export const zoneEducation = (zone: JobZone): string => i18n._(ZONE_EDUCATION[zone]);

/** US dollars: whole for a year ("$135,980"), with cents for an hour ("$29.05"). */
const payAmount = (dollars: number, basis: PayBasis): string =>
  formatMoney(dollars, { cents: basis === 'hourly' });

/** "$135,980 a year", "$29.05 an hour". */
export function payText(dollars: number, basis: PayBasis): string {
  const amount = payAmount(dollars, basis);
  return basis === 'annual' ? t`${amount} a year` : t`${amount} an hour`;
}

/** A change in percent with its sign: "+15.8%", "−4.7%" (a true minus sign). */
const changeText = (percent: number): string =>
  formatNumber(percent / 100, {
    style: 'percent',
    signDisplay: 'exceptZero',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).replace('-', '−');

function growthText(band: GrowthBand, percent: number): string {
  const change = changeText(percent);
  switch (band) {
    case 'much-faster':
      return t`Growing much faster than average (${change})`;
    case 'faster':
      return t`Growing faster than average (${change})`;
    case 'average':
      return t`Growing about as fast as average (${change})`;
    case 'slower':
      return t`Growing slower than average (${change})`;
    default:
      return t`Expected to shrink (${change})`;
  }
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
    const pay = payText(median, basis);
    if (basis === 'annual' && hourly != null) {
      const perHour = payText(hourly, 'hourly');
      parts.push(t`Median pay ${pay} (${perHour})`);
    } else parts.push(t`Median pay ${pay}`);
  }
  const growth = career.growthPercent;
  if (growth !== null) {
    if (allGrowthPercent === null) {
      const change = changeText(growth);
      parts.push(t`Jobs ${change} over ten years`);
    } else parts.push(growthText(growthBand(growth, allGrowthPercent), growth));
  }
  return parts;
}

/** O*NET's work values, as a sentence names them among others ("independence and recognition"). */
const WORK_VALUE_WORDS: Record<WorkValue, MessageDescriptor> = {
  achievement: msg`achievement`,
  independence: msg`independence`,
  recognition: msg`recognition`,
  relationships: msg`relationships`,
  support: msg`support`,
  'working-conditions': msg`working conditions`,
};

export const workValueWord = (value: WorkValue): string => i18n._(WORK_VALUE_WORDS[value]);

/**
 * How many careers the list shows, and in what order: by pay or growth, else the fit on each card
 * and then A to Z. Called while rendering, in the language of the moment.
 */
export function countText(shown: number, updating: boolean, sort: FigureSort | null): string {
  if (updating) return t`Updating the list…`;
  if (shown === 0) return t`No careers to show.`;
  if (sort === 'pay')
    return plural(shown, {
      one: 'Showing # career, highest median pay first.',
      other: 'Showing # careers, highest median pay first.',
    });
  if (sort === 'growth')
    return plural(shown, {
      one: 'Showing # career, fastest growing first.',
      other: 'Showing # careers, fastest growing first.',
    });
  return plural(shown, {
    one: 'Showing # career, highest fit first (equal fits A to Z).',
    other: 'Showing # careers, highest fit first (equal fits A to Z).',
  });
}

/** "Strong fit: 75% said yes (of 60 answers)". */
export function yesShareText(band: FitBand, share: string, answers: number): string {
  const label = fitLabel(band, false);
  return plural(answers, {
    one: `${label}: ${share} said yes (of # answer)`,
    other: `${label}: ${share} said yes (of # answers)`,
  });
}
