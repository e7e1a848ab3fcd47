import { errorBodySchema } from '@lbd/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';

/** Regressions found by the fuzzer (test/fuzz.test.ts): answers that left the error envelope. */
describe('error envelope: errors the router raises', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const expectEnvelope = (res: { statusCode: number; body: string; headers: Record<string, unknown> }) => {
    const body = errorBodySchema.strict().parse(JSON.parse(res.body));
    expect(res.headers['x-request-id']).toBe(body.error.request_id);
    expect(res.body).not.toContain('FST_ERR');
    return body.error;
  };

  it('a broken percent escape in the path answers 400 in the envelope', async () => {
    for (const url of ['/api/jobs/%', '/api/my_portfolio/subjects/%E0%A4%A']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(expectEnvelope(res)).toMatchObject({ code: 'BAD_REQUEST', message: 'Some fields are not valid.' });
    }
  });

  it('a path parameter longer than the router allows answers 400 in the envelope, not 414', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/my_portfolio/readings/${'9'.repeat(5000)}`,
      headers: { 'x-request-id': 'trace-long-param' },
    });
    expect(res.statusCode).toBe(400);
    expect(expectEnvelope(res)).toMatchObject({ code: 'BAD_REQUEST', request_id: 'trace-long-param' });
  });

  it('a body that does not parse, sent to a path no route has, answers that there is no such route', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/question_banks/',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":1}{"b":2}',
    });
    expect(res.statusCode).toBe(404);
    expect(expectEnvelope(res)).toMatchObject({ code: 'NOT_FOUND' });
  });
});
