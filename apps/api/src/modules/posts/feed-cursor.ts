/*
 * The Latest feed's keyset (decision 0079): posts in strictly descending (created_at, id); a page's
 * cursor is the last post it showed, so the next page starts just below it whatever was posted in the
 * meantime (newer posts sort above the first page and never push older ones into a later page). The
 * time is kept as PostgreSQL writes it, to the microsecond, so no tie is lost to rounding.
 */

/** Where a page ended: the last post's time (ISO, microseconds) and id, and the page it was. */
export interface FeedCursor {
  at: string;
  id: number;
  page: number;
}

/** A post's place in the feed. */
export interface FeedKey {
  at: string;
  id: number;
}

const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const MAX_ID = 2_147_483_647;

export function encodeCursor(cursor: FeedCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id, cursor.page]), 'utf8').toString('base64url');
}

/** The cursor a client sent back, or null when it is not one we made. */
export function decodeCursor(text: string): FeedCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 3) return null;
    const [at, id, page] = value as unknown[];
    if (typeof at !== 'string' || !ISO_MICROS.test(at) || Number.isNaN(Date.parse(at))) return null;
    if (!Number.isInteger(id) || (id as number) < 1 || (id as number) > MAX_ID) return null;
    if (!Number.isInteger(page) || (page as number) < 1 || (page as number) > 1_000_000) return null;
    return { at, id: id as number, page: page as number };
  } catch {
    return null;
  }
}

/** Microsecond ISO times of the same form compare as text; padded so '.5Z' and '.500000Z' agree. */
function normalise(at: string): string {
  const m = /^(.*?)(?:\.(\d{1,6}))?Z$/.exec(at)!;
  return `${m[1]}.${(m[2] ?? '').padEnd(6, '0')}Z`;
}

/** Does `a` come before `b` in the feed (newer, or as new with a larger id)? */
export function feedOrder(a: FeedKey, b: FeedKey): number {
  const at = normalise(a.at);
  const bt = normalise(b.at);
  if (at !== bt) return at > bt ? -1 : 1;
  return b.id - a.id;
}

/** Is this post below the cursor (on a later page)? The same test the SQL makes: (created_at, id) < (at, id). */
export const isAfterCursor = (key: FeedKey, cursor: FeedKey | null) => cursor === null || feedOrder(key, cursor) > 0;

/**
 * One page of a feed from keys in any order: the `count` first below the cursor, and the next cursor
 * (null on the last page). The database does the same with its index; tests hold the two to each other.
 */
export function pageOf<K extends FeedKey>(
  keys: readonly K[],
  cursor: FeedCursor | null,
  count: number,
): { items: K[]; next: FeedCursor | null; page: number } {
  const below = keys.filter((k) => isAfterCursor(k, cursor)).sort(feedOrder);
  const items = below.slice(0, count);
  const page = cursor ? cursor.page + 1 : 1;
  const last = items[items.length - 1];
  const next = below.length > count && last ? { at: last.at, id: last.id, page } : null;
  return { items, next, page };
}
