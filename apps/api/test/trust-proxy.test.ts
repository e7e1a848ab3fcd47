import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, testEnv } from './app';
import { logLines } from './support/log-lines';

/** The client address in each request's log line, as the per-address rate limits see it. */
async function addressSeen(hops: number): Promise<string[]> {
  const { stream, lines } = logLines();
  const t = await createTestApp({ env: { ...testEnv, TRUST_PROXY_HOPS: hops }, logger: { level: 'info', stream } });
  close = t.close;
  await t.app.inject({
    method: 'GET',
    url: '/healthz',
    remoteAddress: '192.0.2.10',
    headers: { 'x-forwarded-for': '203.0.113.7' },
  });
  return lines
    .map((l) => JSON.parse(l) as { req?: { remoteAddress?: string } })
    .flatMap((l) => (l.req?.remoteAddress ? [l.req.remoteAddress] : []));
}

let close: () => Promise<void> = async () => {};
afterEach(() => close());

describe('client address behind a proxy', () => {
  it('uses the socket address by default, ignoring X-Forwarded-For', async () => {
    expect(await addressSeen(0)).toEqual(['192.0.2.10']);
  });

  it('takes the forwarded address when one proxy hop is trusted', async () => {
    expect(await addressSeen(1)).toEqual(['203.0.113.7']);
  });
});
