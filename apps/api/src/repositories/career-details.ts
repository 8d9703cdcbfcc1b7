import { isCatchAll, isMilitaryCareer, militaryJobsOf } from '@pathwise/assessment';
import type { CareerDetails, RiasecScores } from '@pathwise/contract';
import { RIASEC } from '@pathwise/contract';
import type { Database } from '../db/database';
import { type CareerDetailTables, readCareerDetailTables } from './career-detail-reads';
import { type OccupationRow, toSummary } from './careers';

const toScores = (values: number[] | null): RiasecScores | null =>
  values?.length === 6
    ? (Object.fromEntries(RIASEC.map((area, i) => [area, values[i]!])) as RiasecScores)
    : null;

/** A career's row without its key, as the response nests it under the career. */
const withoutCode = <R extends { code: string }>({ code: _code, ...rest }: R) => rest;

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

/** The tables as lookups by career code, each list cut to what a page shows. */
function lookups(tables: CareerDetailTables) {
  return {
    sources: tables.sources,
    styleGroups: new Map(tables.groups.map((group) => [group.elementId, group.name])),
    zoneInfo: new Map(tables.zones.map((zone) => [zone.zone, zone])),
    payOf: byCode(tables.pay),
    outlookOf: byCode(tables.outlook),
    knowledgeOf: byCode(tables.knowledge),
    workStylesOf: byCode(tables.workStyles),
    skillsOf: byCode(tables.skills, 10),
    tasksOf: byCode(tables.tasks, 12),
    technologiesOf: byCode(tables.technologies),
    workValuesOf: byCode(tables.workValues),
    titlesOf: byCode(tables.titles, 200),
    relatedOf: byCode(tables.related, 10),
    rowOf: new Map(tables.rows.map((row) => [row.code, row])),
  };
}

/**
 * The careers a page lists as related: O*NET's own; for a military occupation, which O*NET relates
 * to nothing, the civilian careers its jobs train for (military-jobs.ts), closest first.
 */
function relatedCareers(code: string, lists: Lookups): CareerDetails['related'] {
  const own = lists.relatedOf(code).map(({ relatedCode, title, jobZone }) => ({
    code: relatedCode,
    title,
    jobZone,
  }));
  if (own.length > 0 || !isMilitaryCareer(code)) return own;
  const civilian = new Set(militaryJobsOf(code).flatMap((job) => job.civilian));
  return [...civilian].flatMap((related) => {
    const row = lists.rowOf.get(related);
    return row ? [{ code: row.code, title: row.title, jobZone: row.jobZone }] : [];
  });
}

type Lookups = ReturnType<typeof lookups>;

function jobZoneInfo(row: OccupationRow, { zoneInfo }: Lookups): CareerDetails['jobZoneInfo'] {
  const jobZone = row.jobZone ? zoneInfo.get(row.jobZone) : undefined;
  return jobZone
    ? {
        zone: jobZone.zone,
        name: jobZone.name,
        experience: jobZone.experience,
        education: jobZone.education,
        training: jobZone.training,
        examples: jobZone.examples,
      }
    : null;
}

/** What a career asks of a person: skills, knowledge and work styles. */
function abilities(code: string, lists: Lookups) {
  return {
    skills: lists
      .skillsOf(code)
      .map(({ name, importance, level }) => ({ name, importance, level })),
    knowledge: lists.knowledgeOf(code).map(withoutCode),
    workStyles: lists.workStylesOf(code).map(({ elementId, name, description, impact, rank }) => ({
      name,
      description,
      // 1.D.3.b belongs to the group 1.D.3.
      group: lists.styleGroups.get(elementId.split('.').slice(0, 3).join('.')) ?? '',
      impact,
      distinctive: rank > 0 ? rank : null,
    })),
  };
}

/** One career's page, in the order of the response schema. */
function careerDetails(row: OccupationRow, lists: Lookups): CareerDetails {
  const { code } = row;
  const [ownPay] = lists.payOf(code);
  const [ownOutlook] = lists.outlookOf(code);
  const { skills, knowledge, workStyles } = abilities(code, lists);
  return {
    ...toSummary(row),
    description: row.description,
    interests: toScores(row.interests),
    jobZoneInfo: jobZoneInfo(row, lists),
    typicalEducationShare: row.typicalEducationShare,
    skills,
    tasks: lists.tasksOf(code).map(({ task, core }) => ({ task, core })),
    technologies: lists.technologiesOf(code).map(({ example, category, hot, inDemand }) => ({
      example,
      category,
      hot,
      inDemand,
    })),
    workValues: lists.workValuesOf(code).map(({ name, extent }) => ({ name, extent })),
    knowledge,
    workStyles,
    pay: ownPay ? withoutCode(ownPay) : null,
    outlook: ownOutlook ? withoutCode(ownOutlook) : null,
    catchAll: isCatchAll(row.title),
    sources: lists.sources,
    alternateTitles: lists.titlesOf(code).map(({ title }) => title),
    related: relatedCareers(code, lists),
  };
}

/**
 * Everything Pathwise shows about every career, by code: read with one query per table for the
 * whole catalogue, so it can be built once per import (see `perRelease`) instead of a dozen
 * queries per page.
 */
export async function allCareerDetails(db: Database): Promise<Map<string, CareerDetails>> {
  const tables = await readCareerDetailTables(db);
  const lists = lookups(tables);
  return new Map(tables.rows.map((row) => [row.code, careerDetails(row, lists)]));
}
