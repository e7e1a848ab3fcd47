import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { assignments } from './activities';
import { orgs } from './catalogue';
import { profiles } from './identity';

/*
 * Learning content (issue 25): resources, learning paths (resource groups) of resources, projects of
 * tasks, a student's enrolment in a path or project (my_learnings: the spec's my_project and
 * my_resource_group), what they completed, deliverable submissions with the review thread, and
 * requests for a skip or more time. Content follows the shared lifecycle (draft -> published ->
 * archived); it belongs to its author and, when an organisation's staff wrote it, to that organisation.
 */

export const timestamps = {
  inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
export const intArray = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`);
export const textArray = (name: string) =>
  varchar(name, { length: 40 })
    .array()
    .notNull()
    .default(sql`'{}'::varchar[]`);
const status = () =>
  varchar('status', { length: 10, enum: ['draft', 'published', 'archived'] })
    .notNull()
    .default('draft');

/** Who wrote it and for whom, its tags and its place in the lifecycle: every learning item has these. */
export const content = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: varchar('title', { length: 150 }).notNull(),
  status: status(),
  skill_ids: intArray('skill_ids'),
  job_role_ids: intArray('job_role_ids'),
  life_skill_ids: intArray('life_skill_ids'),
  /** The marketing programs that present it (LEARNING_PROGRAMS keys). */
  programs: textArray('programs'),
  org_id: integer('org_id').references(() => orgs.id, { onDelete: 'set null' }),
  created_by_profile_id: integer('created_by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
  created_by_user_id: text('created_by_user_id'),
  published_at: timestamp('published_at', { withTimezone: true }),
  closed_at: timestamp('closed_at', { withTimezone: true }),
  ...timestamps,
});

export const resources = pgTable(
  'resources',
  {
    ...content(),
    kind: varchar('kind', { length: 8, enum: ['text', 'video', 'link', 'file'] })
      .notNull()
      .default('text'),
    /** Sanitised HTML. */
    body: text('body').notNull().default(''),
    url: varchar('url', { length: 500 }),
    /** Minutes. */
    duration: integer('duration'),
    file_key: varchar('file_key', { length: 300 }),
    file_name: varchar('file_name', { length: 200 }),
    file_bytes: integer('file_bytes'),
  },
  (t) => [
    index('resources_status_idx').on(t.status, t.published_at),
    index('resources_author_idx').on(t.created_by_profile_id),
    index('resources_org_idx').on(t.org_id),
    index('resources_skills_gin').using('gin', t.skill_ids),
  ],
);

export const resourceGroups = pgTable(
  'resource_groups',
  {
    ...content(),
    summary: varchar('summary', { length: 300 }).notNull().default(''),
    description: text('description').notNull().default(''),
    price_paise: integer('price_paise').notNull().default(0),
    certificate: boolean('certificate').notNull().default(false),
  },
  (t) => [
    index('resource_groups_status_idx').on(t.status, t.published_at),
    index('resource_groups_author_idx').on(t.created_by_profile_id),
    index('resource_groups_org_idx').on(t.org_id),
    index('resource_groups_skills_gin').using('gin', t.skill_ids),
    index('resource_groups_programs_gin').using('gin', t.programs),
    check('resource_groups_price', sql`${t.price_paise} >= 0`),
  ],
);

/** A learning path's resources, in order. */
export const resourceGroupItems = pgTable(
  'resource_group_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    resource_group_id: integer('resource_group_id')
      .notNull()
      .references(() => resourceGroups.id, { onDelete: 'cascade' }),
    resource_id: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'restrict' }),
    seq: smallint('seq').notNull(),
    required: boolean('required').notNull().default(true),
    /** Due this many days after the student enrolled (none: no due date). */
    due_days: smallint('due_days'),
  },
  (t) => [
    index('resource_group_items_group_idx').on(t.resource_group_id, t.seq),
    index('resource_group_items_resource_idx').on(t.resource_id),
  ],
);

export const projects = pgTable(
  'projects',
  {
    ...content(),
    summary: varchar('summary', { length: 300 }).notNull().default(''),
    description: text('description').notNull().default(''),
    duration_weeks: smallint('duration_weeks'),
    difficulty: varchar('difficulty', { length: 12, enum: ['Beginner', 'Intermediate', 'Advanced'] })
      .notNull()
      .default('Beginner'),
    team_size: smallint('team_size').notNull().default(1),
    /** The mentors who review its deliverables (advisor profiles). */
    mentor_profile_ids: intArray('mentor_profile_ids'),
    price_paise: integer('price_paise').notNull().default(0),
  },
  (t) => [
    index('projects_status_idx').on(t.status, t.published_at),
    index('projects_author_idx').on(t.created_by_profile_id),
    index('projects_org_idx').on(t.org_id),
    index('projects_skills_gin').using('gin', t.skill_ids),
    index('projects_mentors_gin').using('gin', t.mentor_profile_ids),
    index('projects_programs_gin').using('gin', t.programs),
    check('projects_price', sql`${t.price_paise} >= 0`),
  ],
);

/** A project's tasks (its activities with seq, SPEC §3.6). */
export const projectTasks = pgTable(
  'project_tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    seq: smallint('seq').notNull(),
    kind: varchar('kind', { length: 12, enum: ['reading', 'deliverable', 'activity'] }).notNull(),
    title: varchar('title', { length: 150 }).notNull(),
    description: text('description').notNull().default(''),
    required: boolean('required').notNull().default(true),
    due_days: smallint('due_days'),
    resource_id: integer('resource_id').references(() => resources.id, { onDelete: 'restrict' }),
    assignment_id: integer('assignment_id').references(() => assignments.id, { onDelete: 'restrict' }),
  },
  (t) => [
    index('project_tasks_project_idx').on(t.project_id, t.seq),
    index('project_tasks_resource_idx').on(t.resource_id),
    index('project_tasks_assignment_idx').on(t.assignment_id),
  ],
);

/**
 * A student's enrolment in a project or learning path. One row per student and item, kept when they
 * leave ('Dropped') so that what they completed comes back when they return.
 */
export const myLearnings = pgTable(
  'my_learnings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 14, enum: ['project', 'resource_group'] }).notNull(),
    project_id: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    resource_group_id: integer('resource_group_id').references(() => resourceGroups.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 10, enum: ['Interested', 'Enrolled', 'Completed', 'Dropped'] }).notNull(),
    /** The day (in India) the schedule counts from; set on (re-)enrolment. */
    enrolled_on: varchar('enrolled_on', { length: 10 }),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    enrolled_by_profile_id: integer('enrolled_by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** The portfolio entry completing it made (external_projects or external_courses). */
    portfolio_entry_id: integer('portfolio_entry_id'),
    last_activity_at: timestamp('last_activity_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('my_learnings_project_key').on(t.profile_id, t.project_id),
    uniqueIndex('my_learnings_group_key').on(t.profile_id, t.resource_group_id),
    index('my_learnings_project_idx').on(t.project_id, t.status),
    index('my_learnings_group_idx').on(t.resource_group_id, t.status),
    index('my_learnings_profile_idx').on(t.profile_id, t.status),
    check(
      'my_learnings_one_target',
      sql`(${t.kind} = 'project' AND ${t.project_id} IS NOT NULL AND ${t.resource_group_id} IS NULL) OR (${t.kind} = 'resource_group' AND ${t.resource_group_id} IS NOT NULL AND ${t.project_id} IS NULL)`,
    ),
  ],
);

/** An item a student completed (a path's resource or a project's reading or deliverable): never removed. */
export const learningCompletions = pgTable(
  'learning_completions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    my_learning_id: integer('my_learning_id')
      .notNull()
      .references(() => myLearnings.id, { onDelete: 'cascade' }),
    /** resource_group_items.id or project_tasks.id, as the enrolment's kind says. */
    item_id: integer('item_id').notNull(),
    completed_at: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('learning_completions_key').on(t.my_learning_id, t.item_id)],
);

/** A deliverable's submissions, every version kept. */
export const projectSubmissions = pgTable(
  'project_submissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    my_learning_id: integer('my_learning_id')
      .notNull()
      .references(() => myLearnings.id, { onDelete: 'cascade' }),
    task_id: integer('task_id')
      .notNull()
      .references(() => projectTasks.id, { onDelete: 'cascade' }),
    version: smallint('version').notNull(),
    text: text('text').notNull().default(''),
    links: varchar('links', { length: 500 })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    status: varchar('status', {
      length: 20,
      enum: ['Submitted', 'Changes requested', 'Accepted', 'Rejected'],
    })
      .notNull()
      .default('Submitted'),
    score: numeric('score', { precision: 5, scale: 1, mode: 'number' }),
    reviewed_by_profile_id: integer('reviewed_by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    reviewed_at: timestamp('reviewed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('project_submissions_version_key').on(t.my_learning_id, t.task_id, t.version),
    index('project_submissions_status_idx').on(t.status, t.inserted_at),
    index('project_submissions_task_idx').on(t.task_id),
  ],
);

/** The conversation on a submission, both ways. */
export const submissionComments = pgTable(
  'submission_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    submission_id: integer('submission_id')
      .notNull()
      .references(() => projectSubmissions.id, { onDelete: 'cascade' }),
    author_profile_id: integer('author_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    body: varchar('body', { length: 2000 }).notNull(),
    inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('submission_comments_submission_idx').on(t.submission_id, t.inserted_at)],
);

/** A student asks to skip an item or for more time; a mentor answers. An approval is this student's alone. */
export const learningRequests = pgTable(
  'learning_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    my_learning_id: integer('my_learning_id')
      .notNull()
      .references(() => myLearnings.id, { onDelete: 'cascade' }),
    item_id: integer('item_id').notNull(),
    kind: varchar('kind', { length: 10, enum: ['skip', 'extension'] }).notNull(),
    status: varchar('status', { length: 10, enum: ['Pending', 'Approved', 'Refused', 'Offered'] })
      .notNull()
      .default('Pending'),
    reason: varchar('reason', { length: 1000 }).notNull(),
    requested_date: varchar('requested_date', { length: 10 }),
    /** The due date the answer gave this student (approved as asked, or offered). */
    granted_date: varchar('granted_date', { length: 10 }),
    comment: varchar('comment', { length: 2000 }),
    decided_by_profile_id: integer('decided_by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('learning_requests_learning_idx').on(t.my_learning_id, t.item_id),
    index('learning_requests_status_idx').on(t.status, t.inserted_at),
    uniqueIndex('learning_requests_one_pending')
      .on(t.my_learning_id, t.item_id)
      .where(sql`${t.status} = 'Pending'`),
  ],
);

/** A standing accommodation: this student gets extra days on every learning item. */
export const learningAccommodations = pgTable('learning_accommodations', {
  profile_id: integer('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  days: smallint('days').notNull(),
  reason: varchar('reason', { length: 1000 }).notNull(),
  set_by_profile_id: integer('set_by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
  ...timestamps,
});

/**
 * Files of learning content: a file resource's file and the attachments of a deliverable's submission
 * versions (decision 0074). A row is a reservation (pending) until the confirm checks the bytes in the
 * object store (uploaded); then its resource holds it (resources.file_key) or, once submitted, one
 * submission version does. Reservations never confirmed, and a student's uploads never submitted, are
 * deleted with their objects after a day (lib/uploads.ts).
 */
export const learningFiles = pgTable(
  'learning_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    purpose: varchar('purpose', { length: 10, enum: ['resource', 'submission'] }).notNull(),
    resource_id: integer('resource_id').references(() => resources.id, { onDelete: 'cascade' }),
    my_learning_id: integer('my_learning_id').references(() => myLearnings.id, { onDelete: 'cascade' }),
    task_id: integer('task_id').references(() => projectTasks.id, { onDelete: 'cascade' }),
    submission_id: integer('submission_id').references(() => projectSubmissions.id, { onDelete: 'cascade' }),
    uploader_profile_id: integer('uploader_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    uploader_user_id: text('uploader_user_id').notNull(),
    /** The name people see (the uploader's, spaces kept). */
    name: varchar('name', { length: 200 }).notNull(),
    storage_key: varchar('storage_key', { length: 300 }).notNull(),
    content_type: varchar('content_type', { length: 120 }),
    bytes: integer('bytes'),
    status: varchar('status', { length: 10, enum: ['pending', 'uploaded'] })
      .notNull()
      .default('pending'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('learning_files_storage_key').on(t.storage_key),
    index('learning_files_resource_idx').on(t.resource_id),
    index('learning_files_task_idx').on(t.my_learning_id, t.task_id),
    index('learning_files_task_id_idx').on(t.task_id),
    index('learning_files_submission_idx').on(t.submission_id),
    index('learning_files_uploader_idx').on(t.uploader_profile_id),
    // The cleanup reads the oldest of what it may delete.
    index('learning_files_cleanup_idx')
      .on(t.inserted_at)
      .where(sql`${t.status} = 'pending' or (${t.purpose} = 'submission' and ${t.submission_id} is null)`),
    check(
      'learning_files_owner',
      sql`(${t.purpose} = 'resource' and ${t.resource_id} is not null) or (${t.purpose} = 'submission' and ${t.my_learning_id} is not null and ${t.task_id} is not null)`,
    ),
  ],
);
