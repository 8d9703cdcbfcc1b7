import { EDUCATION_LEVELS, FIT_BANDS } from '@pathwise/assessment';
import type { GroupShares } from '@pathwise/contract';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

export * from './catalogue.schema';

/** One row per person, keyed by their Firebase uid; created on their first call. */
export const profiles = pgTable('profiles', {
  id: text('id').primaryKey(),
  displayName: text('display_name'),
  lifeStage: text('life_stage', { enum: ['school', 'college', 'working', 'changing-careers'] }),
  country: text('country'),
  preferredLanguage: text('preferred_language'),
  highestEducation: text('highest_education', { enum: EDUCATION_LEVELS }),
  /** Set once the sign-in's own name has been copied in (or the person named themselves): never again. */
  nameSeeded: boolean('name_seeded').notNull().default(false),
  shareProfile: boolean('share_profile').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Accounts their owners deleted: only the uid (a random id, nothing personal) and when. A token of
 * one of these is refused, and never makes a new, empty profile.
 */
export const closedAccounts = pgTable('closed_accounts', {
  uid: text('uid').primaryKey(),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The onboarding answers as one validated document per person. */
export const onboarding = pgTable('onboarding', {
  userId: text('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Coins earned: one row per achievement per person, so each is awarded once. */
export const coinAwards = pgTable(
  'coin_awards',
  {
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    achievement: text('achievement').notNull(),
    amount: integer('amount').notNull(),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.achievement] })],
);

const owner = () =>
  text('user_id')
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' });

/** Saved careers. No foreign key to the catalogue: a re-import must never drop what people saved. */
export const favourites = pgTable(
  'favourites',
  {
    userId: owner(),
    code: text('code').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.code] })],
);

/**
 * Each person's answer to "Would you consider this?" on a suggestion, with the fit band the
 * career had for them when they answered (null without a ranking), for the share of yes by band.
 */
export const careerVerdicts = pgTable(
  'career_verdicts',
  {
    userId: owner(),
    code: text('code').notNull(),
    verdict: text('verdict', { enum: ['yes', 'no'] }).notNull(),
    fitBand: text('fit_band', { enum: FIT_BANDS }),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.code] })],
);

/** Personality test answers, one row per item: uploads are upserts, so resending is harmless. */
export const personalityAnswers = pgTable(
  'personality_answers',
  {
    userId: owner(),
    itemId: text('item_id').notNull(),
    score: smallint('score').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.itemId] })],
);

/** Scored personality reports; the newest is the current one, older ones are history. */
export const personalityReports = pgTable(
  'personality_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    testVersion: text('test_version').notNull(),
    /** The raw sums and levels per domain and facet, and the norm group chosen. */
    result: jsonb('result').notNull(),
    /** The answers it was scored from ({ itemId, score }[]); null for reports made before they were kept. */
    answers: jsonb('answers'),
    /** The random id in the report's share link; null while not shared (the default). */
    shareId: text('share_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('personality_reports_user').on(table.userId, table.createdAt)],
);

/** Interest inventory ratings, one row per card. */
export const interestRatings = pgTable(
  'interest_ratings',
  {
    userId: owner(),
    cardId: text('card_id').notNull(),
    rating: text('rating', { enum: ['like', 'unsure', 'dislike'] }).notNull(),
    ratedAt: timestamp('rated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.cardId] })],
);

/** Scored interest results (RIASEC scores and Holland code); the newest is the current one. */
export const interestResults = pgTable(
  'interest_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    result: jsonb('result').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('interest_results_user').on(table.userId, table.createdAt)],
);

/**
 * Groups a counsellor or teacher makes, joined with a short code. Open while not closed and not
 * past `ends_on` (a UTC day); closing deletes the memberships, so nothing shared stays.
 */
export const groups = pgTable(
  'groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    userId: owner(),
    name: text('name').notNull(),
    endsOn: date('ends_on'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('groups_user').on(table.userId, table.createdAt)],
);

/**
 * Who is in a group, the name they gave it and what they chose to show; what they show is read
 * from their own data on each request, never copied here. The id is the one the maker sees.
 */
export const groupMembers = pgTable(
  'group_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: owner(),
    name: text('name').notNull(),
    shares: jsonb('shares').$type<GroupShares>().notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('group_members_group_user').on(table.groupId, table.userId),
    index('group_members_user').on(table.userId),
  ],
);
