import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testEnv } from '../../../test/app';
import { bearer, buildUser } from '../../../test/factories';

describe('GET /api/bench/probe (BENCH_PROBE)', () => {
  let off: Awaited<ReturnType<typeof createTestApp>>;
  let on: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    off = await createTestApp();
    on = await createTestApp({ env: { ...testEnv, BENCH_PROBE: true } });
  });
  afterAll(async () => {
    await on.close();
    await off.close();
  });

  it('does not exist unless BENCH_PROBE is set', async () => {
    expect(off.app.routeAccess.some((r) => r.url === '/api/bench/probe')).toBe(false);
    expect((await off.app.inject({ method: 'GET', url: '/api/bench/probe' })).statusCode).toBe(404);
  });

  it('declares signed-in access: 401 without a token, 200 with one, with the usual headers', async () => {
    expect(on.app.routeAccess.find((r) => r.url === '/api/bench/probe')?.access).toBe('signed_in');
    const anonymous = await on.app.inject({ method: 'GET', url: '/api/bench/probe' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHORIZED');
    const student = await buildUser(on.app, 'STUDENT');
    const res = await on.app.inject({ method: 'GET', url: '/api/bench/probe', headers: bearer(student.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['x-ratelimit-limit']).toBeDefined();
  });
});
