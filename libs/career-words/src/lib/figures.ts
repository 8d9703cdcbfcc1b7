import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { type GrowthBand, type PayBasis, growthBand } from '@pathwise/assessment';
import { formatMoney, formatNumber, i18n } from '@pathwise/i18n';

/*
 * BLS's figures in words: pay in US dollars, and job growth over the decade against all jobs'.
 */

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

/** A score with one decimal: "6.3" ("6,3"). */
export const oneDecimal = (value: number): string =>
  formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

const GROWTH_LABELS: Record<GrowthBand, MessageDescriptor> = {
  'much-faster': msg`Growing much faster than average`,
  faster: msg`Growing faster than average`,
  average: msg`Growing about as fast as average`,
  slower: msg`Growing slower than average`,
  decline: msg`Expected to shrink`,
};

/** How a career's growth compares with all jobs': "Growing faster than average". */
export const growthLabel = (band: GrowthBand): string => i18n._(GROWTH_LABELS[band]);

/** The same with the change: "Growing faster than average (+4.9%)". */
export function growthText(band: GrowthBand, percent: number): string {
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
