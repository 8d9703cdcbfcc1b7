import {
  type OccupationInterestProfile,
  type PreparedOccupations,
  RIASEC_ORDER,
  type RiasecArea,
  isJobZone,
  prepareOccupations,
} from '@pathwise/assessment';
import type { Database } from '../db/database';
import { catalogueRelease, occupations } from '../db/schema';

type Index = { importedAt: number; prepared: PreparedOccupations };

/**
 * Every occupation's interest profile, prepared for matching once per imported catalogue and kept
 * in memory; a re-import (a new import time) is picked up on the next request.
 */
export function occupationIndex(db: Database) {
  let cached: Promise<Index> | null = null;

  async function build(importedAt: number): Promise<Index> {
    const rows = await db.select().from(occupations);
    const profiles: OccupationInterestProfile[] = rows.flatMap((row) => {
      if (!row.interests || row.interests.length !== 6) return [];
      const points = [...(row.highPoints ?? '')] as RiasecArea[];
      return [
        {
          code: row.code,
          title: row.title,
          interests: Object.fromEntries(
            RIASEC_ORDER.map((area, i) => [area, row.interests![i]!]),
          ) as Record<RiasecArea, number>,
          highPoints: [points[0] ?? null, points[1] ?? null, points[2] ?? null],
          jobZone: isJobZone(row.jobZone) ? row.jobZone : null,
          education: row.typicalEducation,
        },
      ];
    });
    return { importedAt, prepared: prepareOccupations(profiles) };
  }

  return async function prepared(): Promise<PreparedOccupations | null> {
    const [release] = await db
      .select({ importedAt: catalogueRelease.importedAt })
      .from(catalogueRelease);
    if (!release) return null;
    const importedAt = release.importedAt.getTime();
    const current = cached ? await cached : null;
    if (current?.importedAt === importedAt) return current.prepared;
    cached = build(importedAt);
    return (await cached).prepared;
  };
}

export type OccupationIndex = ReturnType<typeof occupationIndex>;
