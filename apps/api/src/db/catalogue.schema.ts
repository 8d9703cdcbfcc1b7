import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/*
 * The career catalogue, imported from an O*NET release as a whole (see catalogue/import.ts).
 * Nothing here references people's rows, so a re-import never touches what they saved.
 */

/** One row: which release is loaded, when, and what it held. */
export const catalogueRelease = pgTable('catalogue_release', {
  id: smallint('id').primaryKey().default(1),
  release: text('release').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  counts: jsonb('counts').$type<Record<string, number>>().notNull(),
});

export const occupations = pgTable('occupations', {
  code: text('code').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  jobZone: smallint('job_zone'),
  /** O*NET interest profile (scale OI, 1–7) in RIASEC order; null where O*NET has none. */
  interests: real('interests').array(),
  /** First, second and third interest high points (scale IH) as letters, e.g. "SAI". */
  highPoints: text('high_points'),
  /** The education level most incumbents report (scale RL), as O*NET words it. */
  typicalEducation: text('typical_education'),
  typicalEducationShare: real('typical_education_share'),
});

/** Every name an occupation goes by: its title, alternate and reported titles (search indexes them). */
export const occupationTitles = pgTable(
  'occupation_titles',
  {
    code: text('code').notNull(),
    title: text('title').notNull(),
    kind: text('kind', { enum: ['title', 'alternate', 'reported'] }).notNull(),
  },
  (table) => [index('occupation_titles_code').on(table.code)],
);

export const occupationTasks = pgTable(
  'occupation_tasks',
  {
    code: text('code').notNull(),
    taskId: integer('task_id').notNull(),
    task: text('task').notNull(),
    core: boolean('core').notNull(),
    /** Share of incumbents who said they do it, where surveyed. */
    incumbentsResponding: real('incumbents_responding'),
  },
  (table) => [primaryKey({ columns: [table.code, table.taskId] })],
);

export const occupationSkills = pgTable(
  'occupation_skills',
  {
    code: text('code').notNull(),
    elementId: text('element_id').notNull(),
    name: text('name').notNull(),
    /** Importance (scale IM, 1–5) and level (scale LV, 0–7). */
    importance: real('importance').notNull(),
    level: real('level'),
  },
  (table) => [primaryKey({ columns: [table.code, table.elementId] })],
);

export const occupationTechnologies = pgTable(
  'occupation_technologies',
  {
    code: text('code').notNull(),
    example: text('example').notNull(),
    category: text('category').notNull(),
    hot: boolean('hot').notNull(),
    inDemand: boolean('in_demand').notNull(),
  },
  (table) => [index('occupation_technologies_code').on(table.code)],
);

export const occupationWorkValues = pgTable(
  'occupation_work_values',
  {
    code: text('code').notNull(),
    elementId: text('element_id').notNull(),
    name: text('name').notNull(),
    /** Extent (scale EX, 1–7). */
    extent: real('extent').notNull(),
  },
  (table) => [primaryKey({ columns: [table.code, table.elementId] })],
);

export const relatedOccupations = pgTable(
  'related_occupations',
  {
    code: text('code').notNull(),
    relatedCode: text('related_code').notNull(),
    tier: text('tier').notNull(),
    position: smallint('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.code, table.relatedCode] })],
);

export const jobZones = pgTable('job_zones', {
  zone: smallint('zone').primaryKey(),
  name: text('name').notNull(),
  experience: text('experience').notNull(),
  education: text('education').notNull(),
  training: text('training').notNull(),
  examples: text('examples').notNull(),
});

/** The interest inventory's cards: O*NET illustrative activities, each tied to a RIASEC area. */
export const interestCards = pgTable('interest_cards', {
  id: text('id').primaryKey(),
  area: text('area', { enum: ['R', 'I', 'A', 'S', 'E', 'C'] }).notNull(),
  text: text('text').notNull(),
});
