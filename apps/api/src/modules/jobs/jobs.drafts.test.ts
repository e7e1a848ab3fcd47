import { UNTOUCHED_DRAFT_TTL_MS } from '@lbd/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin } from '../../../test/factories';
import { buildOrgUser, createJob, jobBody, orgIds } from '../../../test/factories/jobs';
import { auditLog, jobs } from '../../db/schema';
import type { ModuleContext } from '../module';
import { jobsModule } from './index';

/*
 * 'Post a Job' makes a draft and opens it in edit mode (SPEC §2.2); one its author leaves without
 * saving must not stay behind (issue 23 item 9): the page discards it on leaving, and a periodic sweep
 * takes those left in a closed tab once they are a day old.
 */
describe('jobs: drafts nobody saved', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let now = new Date();
  let company: Awaited<ReturnType<typeof buildOrgUser>>;
  let rival: Awaited<ReturnType<typeof buildOrgUser>>;
  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    const admin = await buildAdmin(t.app);
    const companies = await orgIds(t.app, 'COMPANY');
    company = await buildOrgUser(t.app, 'COMPANY', { orgId: companies[0], admin });
    rival = await buildOrgUser(t.app, 'COMPANY', { orgId: companies[1], admin });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  /** What 'Post a Job' creates. */
  const postAJob = async () => {
    const res = await call('POST', '/api/jobs', company.token, { title: 'New job', type: 'Job_Fulltime' });
    expect(res.statusCode).toBe(201);
    return res.json().data.id as number;
  };
  const exists = async (id: number) => (await t.database.db.select().from(jobs).where(eq(jobs.id, id))).length > 0;

  it('the author leaving a draft never saved discards it; a saved or filled one stays (409)', async () => {
    const fresh = await postAJob();
    expect((await call('DELETE', `/api/jobs/${fresh}?if_untouched=true`, rival.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/jobs/${fresh}?if_untouched=true`, company.token)).statusCode).toBe(204);
    expect(await exists(fresh)).toBe(false);

    const saved = await postAJob();
    expect((await call('PUT', `/api/jobs/${saved}`, company.token, { title: 'New job' })).statusCode).toBe(200);
    const kept = await call('DELETE', `/api/jobs/${saved}?if_untouched=true`, company.token);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().error.message).toBe('This draft has been edited, so it was kept.');
    expect(await exists(saved)).toBe(true);

    // A draft created with its details (an API client) is not an empty one.
    const filled = await createJob(t.app, company.token, {}, false);
    expect((await call('DELETE', `/api/jobs/${filled}?if_untouched=true`, company.token)).statusCode).toBe(409);
    const live = await createJob(t.app, company.token);
    expect((await call('DELETE', `/api/jobs/${live}?if_untouched=true`, company.token)).statusCode).toBe(409);
    // Discard (without if_untouched) still deletes any draft.
    expect((await call('DELETE', `/api/jobs/${saved}`, company.token)).statusCode).toBe(204);
  });

  it("the module's periodic sweep deletes drafts nobody saved once a day old, and nothing else", async () => {
    // The sweep as the jobs module declares it (ctx.every), run on this app's database and clock.
    const periodic: { name: string; ms: number; task: () => Promise<unknown>; onStart?: boolean }[] = [];
    const ctx = {
      db: t.database.db,
      env: { PUBLIC_LIST_CACHE_SECONDS: 0 },
      clock: () => now,
      use: () => undefined,
      provide: () => undefined,
      routes: () => undefined,
      every: (ms: number, name: string, task: () => Promise<unknown>, opts?: { onStart?: boolean }) =>
        periodic.push({ ms, name, task, onStart: opts?.onStart }),
    } as unknown as ModuleContext;
    await jobsModule.register(ctx);
    const sweep = periodic.find((p) => p.name === 'job draft sweep');
    expect(sweep).toMatchObject({ onStart: true });
    expect(sweep!.ms).toBeLessThanOrEqual(UNTOUCHED_DRAFT_TTL_MS);

    const untouched = await postAJob();
    const saved = await postAJob();
    await call('PUT', `/api/jobs/${saved}`, company.token, { description: 'Build the ledger service.' });
    const filled = await createJob(t.app, company.token, {}, false);
    const live = await createJob(t.app, company.token, jobBody({ title: 'Live' }));

    // Not a day old yet: all stay.
    now = new Date(Date.now() + UNTOUCHED_DRAFT_TTL_MS - 60 * 60_000);
    await sweep!.task();
    expect(await Promise.all([untouched, saved, filled, live].map(exists))).toEqual([true, true, true, true]);

    now = new Date(Date.now() + UNTOUCHED_DRAFT_TTL_MS + 60_000);
    await sweep!.task();
    expect(await Promise.all([untouched, saved, filled, live].map(exists))).toEqual([false, true, true, true]);
    const logged = await t.database.db
      .select({ action: auditLog.action, actor: auditLog.actor_user_id })
      .from(auditLog)
      .where(and(eq(auditLog.target_type, 'job'), eq(auditLog.target_id, String(untouched))));
    expect(logged).toEqual([{ action: 'sweep_untouched', actor: null }]);
  });
});
