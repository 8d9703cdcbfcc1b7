import {
  type ActivityCard,
  type ActivityCardCareers,
  activityLinks,
  type CareerFigures,
  type CloseCareerData,
  type OccupationInterestProfile,
  type PreparedOccupations,
  RIASEC_ORDER,
  type RiasecArea,
  type WorkValue,
  isJobZone,
  prepareOccupations,
  workValueForElement,
} from '@pathwise/assessment';
import type { CareerSummary } from '@pathwise/contract';
import type { Database } from '../db/database';
import { dataSources, toSummary } from '../repositories/careers';
import { allCards } from '../repositories/interests';
import {
  interestCards,
  occupationSkills,
  occupationWorkValues,
  occupations,
  relatedOccupations,
} from '../db/schema';
import { perRelease } from './per-release';

/** What matching needs from the catalogue, built once per import. */
export interface CatalogueIndex {
  /** Interest profiles (with work values), prepared for ranking. */
  readonly prepared: PreparedOccupations;
  /** Skills and O*NET's related occupations, for careers close to a current job. */
  readonly close: CloseCareerData;
  /** BLS median pay and growth by code, for the pay and growth filters. */
  readonly figures: ReadonlyMap<string, CareerFigures>;
  /** All occupations' growth over the projection decade, for "faster than average". */
  readonly allGrowthPercent: number | null;
  /** Every career's summary, by code, to list with its fit. */
  readonly summaries: ReadonlyMap<string, CareerSummary>;
  /** The interest inventory's cards, to score a visitor's ratings. */
  readonly cards: readonly ActivityCard[];
  /** Per career code, the cards that are its own activities (`activityLinks`). */
  readonly activities: ReadonlyMap<string, readonly ActivityCardCareers[]>;
}

/**
 * Every occupation's interest profile, work values, skills, related list, BLS figures and summary,
 * and the interest cards, per catalogue.
 */
export function occupationIndex(db: Database): () => Promise<CatalogueIndex | null> {
  return perRelease(db, async () => {
    const [rows, values, skills, related, sources, cards, cardCareers] = await Promise.all([
      db.select().from(occupations),
      db.select().from(occupationWorkValues),
      db.select().from(occupationSkills),
      db.select().from(relatedOccupations),
      dataSources(db),
      allCards(db),
      db
        .select({ id: interestCards.id, text: interestCards.text, careers: interestCards.careers })
        .from(interestCards),
    ]);
    const summaries = new Map(rows.map((row) => [row.code, toSummary(row)]));
    const extents = new Map<string, Partial<Record<WorkValue, number>>>();
    for (const row of values) {
      const value = workValueForElement(row.elementId);
      if (!value || !Number.isFinite(row.extent)) continue;
      const entry = extents.get(row.code) ?? {};
      entry[value] = row.extent;
      extents.set(row.code, entry);
    }
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
          workValues: extents.get(row.code),
        },
      ];
    });
    const skillMap = new Map<string, Map<string, number>>();
    const skillNames = new Map<string, string>();
    for (const row of skills) {
      if (!Number.isFinite(row.importance)) continue;
      const entry = skillMap.get(row.code) ?? new Map<string, number>();
      entry.set(row.elementId, row.importance);
      skillMap.set(row.code, entry);
      skillNames.set(row.elementId, row.name);
    }
    const relatedMap = new Map<string, Set<string>>();
    for (const row of related) {
      const entry = relatedMap.get(row.code) ?? new Set<string>();
      entry.add(row.relatedCode);
      relatedMap.set(row.code, entry);
    }
    const prepared = prepareOccupations(profiles);
    return {
      prepared,
      close: {
        occupations: prepared.occupations,
        skills: skillMap,
        skillNames,
        related: relatedMap,
      },
      figures: new Map(
        [...summaries].map(([code, { pay, growthPercent }]) => [code, { pay, growthPercent }]),
      ),
      allGrowthPercent: sources.allGrowthPercent,
      summaries,
      cards,
      activities: activityLinks(cardCareers),
    };
  });
}

export type OccupationIndex = ReturnType<typeof occupationIndex>;
