import { z } from 'zod';
import {
  ARTICLE_TYPES,
  BOOK_STATUSES,
  CERTIFICATION_TYPE,
  CLUB_ROLES,
  CLUB_TYPES,
  COURSE_TYPES,
  DEGREE_FORMATS,
  EVENT_ROLES,
  INTERNSHIP_TYPE,
  JOB_TYPES,
  SUBJECT_TYPES,
  YES_NO,
} from './constants';

/*
 * A portfolio entry as the API answers it: its card's record fields exactly as the save body names
 * them (so a form can be filled from it), plus what the server adds: ids, the card, the points it
 * earns, the names of its skills / career paths / life skills, and its verification.
 */

const id = z.number().int();
const text = z.string();
/** A date as the form sends it: 'YYYY-MM-DD' or 'YYYYMM'. */
const dateValue = z.string();

/** Who vouched for an entry, and when (ISO instant). */
export const entryVerificationSchema = z.object({ name: text, organisation: text, verified_at: text });
/** Who vouched for an entry. */
export type EntryVerification = z.infer<typeof entryVerificationSchema>;

const meta = {
  id,
  uuid: text,
  points: z.number().int().nonnegative(),
  skills: z.array(text),
  job_roles: z.array(text),
  life_skills: z.array(text),
  verification: entryVerificationSchema.nullable(),
  /** A verification request is waiting for an answer (always false on the public portfolio). */
  verification_pending: z.boolean(),
  inserted_at: text,
  updated_at: text,
};

export const bookEntryResponseSchema = z.object({
  ...meta,
  card: z.literal('books'),
  kind: z.literal('book'),
  title: text,
  author: text,
  status: z.enum(BOOK_STATUSES),
  date: dateValue,
  isbn: text.nullable(),
  desc: text.nullable(),
});

export const articleEntryResponseSchema = z.object({
  ...meta,
  card: z.literal('articles'),
  kind: z.literal('article'),
  title: text,
  author: text,
  type: z.enum(ARTICLE_TYPES),
  url: text.nullable(),
  isbn: text.nullable(),
  status: z.literal('complete'),
  date: dateValue,
  desc: text,
});

export const clubEntryResponseSchema = z.object({
  ...meta,
  card: z.literal('clubs'),
  title: text,
  type: z.enum(CLUB_TYPES),
  role: z.enum(CLUB_ROLES),
  date: dateValue,
  source: text,
  desc: text,
  status: z.literal('complete'),
});

export const projectEntryResponseSchema = z.object({
  ...meta,
  card: z.literal('projects'),
  title: text,
  status: z.enum(['complete', 'Enrolled']),
  date: dateValue,
  /** Weeks. */
  duration: id,
  source: text,
  desc: text,
});

export const eventEntryResponseSchema = z.object({
  ...meta,
  card: z.literal('events'),
  external_id: id.nullable(),
  title: text,
  role: z.enum(EVENT_ROLES),
  date: dateValue,
  /** Hours. */
  duration: id,
  source: text,
  desc: text,
  status: z.literal('complete'),
});

export const courseEntryResponseSchema = z.object({
  ...meta,
  card: z.literal('courses'),
  external_id: id.nullable(),
  title: text,
  status: z.enum(['complete', 'ongoing']),
  date: dateValue,
  /** Hours. */
  duration: id,
  type: z.enum(COURSE_TYPES),
  source: text.nullable(),
  certificate: text.nullable(),
  desc: text,
});

export const certificationEntryResponseSchema = z.object({
  ...meta,
  card: z.literal('certification'),
  external_id: id.nullable(),
  type: z.literal(CERTIFICATION_TYPE),
  title: text,
  /** How it was taken: Online course or Offline course. */
  role: z.enum(COURSE_TYPES),
  source: text,
  date: dateValue,
  certificate: text.nullable(),
  desc: text,
  status: z.literal('complete'),
});

export const educationEntryResponseSchema = z.object({
  ...meta,
  card: z.literal('education'),
  my_org_id: id.nullable(),
  institute: text,
  degree: text,
  specialization: text,
  tenure: z.tuple([dateValue, dateValue]),
  format: z.enum(DEGREE_FORMATS).nullable(),
  score: z.number(),
  backlogsStatus: z.enum(YES_NO),
  backlogs: id,
  placed: z.enum(YES_NO),
  latest_edu: z.boolean(),
});

export const subjectEntryResponseSchema = z.object({
  ...meta,
  card: z.literal('semester'),
  education_id: id,
  name: text,
  semester_number: id,
  type: z.enum(SUBJECT_TYPES),
  date: dateValue,
  score: z.number(),
});

export const internshipEntryResponseSchema = z.object({
  ...meta,
  card: z.literal('internships'),
  type: z.literal(INTERNSHIP_TYPE),
  title: text,
  host: text,
  status: z.enum(['complete', 'ongoing']),
  startdate: dateValue,
  finishdate: dateValue,
  /** Weeks. */
  duration: id,
  desc: text,
});

export const jobEntryResponseSchema = z.object({
  ...meta,
  card: z.literal('jobs'),
  type: z.enum(JOB_TYPES),
  title: text,
  host: text,
  status: z.enum(['complete', 'ongoing']),
  startdate: dateValue,
  /** Null while the job is ongoing. */
  finishdate: dateValue.nullable(),
  /** Months. */
  duration: id,
  desc: text,
});

/** One portfolio entry of any card, told apart by `card`. */
export const portfolioEntrySchema = z.discriminatedUnion('card', [
  bookEntryResponseSchema,
  articleEntryResponseSchema,
  clubEntryResponseSchema,
  projectEntryResponseSchema,
  eventEntryResponseSchema,
  courseEntryResponseSchema,
  certificationEntryResponseSchema,
  educationEntryResponseSchema,
  subjectEntryResponseSchema,
  internshipEntryResponseSchema,
  jobEntryResponseSchema,
]);
/** One portfolio entry. */
export type PortfolioEntry = z.infer<typeof portfolioEntrySchema>;
/** The entry of one card. */
export type PortfolioEntryOf<C extends PortfolioEntry['card']> = Extract<PortfolioEntry, { card: C }>;

/** Answer of a create (201) or update (200) of an entry. */
export const portfolioEntryResponseSchema = z.object({ data: portfolioEntrySchema });
