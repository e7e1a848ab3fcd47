import { desc, sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { orgs } from './catalogue';
import { profiles } from './identity';

/*
 * One table per portfolio section (SPEC §3.2). Every entry belongs to a profile, has a status, its
 * dates, a description, the points it earns, the skills / career paths / life skills it shows (id
 * arrays, resolved to names in bulk when read; skills GIN-indexed for later skill searches), and an
 * optional verification by someone who vouched for it.
 *
 * Dates are kept as the text the form sends: 'YYYY-MM-DD', or 'YYYYMM' when only month and year are
 * chosen (SPEC §5.1), so they are varchar(10) and sorted through `sortableDate`. Columns carry the
 * spec's field names (date, startdate, finishdate) where it names one.
 */
const dateText = (name: string) => varchar(name, { length: 10 });

const entry = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  uuid: uuid('uuid').notNull().defaultRandom(),
  profile_id: integer('profile_id')
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  status: varchar('status', { length: 12 }).notNull(),
  desc: text('desc').notNull().default(''),
  skill_ids: integer('skill_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  job_role_ids: integer('job_role_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  life_skill_ids: integer('life_skill_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  points: integer('points').notNull().default(0),
  verified_by_name: varchar('verified_by_name', { length: 100 }),
  verified_by_org: varchar('verified_by_org', { length: 200 }),
  verified_at: timestamp('verified_at', { withTimezone: true }),
  inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const entryIndexes = (name: string, t: { uuid: AnyPgColumn; profile_id: AnyPgColumn; skill_ids: AnyPgColumn }) => [
  uniqueIndex(`${name}_uuid_key`).on(t.uuid),
  index(`${name}_profile_idx`).on(t.profile_id),
  index(`${name}_skills_gin`).using('gin', t.skill_ids),
];

const lower = (column: AnyPgColumn) => sql`lower(${column})`;

/** A date column as text that sorts by time: a 'YYYYMM' value becomes 'YYYY-MM' (the start of its month). */
export const sortableDate = (column: AnyPgColumn): SQL =>
  sql`(case when length(${column}) = 6 then substr(${column}, 1, 4) || '-' || substr(${column}, 5, 2) else ${column} end)`;

/** Degrees. Duplicates: the same institute, degree and specialization. */
export const educations = pgTable(
  'educations',
  {
    ...entry(),
    my_org_id: integer('my_org_id').references(() => orgs.id),
    institute: varchar('institute', { length: 200 }).notNull(),
    degree: varchar('degree', { length: 200 }).notNull(),
    specialization: varchar('specialization', { length: 200 }).notNull(),
    format: varchar('format', { length: 10, enum: ['GPA', 'Numeric'] }),
    score: numeric('score', { precision: 5, scale: 2 }).notNull().default('0'),
    backlogs_status: boolean('backlogs_status').notNull().default(false),
    backlogs: integer('backlogs').notNull().default(0),
    placed: boolean('placed').notNull().default(false),
    tenure_start: dateText('tenure_start').notNull(),
    tenure_finish: dateText('tenure_finish').notNull(),
    latest_edu: boolean('latest_edu').notNull().default(false),
  },
  (t) => [
    ...entryIndexes('educations', t),
    // Enrolment by batch: an institute's degrees ending in one year ('YYYY-MM-DD' and 'YYYYMM' both start with it).
    index('educations_org_finish_year_idx').on(t.my_org_id, sql`substr(${t.tenure_finish}, 1, 4)`),
    uniqueIndex('educations_duplicate_key').on(
      t.profile_id,
      lower(t.institute),
      lower(t.degree),
      lower(t.specialization),
    ),
  ],
);

/**
 * A student's degrees, latest first: the one marked latest, then the latest finish (months compared as
 * 'YYYY-MM'), then the newest row. The eligibility rules and the institute's numbers read the first.
 */
export const latestEducationFirst = [
  desc(educations.latest_edu),
  desc(sortableDate(educations.tenure_finish)),
  desc(educations.id),
];

/** Semester subjects of a degree. Duplicates: the same degree, semester and subject name. */
export const subjects = pgTable(
  'subjects',
  {
    ...entry(),
    education_id: integer('education_id')
      .notNull()
      .references(() => educations.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    semester_number: integer('semester_number').notNull(),
    date: dateText('date').notNull(),
    score: numeric('score', { precision: 5, scale: 2 }).notNull().default('0'),
    type: varchar('type', { length: 10 }).notNull(),
  },
  (t) => [
    ...entryIndexes('subjects', t),
    uniqueIndex('subjects_duplicate_key').on(t.education_id, t.semester_number, lower(t.name)),
  ],
);

/** Courses and certifications (kind); a certification's `type` is 'Industry Certification' and `role` how it was taken. */
export const externalCourses = pgTable(
  'external_courses',
  {
    ...entry(),
    kind: varchar('kind', { length: 12, enum: ['course', 'certificate'] }).notNull(),
    external_id: integer('external_id'),
    title: varchar('title', { length: 200 }).notNull(),
    type: varchar('type', { length: 40 }).notNull(),
    role: varchar('role', { length: 20 }),
    source: varchar('source', { length: 200 }),
    certificate: varchar('certificate', { length: 500 }),
    date: dateText('date').notNull(),
    duration: integer('duration'),
  },
  (t) => [
    ...entryIndexes('external_courses', t),
    uniqueIndex('external_courses_duplicate_key').on(t.profile_id, t.kind, lower(t.title), t.date),
  ],
);

/** Books and articles (kind). */
export const readings = pgTable(
  'readings',
  {
    ...entry(),
    kind: varchar('kind', { length: 10, enum: ['book', 'article'] }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    author: varchar('author', { length: 200 }).notNull(),
    date: dateText('date').notNull(),
    isbn: varchar('isbn', { length: 13 }),
    type: varchar('type', { length: 40 }),
    url: varchar('url', { length: 500 }),
  },
  (t) => [
    ...entryIndexes('readings', t),
    uniqueIndex('readings_duplicate_key').on(t.profile_id, t.kind, lower(t.title), t.date),
  ],
);

export const socialClubs = pgTable(
  'social_clubs',
  {
    ...entry(),
    title: varchar('title', { length: 200 }).notNull(),
    type: varchar('type', { length: 20 }).notNull(),
    role: varchar('role', { length: 20 }).notNull(),
    date: dateText('date').notNull(),
    source: varchar('source', { length: 200 }).notNull(),
  },
  (t) => [
    ...entryIndexes('social_clubs', t),
    uniqueIndex('social_clubs_duplicate_key').on(t.profile_id, lower(t.title), t.date),
  ],
);

export const externalProjects = pgTable(
  'external_projects',
  {
    ...entry(),
    title: varchar('title', { length: 200 }).notNull(),
    date: dateText('date').notNull(),
    duration: integer('duration').notNull(),
    source: varchar('source', { length: 200 }).notNull(),
  },
  (t) => [
    ...entryIndexes('external_projects', t),
    uniqueIndex('external_projects_duplicate_key').on(t.profile_id, lower(t.title), t.date),
  ],
);

/** Internships and jobs (type Internship / Job_Fulltime / Job_Parttime); duplicates are per card. */
export const internships = pgTable(
  'internships',
  {
    ...entry(),
    type: varchar('type', { length: 20 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    host: varchar('host', { length: 200 }).notNull(),
    startdate: dateText('startdate').notNull(),
    finishdate: dateText('finishdate'),
    duration: integer('duration').notNull(),
  },
  (t) => [
    ...entryIndexes('internships', t),
    uniqueIndex('internships_duplicate_key').on(
      t.profile_id,
      sql`(${t.type} = 'Internship')`,
      lower(t.title),
      t.startdate,
    ),
  ],
);

export const externalEvents = pgTable(
  'external_events',
  {
    ...entry(),
    external_id: integer('external_id'),
    title: varchar('title', { length: 200 }).notNull(),
    role: varchar('role', { length: 20 }).notNull(),
    date: dateText('date').notNull(),
    duration: integer('duration').notNull(),
    source: varchar('source', { length: 200 }).notNull(),
  },
  (t) => [
    ...entryIndexes('external_events', t),
    uniqueIndex('external_events_duplicate_key').on(t.profile_id, lower(t.title), t.date),
  ],
);

/**
 * A request to someone who can vouch for an entry (SPEC §3.2 sections). Only the SHA-256 of the
 * emailed token is kept; the link works once and expires.
 */
export const entryVerifications = pgTable(
  'entry_verifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    section: varchar('section', { length: 30 }).notNull(),
    entry_id: integer('entry_id').notNull(),
    verifier_name: varchar('verifier_name', { length: 100 }).notNull(),
    verifier_email: varchar('verifier_email', { length: 254 }).notNull(),
    verifier_org: varchar('verifier_org', { length: 200 }).notNull(),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    status: varchar('status', { length: 12, enum: ['pending', 'confirmed', 'declined', 'cancelled'] })
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

/** The portfolio's entry tables (one per section family), by their SQL names. */
export const PORTFOLIO_ENTRY_TABLES = [
  'educations',
  'subjects',
  'external_courses',
  'readings',
  'social_clubs',
  'external_projects',
  'internships',
  'external_events',
] as const;
