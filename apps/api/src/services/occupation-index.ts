import {
  type OccupationInterestProfile,
  type PreparedOccupations,
  RIASEC_ORDER,
  type RiasecArea,
  isJobZone,
  prepareOccupations,
} from '@pathwise/assessment';
import type { Database } from '../db/database';
import { occupations } from '../db/schema';
import { perRelease } from './per-release';

/** Every occupation's interest profile, prepared for matching once per imported catalogue. */
export function occupationIndex(db: Database): () => Promise<PreparedOccupations | null> {
  return perRelease(db, async () => {
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
    return prepareOccupations(profiles);
  });
}

export type OccupationIndex = ReturnType<typeof occupationIndex>;
