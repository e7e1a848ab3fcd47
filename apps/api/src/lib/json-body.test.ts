import { API_MESSAGES } from '@lbd/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testEnv } from '../../test/app';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-body';
import { nulPaths } from './validation';

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings or after escapes', () => {
    expect(nestsDeeperThan('[[[1]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[[[1]]]]', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":{"c":{}}}}', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":"[[[[[[[[{{{{"}', 1)).toBe(false);
    expect(nestsDeeperThan('["\\"[[[[[[", 1]', 1)).toBe(false);
    expect(nestsDeeperThan('[1],[2],[3],[4]', 1)).toBe(false);
  });
});

describe('nulPaths is linear in the depth of its input', () => {
  it('walks 200,000 levels (which the path-copying walk took minutes for) in well under a second', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    const started = performance.now();
    const paths = nulPaths(deep);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(paths).toHaveLength(1);
    expect(paths[0]).toHaveLength(200_000);
  });
});

/** Issue 23 item 3: one unauthenticated, deeply nested body used to hold the event loop for minutes. */
describe('a deeply nested JSON body', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...testEnv, BODY_LIMIT_BYTES: 2 * 1024 * 1024 } });
  });
  afterAll(() => t.close());

  it('is refused at once (1 MB of "[" to sign-in within 100 ms) while /healthz keeps answering', async () => {
    await t.app.inject({ method: 'GET', url: '/healthz' });
    const payload = '['.repeat(1024 * 1024);
    // The fastest of three tries: a wall-clock bound on a shared machine is met by the work itself, not
    // by what else the cores are doing at that moment (the quadratic walk took 81 s; one try is ~20 ms).
    const times: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const started = performance.now();
      const [res, health] = await Promise.all([
        t.app.inject({
          method: 'POST',
          url: '/api/identity/sign_in',
          headers: { 'content-type': 'application/json' },
          payload,
        }),
        t.app.inject({ method: 'GET', url: '/healthz' }),
      ]);
      times.push(performance.now() - started);
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatchObject({ message: API_MESSAGES.tooDeep, fields: { body: API_MESSAGES.tooDeep } });
      expect(health.statusCode).toBe(200);
    }
    expect(Math.min(...times)).toBeLessThan(100);
  });

  it('answers the same on the identity callback and on a route with a schema; 64 levels still parse', async () => {
    const deep = '{"a":'.repeat(MAX_JSON_DEPTH + 1) + '1' + '}'.repeat(MAX_JSON_DEPTH + 1);
    for (const url of ['/api/auth/callback/google', '/api/identity/sign_up', '/api/skills']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: deep,
      });
      expect([401, 422], url).toContain(res.statusCode);
      if (res.statusCode === 422) expect(res.json().error.message, url).toBe(API_MESSAGES.tooDeep);
    }
    const fine = '['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/identity/sign_in',
      headers: { 'content-type': 'application/json' },
      payload: fine,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).not.toBe(API_MESSAGES.tooDeep);
  });
});
