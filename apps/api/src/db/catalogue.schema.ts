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
 * The career catalogue, imported from an O*NET release and the BLS pay and outlook tables as a whole
 * (see catalogue/import-catalogue.ts). Nothing here references people's rows, so a re-import never
 * touches what they saved.
 */

/** What the BLS tables cover, and the all-occupations figures careers are compared with. */
export type LabourSources = {
  /** OEWS reference period, e.g. "May 2025". */
  pay: string;
  /** Employment Projections decade, e.g. "2024–34". */
  outlook: string;
  /** Median annual and hourly pay across all occupations. */
  allMedianAnnual: number | null;
  allMedianHourly?: number | null;
  /** Employment change across all occupations over the decade, in percent. */
  allGrowthPercent: number | null;
};

/** One row: which releases are loaded, when, and what they held. */
export const catalogueRelease = pgTable('catalogue_release', {
  id: smallint('id').primaryKey().default(1),
  /** The O*NET release, as its Read Me names it ("30.1"). */
  release: text('release').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  counts: jsonb('counts').$type<Record<string, number>>().notNull(),
  /** Null when the catalogue was imported without the BLS tables. */
  labour: jsonb('labour').$type<LabourSources>(),
  /** Which version of the importer wrote it (`CATALOGUE_FORMAT`); 0 before this was recorded. */
  format: smallint('format').notNull().default(0),
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
  /** BLS median pay (annual where published, else hourly), for lists; null without BLS figures. */
  medianPay: real('median_pay'),
  payBasis: text('pay_basis', { enum: ['annual', 'hourly'] }),
  /** BLS hourly median beside an annual one, where BLS publishes both; null otherwise. */
  hourlyPay: real('hourly_pay'),
  /** BLS employment change over the projection decade, in percent. */
  growthPercent: real('growth_percent'),
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

/** Knowledge areas (O*NET 30.x): importance (IM, 1–5) and level (LV, 0–7). */
export const occupationKnowledge = pgTable(
  'occupation_knowledge',
  {
    code: text('code').notNull(),
    elementId: text('element_id').notNull(),
    name: text('name').notNull(),
    importance: real('importance').notNull(),
    level: real('level'),
  },
  (table) => [primaryKey({ columns: [table.code, table.elementId] })],
);

/** Work styles (O*NET 30.x): impact on performance (WI, −3…3), distinctiveness rank (DR, 0 = not ranked). */
export const occupationWorkStyles = pgTable(
  'occupation_work_styles',
  {
    code: text('code').notNull(),
    elementId: text('element_id').notNull(),
    impact: real('impact').notNull(),
    rank: smallint('rank').notNull(),
  },
  (table) => [primaryKey({ columns: [table.code, table.elementId] })],
);

/** The content model's words for what knowledge areas and work styles are, and their groups. */
export const contentElements = pgTable('content_elements', {
  elementId: text('element_id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
});

/** How a BLS figure relates to the career: its own SOC code, its parent's (a specialty), or a wider group. */
export type FigureScope = 'exact' | 'specialty' | 'broad';
export type PayFigures = {
  p10: number | null;
  p25: number | null;
  median: number | null;
  p75: number | null;
  p90: number | null;
};

/** BLS OEWS national pay, joined to each O*NET career. */
export const occupationPay = pgTable('occupation_pay', {
  code: text('code').primaryKey(),
  soc: text('soc').notNull(),
  socTitle: text('soc_title').notNull(),
  scope: text('scope').$type<FigureScope>().notNull(),
  /** Wage and salary jobs (excludes the self-employed); null where BLS publishes none. */
  employment: integer('employment'),
  /** Null where BLS publishes only hourly (or only annual) figures. */
  annual: jsonb('annual').$type<PayFigures>(),
  hourly: jsonb('hourly').$type<PayFigures>(),
  /** Figures at or above BLS's top code, by name ("p90"). */
  topCoded: text('top_coded').array().notNull(),
});

/** BLS Employment Projections, joined to each O*NET career. Employment and openings in thousands. */
export const occupationOutlook = pgTable('occupation_outlook', {
  code: text('code').primaryKey(),
  soc: text('soc').notNull(),
  socTitle: text('soc_title').notNull(),
  scope: text('scope').$type<FigureScope>().notNull(),
  employmentStart: real('employment_start'),
  employmentEnd: real('employment_end'),
  changePercent: real('change_percent'),
  openingsPerYear: real('openings_per_year'),
  education: text('education'),
  experience: text('experience'),
  training: text('training'),
  handbookUrl: text('handbook_url'),
});

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
  /** O*NET's example careers for the card's basic interest: careers whose own activity it is. */
  careers: text('careers').array().notNull().default([]),
});
