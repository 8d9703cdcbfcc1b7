import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  contentElements,
  jobZones,
  occupationKnowledge,
  occupationOutlook,
  occupationPay,
  occupationSkills,
  occupationWorkStyles,
  occupationTasks,
  occupationTechnologies,
  occupationTitles,
  occupationWorkValues,
  occupations,
  relatedOccupations,
} from '../db/schema';
import { dataSources } from './careers';

/** Resolves an object of promises together, each value under its promise's name. */
async function allNamed<T extends Record<string, Promise<unknown>>>(
  promises: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const entries = await Promise.all(
    Object.entries(promises).map(async ([name, promise]) => [name, await promise] as const),
  );
  return Object.fromEntries(entries) as { [K in keyof T]: Awaited<T[K]> };
}

/** The occupations and what is known of each as a whole. */
const occupationReads = (db: Database) => ({
  rows: db.select().from(occupations).orderBy(asc(occupations.code)),
  sources: dataSources(db),
  groups: db
    .select({ elementId: contentElements.elementId, name: contentElements.name })
    .from(contentElements)
    .where(sql`${contentElements.elementId} ~ '^1\.D\.[0-9]+$'`),
  zones: db.select().from(jobZones),
  pay: db.select().from(occupationPay),
  outlook: db.select().from(occupationOutlook),
});

/** What a career asks of a person, most important first. */
const abilityReads = (db: Database) => ({
  knowledge: db
    .select({
      code: occupationKnowledge.code,
      name: occupationKnowledge.name,
      description: contentElements.description,
      importance: occupationKnowledge.importance,
      level: occupationKnowledge.level,
    })
    .from(occupationKnowledge)
    .innerJoin(contentElements, eq(contentElements.elementId, occupationKnowledge.elementId))
    .orderBy(
      asc(occupationKnowledge.code),
      desc(occupationKnowledge.importance),
      asc(occupationKnowledge.name),
    ),
  workStyles: db
    .select({
      code: occupationWorkStyles.code,
      elementId: occupationWorkStyles.elementId,
      name: contentElements.name,
      description: contentElements.description,
      impact: occupationWorkStyles.impact,
      rank: occupationWorkStyles.rank,
    })
    .from(occupationWorkStyles)
    .innerJoin(contentElements, eq(contentElements.elementId, occupationWorkStyles.elementId))
    .orderBy(
      asc(occupationWorkStyles.code),
      desc(occupationWorkStyles.impact),
      asc(contentElements.name),
    ),
  skills: db
    .select()
    .from(occupationSkills)
    .orderBy(
      asc(occupationSkills.code),
      desc(occupationSkills.importance),
      asc(occupationSkills.name),
    ),
});

/** What the work is, as a page lists it. */
const workReads = (db: Database) => ({
  tasks: db
    .select()
    .from(occupationTasks)
    .orderBy(
      asc(occupationTasks.code),
      desc(occupationTasks.core),
      sql`${occupationTasks.incumbentsResponding} desc nulls last`,
      asc(occupationTasks.taskId),
    ),
  technologies: db
    .select()
    .from(occupationTechnologies)
    .orderBy(
      asc(occupationTechnologies.code),
      desc(occupationTechnologies.hot),
      desc(occupationTechnologies.inDemand),
      asc(occupationTechnologies.example),
    ),
  workValues: db
    .select()
    .from(occupationWorkValues)
    // Values of equal extent in O*NET's order.
    .orderBy(
      asc(occupationWorkValues.code),
      desc(occupationWorkValues.extent),
      asc(occupationWorkValues.elementId),
    ),
});

/** Other names for a career, and careers related to it. */
const linkReads = (db: Database) => ({
  titles: db
    .select({ code: occupationTitles.code, title: occupationTitles.title })
    .from(occupationTitles)
    .where(eq(occupationTitles.kind, 'alternate'))
    .orderBy(asc(occupationTitles.code), asc(occupationTitles.title)),
  related: db
    .select({
      code: relatedOccupations.code,
      relatedCode: occupations.code,
      title: occupations.title,
      jobZone: occupations.jobZone,
    })
    .from(relatedOccupations)
    .innerJoin(occupations, eq(occupations.code, relatedOccupations.relatedCode))
    .orderBy(asc(relatedOccupations.code), asc(relatedOccupations.position)),
});

/**
 * Every table a career's page draws on, for the whole catalogue, read in parallel: one query per
 * table, each sorted by the database as a page shows it.
 */
export const readCareerDetailTables = (db: Database) =>
  allNamed({ ...occupationReads(db), ...abilityReads(db), ...workReads(db), ...linkReads(db) });

export type CareerDetailTables = Awaited<ReturnType<typeof readCareerDetailTables>>;
