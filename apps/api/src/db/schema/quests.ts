import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { profiles } from './identity';
import { content, timestamps } from './learning';

/*
 * Quests (issue 27, decision 0078): a guided journey of steps (projects, learning paths, quizzes, question
 * banks, peer-reviewed activities) joined by prerequisite rules; cohorts (the spec's data groups) with their
 * own dates; a student's enrolment (my_quests); and a mentor's per-student unlocks and skips. What a student
 * did in each step is never stored here: it is read from the module that owns the item, so completing an item
 * counts in every quest that contains it.
 */

export const quests = pgTable(
  'quests',
  {
    ...content(),
    summary: varchar('summary', { length: 300 }).notNull().default(''),
    description: text('description').notNull().default(''),
    duration_weeks: smallint('duration_weeks'),
    price_paise: integer('price_paise').notNull().default(0),
    /** Points the portfolio's Courses entry carries on completion. */
    points: integer('points').notNull().default(100),
  },
  (t) => [
    index('quests_status_idx').on(t.status, t.published_at),
    index('quests_author_idx').on(t.created_by_profile_id),
    index('quests_org_idx').on(t.org_id),
    index('quests_skills_gin').using('gin', t.skill_ids),
    check('quests_price', sql`${t.price_paise} >= 0`),
  ],
);

export const questSteps = pgTable(
  'quest_steps',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    quest_id: integer('quest_id')
      .notNull()
      .references(() => quests.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 24 }).notNull(),
    seq: smallint('seq').notNull(),
    kind: varchar('kind', {
      length: 14,
      enum: ['project', 'resource_group', 'quiz', 'question_bank', 'activity'],
    }).notNull(),
    ref_id: integer('ref_id').notNull(),
    /** The prerequisite rule (packages/shared/src/quests/rules.ts), or null: open from the start. */
    rule: jsonb('rule'),
    skip_counts: boolean('skip_counts').notNull().default(false),
    x: real('x'),
    y: real('y'),
  },
  (t) => [
    uniqueIndex('quest_steps_key').on(t.quest_id, t.key),
    index('quest_steps_quest_idx').on(t.quest_id, t.seq),
    // Credit once, everywhere: every quest that has this item.
    index('quest_steps_item_idx').on(t.kind, t.ref_id),
  ],
);

/** A cohort (data group) of a quest: its students share start dates, so date windows count from them. */
export const questCohorts = pgTable(
  'quest_cohorts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    quest_id: integer('quest_id')
      .notNull()
      .references(() => quests.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 80 }).notNull(),
    starts_on: varchar('starts_on', { length: 10 }).notNull(),
    ends_on: varchar('ends_on', { length: 10 }),
    ...timestamps,
  },
  (t) => [index('quest_cohorts_quest_idx').on(t.quest_id)],
);

export const myQuests = pgTable(
  'my_quests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    quest_id: integer('quest_id')
      .notNull()
      .references(() => quests.id, { onDelete: 'cascade' }),
    cohort_id: integer('cohort_id').references(() => questCohorts.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 10, enum: ['Enrolled', 'Completed', 'Dropped'] })
      .notNull()
      .default('Enrolled'),
    /** India date of (re-)enrolment: date windows count from it when there is no cohort. */
    enrolled_on: varchar('enrolled_on', { length: 10 }).notNull(),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    /** The Courses entry completing it added to the portfolio (once). */
    portfolio_entry_id: integer('portfolio_entry_id'),
    /** Progress as last computed (for lists and dashboards; the page computes it afresh). */
    progress: smallint('progress').notNull().default(0),
    last_activity_on: varchar('last_activity_on', { length: 10 }),
    last_nudged_at: timestamp('last_nudged_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('my_quests_key').on(t.profile_id, t.quest_id),
    index('my_quests_quest_idx').on(t.quest_id, t.status),
    index('my_quests_cohort_idx').on(t.cohort_id),
  ],
);

/** A mentor unlocked or skipped one step for one student. */
export const questStepGrants = pgTable(
  'quest_step_grants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    my_quest_id: integer('my_quest_id')
      .notNull()
      .references(() => myQuests.id, { onDelete: 'cascade' }),
    step_key: varchar('step_key', { length: 24 }).notNull(),
    kind: varchar('kind', { length: 6, enum: ['unlock', 'skip'] }).notNull(),
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    by_profile_id: integer('by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('quest_step_grants_key').on(t.my_quest_id, t.step_key, t.kind)],
);

/** A quest scorecard emailed to a student: once (slot '1'), again only when asked (slot '2', '3', ...). */
export const questScorecardSends = pgTable(
  'quest_scorecard_sends',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    my_quest_id: integer('my_quest_id')
      .notNull()
      .references(() => myQuests.id, { onDelete: 'cascade' }),
    slot: varchar('slot', { length: 6 }).notNull(),
    email_id: integer('email_id'),
    inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('quest_scorecard_sends_key').on(t.my_quest_id, t.slot)],
);
