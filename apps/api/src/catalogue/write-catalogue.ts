import { payBasis } from '@pathwise/assessment';
import type { Database } from '../db/database';
import * as catalogue from '../db/catalogue.schema';
import type { LabourRows } from './bls/read-labour';
import type { CatalogueRows } from './catalogue-rows';

export type WriteProgress = (table: string, written: number, total: number) => void;
/** Everything one import writes: an O*NET release and, where given, the BLS tables joined to it. */
export type ImportRows = CatalogueRows & Omit<LabourRows, 'labour'>;
export type CatalogueCounts = Record<keyof ImportRows, number>;
export type ImportSources = { release: string; labour: LabourRows['labour'] | null };

/**
 * The shape of what this importer writes. Raise it when an import adds or changes what rows hold,
 * so that a catalogue written before is imported again at start.
 */
// 3: careers BLS publishes inside its own aggregates carry figures, and lists an hourly median.
// 4: each interest card names the careers whose own activity it is.
export const CATALOGUE_FORMAT = 4;

// Well under PostgreSQL's 65,535 parameters per statement for the widest table.
const BATCH = 1000;

const tables = {
  occupations: catalogue.occupations,
  occupationTitles: catalogue.occupationTitles,
  occupationTasks: catalogue.occupationTasks,
  occupationSkills: catalogue.occupationSkills,
  occupationKnowledge: catalogue.occupationKnowledge,
  occupationWorkStyles: catalogue.occupationWorkStyles,
  contentElements: catalogue.contentElements,
  occupationPay: catalogue.occupationPay,
  occupationOutlook: catalogue.occupationOutlook,
  occupationTechnologies: catalogue.occupationTechnologies,
  occupationWorkValues: catalogue.occupationWorkValues,
  relatedOccupations: catalogue.relatedOccupations,
  jobZones: catalogue.jobZones,
  interestCards: catalogue.interestCards,
} as const;

/**
 * Replaces the whole catalogue in one transaction: until it commits, readers see the previous
 * catalogue, and if anything fails they keep it. People's own rows are not touched.
 */
/** Lists show a career's median pay and growth, so each occupation row carries BLS's figures. */
function withListFigures(rows: ImportRows) {
  const pay = new Map(rows.occupationPay.map((row) => [row.code, row]));
  const growth = new Map(rows.occupationOutlook.map((row) => [row.code, row.changePercent]));
  for (const occupation of rows.occupations) {
    const figures = pay.get(occupation.code);
    const basis = figures ? payBasis(figures) : null;
    occupation.medianPay = basis ? (figures?.[basis]?.median ?? null) : null;
    occupation.payBasis = basis;
    occupation.hourlyPay = basis === 'annual' ? (figures?.hourly?.median ?? null) : null;
    occupation.growthPercent = growth.get(occupation.code) ?? null;
  }
}

export async function writeCatalogue(
  db: Database,
  rows: ImportRows,
  sources: ImportSources,
  onProgress?: WriteProgress,
): Promise<CatalogueCounts> {
  withListFigures(rows);
  const total = Object.values(rows).reduce((sum, list) => sum + list.length, 0);
  let written = 0;
  await db.transaction(async (tx) => {
    await tx.delete(catalogue.catalogueRelease);
    for (const table of Object.values(tables)) await tx.delete(table);
    for (const [name, table] of Object.entries(tables) as [keyof ImportRows, never][]) {
      const list = rows[name];
      for (let start = 0; start < list.length; start += BATCH) {
        const batch = list.slice(start, start + BATCH);
        await tx.insert(table).values(batch);
        written += batch.length;
        onProgress?.(name, written, total);
      }
    }
    await tx.insert(catalogue.catalogueRelease).values({
      release: sources.release,
      labour: sources.labour,
      counts: counts(rows),
      format: CATALOGUE_FORMAT,
    });
  });
  return counts(rows);
}

const counts = (rows: ImportRows) =>
  Object.fromEntries(
    Object.entries(rows).map(([name, list]) => [name, list.length]),
  ) as CatalogueCounts;
