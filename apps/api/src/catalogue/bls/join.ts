import type { FigureScope } from '../../db/catalogue.schema';

/**
 * The seven SOC broad groups that BLS publishes instead of their detailed occupations (see the BLS
 * SOURCE notes): an O*NET career under one of them gets the group's figures, said to cover more.
 */
const BROAD_AGGREGATES = new Set([
  '13-1020',
  '13-2020',
  '29-2010',
  '31-1120',
  '39-7010',
  '47-4090',
  '51-2090',
]);

/**
 * Finds the BLS row for an O*NET-SOC code: the SOC code is its first seven characters. A `.00`
 * career with its own row is `exact`; a specialty (`.01`…) shares its parent's row; a code BLS
 * folds into a broad group gets that group's row. Null when BLS has neither.
 */
export function blsRowFor<R>(
  onetCode: string,
  bySoc: ReadonlyMap<string, R>,
): { row: R; soc: string; scope: FigureScope } | null {
  const soc = onetCode.slice(0, 7);
  const own = bySoc.get(soc);
  if (own) return { row: own, soc, scope: onetCode.endsWith('.00') ? 'exact' : 'specialty' };
  const broad = `${soc.slice(0, 6)}0`;
  const group = BROAD_AGGREGATES.has(broad) ? bySoc.get(broad) : undefined;
  return group ? { row: group, soc: broad, scope: 'broad' } : null;
}
