import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
