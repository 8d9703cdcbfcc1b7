import { plural, t } from '@lingui/core/macro';
import {
  type FigureSort,
  type GrowthFilter,
  type JobZone,
  type RiasecArea,
  isJobZone,
  isRiasecArea,
} from '@pathwise/assessment';
import { areaName as nameOfArea, jobZoneText } from '@pathwise/career-words';
import { formatMoney } from '@pathwise/i18n';
import type { ExplorerFilters } from './explorer-params';

/** A career's strongest interest areas (O*NET's high points), strongest first. */
export const interestAreas = (highPoints: string): RiasecArea[] =>
  [...highPoints].filter(isRiasecArea);

/** "Job zone 4 of 5: considerable preparation needed". */
export function jobZoneLabel(zone: number | null): string {
  return zone === null || !isJobZone(zone) ? t`Job zone not rated` : jobZoneText(zone);
}

/** The count and what narrowed it, as the sentence starts. */
function countClause(total: number, filters: ExplorerFilters, narrowed: boolean): string {
  if (!narrowed) return plural(total, { one: '# career', other: '# careers' });
  if (filters.q) {
    const query = filters.q;
    return plural(total, {
      one: `# career matches “${query}”`,
      other: `# careers match “${query}”`,
    });
  }
  return plural(total, { one: '# career fits your filters', other: '# careers fit your filters' });
}

/** "at job zone 2", "at job zone 2 or 3", "at job zone 1, 2 or 5". */
function zoneClause(zones: readonly JobZone[]): string {
  const lastZone = String(zones.at(-1));
  if (zones.length < 2) return t`at job zone ${lastZone}`;
  const otherZones = zones.slice(0, -1).join(', ');
  return t`at job zone ${otherZones} or ${lastZone}`;
}

/** What the pay and growth filters leave in. */
function figureClause(minPay: number | null, growth: GrowthFilter | null): string | null {
  if (minPay === null) {
    if (growth === 'growing') return t`with more jobs expected`;
    if (growth === 'faster') return t`with jobs growing faster than average`;
    return null;
  }
  const payFloor = formatMoney(minPay);
  if (growth === 'growing')
    return t`with median pay of at least ${payFloor} a year and more jobs expected`;
  if (growth === 'faster')
    return t`with median pay of at least ${payFloor} a year and jobs growing faster than average`;
  return t`with median pay of at least ${payFloor} a year`;
}

/** How a list in that order is said ("…, highest median pay first"). */
const orderClause = (sort: FigureSort) =>
  sort === 'pay' ? t`highest median pay first` : t`fastest growing first`;

/**
 * What the list holds, in one sentence for everyone (it is also announced to screen readers):
 * "12 careers match “nurse”, with Social as the strongest interest, at job zone 3 or 4."
 * Each part is a whole phrase of its own, listed after the count with commas.
 */
export function describeResults(total: number, filters: ExplorerFilters): string {
  const figures = figureClause(filters.minPay, filters.growth);
  const narrowed = Boolean(filters.q || filters.area || filters.zones.length || figures);
  const parts = [countClause(total, filters, narrowed)];
  if (filters.area) {
    const areaName = nameOfArea(filters.area);
    parts.push(t`with ${areaName} as the strongest interest`);
  }
  if (filters.zones.length) parts.push(zoneClause(filters.zones));
  if (figures) parts.push(figures);
  if (filters.sort) parts.push(orderClause(filters.sort));
  else if (!narrowed) parts.push(t`A to Z`);
  return `${parts.join(', ')}.`;
}
