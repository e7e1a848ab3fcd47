import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** PostgreSQL full-text document; written only by the generated column below. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const intArray = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`);

/*
 * The readings catalogue: books and articles the platform suggests to students (/books, /articles).
 * Distinct from the portfolio's `readings` table, which holds a student's own entries; a student adds
 * a catalogue item to it in one click. Skills, career paths, degrees and specializations say whom an
 * item suits (recommendations rank on them). `search` covers title (A), authors (B), summary and
 * source (C).
 */
export const catalogueReadings = pgTable(
  'catalogue_readings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar('kind', { length: 10, enum: ['book', 'article'] }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    authors: varchar('authors', { length: 200 }).notNull(),
    source: varchar('source', { length: 150 }).notNull(),
    url: varchar('url', { length: 500 }),
    summary: varchar('summary', { length: 2000 }).notNull(),
    published_year: smallint('published_year').notNull(),
    /** ISBN of a book, or ISSN of an article's publication: digits only. */
    isbn: varchar('isbn', { length: 13 }),
    /** The portfolio's article type (Technical, Non Fiction, ...); articles only. */
    type: varchar('type', { length: 40 }),
    skill_ids: intArray('skill_ids'),
    job_role_ids: intArray('job_role_ids'),
    degree_ids: intArray('degree_ids'),
    specialization_ids: intArray('specialization_ids'),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(authors, '')), 'B') || setweight(to_tsvector('english', coalesce(summary, '') || ' ' || coalesce(source, '')), 'C')`,
      ),
    inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One item per kind and title; also the catalogue list of a kind in title order.
    uniqueIndex('catalogue_readings_kind_title_key').on(t.kind, sql`lower(${t.title})`),
    index('catalogue_readings_search_gin').using('gin', t.search),
  ],
);
