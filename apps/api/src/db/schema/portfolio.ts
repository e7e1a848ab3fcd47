import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { orgs } from './catalogue';
import { profiles } from './identity';

/*
 * One table per portfolio section (SPEC §3.2). Every entry belongs to a profile, has a status,
 * its dates, a description, the points it earns, the skills / career paths / life skills it shows
 * (as id arrays, GIN-indexed), and an optional verification by someone who can vouch for it.
 */
const entry = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  uuid: uuid('uuid').notNull().defaultRandom(),
  profile_id: integer('profile_id')
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  status: varchar('status', { length: 12 }).notNull(),
  desc: text('desc').notNull().default(''),
  skill_ids: integer('skill_ids').array().notNull().default(sql`'{}'::integer[]`),
  job_role_ids: integer('job_role_ids').array().notNull().default(sql`'{}'::integer[]`),
  life_skill_ids: integer('life_skill_ids').array().notNull().default(sql`'{}'::integer[]`),
  points: integer('points').notNull().default(0),
  verified_by_name: varchar('verified_by_name', { length: 200 }),
  verified_by_org: varchar('verified_by_org', { length: 200 }),
  verified_at: timestamp('verified_at', { withTimezone: true }),
  inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const entryIndexes = (name: string, t: { uuid: unknown; profile_id: unknown; skill_ids: unknown }) => [
  uniqueIndex(`${name}_uuid_key`).on(t.uuid as never),
  index(`${name}_profile_idx`).on(t.profile_id as never),
  index(`${name}_skills_gin`).using('gin', t.skill_ids as never),
];

export const educations = pgTable(
  'educations',
  {
    ...entry(),
    my_org_id: integer('my_org_id').references(() => orgs.id),
    institute: varchar('institute', { length: 200 }).notNull(),
    degree: varchar('degree', { length: 160 }).notNull(),
    specialization: varchar('specialization', { length: 160 }).notNull(),
    format: varchar('format', { length: 10 }),
    score: numeric('score', { precision: 5, scale: 2 }),
    backlogs_status: boolean('backlogs_status').notNull().default(false),
    backlogs: integer('backlogs').notNull().default(0),
    placed: boolean('placed').notNull().default(false),
    start_date: date('start_date').notNull(),
    finish_date: date('finish_date').notNull(),
    latest_edu: boolean('latest_edu').notNull().default(false),
  },
  (t) => [...entryIndexes('educations', t), index('educations_org_idx').on(t.my_org_id)],
);

export const subjects = pgTable(
  'subjects',
  {
    ...entry(),
    education_id: integer('education_id')
      .notNull()
      .references(() => educations.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    semester_number: integer('semester_number').notNull(),
    date: date('date').notNull(),
    score: numeric('score', { precision: 5, scale: 2 }),
    type: varchar('type', { length: 10 }).notNull(),
  },
  (t) => [...entryIndexes('subjects', t), index('subjects_education_idx').on(t.education_id)],
);

/** Courses and certifications (kind). */
export const externalCourses = pgTable(
  'external_courses',
  {
    ...entry(),
    kind: varchar('kind', { length: 12, enum: ['course', 'certificate'] }).notNull(),
    external_id: varchar('external_id', { length: 100 }),
    title: varchar('title', { length: 200 }).notNull(),
    type: varchar('type', { length: 40 }).notNull(),
    source: varchar('source', { length: 200 }).notNull().default(''),
    certificate: varchar('certificate', { length: 500 }),
    date: date('date').notNull(),
    duration: integer('duration'),
  },
  (t) => entryIndexes('external_courses', t),
);

/** Books and articles (kind). */
export const readings = pgTable(
  'readings',
  {
    ...entry(),
    kind: varchar('kind', { length: 10, enum: ['book', 'article'] }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    author: varchar('author', { length: 200 }).notNull().default(''),
    date: date('date').notNull(),
    isbn: varchar('isbn', { length: 13 }),
    type: varchar('type', { length: 40 }),
    url: varchar('url', { length: 500 }),
  },
  (t) => entryIndexes('readings', t),
);

export const socialClubs = pgTable(
  'social_clubs',
  {
    ...entry(),
    title: varchar('title', { length: 200 }).notNull(),
    type: varchar('type', { length: 20 }).notNull(),
    role: varchar('role', { length: 20 }).notNull(),
    date: date('date').notNull(),
    source: varchar('source', { length: 200 }).notNull().default(''),
  },
  (t) => entryIndexes('social_clubs', t),
);

export const externalProjects = pgTable(
  'external_projects',
  {
    ...entry(),
    title: varchar('title', { length: 200 }).notNull(),
    date: date('date').notNull(),
    duration: integer('duration'),
    source: varchar('source', { length: 200 }).notNull().default(''),
  },
  (t) => entryIndexes('external_projects', t),
);

/** Internships and jobs (type Internship / Job_Fulltime / Job_Parttime). */
export const internships = pgTable(
  'internships',
  {
    ...entry(),
    type: varchar('type', { length: 20 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    host: varchar('host', { length: 200 }).notNull(),
    start_date: date('start_date').notNull(),
    finish_date: date('finish_date'),
    duration: integer('duration'),
  },
  (t) => [...entryIndexes('internships', t), index('internships_type_idx').on(t.profile_id, t.type)],
);

export const externalEvents = pgTable(
  'external_events',
  {
    ...entry(),
    external_id: varchar('external_id', { length: 100 }),
    title: varchar('title', { length: 200 }).notNull(),
    role: varchar('role', { length: 20 }).notNull(),
    date: date('date').notNull(),
    duration: integer('duration'),
    source: varchar('source', { length: 200 }).notNull().default(''),
  },
  (t) => entryIndexes('external_events', t),
);

/** A request to someone who can vouch for an entry; the emailed link works once and expires. */
export const entryVerifications = pgTable(
  'entry_verifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    section: varchar('section', { length: 30 }).notNull(),
    entry_id: integer('entry_id').notNull(),
    verifier_name: varchar('verifier_name', { length: 200 }).notNull(),
    verifier_email: varchar('verifier_email', { length: 254 }).notNull(),
    verifier_org: varchar('verifier_org', { length: 200 }).notNull(),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    status: varchar('status', { length: 12, enum: ['pending', 'confirmed', 'declined', 'expired'] })
      .notNull()
      .default('pending'),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    answered_at: timestamp('answered_at', { withTimezone: true }),
    inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('entry_verifications_token_key').on(t.token_hash),
    index('entry_verifications_entry_idx').on(t.section, t.entry_id),
    index('entry_verifications_profile_idx').on(t.profile_id, t.inserted_at),
  ],
);
