import { z } from 'zod';
import {
  articleEntrySchema,
  bookEntrySchema,
  certificationEntrySchema,
  clubEntrySchema,
  courseEntrySchema,
  eventEntrySchema,
  projectEntrySchema,
} from './activity-cards';
import { CARD_BODY_KEYS, CERTIFICATION_TYPE, INTERNSHIP_TYPE, type CardBodyKey, type CardType } from './constants';
import { educationEntrySchema, subjectEntrySchema } from './education-cards';
import type { CardRuleOptions } from './fields';
import { PORTFOLIO_MESSAGES } from './messages';
import { internshipEntrySchema, jobEntrySchema } from './work-cards';

/*
 * One schema factory per card. The web form validates a card's record with `cardSchema(card, ...)`
 * (zodResolver; field names are the body's field names); the API validates the wrapped body with the
 * `*BodySchema` of its endpoint, where books/articles, internships/jobs and courses/certifications share
 * an endpoint and are told apart by `kind` or `type`. Rules that need saved data (education locks, the
 * parent degree of a subject) apply when the service passes `stored`, `degreeFormat` and `degreeTenure`.
 */

/** Schema factory of each card's record. */
export const CARD_ENTRY_SCHEMAS = {
  books: bookEntrySchema,
  articles: articleEntrySchema,
  clubs: clubEntrySchema,
  education: educationEntrySchema,
  semester: subjectEntrySchema,
  projects: projectEntrySchema,
  events: eventEntrySchema,
  internships: internshipEntrySchema,
  courses: courseEntrySchema,
  certification: certificationEntrySchema,
  jobs: jobEntrySchema,
} as const satisfies Record<CardType, (options: CardRuleOptions) => z.ZodType>;

/** The record schema of card C. */
export type CardEntrySchema<C extends CardType> = ReturnType<(typeof CARD_ENTRY_SCHEMAS)[C]>;
/** A card's record as a form holds it. */
export type CardEntryInput<C extends CardType> = z.input<CardEntrySchema<C>>;
/** A card's record once validated: trimmed, floored, durations computed. */
export type CardEntry<C extends CardType> = z.output<CardEntrySchema<C>>;

/** The record schema of one card, e.g. for the card's add/edit form. */
export function cardSchema<C extends CardType>(card: C, options: CardRuleOptions): CardEntrySchema<C> {
  return CARD_ENTRY_SCHEMAS[card](options) as CardEntrySchema<C>;
}

const positiveId = z
  .number({ error: PORTFOLIO_MESSAGES.empty('Degree') })
  .int()
  .positive()
  .max(2_147_483_647);

/** Wraps a record under its body key, keeping the key in the type. */
function wrap<K extends string, S extends z.ZodType>(key: K, schema: S) {
  return z.object({ [key]: schema } as { [P in K]: S });
}

/** POST/PUT body of one card: `{ <body key>: record }`; a semester subject also carries `education_id`. */
export function cardBodySchema<C extends CardType>(card: C, options: CardRuleOptions) {
  const key = CARD_BODY_KEYS[card];
  const entry = cardSchema(card, options);
  const schema = card === 'semester' ? wrap(key, entry).extend({ education_id: positiveId }) : wrap(key, entry);
  return schema as z.ZodObject<
    { [P in (typeof CARD_BODY_KEYS)[C]]: CardEntrySchema<C> } & (C extends 'semester'
      ? { education_id: typeof positiveId }
      : unknown)
  >;
}

/** A validated save body of card C. */
export type CardBody<C extends CardType> = z.output<ReturnType<typeof cardBodySchema<C>>>;

/** Body of /api/my_portfolio/readings and /articles: `{ reading }`, a book or an article by `kind`. */
export function readingBodySchema(options: CardRuleOptions) {
  const kinds = [bookEntrySchema(options), articleEntrySchema(options)] as const;
  return wrap('reading', z.discriminatedUnion('kind', kinds, { error: PORTFOLIO_MESSAGES.empty('Kind') }));
}
/** A validated readings body. */
export type ReadingBody = z.output<ReturnType<typeof readingBodySchema>>;

/** Body of /api/my_portfolio/internships: `{ internship }`, an internship or a job by `type`. */
export function internshipBodySchema(options: CardRuleOptions) {
  const kinds = [internshipEntrySchema(options), jobEntrySchema(options)] as const;
  return wrap('internship', z.discriminatedUnion('type', kinds, { error: PORTFOLIO_MESSAGES.empty('Type') }));
}
/** A validated internships body. */
export type InternshipBody = z.output<ReturnType<typeof internshipBodySchema>>;

/** Body of /api/my_portfolio/external_courses: `{ external_course }`, a course or a certification by `type`. */
export function externalCourseBodySchema(options: CardRuleOptions) {
  const kinds = [courseEntrySchema(options), certificationEntrySchema(options)] as const;
  return wrap('external_course', z.discriminatedUnion('type', kinds, { error: PORTFOLIO_MESSAGES.empty('Type') }));
}
/** A validated external_courses body. */
export type ExternalCourseBody = z.output<ReturnType<typeof externalCourseBodySchema>>;

/** Body of /api/my_portfolio/social_clubs. */
export const socialClubBodySchema = (options: CardRuleOptions) => cardBodySchema('clubs', options);
/** Body of /api/my_portfolio/educations. */
export const educationBodySchema = (options: CardRuleOptions) => cardBodySchema('education', options);
/** Body of /api/my_portfolio/subjects: `{ education_id, subject }`. */
export const subjectBodySchema = (options: CardRuleOptions) => cardBodySchema('semester', options);
/** Body of /api/my_portfolio/external_projects. */
export const externalProjectBodySchema = (options: CardRuleOptions) => cardBodySchema('projects', options);
/** Body of /api/my_portfolio/external_events. */
export const externalEventBodySchema = (options: CardRuleOptions) => cardBodySchema('events', options);

/** Which card a validated record of a shared body key belongs to (books/articles, internships/jobs, courses/certification). */
export function cardOfRecord(key: CardBodyKey, record: { kind?: unknown; type?: unknown }): CardType {
  switch (key) {
    case 'reading':
      return record.kind === 'article' ? 'articles' : 'books';
    case 'internship':
      return record.type === INTERNSHIP_TYPE ? 'internships' : 'jobs';
    case 'external_course':
      return record.type === CERTIFICATION_TYPE ? 'certification' : 'courses';
    case 'social_club':
      return 'clubs';
    case 'education':
      return 'education';
    case 'subject':
      return 'semester';
    case 'external_project':
      return 'projects';
    case 'external_event':
      return 'events';
  }
}

/**
 * Field messages of a failed parse, keyed by dotted path ('tenure.1'), first message per field, with
 * a leading body key ('reading.title' -> 'title') dropped: the shape of a 422's `fields` and of
 * react-hook-form's setError names.
 */
export function issueFields(error: z.ZodError): Record<string, string> {
  const wrappers = new Set<unknown>(Object.values(CARD_BODY_KEYS));
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.length > 1 && wrappers.has(issue.path[0]) ? issue.path.slice(1) : issue.path;
    fields[path.map(String).join('.') || 'body'] ??= issue.message;
  }
  return fields;
}
