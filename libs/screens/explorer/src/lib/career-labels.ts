import {
  FIGURE_SORT_WORDS,
  figureFilterWords,
  type JobZone,
  type RiasecArea,
  isJobZone,
  isRiasecArea,
  jobZoneText,
  riasecAreaInfo,
} from '@pathwise/assessment';
import type { ExplorerFilters } from './explorer-params';

const numbers = new Intl.NumberFormat('en-GB');

/** A career's strongest interest areas (O*NET's high points), strongest first. */
export const interestAreas = (highPoints: string): RiasecArea[] =>
  [...highPoints].filter(isRiasecArea);

/** "Job zone 4 of 5: considerable preparation needed". */
export function jobZoneLabel(zone: number | null): string {
  return zone === null || !isJobZone(zone) ? 'Job zone not rated' : jobZoneText(zone);
}

/** "2", "2 or 3", "1, 2 or 5". */
function zoneList(zones: readonly JobZone[]): string {
  if (zones.length < 2) return zones.join('');
  return `${zones.slice(0, -1).join(', ')} or ${zones.at(-1)}`;
}

const areaName = (area: RiasecArea) => riasecAreaInfo(area).name;

/**
 * What the list holds, in one sentence for everyone (it is also announced to screen readers):
 * "12 careers match “nurse”, with Social as the strongest interest, at job zone 3 or 4."
 */
export function describeResults(total: number, filters: ExplorerFilters): string {
  const count = `${numbers.format(total)} ${total === 1 ? 'career' : 'careers'}`;
  const figures = figureFilterWords(filters);
  const narrowed = Boolean(filters.q || filters.area || filters.zones.length || figures.length);
  const order = filters.sort ? FIGURE_SORT_WORDS[filters.sort] : null;
  if (!narrowed) return `${count}, ${order ?? 'A to Z'}.`;
  const parts = [
    filters.q
      ? `${count} ${total === 1 ? 'matches' : 'match'} “${filters.q}”`
      : `${count} ${total === 1 ? 'fits' : 'fit'} your filters`,
  ];
  if (filters.area) parts.push(`with ${areaName(filters.area)} as the strongest interest`);
  if (filters.zones.length) parts.push(`at job zone ${zoneList(filters.zones)}`);
  if (figures.length) parts.push(`with ${figures.join(' and ')}`);
  if (order) parts.push(order);
  return `${parts.join(', ')}.`;
}
