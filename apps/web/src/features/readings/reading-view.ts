import type { ReadingKind } from '@lbd/shared/portfolio';
import type { CatalogueReading } from '@lbd/shared/readings';

/** 'Authors · Source' for a card. */
export function readingByline(r: { authors: string; source: string }): string {
  return r.source ? `${r.authors} · ${r.source}` : r.authors;
}

/** Which kind a route shows: /books books, /articles articles. */
export function kindOfPattern(pattern: string): ReadingKind {
  return pattern === '/articles' ? 'article' : 'book';
}

export type ReadingsTab = 'recommended' | 'all';

/**
 * The tab a readings page opens on: what the address asks for when allowed, else Recommended for
 * a student and the catalogue for everyone else (or while searching).
 */
export function readingsTab(requested: string | null, isStudent: boolean, query: string): ReadingsTab {
  if (!isStudent) return 'all';
  if (requested === 'all' || requested === 'recommended') return requested;
  return query.trim() ? 'all' : 'recommended';
}

/** A page number from the address: a whole number of at least 1 (anything else is the first page). */
export function pageFrom(raw: string | null): number {
  const n = Number.parseInt(raw ?? '', 10);
  return Number.isFinite(n) && n >= 2 ? Math.min(n, 100_000) : 1;
}

/**
 * What the book (or article) card's own form starts from when a catalogue item is added: the item's
 * title, author, ISBN, summary and skills, those of its career paths the student chose, and today's
 * date. The status is left for the student to choose (want to read, reading or finished).
 */
export function readingFormValues(
  reading: CatalogueReading,
  chosenCareerPaths: readonly string[],
  today: string,
): Record<string, string | string[]> {
  const common = {
    title: reading.title,
    author: reading.authors,
    isbn: reading.isbn ?? '',
    desc: reading.summary,
    date: today,
    skills: reading.skills.map((s) => s.display_name),
    job_roles: reading.job_roles.map((r) => r.name).filter((name) => chosenCareerPaths.includes(name)),
  };
  return reading.kind === 'article' ? { ...common, type: reading.type ?? '', url: reading.url ?? '' } : common;
}
