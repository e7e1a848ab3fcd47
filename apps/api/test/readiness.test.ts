import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { createTestApp } from './app';
import { openTestDatabase } from './database';

describe('readiness when the database is down', () => {
  let real: Database;
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    real = await openTestDatabase();
    t = await createTestApp({ database: { ...real, ping: async () => false } });
  });
  afterAll(async () => {
    await t.app.close();
    await real.close();
  });

  it('answers 503 from /readyz while /healthz stays up', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ data: { status: 'unavailable', database: 'down' } });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
