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
 * O*NET careers whose SOC 2018 codes BLS publishes together under one code of its own (OEWS and
 * the projections alike), as the BLS SOC 2018 structure lists them: each gets that code's figures,
 * said to cover the wider group.
 */
const BLS_AGGREGATES: ReadonlyMap<string, string> = new Map([
  // Substance Abuse, Behavioral Disorder, and Mental Health Counselors
  ['21-1011', '21-1018'],
  ['21-1014', '21-1018'],
  // Special Education Teachers, Kindergarten and Elementary School
  ['25-2055', '25-2052'],
  ['25-2056', '25-2052'],
  // Teaching Assistants, Except Postsecondary
  ['25-9042', '25-9045'],
  ['25-9043', '25-9045'],
  ['25-9049', '25-9045'],
  // Electrical, Electronic, and Electromechanical Assemblers, Except Coil Winders, Tapers, and
  // Finishers
  ['51-2022', '51-2028'],
  ['51-2023', '51-2028'],
  // First-Line Supervisors of Transportation and Material Moving Workers, Except Aircraft Cargo
  // Handling Supervisors
  ['53-1042', '53-1047'],
  ['53-1043', '53-1047'],
  ['53-1044', '53-1047'],
  ['53-1049', '53-1047'],
]);

/**
 * Finds the BLS row for an O*NET-SOC code: the SOC code is its first seven characters. A `.00`
 * career with its own row is `exact`; a specialty (`.01`…) shares its parent's row; a code BLS
 * folds into a broad group or one of its own aggregates gets that row. Null when BLS has neither.
 */
export function blsRowFor<R>(
  onetCode: string,
  bySoc: ReadonlyMap<string, R>,
): { row: R; soc: string; scope: FigureScope } | null {
  const soc = onetCode.slice(0, 7);
  const own = bySoc.get(soc);
  if (own) return { row: own, soc, scope: onetCode.endsWith('.00') ? 'exact' : 'specialty' };
  const aggregate = BLS_AGGREGATES.get(soc);
  const aggregated = aggregate ? bySoc.get(aggregate) : undefined;
  if (aggregate && aggregated) return { row: aggregated, soc: aggregate, scope: 'broad' };
  const broad = `${soc.slice(0, 6)}0`;
  const group = BROAD_AGGREGATES.has(broad) ? bySoc.get(broad) : undefined;
  return group ? { row: group, soc: broad, scope: 'broad' } : null;
}
