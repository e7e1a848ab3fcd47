import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { orgs } from './catalogue';
import { profiles } from './identity';

/** PostgreSQL full-text document; written only by the generated column below. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const intArray = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`);

/*
 * Jobs and internships posted by a company or an institution (SPEC §4.4: draft -> published ->
 * closed), with their eligibility criteria. Money is integer paise: a job's yearly salary range or an
 * internship's monthly stipend. `search` is a weighted full-text document (title A, description B,
 * location C) kept by PostgreSQL itself.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    org_id: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    created_by_profile_id: integer('created_by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    type: varchar('type', { length: 12, enum: ['Job_Fulltime', 'Job_Parttime', 'Internship'] }).notNull(),
    title: varchar('title', { length: 150 }).notNull(),
    description: text('description').notNull().default(''),
    location: varchar('location', { length: 200 }).notNull().default(''),
    is_remote: boolean('is_remote').notNull().default(false),
    skill_ids: intArray('skill_ids'),
    job_role_ids: intArray('job_role_ids'),
    degree_ids: intArray('degree_ids'),
    specialization_ids: intArray('specialization_ids'),
    min_cgpa: numeric('min_cgpa', { precision: 4, scale: 2 }),
    min_percentage: numeric('min_percentage', { precision: 5, scale: 2 }),
    max_backlogs: smallint('max_backlogs'),
    graduation_years: intArray('graduation_years'),
    salary_min: bigint('salary_min', { mode: 'number' }),
    salary_max: bigint('salary_max', { mode: 'number' }),
    stipend: bigint('stipend', { mode: 'number' }),
    currency: varchar('currency', { length: 3 }).notNull().default('INR'),
    open_positions: integer('open_positions').notNull().default(1),
    apply_by: date('apply_by', { mode: 'string' }),
    duration_months: smallint('duration_months'),
    status: varchar('status', { length: 10, enum: ['draft', 'published', 'closed'] })
      .notNull()
      .default('draft'),
    published_at: timestamp('published_at', { withTimezone: true }),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B') || setweight(to_tsvector('english', coalesce(location, '')), 'C')`,
      ),
    inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_uuid_key').on(t.uuid),
    // Public lists: published jobs of a type, newest first (and the "posted within N days" filter).
    index('jobs_list_idx').on(t.status, t.type, t.published_at.desc(), t.id.desc()),
    // Counting a list's open jobs without reading the table (index-only: type and apply-by date).
    index('jobs_open_type_idx')
      .on(t.type, t.apply_by)
      .where(sql`${t.status} = 'published'`),
    // Newest published jobs of every type (the pool recommendations rank).
    index('jobs_published_newest_idx')
      .on(t.published_at.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    // An organisation's own jobs and its public page.
    index('jobs_org_idx').on(t.org_id, t.status, t.published_at.desc()),
    index('jobs_org_inserted_idx').on(t.org_id, t.inserted_at.desc()),
    index('jobs_created_by_idx').on(t.created_by_profile_id),
    // Public search: only published jobs are ever searched.
    index('jobs_search_gin')
      .using('gin', t.search)
      .where(sql`${t.status} = 'published'`),
    index('jobs_skills_gin').using('gin', t.skill_ids),
    index('jobs_job_roles_gin').using('gin', t.job_role_ids),
  ],
);

export const APPLICATION_STATUS_VALUES = ['applied', 'shortlisted', 'rejected', 'selected', 'withdrawn'] as const;

/** A student's application to a job; one per student and job. */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    job_id: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 12, enum: APPLICATION_STATUS_VALUES }).notNull().default('applied'),
    /** How much of the job's criteria the student met when applying. */
    eligibility_percent: smallint('eligibility_percent').notNull(),
    cover_note: text('cover_note'),
    inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_applications_job_profile_key').on(t.job_id, t.profile_id),
    // Applicants of a job, newest first, optionally of one status.
    index('job_applications_job_status_idx').on(t.job_id, t.status, t.inserted_at.desc()),
    index('job_applications_job_inserted_idx').on(t.job_id, t.inserted_at.desc(), t.id.desc()),
    // A student's own applications.
    index('job_applications_profile_idx').on(t.profile_id, t.inserted_at.desc()),
  ],
);

/**
 * How many applications each job has in each status, kept by triggers on job_applications (so every
 * writer, bulk loads included, keeps it right): the applicants list and the dashboard read their totals
 * here instead of counting a job's applications on every page.
 *
 * A count is split over `APPLICATION_COUNT_SHARDS` rows by the applicant (profile_id modulo the shard
 * count; the migrations' trigger functions spell the same number): each application's insert locks
 * its shard's row until it commits, and with one row per job and status every student applying to the
 * same job waited for the one before. Readers add the shards up.
 */
export const APPLICATION_COUNT_SHARDS = 8;
export const jobApplicationCounts = pgTable(
  'job_application_counts',
  {
    job_id: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 12, enum: APPLICATION_STATUS_VALUES }).notNull(),
    shard: smallint('shard').notNull().default(0),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.job_id, t.status, t.shard] })],
);

/** Every status change of an application: who, from what, to what, why. */
export const jobApplicationLogs = pgTable(
  'job_application_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    application_id: integer('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    from_status: varchar('from_status', { length: 12, enum: APPLICATION_STATUS_VALUES }),
    to_status: varchar('to_status', { length: 12, enum: APPLICATION_STATUS_VALUES }).notNull(),
    actor_profile_id: integer('actor_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    note: varchar('note', { length: 500 }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_application_logs_application_idx').on(t.application_id, t.at),
    index('job_application_logs_actor_idx').on(t.actor_profile_id),
  ],
);

/** A student invited by the posting organisation to apply to a job; once per student and job. */
export const jobInvitations = pgTable(
  'job_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    job_id: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    invited_by_profile_id: integer('invited_by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_invitations_job_profile_key').on(t.job_id, t.profile_id),
    // Invited students of a job, newest first.
    index('job_invitations_job_inserted_idx').on(t.job_id, t.inserted_at.desc(), t.id.desc()),
    // A student's invitations (the 'Invited' mark on a job and in my jobs).
    index('job_invitations_profile_idx').on(t.profile_id, t.job_id),
    index('job_invitations_invited_by_idx').on(t.invited_by_profile_id),
  ],
);
