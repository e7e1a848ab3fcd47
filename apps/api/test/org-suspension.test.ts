import { CLUB_TEXTS, EVENT_TEXTS, JOB_TEXTS } from '@lbd/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import { createTestApp } from './app';
import { bearer, buildAdmin, buildUser, signIn, type Account } from './factories';
import { createClub } from './factories/clubs';
import { createEvent, enroll } from './factories/events';
import { buildOrgUser, createJob, orgIds } from './factories/jobs';

/*
 * Issue 23 item 2: when an admin deactivates an organisation's staff (and none is left active), its
 * published jobs, events and clubs stop taking applications, registrations and join requests; they take
 * them again once an admin activates the staff.
 */
describe('a suspended organisation’s content takes no applications', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Account;
  let company: Awaited<ReturnType<typeof buildOrgUser>>;
  const ids = { job: 0, event: 0, club: 0, otherJob: 0 };

  const call = (method: 'POST' | 'GET', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const setActive = async (active: boolean) => {
    const res = await call('POST', '/api/admin/update_profile_status', admin.token, {
      profile_id: company.profileId,
      active,
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildAdmin(t.app);
    const companies = await orgIds(t.app, 'COMPANY', 3);
    company = await buildOrgUser(t.app, 'COMPANY', { orgId: companies[1], admin });
    const other = await buildOrgUser(t.app, 'COMPANY', { orgId: companies[2], admin });
    ids.job = await createJob(t.app, company.token, { title: 'Field Engineer' });
    ids.event = await createEvent(t.app, company.token, { title: 'Open House' });
    ids.club = await createClub(t.app, company.token, { title: 'Makers Circle' });
    ids.otherJob = await createJob(t.app, other.token, { title: 'Site Engineer' });
  }, 120_000);
  afterAll(() => t.close());

  it('refuses with each kind’s own words while suspended, and takes them again once reactivated', async () => {
    const before = await buildUser(t.app, 'STUDENT');
    expect((await call('POST', `/api/jobs/${ids.job}/apply`, before.token, {})).statusCode).toBe(201);

    await setActive(false);
    const student = await buildUser(t.app, 'STUDENT');
    const applied = await call('POST', `/api/jobs/${ids.job}/apply`, student.token, {});
    expect(applied.statusCode).toBe(422);
    expect(applied.json().error.popup.message).toBe(JOB_TEXTS.notOpen);
    const registered = await enroll(t.app, student.token, ids.event);
    expect(registered.statusCode).toBe(422);
    expect(registered.body).toContain(EVENT_TEXTS.notOpen);
    const joined = await call('POST', `/api/clubs/${ids.club}/join_request`, student.token, {});
    expect(joined.statusCode).toBe(409);
    expect(joined.json().error.message).toBe(CLUB_TEXTS.notTakingRequests);
    // Another organisation's job is not touched.
    expect((await call('POST', `/api/jobs/${ids.otherJob}/apply`, student.token, {})).statusCode).toBe(201);

    await setActive(true);
    expect((await call('POST', `/api/jobs/${ids.job}/apply`, student.token, {})).statusCode).toBe(201);
    expect((await enroll(t.app, student.token, ids.event)).statusCode).toBe(201);
    expect((await call('POST', `/api/clubs/${ids.club}/join_request`, student.token, {})).statusCode).toBe(201);
  });

  it('publishing and closing write who did it to the audit log (the shared content lifecycle)', async () => {
    // Deactivation above ended the company's sessions: it signs in again.
    const again = await signIn(t.app, company.email, company.password);
    const job = await createJob(t.app, again.token, { title: 'Audited Role' });
    expect((await call('POST', `/api/jobs/${job}/close`, again.token)).statusCode).toBe(200);
    const rows = rowsOf<{ action: string; actor_user_id: string; before: unknown; after: unknown }>(
      await t.database.db.execute(
        sql`select action, actor_user_id, before, after from audit_log
          where target_type = 'job' and target_id = ${String(job)} order by id`,
      ),
    );
    expect(rows).toEqual([
      { action: 'publish', actor_user_id: company.userId, before: { status: 'draft' }, after: { status: 'published' } },
      { action: 'close', actor_user_id: company.userId, before: { status: 'published' }, after: { status: 'closed' } },
    ]);
  });
});
