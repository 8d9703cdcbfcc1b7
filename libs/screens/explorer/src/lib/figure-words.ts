import { t } from '@lingui/core/macro';
import { type GrowthBand, type JobZone, type PayBasis, growthBand } from '@pathwise/assessment';
import { formatMoney, formatNumber } from '@pathwise/i18n';

/*
 * The words the explorer puts around codes and numbers (job zones, pay and growth), in the reader's
 * language. `@pathwise/assessment` runs in the API too and says these in English only, so the
 * screen words the codes it gives, in the same words as the career's own page.
 */

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
function payText(dollars: number, basis: PayBasis): string {
  const amount = formatMoney(dollars, { cents: basis === 'hourly' });
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
