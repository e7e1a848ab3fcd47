import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { vi } from 'vitest';

/** The text of a query call on either driver: a string, or node-postgres's config object. */
const textOf = (args: unknown[]) => {
  const first = args[0];
  return typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '');
};

/**
 * Statements of the access check rather than the route: the caller's session lookup (made or not
 * depending on whether the process remembers the caller) and the LISTEN that keeps that memory correct.
 */
const ACCESS_CHECK = /from "users" inner join "sessions"|^\s*(?:UN)?LISTEN /i;

/**
 * How many statements the route sends to the database while `run` runs, on either driver (drizzle
 * sends each through `query`: node-postgres's client, behind the pool, or PGlite's), the access
 * check's own not counted. A read that grows back into one round trip per table shows here before it
 * shows in a benchmark.
 */
export async function statementsDuring<T>(run: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const spies = [vi.spyOn(pg.Client.prototype, 'query'), vi.spyOn(PGlite.prototype, 'query')];
  try {
    const result = await run();
    const calls = spies.flatMap((spy) => spy.mock.calls as unknown[][]);
    return { result, statements: calls.filter((args) => !ACCESS_CHECK.test(textOf(args))).length };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}
