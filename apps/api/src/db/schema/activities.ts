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
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { profiles } from './identity';

const timestamps = {
  inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
const intArray = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`);
/** Scores carry one decimal (SPEC §5.3, §9). */
const score = (name: string) => numeric(name, { precision: 6, scale: 1, mode: 'number' });

/*
 * Activities (the spec's assignments, SPEC §3.5): authored by advisors and admins, with questions,
 * scores, a comment window (enable_at..disable_at) and a peer-evaluation window
 * (peer_enable_at..peer_disable_at). `files` are ids of activity_files.
 */
export const assignments = pgTable(
  'assignments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    title: varchar('title', { length: 150 }).notNull(),
    type: varchar('type', { length: 50 }).notNull(),
    description: text('description').notNull().default(''),
    file_ids: intArray('file_ids'),
    max_score: score('max_score').notNull(),
    mentor_assessment_score: score('mentor_assessment_score').notNull(),
    peer_assessment_score: score('peer_assessment_score').notNull(),
    duration: integer('duration').notNull(),
    learning_path: varchar('learning_path', { length: 10, enum: ['PEER', 'SELF'] })
      .notNull()
      .default('PEER'),
    peer_evaluation: boolean('peer_evaluation').notNull().default(false),
    final_evaluation: boolean('final_evaluation').notNull().default(false),
    /** update_enable_reviews: whether peer submissions and reviews are open at all. */
    enable_reviews: boolean('enable_reviews').notNull().default(true),
    enable_at: timestamp('enable_at', { withTimezone: true }).notNull(),
    disable_at: timestamp('disable_at', { withTimezone: true }).notNull(),
    peer_enable_at: timestamp('peer_enable_at', { withTimezone: true }).notNull(),
    peer_disable_at: timestamp('peer_disable_at', { withTimezone: true }).notNull(),
    evaluators_per_submission: smallint('evaluators_per_submission').notNull().default(3),
    scoring_method: varchar('scoring_method', { length: 6, enum: ['median', 'mean'] })
      .notNull()
      .default('median'),
    /** A submission whose peer scores differ by more than this is flagged for the mentor. */
    spread_threshold: score('spread_threshold'),
    active: boolean('active').notNull().default(true),
    created_by_profile_id: integer('created_by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    created_by_user_id: text('created_by_user_id'),
    /** The authoring form's request id: a retried create finds the activity its first attempt made. */
    client_request_id: uuid('client_request_id'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('assignments_uuid_key').on(t.uuid),
    uniqueIndex('assignments_request_key').on(t.created_by_user_id, t.client_request_id),
    index('assignments_created_by_idx').on(t.created_by_profile_id),
    check(
      'assignments_windows_ordered',
      sql`${t.enable_at} < ${t.disable_at} AND ${t.peer_enable_at} < ${t.peer_disable_at}`,
    ),
  ],
);

/** The activity's questions (assignment_que), in order. */
export const assignmentQuestions = pgTable(
  'assignment_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    assignment_id: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    seq: smallint('seq').notNull(),
    question: varchar('question', { length: 2000 }).notNull(),
  },
  (t) => [index('assignment_questions_assignment_idx').on(t.assignment_id, t.seq)],
);

/** A student's enrolment in an activity (my_assignment / my_activity). */
export const myAssignments = pgTable(
  'my_assignments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    assignment_id: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 10, enum: ['Enrolled', 'Submitted', 'complete', 'REDO'] })
      .notNull()
      .default('Enrolled'),
    /** The mentor's score. */
    score: score('score'),
    peer_score: score('peer_score'),
    /** send_request_extension: this student's own submission deadline, past the activity's. */
    extended_deadline: timestamp('extended_deadline', { withTimezone: true }),
    submitted_at: timestamp('submitted_at', { withTimezone: true }),
    mentor_evaluated_at: timestamp('mentor_evaluated_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('my_assignments_assignment_profile_key').on(t.assignment_id, t.profile_id),
    index('my_assignments_profile_idx').on(t.profile_id),
  ],
);

/** Every version of a submission; the newest per question is the current one. */
export const assignmentSubmissions = pgTable(
  'assignment_submissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    my_assignment_id: integer('my_assignment_id')
      .notNull()
      .references(() => myAssignments.id, { onDelete: 'cascade' }),
    /** The question answered; null for the activity as a whole. */
    assignment_question_id: integer('assignment_question_id').references(() => assignmentQuestions.id, {
      onDelete: 'set null',
    }),
    description: text('description').notNull(),
    file_ids: intArray('file_ids'),
    inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assignment_submissions_my_assignment_idx').on(t.my_assignment_id, t.inserted_at),
    index('assignment_submissions_question_idx').on(t.assignment_question_id),
  ],
);

/** Files uploaded for an activity (SPEC §7.6): pending until the confirming POST checks the bytes. */
export const activityFiles = pgTable(
  'activity_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    uploader_profile_id: integer('uploader_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    uploader_user_id: text('uploader_user_id').notNull(),
    assignment_id: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    /** Timestamp-prefixed, spaces as underscores (SPEC §5.3). */
    filename: varchar('filename', { length: 255 }).notNull(),
    storage_key: varchar('storage_key', { length: 300 }).notNull(),
    content_type: varchar('content_type', { length: 120 }),
    size: integer('size'),
    status: varchar('status', { length: 10, enum: ['pending', 'uploaded'] })
      .notNull()
      .default('pending'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('activity_files_uuid_key').on(t.uuid),
    uniqueIndex('activity_files_storage_key').on(t.storage_key),
    index('activity_files_assignment_idx').on(t.assignment_id),
    index('activity_files_uploader_idx').on(t.uploader_profile_id),
    // The cleanup of reservations never confirmed reads the oldest pending ones.
    index('activity_files_pending_idx')
      .on(t.inserted_at)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * A peer's comment (PEER LEARNING) or evaluation (PEER EVALUATION) of one submission. `my_assignment_id`
 * is the reviewed submission (the spec's my_activity_id); `reviewer_profile_id` wrote it.
 */
export const peerActivityAssessments = pgTable(
  'peer_activity_assessments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: varchar('type', { length: 16, enum: ['PEER EVALUATION', 'PEER LEARNING'] }).notNull(),
    assignment_id: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    my_assignment_id: integer('my_assignment_id')
      .notNull()
      .references(() => myAssignments.id, { onDelete: 'cascade' }),
    reviewer_profile_id: integer('reviewer_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    comments: text('comments').notNull(),
    peer_assessment_score: score('peer_assessment_score'),
    rubric_file_id: integer('rubric_file_id').references(() => activityFiles.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 10, enum: ['Submitted', 'REDO'] })
      .notNull()
      .default('Submitted'),
    appealed_at: timestamp('appealed_at', { withTimezone: true }),
    appeal_reason: varchar('appeal_reason', { length: 2000 }),
    appeal_resolved_at: timestamp('appeal_resolved_at', { withTimezone: true }),
    /** The client's request id: a retried post answers the first one instead of writing twice. */
    client_request_id: uuid('client_request_id'),
    ...timestamps,
  },
  (t) => [
    index('peer_assessments_my_assignment_idx').on(t.my_assignment_id),
    index('peer_assessments_assignment_idx').on(t.assignment_id),
    index('peer_assessments_reviewer_idx').on(t.reviewer_profile_id),
    index('peer_assessments_rubric_idx').on(t.rubric_file_id),
    uniqueIndex('peer_assessments_request_key').on(t.reviewer_profile_id, t.client_request_id),
    // One evaluation per reviewer and submission (comments may be many).
    uniqueIndex('peer_assessments_one_evaluation_key')
      .on(t.my_assignment_id, t.reviewer_profile_id)
      .where(sql`${t.type} = 'PEER EVALUATION'`),
  ],
);

/** Replies to a comment or evaluation (peer_comment). */
export const peerComments = pgTable(
  'peer_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    peer_activity_assessment_id: integer('peer_activity_assessment_id')
      .notNull()
      .references(() => peerActivityAssessments.id, { onDelete: 'cascade' }),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull(),
    client_request_id: uuid('client_request_id'),
    inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('peer_comments_assessment_idx').on(t.peer_activity_assessment_id, t.inserted_at),
    index('peer_comments_profile_idx').on(t.profile_id),
    uniqueIndex('peer_comments_request_key').on(t.profile_id, t.client_request_id),
  ],
);

/** Who evaluates which submission (auto_enroll, manual_enroll_peer_evaluators). */
export const peerEvaluatorAllocations = pgTable(
  'peer_evaluator_allocations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    assignment_id: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    my_assignment_id: integer('my_assignment_id')
      .notNull()
      .references(() => myAssignments.id, { onDelete: 'cascade' }),
    evaluator_profile_id: integer('evaluator_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    source: varchar('source', { length: 6, enum: ['auto', 'manual'] }).notNull(),
    inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('peer_allocations_submission_evaluator_key').on(t.my_assignment_id, t.evaluator_profile_id),
    index('peer_allocations_assignment_idx').on(t.assignment_id),
    index('peer_allocations_evaluator_idx').on(t.evaluator_profile_id),
  ],
);

/**
 * Emails sent to a student about an activity, one row per send: a reminder at most once a day (slot =
 * the India date), a score card once (slot '1'), again only when asked to resend (slot '2', '3', ...).
 * The unique key makes a retried or concurrent request send nothing twice.
 */
export const activityEmails = pgTable(
  'activity_emails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    assignment_id: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 12, enum: ['reminder', 'score_card'] }).notNull(),
    slot: varchar('slot', { length: 10 }).notNull(),
    /** The email_outbox row written for this send. */
    email_id: integer('email_id'),
    inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('activity_emails_send_key').on(t.assignment_id, t.profile_id, t.kind, t.slot),
    index('activity_emails_profile_idx').on(t.profile_id),
  ],
);
