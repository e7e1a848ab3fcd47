import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { orgs } from './catalogue';
import { profiles } from './identity';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const intArray = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`);

export const CLUB_TYPE_VALUES = [
  'Technical',
  'Cultural',
  'Sports',
  'Social Service',
  'Entrepreneurship',
  'Literary',
  'Professional',
] as const;
export const CLUB_ROLE_VALUES = ['member', 'committee', 'admin'] as const;
export const JOIN_REQUEST_STATUS_VALUES = ['pending', 'accepted', 'rejected', 'withdrawn'] as const;

/*
 * Clubs run by a company or an institution (draft -> published -> closed). `host` names the
 * department or chapter that runs it. `search` is a weighted full-text document (title A, host B,
 * description C) kept by PostgreSQL itself, for the list's search box.
 */
export const clubs = pgTable(
  'clubs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    org_id: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    created_by_profile_id: integer('created_by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 150 }).notNull(),
    description: text('description').notNull().default(''),
    club_type: varchar('club_type', { length: 20, enum: CLUB_TYPE_VALUES }),
    host: varchar('host', { length: 150 }).notNull().default(''),
    is_online: boolean('is_online').notNull().default(false),
    location: varchar('location', { length: 200 }).notNull().default(''),
    skill_ids: intArray('skill_ids'),
    job_role_ids: intArray('job_role_ids'),
    degree_ids: intArray('degree_ids'),
    specialization_ids: intArray('specialization_ids'),
    avatar_key: varchar('avatar_key', { length: 300 }),
    status: varchar('status', { length: 10, enum: ['draft', 'published', 'closed'] })
      .notNull()
      .default('draft'),
    published_at: timestamp('published_at', { withTimezone: true }),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(host, '')), 'B') || setweight(to_tsvector('simple', coalesce(description, '')), 'C')`,
      ),
    inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('clubs_uuid_key').on(t.uuid),
    // The public list: published clubs, newest first (optionally of one type).
    index('clubs_list_idx').on(t.status, t.published_at.desc(), t.id.desc()),
    index('clubs_type_list_idx').on(t.status, t.club_type, t.published_at.desc()),
    // An organisation's own clubs and its public page.
    index('clubs_org_idx').on(t.org_id, t.status, t.published_at.desc()),
    index('clubs_org_inserted_idx').on(t.org_id, t.inserted_at.desc()),
    index('clubs_created_by_idx').on(t.created_by_profile_id),
    index('clubs_search_gin').using('gin', t.search),
  ],
);

/** Who belongs to a club, and as what; one row per person and club. */
export const clubMembers = pgTable(
  'club_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 10, enum: CLUB_ROLE_VALUES }).notNull().default('member'),
    committee_title: varchar('committee_title', { length: 80 }),
    joined_at: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('club_members_club_profile_key').on(t.club_id, t.profile_id),
    // Members of a club (optionally of one role), newest first; also the member counts.
    index('club_members_club_role_idx').on(t.club_id, t.role, t.joined_at.desc()),
    index('club_members_club_joined_idx').on(t.club_id, t.joined_at.desc(), t.id.desc()),
    // A person's clubs.
    index('club_members_profile_idx').on(t.profile_id, t.joined_at.desc()),
  ],
);

/** A student's request to join a club; at most one pending request per student and club. */
export const clubJoinRequests = pgTable(
  'club_join_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    club_id: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 10, enum: JOIN_REQUEST_STATUS_VALUES }).notNull().default('pending'),
    message: varchar('message', { length: 500 }),
    decided_by_profile_id: integer('decided_by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('club_join_requests_open_key')
      .on(t.club_id, t.profile_id)
      .where(sql`${t.status} = 'pending'`),
    // Requests of a club, optionally of one status, newest first.
    index('club_join_requests_club_status_idx').on(t.club_id, t.status, t.inserted_at.desc()),
    index('club_join_requests_club_inserted_idx').on(t.club_id, t.inserted_at.desc(), t.id.desc()),
    // A student's own requests (their state on a club page).
    index('club_join_requests_profile_idx').on(t.profile_id, t.club_id, t.inserted_at.desc()),
    index('club_join_requests_decided_by_idx').on(t.decided_by_profile_id),
  ],
);
