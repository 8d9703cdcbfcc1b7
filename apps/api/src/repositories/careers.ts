import type { CareerDetails, CareerSummary, RiasecScores } from '@pathwise/contract';
import { RIASEC } from '@pathwise/contract';
import { isCatchAll } from '@pathwise/assessment';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
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
      ? { median: row.medianPay, basis: row.payBasis, hourly: row.hourlyPay }
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

/** Rows of one table in the database's order, grouped by career code (each group keeps it). */
function byCode<R extends { code: string }>(rows: readonly R[], limit = Infinity) {
  const groups = new Map<string, R[]>();
  for (const row of rows) {
    const group = groups.get(row.code);
    if (!group) groups.set(row.code, [row]);
    else if (group.length < limit) group.push(row);
  }
  return (code: string): readonly R[] => groups.get(code) ?? [];
}

/**
 * Everything Pathwise shows about every career, by code: read with one query per table for the
 * whole catalogue (each sorted by the database as a page shows it), so it can be built once per
 * import (see `perRelease`) instead of a dozen queries per page.
 */
export async function allCareerDetails(db: Database): Promise<Map<string, CareerDetails>> {
  const [
    rows,
    sources,
    groups,
    zones,
    pay,
    outlook,
    knowledge,
    workStyles,
    skills,
    tasks,
    technologies,
    workValues,
    titles,
    related,
  ] = await Promise.all([
    db.select().from(occupations).orderBy(asc(occupations.code)),
    dataSources(db),
    db
      .select({ elementId: contentElements.elementId, name: contentElements.name })
      .from(contentElements)
      .where(sql`${contentElements.elementId} ~ '^1\.D\.[0-9]+$'`),
    db.select().from(jobZones),
    db.select().from(occupationPay),
    db.select().from(occupationOutlook),
    db
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
    db
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
    db
      .select()
      .from(occupationSkills)
      .orderBy(
        asc(occupationSkills.code),
        desc(occupationSkills.importance),
        asc(occupationSkills.name),
      ),
    db
      .select()
      .from(occupationTasks)
      .orderBy(
        asc(occupationTasks.code),
        desc(occupationTasks.core),
        sql`${occupationTasks.incumbentsResponding} desc nulls last`,
        asc(occupationTasks.taskId),
      ),
    db
      .select()
      .from(occupationTechnologies)
      .orderBy(
        asc(occupationTechnologies.code),
        desc(occupationTechnologies.hot),
        desc(occupationTechnologies.inDemand),
        asc(occupationTechnologies.example),
      ),
    db
      .select()
      .from(occupationWorkValues)
      // Values of equal extent in O*NET's order.
      .orderBy(
        asc(occupationWorkValues.code),
        desc(occupationWorkValues.extent),
        asc(occupationWorkValues.elementId),
      ),
    db
      .select({ code: occupationTitles.code, title: occupationTitles.title })
      .from(occupationTitles)
      .where(eq(occupationTitles.kind, 'alternate'))
      .orderBy(asc(occupationTitles.code), asc(occupationTitles.title)),
    db
      .select({
        code: relatedOccupations.code,
        relatedCode: occupations.code,
        title: occupations.title,
        jobZone: occupations.jobZone,
      })
      .from(relatedOccupations)
      .innerJoin(occupations, eq(occupations.code, relatedOccupations.relatedCode))
      .orderBy(asc(relatedOccupations.code), asc(relatedOccupations.position)),
  ]);
  const styleGroups = new Map(groups.map((group) => [group.elementId, group.name]));
  const zoneInfo = new Map(zones.map((zone) => [zone.zone, zone]));
  const payOf = byCode(pay);
  const outlookOf = byCode(outlook);
  const knowledgeOf = byCode(knowledge);
  const workStylesOf = byCode(workStyles);
  const skillsOf = byCode(skills, 10);
  const tasksOf = byCode(tasks, 12);
  const technologiesOf = byCode(technologies);
  const workValuesOf = byCode(workValues);
  const titlesOf = byCode(titles, 200);
  const relatedOf = byCode(related, 10);
  return new Map(
    rows.map((row): [string, CareerDetails] => {
      const { code } = row;
      const jobZone = row.jobZone ? zoneInfo.get(row.jobZone) : undefined;
      const [ownPay] = payOf(code);
      const [ownOutlook] = outlookOf(code);
      return [
        code,
        {
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
          skills: skillsOf(code).map(({ name, importance, level }) => ({
            name,
            importance,
            level,
          })),
          tasks: tasksOf(code).map(({ task, core }) => ({ task, core })),
          technologies: technologiesOf(code).map(({ example, category, hot, inDemand }) => ({
            example,
            category,
            hot,
            inDemand,
          })),
          workValues: workValuesOf(code).map(({ name, extent }) => ({ name, extent })),
          knowledge: knowledgeOf(code).map(withoutCode),
          workStyles: workStylesOf(code).map(({ elementId, name, description, impact, rank }) => ({
            name,
            description,
            // 1.D.3.b belongs to the group 1.D.3.
            group: styleGroups.get(elementId.split('.').slice(0, 3).join('.')) ?? '',
            impact,
            distinctive: rank > 0 ? rank : null,
          })),
          pay: ownPay ? withoutCode(ownPay) : null,
          outlook: ownOutlook ? withoutCode(ownOutlook) : null,
          catchAll: isCatchAll(row.title),
          sources,
          alternateTitles: titlesOf(code).map(({ title }) => title),
          related: relatedOf(code).map(({ relatedCode, title, jobZone }) => ({
            code: relatedCode,
            title,
            jobZone,
          })),
        },
      ];
    }),
  );
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
