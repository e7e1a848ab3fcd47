import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import type { Actor } from '../src/lib/access';
import { TEST_AUTH_SECRET, testEnv } from './app';
import { openTestDatabase } from './database';

const actors: Record<string, Actor> = {
  student: { userId: 's', isAdmin: false, profile: { id: 1, profile_type: 'STUDENT', active: true, org_id: null } },
  company: { userId: 'c', isAdmin: false, profile: { id: 2, profile_type: 'COMPANY', active: true, org_id: null } },
  admin: { userId: 'a', isAdmin: true, profile: null },
};

describe('route access declarations are enforced before the handler runs', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let handled = 0;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({
      env: testEnv,
      database,
      authSecret: TEST_AUTH_SECRET,
      logger: false,
      // The identity module supplies the real resolver; here a header names the caller.
      authenticate: async (req) => actors[String(req.headers['x-test-actor'])] ?? null,
    });
    app.get('/api/probe/students', { config: { access: { profiles: ['STUDENT'] } } }, async () => {
      handled += 1;
      return { data: 'ok' };
    });
    app.get('/api/probe/admin', { config: { access: 'admin' } }, async () => ({ data: 'ok' }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const call = (url: string, actor?: string) =>
    app.inject({ method: 'GET', url, headers: actor ? { 'x-test-actor': actor } : {} });

  it('401 signed out, 403 wrong profile type, 200 for the declared type', async () => {
    const out = await call('/api/probe/students');
    expect(out.statusCode).toBe(401);
    expect(out.json().error).toMatchObject({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
    const wrong = await call('/api/probe/students', 'company');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.code).toBe('FORBIDDEN');
    expect(handled).toBe(0);
    expect((await call('/api/probe/students', 'student')).statusCode).toBe(200);
    expect(handled).toBe(1);
  });

  it('admin routes admit admins only', async () => {
    expect((await call('/api/probe/admin')).statusCode).toBe(401);
    expect((await call('/api/probe/admin', 'student')).statusCode).toBe(403);
    expect((await call('/api/probe/admin', 'admin')).statusCode).toBe(200);
  });
});
