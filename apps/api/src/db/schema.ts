import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per person, keyed by their Firebase uid; created on their first call. */
export const profiles = pgTable('profiles', {
  id: text('id').primaryKey(),
  displayName: text('display_name'),
  lifeStage: text('life_stage', { enum: ['school', 'college', 'working', 'changing-careers'] }),
  country: text('country'),
  preferredLanguage: text('preferred_language'),
  shareProfile: boolean('share_profile').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
