import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, callerRequestId } from '../src/app';
import type { Database } from '../src/db/client';
import { createTestApp, TEST_AUTH_SECRET, testEnv } from './app';
import { openTestDatabase } from './database';

describe('platform: envelopes, errors, health, docs', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers liveness and readiness', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ data: { status: 'ok' } });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ data: { status: 'ready', database: 'up' } });
  });

  it('answers an unknown API path with 404 in the error envelope, with the request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    const body = res.json();
    expect(body.error.code).toBe('NOT_FOUND');
    expect(body.error.message).toBe('No such API path.');
    expect(body.error.request_id).toMatch(/[0-9a-f-]{36}/);
    expect(res.headers['x-request-id']).toBe(body.error.request_id);
  });

  it('keeps a request id the caller sent', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nowhere', headers: { 'x-request-id': 'trace-123' } });
    expect(res.json().error.request_id).toBe('trace-123');
    expect(res.headers['x-request-id']).toBe('trace-123');
  });

  // Found by the fuzzer: non-ASCII ids came back mangled in the header, kilobytes of id were echoed.
  it('replaces a request id that is not a short token with a fresh one', async () => {
    for (const sent of ["' OR 1=1 --", '<script>alert(1)</script>', 'Ã©Ã¨ obs-text ÿ', 'r'.repeat(8000), '']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/nowhere', headers: { 'x-request-id': sent } });
      const id = res.json().error.request_id;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers['x-request-id']).toBe(id);
    }
    expect(callerRequestId('Root=1-5759e988-bd862e3fe1be46a994272793;Parent=53995c3f42cd8ad8')).toBeDefined();
    expect(callerRequestId(['a', 'b'])).toBeUndefined();
  });

  it('answers a wrong-typed query field with 422 and the field message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/orgs/abc' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.json().error.fields)).toEqual(['id']);
  });

  it('serves the OpenAPI document with the lookup paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/lookups', '/api/skills', '/api/orgs/{id}', '/healthz']),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('compresses JSON above the threshold', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/skills?count=100',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('platform: request bodies', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('rejects malformed JSON with 422, a wrong-typed field with 422, an oversized body with 413', async () => {
    // A probe route, so body handling goes through the real parsers and error handler.
    const app = await buildApp({ env: testEnv, database, authSecret: TEST_AUTH_SECRET, logger: false });
    app.register(
      async (api) => {
        api.post(
          '/probe',
          { config: { access: 'public' }, schema: { body: z.object({ n: z.number().int(), s: z.string().max(5) }) } },
          async (req) => ({ data: req.body }),
        );
      },
      { prefix: '/api' },
    );
    await app.ready();

    const bad = await app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'application/json' },
      payload: '{"n":',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toEqual({ body: 'The request body is not valid JSON.' });

    const wrong = await app.inject({ method: 'POST', url: '/api/probe', payload: { n: 'x', s: 'toolong' } });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().error.fields).sort()).toEqual(['n', 's']);

    const big = await app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ n: 1, s: 'x'.repeat(100 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('PAYLOAD_TOO_LARGE');

    const ok = await app.inject({ method: 'POST', url: '/api/probe', payload: { n: 2, s: 'abc' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ data: { n: 2, s: 'abc' } });
    await app.close();
  });
});
