import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';

/** The transaction Drizzle hands to `db.transaction(fn)`: repositories take it as an optional `tx`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The conditions that are present, joined with AND (undefined, false, '' and null are left out). */
export const whereAll = (...parts: (SQL | undefined | false | '' | null)[]) =>
  and(...parts.filter((p): p is SQL => Boolean(p)));

/** User text in lower case with LIKE's wildcards escaped, so it matches literally. */
export const escapeLike = (text: string): string => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** A lower-case LIKE pattern for text anywhere in a value. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/** Escape LIKE wildcards so user text matches literally, then make it a lower-case prefix pattern. */
export const prefixPattern = (text: string): string => `${escapeLike(text)}%`;

/** Integer ids as one `int[]` parameter (one placeholder however many): `= any(${intArray(ids)})`. */
/** Texts as a text[] parameter list (`= any(textArray(xs))`). */
export const textArray = (values: readonly string[]): SQL =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

export const intArray = (ids: readonly number[]): SQL => sql`${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::int[]`;
