import { z } from 'zod';
import { countParam, listEnvelope, pageParam, searchText } from '../api';
import { ARTICLE_TYPES, BOOK_STATUSES, READING_KINDS } from '../portfolio/constants';
import { DATE_MESSAGES, PORTFOLIO_MESSAGES } from '../portfolio/messages';
import { CATALOGUE_READING_LIMITS, isHttpsLink } from './constants';
import { READING_TEXTS } from './messages';

const T = READING_TEXTS;
const L = CATALOGUE_READING_LIMITS;
const id = z.number().int().positive().max(2_147_483_647);

const text = (label: string, max: number) =>
  z
    .string({ error: T.empty(label) })
    .trim()
    .min(1, T.empty(label))
    .max(max, T.tooLong(label, max));

const optional = (schema: z.ZodType<string>) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    schema.nullish().transform((v) => v ?? null),
  );

const ids = (label: string, max: number) =>
  z.array(id, { error: T.invalidChoice(label) }).max(max, T.tooMany(label, max));

/** POST /api/admin/readings and PUT /api/admin/readings/{id}: one catalogue reading. */
export function catalogueReadingBodySchema(now: () => Date = () => new Date()) {
  return z
    .object({
      kind: z.enum(READING_KINDS, { error: T.empty('Kind') }),
      title: text('Title', L.title),
      authors: text('Authors', L.authors),
      source: text('Publisher or source', L.source),
      url: optional(text('Link', L.url).refine(isHttpsLink, T.httpsOnly)),
      summary: text('Summary', L.summary),
      // The upper bound is this year, read when a body is checked (a server outlives New Year).
      published_year: z.coerce.number({ error: () => T.year(now().getFullYear()) }).superRefine((year, ctx) => {
        const max = now().getFullYear();
        if (!Number.isInteger(year) || year < L.firstYear || year > max)
          ctx.addIssue({ code: 'custom', message: T.year(max) });
      }),
      isbn: optional(
        z
          .string()
          .transform((v) => v.replace(/[\s-]/g, ''))
          .pipe(z.string().regex(/^\d{1,13}$/, T.isbn)),
      ),
      type: z
        .enum(ARTICLE_TYPES, { error: T.invalidChoice('type') })
        .nullish()
        .transform((v) => v ?? null),
      skill_ids: ids('skills', L.skills).min(1, T.chooseSkill),
      job_role_ids: ids('career paths', L.jobRoles).default([]),
      degree_ids: ids('degrees', L.degrees).default([]),
      specialization_ids: ids('specializations', L.specializations).default([]),
    })
    .superRefine((v, ctx) => {
      // A student adds an article to their portfolio in one click: its card needs these.
      if (v.kind !== 'article') return;
      if (!v.url) ctx.addIssue({ code: 'custom', path: ['url'], message: T.articleNeeds('Link') });
      if (!v.isbn) ctx.addIssue({ code: 'custom', path: ['isbn'], message: T.articleNeeds('ISBN') });
      if (!v.type) ctx.addIssue({ code: 'custom', path: ['type'], message: T.articleNeeds('Type') });
    });
}
export type CatalogueReadingBody = z.infer<ReturnType<typeof catalogueReadingBodySchema>>;

/** GET /api/readings (books) and /api/articles: the catalogue, searched by title, author or topic. */
export const readingListQuerySchema = z.object({ query: searchText.optional(), page: pageParam, count: countParam });
export type ReadingListQuery = z.infer<typeof readingListQuerySchema>;

/** GET /api/recommended/readings and /api/recommended/articles. */
export const recommendedReadingsQuerySchema = z.object({ page: pageParam, count: countParam });

const named = z.object({ id, name: z.string() });

export const catalogueReadingSchema = z.object({
  id,
  kind: z.enum(READING_KINDS),
  title: z.string(),
  authors: z.string(),
  source: z.string(),
  url: z.string().nullable(),
  summary: z.string(),
  published_year: z.number().int(),
  isbn: z.string().nullable(),
  type: z.enum(ARTICLE_TYPES).nullable(),
  skills: z.array(z.object({ id, display_name: z.string() })),
  job_roles: z.array(named),
  /** True when the calling student has an entry of this kind and title on their portfolio. */
  in_portfolio: z.boolean(),
});
export type CatalogueReading = z.infer<typeof catalogueReadingSchema>;
export const catalogueReadingsResponseSchema = listEnvelope(catalogueReadingSchema);
export const catalogueReadingResponseSchema = z.object({ data: catalogueReadingSchema });

export const recommendedReadingSchema = catalogueReadingSchema.extend({ score: z.number(), reason: z.string() });
export type RecommendedReading = z.infer<typeof recommendedReadingSchema>;
export const recommendedReadingsResponseSchema = listEnvelope(recommendedReadingSchema);

/**
 * POST /api/readings/{id}/add_to_portfolio: where the student is with the item, as the book card's own
 * form asks it: want to read ('interested'), reading ('ongoing', the date it should be finished by) or
 * finished ('complete', the date it was); an article is always finished. Never assumed (issue 23 item 26).
 */
export const addReadingBodySchema = z.object({
  status: z.enum(BOOK_STATUSES, { error: PORTFOLIO_MESSAGES.empty('Status') }),
  date: z.string({ error: DATE_MESSAGES.empty }).trim().max(10, DATE_MESSAGES.invalid),
});
export type AddReadingBody = z.infer<typeof addReadingBodySchema>;

/** POST /api/readings/{id}/add_to_portfolio: the portfolio entry it made (201). */
export const addedReadingResponseSchema = z.object({
  data: z.object({ id, card: z.enum(['books', 'articles']), title: z.string() }),
});
