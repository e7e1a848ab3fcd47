import { POST_LIMITS as L, POST_TEXTS as T } from '@lbd/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin, buildUser, establishAccounts, signUp, type Account } from '../../../test/factories';
import { buildOrgUser, orgIds } from '../../../test/factories/jobs';
import { rowsOf } from '../../db/client';

type User = Awaited<ReturnType<typeof buildUser>>;

/**
 * Issue 28 item 5 through the API: reports weighed by standing hide a post past the threshold and stop
 * what it could notify; the moderator queue of admins and of an institution's staff (its own students
 * only); 'hide from me'; a new account's daily allowance; the word filter; every decision audited.
 */
describe('post moderation', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Account;
  let noProfile: Account;
  let college: Awaited<ReturnType<typeof buildOrgUser>>; // approved staff of college A
  let otherCollege: Awaited<ReturnType<typeof buildOrgUser>>;
  let pendingCollege: Awaited<ReturnType<typeof buildOrgUser>>;
  let company: Awaited<ReturnType<typeof buildOrgUser>>;
  let author: User; // a student of college A
  let outsider: User; // a student of college B
  const readers: User[] = []; // established students
  const newcomers: User[] = []; // accounts made today

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const post = async (token: string, text: string) => {
    const res = await call('POST', '/api/posts', token, { text: `<p>${text}</p>` });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  };
  const report = (user: Account, id: number, reason = 'harassment', note = '') =>
    call('POST', `/api/posts/${id}/report`, user.token, { reason, note });
  const feedIds = async (user: Account) =>
    ((await call('GET', '/api/posts?count=50', user.token)).json().data as { id: number }[]).map((p) => p.id);
  const establish = (...users: Account[]) => establishAccounts(t.database.db, ...users);
  const audits = async (action: string, id: number) =>
    rowsOf<{ action: string; actor_user_id: string | null; after: unknown }>(
      await t.database.db.execute(sql`select action, actor_user_id, after from audit_log
        where action = ${action} and target_id = ${String(id)}`),
    );

  beforeAll(async () => {
    t = await createTestApp({ postsLinkFetcher: async () => null });
    admin = await buildAdmin(t.app);
    noProfile = await signUp(t.app);
    const [a, b] = await orgIds(t.app, 'INSTITUTION', 2);
    college = await buildOrgUser(t.app, 'INSTITUTION', { admin, orgId: a });
    otherCollege = await buildOrgUser(t.app, 'INSTITUTION', { admin, orgId: b });
    pendingCollege = await buildOrgUser(t.app, 'INSTITUTION', { approved: false });
    company = await buildOrgUser(t.app, 'COMPANY', { admin });
    const collegeOf = async (u: Account) =>
      Number(
        rowsOf<{ my_org_id: number }>(
          await t.database.db.execute(sql`select my_org_id from profiles where id = ${(u as User).profileId}`),
        )[0]!.my_org_id,
      );
    author = await buildUser(t.app, 'STUDENT', { first_name: 'Asha', my_org_id: await collegeOf(college) });
    outsider = await buildUser(t.app, 'STUDENT', { first_name: 'Meera', my_org_id: await collegeOf(otherCollege) });
    for (let i = 0; i < 3; i++) readers.push(await buildUser(t.app, 'STUDENT', { first_name: `Reader ${'ABC'[i]}` }));
    for (let i = 0; i < 2; i++) newcomers.push(await buildUser(t.app, 'STUDENT', { first_name: `New ${'AB'[i]}` }));
    await establish(author, outsider, ...readers, college, otherCollege, company);
  });
  afterAll(() => t.close());

  describe('reports', () => {
    it('answers 401 signed out, 403 without a profile, 404 for no such post, 422 for a bad reason or one\'s own post', async () => {
      const id = await post(author.token, 'Reportable words');
      expect((await call('POST', `/api/posts/${id}/report`, undefined, { reason: 'spam' })).statusCode).toBe(401);
      expect((await report(noProfile, id)).statusCode).toBe(403);
      expect((await report(readers[0]!, 999_999)).statusCode).toBe(404);
      const bad = await report(readers[0]!, id, 'boring');
      expect(bad.statusCode).toBe(422);
      expect(bad.json().error.fields.reason).toBe(T.reportReasonRequired);
      const long = await report(readers[0]!, id, 'other', 'x'.repeat(L.reportNoteMax + 1));
      expect(long.json().error.fields.note).toBe(T.reportNoteTooLong);
      const own = await report(author, id);
      expect(own.statusCode).toBe(422);
      expect(own.json().error.fields.reason).toBe(T.reportOwn);
    });

    it('hides the post from its reporter at once, and from everyone once the reports weigh 3', async () => {
      const id = await post(author.token, 'A post three readers find abusive');
      await call('POST', `/api/posts/${id}/like`, readers[2]!.token);
      expect((await report(readers[0]!, id, 'harassment', 'Targets a classmate')).json().data).toEqual({ reported: true });
      expect(await feedIds(readers[0]!)).not.toContain(id);
      expect(await feedIds(readers[1]!)).toContain(id);
      // Reporting twice is one report (its reason updated), not two.
      expect((await report(readers[0]!, id, 'hate')).statusCode).toBe(200);
      // Established 1 + 1, then two new accounts at 0.5 each: hidden at the fourth report (3.0), not before.
      await report(readers[1]!, id);
      await report(newcomers[0]!, id, 'spam');
      expect((await call('GET', `/api/posts/${id}`, readers[2]!.token)).statusCode).toBe(200);
      expect(await audits('post.auto_hide', id)).toHaveLength(0);
      await report(newcomers[1]!, id);
      expect((await call('GET', `/api/posts/${id}`, readers[2]!.token)).statusCode).toBe(404);
      expect(await feedIds(readers[2]!)).not.toContain(id);
      expect(await feedIds(admin)).not.toContain(id);
      // A hidden post takes no more likes or comments, so it notifies no one.
      expect((await call('POST', `/api/posts/${id}/like`, readers[2]!.token)).statusCode).toBe(404);
      expect((await call('POST', `/api/posts/${id}/comments`, readers[2]!.token, { text: 'hm' })).statusCode).toBe(404);
      const [audit] = await audits('post.auto_hide', id);
      expect(audit).toMatchObject({ actor_user_id: null, after: { hidden: true, weight: 3, reports: 4 } });
    });

    it('hides a reported comment from the post past the threshold', async () => {
      const id = await post(author.token, 'Comment on this');
      const res = await call('POST', `/api/posts/${id}/comments`, outsider.token, { text: 'A rude reply' });
      const commentId = res.json().data.id as number;
      const own = await call('POST', `/api/post_comments/${commentId}/report`, outsider.token, { reason: 'spam' });
      expect(own.json().error.fields.reason).toBe(T.reportOwnComment);
      for (const r of readers)
        expect((await call('POST', `/api/post_comments/${commentId}/report`, r.token, { reason: 'harassment' })).statusCode).toBe(200);
      const comments = (await call('GET', `/api/posts/${id}/comments`, author.token)).json().data as { id: number }[];
      expect(comments.map((c) => c.id)).not.toContain(commentId);
      expect(await audits('comment.auto_hide', commentId)).toHaveLength(1);
      // The post counts only what shows; kept by a moderator, the comment counts again.
      const count = async () => (await call('GET', `/api/posts/${id}`, author.token)).json().data.comment_count as number;
      expect(await count()).toBe(0);
      expect((await call('POST', `/api/moderation/comments/${commentId}`, admin.token, { decision: 'keep' })).statusCode).toBe(200);
      expect(await count()).toBe(1);
    });
  });

  describe('the moderator queue', () => {
    let studentPost: number;
    let outsiderPost: number;
    beforeAll(async () => {
      studentPost = await post(author.token, 'A post of college A');
      outsiderPost = await post(outsider.token, 'A post of college B');
      await report(readers[0]!, studentPost, 'spam', 'Selling answers');
      await report(readers[0]!, outsiderPost, 'misinformation');
    });

    it('lets admins and approved institution staff in, no one else', async () => {
      expect((await call('GET', '/api/moderation/reports')).statusCode).toBe(401);
      expect((await call('GET', '/api/moderation/reports', readers[0]!.token)).statusCode).toBe(403);
      expect((await call('GET', '/api/moderation/reports', company.token)).statusCode).toBe(403);
      expect((await call('GET', '/api/moderation/reports', pendingCollege.token)).statusCode).toBe(403);
      expect((await call('GET', '/api/moderation/reports', admin.token)).statusCode).toBe(200);
      expect((await call('GET', '/api/moderation/reports', college.token)).statusCode).toBe(200);
    });

    it("shows an institution only its own students' posts; admins everything, heaviest first", async () => {
      const mine = (await call('GET', '/api/moderation/reports', college.token)).json();
      const ids = (mine.data as { kind: string; id: number }[]).map((i) => `${i.kind}:${i.id}`);
      expect(ids).toContain(`post:${studentPost}`);
      expect(ids).not.toContain(`post:${outsiderPost}`);
      const all = (await call('GET', '/api/moderation/reports', admin.token)).json().data as {
        kind: string;
        id: number;
        weight: number;
        reasons: { reason: string; count: number }[];
        notes: string[];
        hidden: boolean;
      }[];
      const item = all.find((i) => i.kind === 'post' && i.id === studentPost)!;
      expect(item).toMatchObject({ weight: 1, reasons: [{ reason: 'spam', count: 1 }], notes: ['Selling answers'], hidden: false });
      expect(all.map((i) => `${i.kind}:${i.id}`)).toContain(`post:${outsiderPost}`);
      const weights = all.map((i) => i.weight);
      expect(weights).toEqual([...weights].sort((a, b) => b - a));
    });

    it('hides and keeps, closing the reports, each decision audited; another college answers 404', async () => {
      expect(
        (await call('POST', `/api/moderation/posts/${outsiderPost}`, college.token, { decision: 'hide' })).statusCode,
      ).toBe(404);
      const hide = await call('POST', `/api/moderation/posts/${studentPost}`, college.token, {
        decision: 'hide',
        note: 'Cheating',
      });
      expect(hide.json().data).toEqual({ hidden: true });
      expect((await call('GET', `/api/posts/${studentPost}`, readers[1]!.token)).statusCode).toBe(404);
      const hidden = (await call('GET', '/api/moderation/reports?status=hidden', college.token)).json().data as {
        id: number;
        hidden_by: string;
        decision: string;
      }[];
      expect(hidden.find((i) => i.id === studentPost)).toMatchObject({ hidden_by: 'moderator', decision: 'hide' });
      const open = (await call('GET', '/api/moderation/reports', college.token)).json().data as { id: number }[];
      expect(open.map((i) => i.id)).not.toContain(studentPost);
      const keep = await call('POST', `/api/moderation/posts/${studentPost}`, admin.token, { decision: 'keep' });
      expect(keep.json().data).toEqual({ hidden: false });
      expect((await call('GET', `/api/posts/${studentPost}`, readers[1]!.token)).statusCode).toBe(200);
      const [hid] = await audits('post.moderate.hide', studentPost);
      expect(hid).toMatchObject({ actor_user_id: college.userId, after: { hidden: true, note: 'Cheating' } });
      expect(await audits('post.moderate.keep', studentPost)).toHaveLength(1);
      const bad = await call('POST', `/api/moderation/posts/${studentPost}`, admin.token, { decision: 'delete' });
      expect(bad.statusCode).toBe(422);
    });
  });

  describe('hide from me', () => {
    it('takes a post out of my feeds only, and undoes', async () => {
      const id = await post(author.token, 'Not for everyone');
      expect((await call('POST', `/api/posts/${id}/hide`, readers[1]!.token)).json().data).toEqual({ hidden: true });
      expect(await feedIds(readers[1]!)).not.toContain(id);
      expect(await feedIds(readers[2]!)).toContain(id);
      expect((await call('DELETE', `/api/posts/${id}/hide`, readers[1]!.token)).json().data).toEqual({ hidden: false });
      expect(await feedIds(readers[1]!)).toContain(id);
      expect((await call('POST', '/api/posts/999999/hide', readers[1]!.token)).statusCode).toBe(404);
    });
  });

  describe('publishing', () => {
    it(`limits a new account to ${L.newAccountPostsPerDay} posts a day, and nothing for an established one`, async () => {
      const fresh = await buildUser(t.app, 'STUDENT', { first_name: 'Fresh' });
      for (let i = 0; i < L.newAccountPostsPerDay; i++) await post(fresh.token, `Hello ${i}`);
      const over = await call('POST', '/api/posts', fresh.token, { text: '<p>One more</p>' });
      expect(over.statusCode).toBe(429);
      expect(over.json().error.message).toBe(T.newAccountPosts);
      await establish(fresh);
      await post(fresh.token, 'Older now');
    });

    it('refuses offensive words, Hinglish too, naming them', async () => {
      const res = await call('POST', '/api/posts', readers[0]!.token, { text: '<p>Tu <b>chutiya</b> hai</p>' });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields.text).toBe(`${T.offensiveWords} chutiya`);
      const id = await post(author.token, 'Clean words only');
      const comment = await call('POST', `/api/posts/${id}/comments`, readers[0]!.token, { text: 'bhenchod' });
      expect(comment.statusCode).toBe(422);
      expect(comment.json().error.fields.text).toBe(`${T.offensiveWords} bhenchod`);
      expect((await call('POST', `/api/posts/${id}/comments`, readers[0]!.token, { text: 'Chod do, all good' })).statusCode).toBe(201);
    });
  });
});
