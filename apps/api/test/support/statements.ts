import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { vi } from 'vitest';

/**
 * How many statements the API sends to the database while `run` runs, on either driver (drizzle
 * sends each through `query`: node-postgres's client, behind the pool, or PGlite's). A read that
 * grows back into one round trip per table shows here before it shows in a benchmark.
 */
export async function statementsDuring<T>(run: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const spies = [vi.spyOn(pg.Client.prototype, 'query'), vi.spyOn(PGlite.prototype, 'query')];
  try {
    const result = await run();
    return { result, statements: spies.reduce((n, spy) => n + spy.mock.calls.length, 0) };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}
