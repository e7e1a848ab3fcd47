import { z } from 'zod';
import {
  ARTICLE_TYPES,
  BOOK_STATUSES,
  CERTIFICATION_TYPE,
  CLUB_ROLES,
  CLUB_TYPES,
  COURSE_TYPES,
  EVENT_ROLES,
  PORTFOLIO_LIMITS as LIMITS,
  type CardType,
} from './constants';
import {
  ALWAYS,
  checkDate,
  choice,
  dateText,
  externalId,
  fromCheck,
  nameList,
  numberText,
  optionalLink,
  optionalText,
  recordIds,
  requiredText,
  requireNames,
  requireText,
  statusDateRules,
  validStatus,
  wholeNumber,
  type CardRuleOptions,
} from './fields';
import { CARD_FIELD_LABELS, dateLabel, LEARNING_FIELD_LABELS } from './labels';
import { PORTFOLIO_MESSAGES as MSG } from './messages';
import { checkIsbn } from './numbers';

/** The half-parsed object a refinement sees: any field may still be missing or of the wrong type. */
type Loose<T> = { readonly [K in keyof T]?: unknown };

const isbn = numberText('ISBN').transform((raw, ctx) => fromCheck(checkIsbn(raw), ctx));

/** Skills, career paths and life skills on a learning entry; which are required is decided per card. */
const learningLists = () => ({
  skills: nameList(LEARNING_FIELD_LABELS.skills),
  job_roles: nameList(LEARNING_FIELD_LABELS.job_roles),
  life_skills: nameList(LEARNING_FIELD_LABELS.life_skills),
});

/** Checks the completion date against the status and requires skills (every card needs them). */
function checkDateAndSkills(
  card: CardType,
  v: { status?: unknown; date?: unknown; skills?: unknown },
  ctx: z.RefinementCtx,
  options: CardRuleOptions,
): void {
  const status = validStatus(ctx, v.status);
  checkDate(ctx, ['date'], v.date, options, { label: dateLabel(card, status), ...statusDateRules(status) });
  requireNames(ctx, 'skills', v.skills, MSG.multiEmpty);
}

/**
 * Book (a `reading` with kind 'book'): title, author, status (want to read 'interested', reading
 * 'ongoing', finished 'complete'), date, skills; isbn and desc optional.
 */
export function bookEntrySchema(options: CardRuleOptions) {
  const L = CARD_FIELD_LABELS.books;
  return z
    .object({
      ...recordIds,
      kind: z.literal('book', { error: MSG.empty('Kind') }),
      title: requiredText(L.title, LIMITS.title),
      author: requiredText(L.author, LIMITS.name),
      status: choice(BOOK_STATUSES, L.status, ['applied']),
      date: dateText,
      isbn,
      desc: optionalText(L.desc, LIMITS.desc),
      ...learningLists(),
    })
    .superRefine((raw, ctx) => checkDateAndSkills('books', raw as Loose<typeof raw>, ctx, options), ALWAYS);
}
/** A book as its form holds it (zod input). */
export type BookEntryInput = z.input<ReturnType<typeof bookEntrySchema>>;
/** A validated book, as saved (zod output). */
export type BookEntry = z.output<ReturnType<typeof bookEntrySchema>>;

/** Article (a `reading` with kind 'article'): title, author, type, url, isbn, date, desc, skills; status always complete. */
export function articleEntrySchema(options: CardRuleOptions) {
  const L = CARD_FIELD_LABELS.articles;
  return z
    .object({
      ...recordIds,
      kind: z.literal('article', { error: MSG.empty('Kind') }),
      title: requiredText(L.title, LIMITS.title),
      author: requiredText(L.author, LIMITS.name),
      type: choice(ARTICLE_TYPES, L.type),
      url: optionalLink(L.url),
      isbn,
      status: choice(['complete'], L.status, ['applied']).default('complete'),
      date: dateText,
      desc: requiredText(L.desc, LIMITS.desc),
      ...learningLists(),
    })
    .superRefine((raw, ctx) => {
      const v = raw as Loose<typeof raw>;
      checkDateAndSkills('articles', v, ctx, options);
      requireText(ctx, 'url', v.url, L.url);
      requireText(ctx, 'isbn', v.isbn, L.isbn);
    }, ALWAYS);
}
/** An article as its form holds it (zod input). */
export type ArticleEntryInput = z.input<ReturnType<typeof articleEntrySchema>>;
/** A validated article, as saved (zod output). */
export type ArticleEntry = z.output<ReturnType<typeof articleEntrySchema>>;

/**
 * Club (`social_club`): title, type, role, date joined, host organisation, desc, skills; status always
 * complete. Educational clubs need career paths, Non Educational ones life skills (SPEC §4.3).
 */
export function clubEntrySchema(options: CardRuleOptions) {
  const L = CARD_FIELD_LABELS.clubs;
  return z
    .object({
      ...recordIds,
      title: requiredText(L.title, LIMITS.title),
      type: choice(CLUB_TYPES, L.type),
      role: choice(CLUB_ROLES, L.role),
      date: dateText,
      source: requiredText(L.source, LIMITS.name),
      desc: requiredText(L.desc, LIMITS.desc),
      status: choice(['complete'], 'Status', ['applied']).default('complete'),
      ...learningLists(),
    })
    .superRefine((raw, ctx) => {
      const v = raw as Loose<typeof raw>;
      checkDateAndSkills('clubs', v, ctx, options);
      if (v.type === 'Educational') requireNames(ctx, 'job_roles', v.job_roles, MSG.careerPathsEmpty);
      if (v.type === 'Non Educational') requireNames(ctx, 'life_skills', v.life_skills, MSG.lifeSkillsEmpty);
    }, ALWAYS);
}
/** A club as its form holds it (zod input). */
export type ClubEntryInput = z.input<ReturnType<typeof clubEntrySchema>>;
/** A validated club, as saved (zod output). */
export type ClubEntry = z.output<ReturnType<typeof clubEntrySchema>>;

