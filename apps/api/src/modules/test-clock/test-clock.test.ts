import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testEnv } from '../../../test/app';
import { bearer, buildAdmin, buildUser, type Account } from '../../../test/factories';

describe('test clock (TEST_CLOCK_CONTROL)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Account;
  let student: Account;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...testEnv, TEST_CLOCK_CONTROL: true } });
    admin = await buildAdmin(t.app);
    student = await buildUser(t.app, 'STUDENT');
  });
  afterAll(() => t.close());

  it('moves the server clock forward for an admin only', async () => {
    const url = '/api/test/clock';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(student.token) })).statusCode).toBe(403);
    const before = Date.parse(
      (await t.app.inject({ method: 'GET', url, headers: bearer(admin.token) })).json().data.now,
    );
    const day = 24 * 60 * 60 * 1000;
    const moved = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(admin.token),
      payload: { advance_ms: day },
    });
    expect(moved.statusCode).toBe(200);
    expect(Date.parse(moved.json().data.now) - before).toBeGreaterThanOrEqual(day);
    const back = await t.app.inject({ method: 'POST', url, headers: bearer(admin.token), payload: { advance_ms: -1 } });
    expect(back.statusCode).toBe(422);
  });

  it('does not exist unless the variable is set', async () => {
    const plain = await createTestApp();
    try {
      const admin2 = await buildAdmin(plain.app);
      const res = await plain.app.inject({ method: 'GET', url: '/api/test/clock', headers: bearer(admin2.token) });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
