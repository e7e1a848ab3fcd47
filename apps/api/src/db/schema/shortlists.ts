import type { ShortlistFilter } from '@lbd/shared';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { orgs, specializations } from './catalogue';
import { profiles } from './identity';

/**
 * An institute's saved shortlist (issue 24 item 6): the filter it was made with and the students it
 * matched at that moment (`shortlist_members`), under a name unique in the institute. A department
 * admin's shortlist keeps their branch (`specialization_id`): only callers who see that branch see it.
 */
export const shortlists = pgTable(
  'shortlists',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    org_id: integer('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    specialization_id: integer('specialization_id').references(() => specializations.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 80 }).notNull(),
    filter: jsonb('filter').$type<ShortlistFilter>().notNull(),
    /** The filter in words, with the catalogue's names when it was saved. */
    filter_summary: text('filter_summary').notNull().default(''),
    student_count: integer('student_count').notNull(),
    created_by_profile_id: integer('created_by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shortlists_org_name_key').on(t.org_id, sql`lower(${t.name})`),
    index('shortlists_org_inserted_idx').on(t.org_id, t.inserted_at.desc(), t.id.desc()),
    index('shortlists_specialization_idx').on(t.specialization_id),
    index('shortlists_created_by_idx').on(t.created_by_profile_id),
  ],
);

/** The students a shortlist held when it was saved. */
export const shortlistMembers = pgTable(
  'shortlist_members',
  {
    shortlist_id: integer('shortlist_id')
      .notNull()
      .references(() => shortlists.id, { onDelete: 'cascade' }),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.shortlist_id, t.profile_id] }),
    index('shortlist_members_profile_idx').on(t.profile_id),
  ],
);
