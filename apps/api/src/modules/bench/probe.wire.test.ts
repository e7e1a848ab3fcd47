import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testEnv } from '../../../test/app';
import { buildUser } from '../../../test/factories';

/**
 * What the probe's hook stack puts on the wire, header by header and in order: the hooks may be made
 * cheaper, the answers may not change. Over a real socket, as a client sees them.
 */
const SECURITY = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
const NODE = ['Date', 'Connection', 'Keep-Alive'];

interface Answer {
  status: number;
  names: string[];
  headers: http.IncomingHttpHeaders;
  body: string;
}

describe('GET /api/bench/probe on the wire', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let port: number;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...testEnv, BENCH_PROBE: true } });
    token = (await buildUser(t.app, 'STUDENT')).token;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, headers }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode!,
              names: res.rawHeaders.filter((_, i) => i % 2 === 0),
              headers: res.headers,
              body,
            }),
          );
        })
        .on('error', reject);
    });

  it('answers a signed-in caller with exactly these headers and body', async () => {
    const res = await get('/api/bench/probe', { authorization: `Bearer ${token}`, 'x-request-id': 'trace-probe-1' });
    expect(res.status).toBe(200);
    expect(res.names).toEqual([
      ...SECURITY,
      'x-ratelimit-limit',
      'x-ratelimit-remaining',
      'x-ratelimit-reset',
      'content-type',
      'x-request-id',
      // A signed-in caller's answer is personal: never stored by a cache (issue 23 item 8).
      'cache-control',
      'content-length',
      ...NODE,
    ]);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toBe('trace-probe-1');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['x-ratelimit-limit']).toBe('10000000');
    expect(Number(res.headers['x-ratelimit-remaining'])).toBeLessThan(10_000_000);
    expect(res.headers['x-ratelimit-reset']).toMatch(/^\d+$/);
    expect(res.headers['content-length']).toBe('20');
    expect(res.body).toBe('{"data":{"ok":true}}');
    // A fresh id when the caller sends none (or one that is not a short token).
    const fresh = await get('/api/bench/probe', { authorization: `Bearer ${token}`, 'x-request-id': 'no spaces' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a caller without a token in the envelope, with the same security headers', async () => {
    const res = await get('/api/bench/probe', { 'x-request-id': 'trace-probe-2' });
    expect(res.status).toBe(401);
    expect(res.names).toEqual([...SECURITY, 'x-request-id', 'content-type', 'content-length', ...NODE]);
    expect(res.body).toBe(
      '{"error":{"code":"UNAUTHORIZED","message":"Please sign in to continue.","request_id":"trace-probe-2"}}',
    );
  });

  it('answers an unknown API path in the envelope', async () => {
    const res = await get('/api/bench/nowhere', { authorization: `Bearer ${token}`, 'x-request-id': 'trace-probe-3' });
    expect(res.status).toBe(404);
    expect(res.names).toEqual([...SECURITY, 'x-request-id', 'content-type', 'content-length', ...NODE]);
    expect(res.body).toBe('{"error":{"code":"NOT_FOUND","message":"No such API path.","request_id":"trace-probe-3"}}');
  });
});
