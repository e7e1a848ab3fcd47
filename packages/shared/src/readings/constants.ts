/*
 * The readings catalogue (SPEC §2.1 /books and /articles, §7.4 /api/readings, /api/articles and the
 * recommended readings): books and articles the platform suggests, which a student adds to their own
 * portfolio readings in one click. Not to be confused with the portfolio's own reading entries.
 */

export const CATALOGUE_READING_LIMITS = {
  title: 200,
  authors: 200,
  source: 150,
  url: 500,
  summary: 2000,
  /** Oldest publication year accepted (printed books go back to the 15th century). */
  firstYear: 1450,
  /** ISBN (books) or ISSN of the publication (articles): digits only. */
  isbnDigits: 13,
  skills: 20,
  jobRoles: 10,
  degrees: 20,
  specializations: 40,
} as const;

/** An https link (catalogue links are shown to everyone, so no plain http). */
export function isHttpsLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}
