import type {
  CareerDetails,
  CareerPage,
  CareerSearchQuery,
  CareerSummary,
  RiasecScores,
} from '@pathwise/contract';
import { RIASEC } from '@pathwise/contract';
import { type SQL, and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Executor } from '../db/database';
import {
  jobZones,
  occupationSkills,
  occupationTasks,
  occupationTechnologies,
  occupationTitles,
  occupationWorkValues,
  occupations,
  relatedOccupations,
} from '../db/schema';
import { ApiError } from '../plugins/problem';

/** How close a name must be to the search term, 0–1 (pg_trgm word similarity). */
const SEARCH_THRESHOLD = 0.35;

const cursorSchema = z.object({ offset: z.number().int().min(0).max(100_000) });

const encodeCursor = (offset: number) =>
  Buffer.from(JSON.stringify({ offset })).toString('base64url');

function decodeCursor(cursor: string | undefined): number {
  if (!cursor) return 0;
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))).offset;
  } catch {
    throw new ApiError(
      400,
      'invalid_cursor',
      'This page link is not valid. Start from the first page.',
      [{ path: 'query.cursor', message: 'Use the nextCursor of a previous page.' }],
    );
  }
}

type OccupationRow = typeof occupations.$inferSelect;

export const toSummary = (row: OccupationRow): CareerSummary => ({
  code: row.code,
  title: row.title,
  jobZone: row.jobZone,
  highPoints: row.highPoints ?? '',
  typicalEducation: row.typicalEducation,
});

const toScores = (values: number[] | null): RiasecScores | null =>
  values?.length === 6
    ? (Object.fromEntries(RIASEC.map((area, i) => [area, values[i]!])) as RiasecScores)
    : null;

function filters(query: CareerSearchQuery): SQL[] {
  const where: SQL[] = [];
  if (query.area) where.push(sql`left(${occupations.highPoints}, 1) = ${query.area}`);
  if (query.jobZone?.length) where.push(inArray(occupations.jobZone, query.jobZone));
  return where;
}

/**
 * Careers by any of their names (title, alternate and reported titles), typo-tolerant through
 * trigram similarity and ranked by how well the best-matching name fits; without a term, all
 * careers A to Z. Filters by first interest area and job zones.
 */
export async function searchCareers(db: Database, query: CareerSearchQuery): Promise<CareerPage> {
  const offset = decodeCursor(query.cursor);
  const where = filters(query);
  const term = query.q?.toLowerCase();
  const rows = term
    ? await db.transaction(async (tx) => {
        await tx.execute(
          sql.raw(`set local pg_trgm.word_similarity_threshold = ${SEARCH_THRESHOLD}`),
        );
        // The best name per career; the career's own title wins a tie over other names.
        const best = tx.$with('best').as(
          tx
            .selectDistinctOn([occupationTitles.code], {
              code: occupationTitles.code,
              matchedTitle: occupationTitles.title,
              score:
                sql<number>`word_similarity(${term}, ${occupationTitles.title}) + case when ${occupationTitles.kind} = 'title' then 0.05 else 0 end`.as(
                  'score',
                ),
            })
            .from(occupationTitles)
            .where(sql`${term} <% ${occupationTitles.title}`)
            .orderBy(occupationTitles.code, sql`score desc`, occupationTitles.title),
        );
        return tx
          .with(best)
          .select({
            occupation: occupations,
            matchedTitle: best.matchedTitle,
            total: sql<number>`count(*) over ()`.mapWith(Number),
          })
          .from(best)
          .innerJoin(occupations, eq(occupations.code, best.code))
          .where(and(...where))
          .orderBy(desc(best.score), asc(occupations.title), asc(occupations.code))
          .limit(query.limit)
          .offset(offset);
      })
    : await db
        .select({
          occupation: occupations,
          matchedTitle: sql<string | null>`null`,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(occupations)
        .where(and(...where))
        .orderBy(asc(occupations.title), asc(occupations.code))
        .limit(query.limit)
        .offset(offset);

  const total = rows[0]?.total ?? 0;
  const next = offset + rows.length;
  return {
    items: rows.map((row) => ({
      ...toSummary(row.occupation),
      matchedTitle:
        row.matchedTitle && row.matchedTitle !== row.occupation.title ? row.matchedTitle : null,
    })),
    total,
    nextCursor: rows.length > 0 && next < total ? encodeCursor(next) : null,
  };
}

/** Everything Pathwise shows about one career, or null when the catalogue has no such code. */
export async function getCareer(db: Database, code: string): Promise<CareerDetails | null> {
  const [row] = await db.select().from(occupations).where(eq(occupations.code, code));
  if (!row) return null;
  const [zone, skills, tasks, technologies, workValues, titles, related] = await Promise.all([
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
      )
      .limit(20),
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
      .limit(15),
    db
      .select({ code: occupations.code, title: occupations.title, jobZone: occupations.jobZone })
      .from(relatedOccupations)
      .innerJoin(occupations, eq(occupations.code, relatedOccupations.relatedCode))
      .where(eq(relatedOccupations.code, code))
      .orderBy(asc(relatedOccupations.position))
      .limit(10),
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
