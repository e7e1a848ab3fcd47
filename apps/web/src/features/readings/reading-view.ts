import type { ReadingKind } from '@lbd/shared';

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