/** Project (`external_project`): title, status complete|Enrolled, date, duration in weeks, source, desc, skills, life skills. */
export function projectEntrySchema(options: CardRuleOptions) {
  const L = CARD_FIELD_LABELS.projects;
  return z
    .object({
      ...recordIds,
      title: requiredText(L.title, LIMITS.title),
      status: choice(['complete', 'Enrolled'], L.status, ['applied']),
      date: dateText,
      duration: wholeNumber(L.duration),
      source: requiredText(L.source, LIMITS.name),
      desc: requiredText(L.desc, LIMITS.desc),
      ...learningLists(),
    })
    .superRefine((raw, ctx) => {
      const v = raw as Loose<typeof raw>;
      checkDateAndSkills('projects', v, ctx, options);
      requireNames(ctx, 'life_skills', v.life_skills, MSG.lifeSkillsEmpty);
    }, ALWAYS);
}
/** A project as its form holds it (zod input). */
export type ProjectEntryInput = z.input<ReturnType<typeof projectEntrySchema>>;
/** A validated project, as saved (zod output). */
export type ProjectEntry = z.output<ReturnType<typeof projectEntrySchema>>;

/** Event (`external_event`): title, role, date, duration in hours, host, desc, skills, life skills; status always complete. */
export function eventEntrySchema(options: CardRuleOptions) {
  const L = CARD_FIELD_LABELS.events;
  return z
    .object({
      ...recordIds,
      external_id: externalId,
      title: requiredText(L.title, LIMITS.title),
      role: choice(EVENT_ROLES, L.role),
      date: dateText,
      duration: wholeNumber(L.duration),
      source: requiredText(L.source, LIMITS.name),
      desc: requiredText(L.desc, LIMITS.desc),
      status: choice(['complete'], 'Status', ['applied']).default('complete'),
      ...learningLists(),
    })
    .superRefine((raw, ctx) => {
      const v = raw as Loose<typeof raw>;
      checkDateAndSkills('events', v, ctx, options);
      requireNames(ctx, 'life_skills', v.life_skills, MSG.lifeSkillsEmpty);
    }, ALWAYS);
}
/** An event as its form holds it (zod input). */
export type EventEntryInput = z.input<ReturnType<typeof eventEntrySchema>>;
/** A validated event, as saved (zod output). */
export type EventEntry = z.output<ReturnType<typeof eventEntrySchema>>;

/**
 * Course (`external_course`): title, status complete|ongoing, date, duration in hours, type, desc, skills;
 * source and certificate link are required only for an 'Online course' (SPEC §5.1).
 */
export function courseEntrySchema(options: CardRuleOptions) {
  const L = CARD_FIELD_LABELS.courses;
  return z
    .object({
      ...recordIds,
      external_id: externalId,
      title: requiredText(L.title, LIMITS.title),
      status: choice(['complete', 'ongoing'], L.status, ['applied']),
      date: dateText,
      duration: wholeNumber(L.duration),
      type: choice(COURSE_TYPES, L.type),
      source: optionalText(L.source, LIMITS.name),
      certificate: optionalLink(L.certificate),
      desc: requiredText(L.desc, LIMITS.desc),
      ...learningLists(),
    })
    .superRefine((raw, ctx) => {
      const v = raw as Loose<typeof raw>;
      checkDateAndSkills('courses', v, ctx, options);
      if (v.type === 'Online course') {
        requireText(ctx, 'source', v.source, L.source);
        requireText(ctx, 'certificate', v.certificate, L.certificate);
      }
    }, ALWAYS);
}
/** A course as its form holds it (zod input). */
export type CourseEntryInput = z.input<ReturnType<typeof courseEntrySchema>>;
/** A validated course, as saved (zod output). */
export type CourseEntry = z.output<ReturnType<typeof courseEntrySchema>>;

/**
 * Certification (`external_course` with type 'Industry Certification'): title, role (how it was taken:
 * Online or Offline course), source, date, desc, skills; certificate link optional; status always complete.
 */
export function certificationEntrySchema(options: CardRuleOptions) {
  const L = CARD_FIELD_LABELS.certification;
  return z
    .object({
      ...recordIds,
      external_id: externalId,
      type: z.literal(CERTIFICATION_TYPE, { error: MSG.empty('Type') }),
      title: requiredText(L.title, LIMITS.title),
      role: choice(COURSE_TYPES, L.role),
      source: requiredText(L.source, LIMITS.name),
      date: dateText,
      certificate: optionalLink(L.certificate),
      desc: requiredText(L.desc, LIMITS.desc),
      status: choice(['complete'], 'Status', ['applied']).default('complete'),
      ...learningLists(),
    })
    .superRefine((raw, ctx) => checkDateAndSkills('certification', raw as Loose<typeof raw>, ctx, options), ALWAYS);
}
/** A certification as its form holds it (zod input). */
export type CertificationEntryInput = z.input<ReturnType<typeof certificationEntrySchema>>;
/** A validated certification, as saved (zod output). */
export type CertificationEntry = z.output<ReturnType<typeof certificationEntrySchema>>;
