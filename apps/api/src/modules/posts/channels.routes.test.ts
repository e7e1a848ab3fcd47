import { POST_TEXTS as T } from '@lbd/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin, buildUser, establishAccounts, type Account } from '../../../test/factories';
import { buildOrgUser, orgIds } from '../../../test/factories/jobs';
import { rowsOf } from '../../db/client';

type User = Awaited<ReturnType<typeof buildUser>>;

/**
 * Issue 28 item 7 through the API: a college's staff and placement officers post to a branch and/or
 * batch computed from its students' profiles; only those students (and the college's staff) read it;
 * the author sees how many it reached and how many read it.
 */
describe('campus channels', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Account;
  let staff: Awaited<ReturnType<typeof buildOrgUser>>;
  let pendingStaff: Awaited<ReturnType<typeof buildOrgUser>>;
  let company: Awaited<ReturnType<typeof buildOrgUser>>;
  let cse2027a: User;
  let cse2027b: User;
  let cse2026: User;
  let ece2027: User;
  let tpo: User;
  let dept: User;
  let elsewhere: User;
  let cse: number;
  let ece: number;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const channelPost = (token: string, channel: object, text = 'Placement drive on Monday') =>
    call('POST', '/api/posts', token, { text: `<p>${text}</p>`, visibility: 'channel', channel });
  const feedIds = async (u: Account, feed = 'latest') =>
    ((await call('GET', `/api/posts?feed=${feed}&count=50`, u.token)).json().data as { id: number }[]).map((p) => p.id);
  const specialization = async (name: string) =>
    Number(
      rowsOf<{ id: number }>(
        await t.database.db.execute(sql`select id from specializations where name ilike ${`${name}%`} order by id limit 1`),
      )[0]!.id,
    );

  beforeAll(async () => {
    t = await createTestApp({ postsLinkFetcher: async () => null });
    admin = await buildAdmin(t.app);
    const [college, other] = await orgIds(t.app, 'INSTITUTION', 2);
    cse = await specialization('Computer Science');
    ece = await specialization('Electronics');
    staff = await buildOrgUser(t.app, 'INSTITUTION', { admin, orgId: college });
    pendingStaff = await buildOrgUser(t.app, 'INSTITUTION', { approved: false, orgId: other });
    company = await buildOrgUser(t.app, 'COMPANY', { admin });
    const student = (name: string, specialization_id: number, graduation_year: number, org = college) =>
      buildUser(t.app, 'STUDENT', { first_name: name, my_org_id: org, specialization_id, graduation_year });
    cse2027a = await student('Asha', cse, 2027);
    cse2027b = await student('Ravi', cse, 2027);
    cse2026 = await student('Kabir', cse, 2026);
    ece2027 = await student('Meera', ece, 2027);
    tpo = await student('Tara', ece, 2026);
    dept = await student('Dev', ece, 2026);
    elsewhere = await student('Zoya', cse, 2027, other);
    await t.database.db.execute(sql`update profiles set tpo_admin_dashboard = true where id = ${tpo.profileId}`);
    await t.database.db.execute(sql`update profiles set dept_admin_dashboard = true where id = ${dept.profileId}`);
    await establishAccounts(t.database.db, staff, tpo, dept);
  });
  afterAll(() => t.close());

  it('lets only the college’s staff and placement officers post to a channel', async () => {
    const denied = await call('GET', '/api/posts/channels', cse2027a.token);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe(T.channelNotAllowed);
    expect((await channelPost(cse2027a.token, { batch_year: 2027 })).statusCode).toBe(403);
    // Staff whose membership is not approved (a pending institution) or a company post to no channel.
    for (const outsider of [pendingStaff, company]) {
      expect((await call('GET', '/api/posts/channels', outsider.token)).statusCode).toBe(403);
      expect((await channelPost(outsider.token, { batch_year: 2027 })).statusCode).toBe(403);
    }
    const options = (await call('GET', `/api/posts/channels?specialization_id=${cse}&batch_year=2027`, staff.token)).json().data;
    expect(options.students).toBe(2);
    expect(options.label).toMatch(/^Computer Science.*, 2027 batch$/);
    expect(options.batches).toEqual([
      { year: 2026, students: 3 },
      { year: 2027, students: 3 },
    ]);
    expect(options.branches.map((b: { id: number; students: number }) => [b.id, b.students])).toEqual(
      expect.arrayContaining([
        [cse, 3],
        [ece, 3],
      ]),
    );
    // A department admin sees and posts to their own branch only.
    const own = (await call('GET', '/api/posts/channels', dept.token)).json().data;
    expect(own.fixed_specialization_id).toBe(ece);
    expect(own.branches.map((b: { id: number }) => b.id)).toEqual([ece]);
  });

  it('reaches the branch and batch only, tells them in the bell, and counts deliveries and reads', async () => {
    const res = await channelPost(staff.token, { specialization_id: cse, batch_year: 2027 });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    for (const u of [cse2027a, cse2027b]) {
      expect(await feedIds(u)).toContain(id);
      expect(await feedIds(u, 'for_you')).toContain(id);
    }
    for (const u of [cse2026, ece2027, elsewhere]) {
      expect(await feedIds(u)).not.toContain(id);
      expect((await call('GET', `/api/posts/${id}`, u.token)).statusCode).toBe(404);
    }
    await t.app.services.notifications.deliverPending();
    const bell = (await call('GET', '/api/myprofile/list/notifications', cse2027a.token)).json().data as {
      activity_type: string;
      message: string;
      post_id: number;
    }[];
    expect(bell.find((n) => n.post_id === id)).toMatchObject({ activity_type: 'campus_post' });
    expect(bell.find((n) => n.post_id === id)!.message).toMatch(/posted to Computer Science.*, 2027 batch$/);

    const counts = async () => (await call('GET', `/api/posts/${id}`, staff.token)).json().data.channel;
    expect(await counts()).toMatchObject({ delivered: 2, read: 0, batch_year: 2027, specialization_id: cse });
    // Opening it reads it; a card coming into sight reads it once.
    const seen = (await call('GET', `/api/posts/${id}`, cse2027a.token)).json().data.channel;
    expect(seen).toMatchObject({ delivered: null, read: null });
    expect((await call('POST', `/api/posts/${id}/read`, cse2027b.token)).json().data).toEqual({ read: true });
    expect((await call('POST', `/api/posts/${id}/read`, cse2027b.token)).json().data).toEqual({ read: false });
    expect(await counts()).toMatchObject({ delivered: 2, read: 2 });
    expect((await call('POST', `/api/posts/${id}/read`, ece2027.token)).statusCode).toBe(404);
    // Admins see the counts too.
    expect((await call('GET', `/api/posts/${id}`, admin.token)).json().data.channel).toMatchObject({ delivered: 2 });
  });

  it('lets a TPO post to any branch and a department admin to their own', async () => {
    expect((await channelPost(tpo.token, { batch_year: 2027 })).statusCode).toBe(201);
    const other = await channelPost(dept.token, { specialization_id: cse });
    expect(other.statusCode).toBe(422);
    expect(other.json().error.fields.channel).toBe(T.channelOwnBranch);
    const own = await channelPost(dept.token, { batch_year: 2027 });
    expect(own.statusCode, own.body).toBe(201);
    const id = own.json().data.id as number;
    expect(await feedIds(ece2027)).toContain(id);
    expect(await feedIds(cse2027a)).not.toContain(id);
  });

  it('refuses a channel without a branch or batch, one nobody is in, and channels on other posts', async () => {
    const none = await channelPost(staff.token, {});
    expect(none.json().error.fields.channel).toBe(T.channelRequired);
    const empty = await channelPost(staff.token, { batch_year: 2031 });
    expect(empty.json().error.fields.channel).toBe(T.channelNobody);
    const unknown = await channelPost(staff.token, { specialization_id: 999_999 });
    expect(unknown.json().error.fields.channel).toBe(T.unknownBranch);
    const stray = await call('POST', '/api/posts', staff.token, { text: '<p>Hi</p>', channel: { batch_year: 2027 } });
    expect(stray.json().error.fields.channel).toBe(T.channelOnlyWithChannel);
    const id = (await channelPost(staff.token, { batch_year: 2026 })).json().data.id as number;
    const edit = await call('PUT', `/api/posts/${id}`, staff.token, { text: '<p>Now for all</p>', visibility: 'everyone' });
    expect(edit.json().error.fields.visibility).toBe(T.channelFixed);
    const kept = await call('PUT', `/api/posts/${id}`, staff.token, { text: '<p>Venue changed</p>', visibility: 'channel' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.channel).toMatchObject({ batch_year: 2026, delivered: 3 });
  });
});
