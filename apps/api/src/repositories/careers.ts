import type { CareerDetails, CareerSummary, RiasecScores } from '@pathwise/contract';
import { RIASEC } from '@pathwise/contract';
import { isCatchAll } from '@pathwise/assessment';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import {
  catalogueRelease,
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

type OccupationRow = typeof occupations.$inferSelect;

export const toSummary = (row: OccupationRow): CareerSummary => ({
  code: row.code,
  title: row.title,
  jobZone: row.jobZone,
  highPoints: row.highPoints ?? '',
  typicalEducation: row.typicalEducation,
  pay:
    row.medianPay !== null && row.payBasis !== null
      ? { median: row.medianPay, basis: row.payBasis }
      : null,
  growthPercent: row.growthPercent,
  catchAll: isCatchAll(row.title),
});

const toScores = (values: number[] | null): RiasecScores | null =>
  values?.length === 6
    ? (Object.fromEntries(RIASEC.map((area, i) => [area, values[i]!])) as RiasecScores)
    : null;

/** A career's row without its key, as the response nests it under the career. */
const withoutCode = <R extends { code: string }>({ code: _code, ...rest }: R) => rest;

/** The releases the catalogue holds, to credit beside the figures. */
export async function dataSources(db: Database): Promise<CareerDetails['sources']> {
  const [release] = await db.select().from(catalogueRelease);
  return {
    onet: release?.release ?? '',
    pay: release?.labour?.pay ?? null,
    outlook: release?.labour?.outlook ?? null,
    allMedianAnnual: release?.labour?.allMedianAnnual ?? null,
    allMedianHourly: release?.labour?.allMedianHourly ?? null,
    allGrowthPercent: release?.labour?.allGrowthPercent ?? null,
  };
}

/** What every career page shares, read once per import (see `perRelease`). */
export type CatalogueFacts = {
  sources: CareerDetails['sources'];
  /** O*NET's work-style groups by element id ("1.D.3" → "Conscientious and Rule Oriented"). */
  styleGroups: ReadonlyMap<string, string>;
};

export async function catalogueFacts(db: Database): Promise<CatalogueFacts> {
  const [sources, groups] = await Promise.all([
    dataSources(db),
    db
      .select({ elementId: contentElements.elementId, name: contentElements.name })
      .from(contentElements)
      .where(sql`${contentElements.elementId} ~ '^1\.D\.[0-9]+$'`),
  ]);
  return { sources, styleGroups: new Map(groups.map((group) => [group.elementId, group.name])) };
}

/** Everything Pathwise shows about one career, or null when the catalogue has no such code. */
export async function getCareer(
  db: Database,
  code: string,
  facts: CatalogueFacts,
): Promise<CareerDetails | null> {
  const [row] = await db.select().from(occupations).where(eq(occupations.code, code));
  if (!row) return null;
  const { sources, styleGroups } = facts;
  const figures = Promise.all([
    db.select().from(occupationPay).where(eq(occupationPay.code, code)),
    db.select().from(occupationOutlook).where(eq(occupationOutlook.code, code)),
    db
      .select({
        name: occupationKnowledge.name,
        description: contentElements.description,
        importance: occupationKnowledge.importance,
        level: occupationKnowledge.level,
      })
      .from(occupationKnowledge)
      .innerJoin(contentElements, eq(contentElements.elementId, occupationKnowledge.elementId))
      .where(eq(occupationKnowledge.code, code))
      .orderBy(desc(occupationKnowledge.importance), asc(occupationKnowledge.name)),
    db
      .select({
        elementId: occupationWorkStyles.elementId,
        name: contentElements.name,
        description: contentElements.description,
        impact: occupationWorkStyles.impact,
        rank: occupationWorkStyles.rank,
      })
      .from(occupationWorkStyles)
      .innerJoin(contentElements, eq(contentElements.elementId, occupationWorkStyles.elementId))
      .where(eq(occupationWorkStyles.code, code))
      .orderBy(desc(occupationWorkStyles.impact), asc(contentElements.name)),
  ]);
  const [
    [pay, outlook, knowledge, workStyles],
    [zone, skills, tasks, technologies, workValues, titles, related],
  ] = await Promise.all([
    figures,
    Promise.all([
      row.jobZone
        ? db.select().from(jobZones).where(eq(jobZones.zone, row.jobZone))
        : Promise.resolve([]),
      db
        .select()
        .from(occupationSkills)
        .where(eq(occupationSkills.code, code))
        .orderBy(desc(occupationSkills.importance), asc(occupationSkills.name))
        .limit(10),
      db
        .select()
        .from(occupationTasks)
        .where(eq(occupationTasks.code, code))
        .orderBy(
          desc(occupationTasks.core),
          sql`${occupationTasks.incumbentsResponding} desc nulls last`,
          asc(occupationTasks.taskId),
        )
        .limit(12),
      db
        .select()
        .from(occupationTechnologies)
        .where(eq(occupationTechnologies.code, code))
        .orderBy(
          desc(occupationTechnologies.hot),
          desc(occupationTechnologies.inDemand),
          asc(occupationTechnologies.example),
        ),
      db
        .select()
        .from(occupationWorkValues)
        .where(eq(occupationWorkValues.code, code))
        .orderBy(desc(occupationWorkValues.extent)),
      db
        .select({ title: occupationTitles.title })
        .from(occupationTitles)
        .where(and(eq(occupationTitles.code, code), eq(occupationTitles.kind, 'alternate')))
        .orderBy(asc(occupationTitles.title))
        .limit(200),
      db
        .select({ code: occupations.code, title: occupations.title, jobZone: occupations.jobZone })
        .from(relatedOccupations)
        .innerJoin(occupations, eq(occupations.code, relatedOccupations.relatedCode))
        .where(eq(relatedOccupations.code, code))
        .orderBy(asc(relatedOccupations.position))
        .limit(10),
    ]),
  ]);
  const jobZone = zone[0];
  return {
    ...toSummary(row),
    description: row.description,
    interests: toScores(row.interests),
    jobZoneInfo: jobZone
      ? {
          zone: jobZone.zone,
          name: jobZone.name,
          experience: jobZone.experience,
          education: jobZone.education,
          training: jobZone.training,
          examples: jobZone.examples,
        }
      : null,
    typicalEducationShare: row.typicalEducationShare,
    skills: skills.map(({ name, importance, level }) => ({ name, importance, level })),
    tasks: tasks.map(({ task, core }) => ({ task, core })),
    technologies: technologies.map(({ example, category, hot, inDemand }) => ({
      example,
      category,
      hot,
      inDemand,
    })),
    workValues: workValues.map(({ name, extent }) => ({ name, extent })),
    knowledge,
    workStyles: workStyles.map(({ elementId, name, description, impact, rank }) => ({
      name,
      description,
      // 1.D.3.b belongs to the group 1.D.3.
      group: styleGroups.get(elementId.split('.').slice(0, 3).join('.')) ?? '',
      impact,
      distinctive: rank > 0 ? rank : null,
    })),
    pay: pay[0] ? withoutCode(pay[0]) : null,
    outlook: outlook[0] ? withoutCode(outlook[0]) : null,
    catchAll: isCatchAll(row.title),
    sources,
    alternateTitles: titles.map(({ title }) => title),
    related,
  };
}

export async function careerExists(db: Executor, code: string): Promise<boolean> {
  const rows = await db
    .select({ code: occupations.code })
    .from(occupations)
    .where(eq(occupations.code, code));
  return rows.length > 0;
}

/** Summaries for a set of codes, keyed by code (codes the catalogue lacks are left out). */
export async function careerSummaries(
  db: Executor,
  codes: string[],
): Promise<Map<string, CareerSummary>> {
  if (!codes.length) return new Map();
  const rows = await db.select().from(occupations).where(inArray(occupations.code, codes));
  return new Map(rows.map((row) => [row.code, toSummary(row)]));
}
