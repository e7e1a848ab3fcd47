import { POST_TEXTS as T } from '@lbd/shared';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin, buildUser, establishAccounts, signUp, type Account } from '../../../test/factories';
import { buildOrgUser, orgIds } from '../../../test/factories/jobs';
import { testClock } from '../../../test/factories/portfolio';
import { rowsOf } from '../../db/client';
import { createPostsService } from './posts.service';

type User = Awaited<ReturnType<typeof buildUser>>;

function multipart(content: Buffer, type = 'image/png') {
  const boundary = '----lbdposts';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * Issue 28 items 1-4 through the API: posting (text, photos, links, hashtags, mentions, visibility, as an
 * organisation), editing and deleting, likes and comments with replies, both feeds with follows, pins, and
 * the notifications they bring (likes and comments counted into one item per post).
 */
describe('posts', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const clock = testClock(new Date('2026-11-20T04:30:00Z'));
  let admin: Account;
  let asha: User; // student at college A, batch 2027
  let ravi: User; // student at college A, batch 2027
  let meera: User; // student at college B
  let mentor: User;
  let noProfile: Account;
  let company: Awaited<ReturnType<typeof buildOrgUser>>;
  let pendingCompany: Awaited<ReturnType<typeof buildOrgUser>>;
  let colleges: number[];
  let png: Buffer;

  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now, postsLinkFetcher: async () => null });
    admin = await buildAdmin(t.app);
    colleges = await orgIds(t.app, 'INSTITUTION', 2);
    asha = await buildUser(t.app, 'STUDENT', { first_name: 'Asha', my_org_id: colleges[0] });
    ravi = await buildUser(t.app, 'STUDENT', { first_name: 'Ravi', my_org_id: colleges[0] });
    meera = await buildUser(t.app, 'STUDENT', { first_name: 'Meera', my_org_id: colleges[1] });
    mentor = await buildUser(t.app, 'ADVISOR', { first_name: 'Kiran' });
    noProfile = await signUp(t.app);
    company = await buildOrgUser(t.app, 'COMPANY', { admin });
    pendingCompany = await buildOrgUser(t.app, 'COMPANY', { approved: false });
    await establishAccounts(t.database.db, asha, ravi, meera, mentor, company);
    png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3366cc' } }).png().toBuffer();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const post = async (token: string, body: object) => {
    const res = await call('POST', '/api/posts', token, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  };
  const deliver = () => t.app.services.notifications.deliverPending();
  const bell = async (user: Account) =>
    (await call('GET', '/api/myprofile/list/notifications', user.token)).json().data as {
      activity_type: string;
      message: string;
      post_id: number | null;
    }[];

  describe('writing', () => {
    it('answers 401 signed out and 403 without a profile', async () => {
      expect((await call('GET', '/api/posts')).statusCode).toBe(401);
      expect((await call('POST', '/api/posts', undefined, { text: 'x' })).statusCode).toBe(401);
      expect((await call('POST', '/api/posts', noProfile.token, { text: '<p>x</p>' })).statusCode).toBe(403);
      expect((await call('GET', '/api/posts', noProfile.token)).statusCode).toBe(403);
    });

    it('publishes sanitised text with hashtags, a mention and a link preview, and shows it by id', async () => {
      const id = await post(asha.token, {
        text: `<p>Hello #Placements and #SQL! Thanks @Ravi <script>alert(1)</script> see <a href="https://example.com/x">this</a></p>`,
        mention_ids: [ravi.profileId],
      });
      const res = await call('GET', `/api/posts/${id}`, ravi.token);
      expect(res.statusCode).toBe(200);
      const p = res.json().data;
      expect(p.text).not.toContain('script');
      expect(p.hashtags).toEqual(['placements', 'sql']);
      expect(p.mentions).toEqual([{ profile_id: ravi.profileId, name: expect.stringContaining('Ravi') }]);
      expect(p.link_preview).toMatchObject({ url: 'https://example.com/x', host: 'example.com', title: null });
      expect(p).toMatchObject({ like_count: 0, comment_count: 0, post_actions: [], visibility: 'everyone', org: null });
      expect(p.can_edit).toBe(false);
      await deliver();
      const items = await bell(ravi);
      expect(items.find((n) => n.post_id === id)).toMatchObject({
        activity_type: 'tagged',
        message: expect.stringMatching(/mentioned you in a post$/),
      });
    });

    it('finds people to mention by the start of their name', async () => {
      const res = await call('GET', '/api/post_mentions?query=rav', asha.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((p: { profile_id: number }) => p.profile_id)).toContain(ravi.profileId);
      expect((await call('GET', '/api/post_mentions?query=', asha.token)).statusCode).toBe(422);
      expect((await call('GET', '/api/post_mentions?query=rav')).statusCode).toBe(401);
    });

    it('fills the link preview in the background, through the fetcher it is given', async () => {
      const id = await post(asha.token, { text: '<p>Read https://news.example.org/a</p>' });
      const service = createPostsService({
        db: t.database.db,
        clock: clock.now,
        storage: undefined as never,
        fetchLink: async () => ({ title: 'A title', description: 'Words', image_url: null }),
      });
      await service.previewLink(id);
      const p = (await call('GET', `/api/posts/${id}`, asha.token)).json().data;
      expect(p.link_preview).toEqual({
        url: 'https://news.example.org/a',
        host: 'news.example.org',
        title: 'A title',
        description: 'Words',
        image_url: null,
      });
    });

    it('refuses bad input with the exact messages', async () => {
      const refused = async (body: object, field: string, message: string) => {
        const res = await call('POST', '/api/posts', asha.token, body);
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json().error.fields[field]).toBe(message);
      };
      await refused({ text: '<p> </p>' }, 'text', T.postEmpty);
      await refused({ text: '<p><a href="javascript:alert(1)">x</a></p>' }, 'text', T.linkRefused);
      await refused({ text: '<a href="data:text/html,hi">x</a>' }, 'text', T.linkRefused);
      await refused({ text: `<p>${'a'.repeat(3001)}</p>` }, 'text', T.textTooLong);
      await refused({ text: Array.from({ length: 11 }, (_, i) => `#tag${i}`).join(' ') }, 'text', T.tooManyHashtags);
      await refused({ text: 'x', images: Array.from({ length: 11 }, (_, i) => ({ id: i + 1 })) }, 'images', T.tooManyImages);
      await refused({ text: 'x', mention_ids: Array.from({ length: 11 }, (_, i) => i + 1) }, 'mention_ids', T.tooManyMentions);
      await refused({ text: 'x', mention_ids: [2_000_000] }, 'mention_ids', T.unknownMention);
      await refused({ text: 'x', images: [{ id: 2_000_000 }] }, 'images', T.unknownImage);
      const mentorRes = await call('POST', '/api/posts', mentor.token, { text: 'x', visibility: 'college' });
      expect(mentorRes.statusCode).toBe(422);
      expect(mentorRes.json().error.fields.visibility).toBe(T.noCollege);
    });

    it('lets organisations post as themselves once approved', async () => {
      const pending = await call('POST', '/api/posts', pendingCompany.token, { text: '<p>Hiring!</p>' });
      expect(pending.statusCode).toBe(403);
      expect(pending.json().error.message).toBe(T.orgNotApproved);
      const id = await post(company.token, { text: '<p>We are hiring #interns</p>' });
      const p = (await call('GET', `/api/posts/${id}`, asha.token)).json().data;
      expect(p.org).toMatchObject({ id: company.profile.my_org_id });
      const mentorPost = await post(mentor.token, { text: '<p>Office hours today</p>' });
      expect((await call('GET', `/api/posts/${mentorPost}`, asha.token)).json().data.org).toBeNull();
    });

    it('keeps a college-only post inside the college: 404 outside, in every list too', async () => {
      const id = await post(asha.token, { text: '<p>Only for our college</p>', visibility: 'college' });
      expect((await call('GET', `/api/posts/${id}`, ravi.token)).statusCode).toBe(200);
      expect((await call('GET', `/api/posts/${id}`, meera.token)).statusCode).toBe(404);
      expect((await call('GET', `/api/posts/${id}/comments`, meera.token)).statusCode).toBe(404);
      expect((await call('POST', `/api/posts/${id}/like`, meera.token)).statusCode).toBe(404);
      const feed = (await call('GET', '/api/posts?count=50', meera.token)).json().data as { id: number }[];
      expect(feed.map((p) => p.id)).not.toContain(id);
      const ravis = (await call('GET', '/api/posts?count=50', ravi.token)).json().data as { id: number }[];
      expect(ravis.map((p) => p.id)).toContain(id);
      expect((await call('GET', `/api/posts/${id}`, admin.token)).statusCode).toBe(200);
    });

    it('edits only its own posts, marked edited; deletes softly (author or admin)', async () => {
      const id = await post(asha.token, { text: '<p>First words</p>' });
      expect((await call('PUT', `/api/posts/${id}`, ravi.token, { text: '<p>Mine now</p>' })).statusCode).toBe(403);
      clock.set(new Date('2026-11-20T05:00:00Z'));
      const edited = await call('PUT', `/api/posts/${id}`, asha.token, { text: '<p>Better words #edited</p>' });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().data).toMatchObject({ text: '<p>Better words #edited</p>', hashtags: ['edited'] });
      expect(edited.json().data.edited_at).toMatch(/^2026-11-20T05:00:00/);
      expect((await call('DELETE', `/api/posts/${id}`, ravi.token)).statusCode).toBe(403);
      expect((await call('DELETE', `/api/posts/${id}`, asha.token)).statusCode).toBe(204);
      expect((await call('GET', `/api/posts/${id}`, asha.token)).statusCode).toBe(404);
      expect((await call('DELETE', `/api/posts/${id}`, asha.token)).statusCode).toBe(404);
      const other = await post(ravi.token, { text: '<p>Something rude</p>' });
      expect((await call('DELETE', `/api/posts/${other}`, admin.token)).statusCode).toBe(204);
      expect((await call('PUT', `/api/posts/99999`, asha.token, { text: 'x' })).statusCode).toBe(404);
    });

    it('takes photos (checked by content), up to ten per post, with alt text', async () => {
      expect((await t.app.inject({ method: 'POST', url: '/api/posts/images', ...multipart(png) })).statusCode).toBe(401);
      const fake = await t.app.inject({
        method: 'POST',
        url: '/api/posts/images',
        ...multipart(Buffer.from('<?php echo 1; ?>')),
        headers: { ...multipart(Buffer.from('')).headers, ...bearer(asha.token) },
      });
      expect(fake.statusCode).toBe(422);
      expect(fake.json().error.fields.file).toBe(T.imageRefused);
      const upload = async (user: Account) => {
        const m = multipart(png);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/posts/images',
          payload: m.payload,
          headers: { ...m.headers, ...bearer(user.token) },
        });
        expect(res.statusCode, res.body).toBe(201);
        return res.json().data as { id: number; width: number; thumb_url: string; large_url: string };
      };
      const img = await upload(asha);
      expect(img.width).toBe(1200);
      expect(img.thumb_url).toMatch(/^\/uploads\/posts\/.+\.webp$/);
      const served = await t.app.inject({ method: 'GET', url: img.thumb_url });
      expect(served.statusCode).toBe(200);
      // Someone else's photo is not yours to post.
      const ravis = await upload(ravi);
      const stolen = await call('POST', '/api/posts', asha.token, { text: 'x', images: [{ id: ravis.id }] });
      expect(stolen.json().error.fields.images).toBe(T.unknownImage);
      const id = await post(asha.token, { text: '', images: [{ id: img.id, alt: 'Our team at the hackathon' }] });
      const p = (await call('GET', `/api/posts/${id}`, asha.token)).json().data;
      expect(p.images).toEqual([expect.objectContaining({ id: img.id, alt: 'Our team at the hackathon', width: 1200 })]);
      // A photo already in a post cannot go into another.
      const again = await call('POST', '/api/posts', asha.token, { text: 'x', images: [{ id: img.id }] });
      expect(again.json().error.fields.images).toBe(T.unknownImage);
    });
  });

  describe('likes and comments', () => {
    it('likes idempotently and batches the author’s notification into one item', async () => {
      const id = await post(asha.token, { text: '<p>Like me</p>' });
      const like = (u: Account) => call('POST', `/api/posts/${id}/like`, u.token);
      expect((await like(ravi)).json().data).toEqual({ like_count: 1, post_actions: ['like'] });
      expect((await like(ravi)).json().data).toEqual({ like_count: 1, post_actions: ['like'] });
      await deliver();
      expect((await like(meera)).json().data.like_count).toBe(2);
      expect((await like(mentor)).json().data.like_count).toBe(3);
      await deliver();
      const items = (await bell(asha)).filter((n) => n.post_id === id && n.activity_type === 'post_like');
      expect(items).toHaveLength(1);
      expect(items[0]!.message).toBe(`${mentor.profile.first_name} ${mentor.profile.last_name} and 2 others liked your post`);
      const unlike = await call('DELETE', `/api/posts/${id}/like`, ravi.token);
      expect(unlike.json().data).toEqual({ like_count: 2, post_actions: [] });
      expect((await call('DELETE', `/api/posts/${id}/like`, ravi.token)).json().data.like_count).toBe(2);
      const seen = (await call('GET', `/api/posts/${id}`, meera.token)).json().data;
      expect(seen).toMatchObject({ like_count: 2, post_actions: ['like'] });
      expect((await call('POST', `/api/posts/99999/like`, ravi.token)).statusCode).toBe(404);
      expect((await call('POST', `/api/posts/${id}/like`)).statusCode).toBe(401);
    });

    it('comments with one level of replies, 3 shown before Show More Comments, and counts them', async () => {
      const id = await post(asha.token, { text: '<p>Comment here</p>' });
      const empty = await call('POST', `/api/posts/${id}/comments`, ravi.token, { text: '   ' });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().error.fields.text).toBe(T.commentRequired);
      const c = await call('POST', `/api/posts/${id}/comments`, ravi.token, { text: 'Great post' });
      expect(c.statusCode).toBe(201);
      const commentId = c.json().data.id as number;
      for (const n of [1, 2, 3, 4])
        expect((await call('POST', `/api/posts/${id}/comments`, asha.token, { text: `Reply ${n}`, parent_id: commentId })).statusCode).toBe(201);
      const replyId = rowsOf<{ id: number }>(
        await t.database.db.execute(sql`select id from post_comments where parent_id = ${commentId} order by id limit 1`),
      )[0]!.id;
      const deep = await call('POST', `/api/posts/${id}/comments`, meera.token, { text: 'Deeper', parent_id: replyId });
      expect(deep.statusCode).toBe(422);
      expect(deep.json().error.fields.parent_id).toBe(T.replyToReply);
      const p = (await call('GET', `/api/posts/${id}`, meera.token)).json().data;
      expect(p.comment_count).toBe(5);
      expect(p.comments[0]).toMatchObject({ id: commentId, reply_count: 4 });
      expect(p.comments[0].replies.map((r: { text: string }) => r.text)).toEqual(['Reply 1', 'Reply 2', 'Reply 3']);
      const more = await call('GET', `/api/posts/${id}/comments?parent_id=${commentId}`, meera.token);
      expect(more.json().data.map((r: { text: string }) => r.text)).toEqual(['Reply 1', 'Reply 2', 'Reply 3', 'Reply 4']);
      const page = await call('GET', `/api/posts/${id}/comments?count=1`, meera.token);
      expect(page.json().pagination).toMatchObject({ page: 1, count: 1, total: 1 });
      // Comment likes.
      const cl = await call('POST', `/api/post_comments/${commentId}/like`, meera.token);
      expect(cl.json().data).toEqual({ like_count: 1, post_actions: ['like'] });
      expect((await call('POST', `/api/post_comments/${commentId}/like`, meera.token)).json().data.like_count).toBe(1);
      expect((await call('DELETE', `/api/post_comments/${commentId}/like`, meera.token)).json().data.like_count).toBe(0);
      expect((await call('POST', `/api/post_comments/99999/like`, meera.token)).statusCode).toBe(404);
      // Notifications: the author hears of comments once per post; the commenter of replies.
      await deliver();
      expect((await bell(ravi)).find((n) => n.post_id === id)?.message).toMatch(/replied to your comment$/);
      expect((await bell(asha)).filter((n) => n.post_id === id && n.activity_type === 'post_comment')).toHaveLength(1);
      // Deleting: not someone else's; the comment goes with its replies.
      expect((await call('DELETE', `/api/post_comments/${commentId}`, meera.token)).statusCode).toBe(403);
      expect((await call('DELETE', `/api/post_comments/${replyId}`, asha.token)).statusCode).toBe(204);
      expect((await call('GET', `/api/posts/${id}`, meera.token)).json().data.comment_count).toBe(4);
      expect((await call('DELETE', `/api/post_comments/${commentId}`, ravi.token)).statusCode).toBe(204);
      expect((await call('GET', `/api/posts/${id}`, meera.token)).json().data).toMatchObject({ comment_count: 0, comments: [] });
      expect((await call('DELETE', `/api/post_comments/${commentId}`, ravi.token)).statusCode).toBe(404);
    });
  });

  describe('feeds, follows and pins', () => {
    it('pages Latest newest first with a cursor, refuses a forged one, and filters by hashtag', async () => {
      const ids: number[] = [];
      for (let i = 0; i < 5; i++) ids.push(await post(meera.token, { text: `<p>Feed ${i} #pagingtest</p>` }));
      const first = (await call('GET', '/api/posts?count=2&hashtag=%23PagingTest', meera.token)).json();
      expect(first.data.map((p: { id: number }) => p.id)).toEqual([ids[4], ids[3]]);
      expect(first.pagination).toMatchObject({ page: 1, count: 2, has_more: true });
      // Someone posts meanwhile: the next page neither repeats nor skips.
      await post(meera.token, { text: '<p>New #pagingtest</p>' });
      const second = (
        await call('GET', `/api/posts?count=2&hashtag=pagingtest&cursor=${first.pagination.next_cursor}`, meera.token)
      ).json();
      expect(second.data.map((p: { id: number }) => p.id)).toEqual([ids[2], ids[1]]);
      expect(second.pagination.page).toBe(2);
      const third = (
        await call('GET', `/api/posts?count=2&hashtag=pagingtest&cursor=${second.pagination.next_cursor}`, meera.token)
      ).json();
      expect(third.data.map((p: { id: number }) => p.id)).toEqual([ids[0]]);
      expect(third.pagination).toMatchObject({ page: 3, has_more: false, next_cursor: null });
      const forged = await call('GET', '/api/posts?cursor=abc', meera.token);
      expect(forged.statusCode).toBe(422);
      expect(forged.json().error.fields.cursor).toBe(T.badCursor);
    });

    it('follows profiles, organisations and hashtags; For you shows them and the same college and batch, never old posts', async () => {
      const viewer = await buildUser(t.app, 'STUDENT', { my_org_id: colleges[1], graduation_year: 2030 });
      const followed = await buildUser(t.app, 'STUDENT', { my_org_id: colleges[0], graduation_year: 2029 });
      const classmate = await buildUser(t.app, 'STUDENT', { my_org_id: colleges[1], graduation_year: 2030 });
      const stranger = await buildUser(t.app, 'STUDENT', { my_org_id: colleges[0], graduation_year: 2031 });
      clock.set(new Date('2026-10-01T04:30:00Z'));
      const old = await post(followed.token, { text: '<p>Old news</p>' });
      clock.set(new Date('2026-11-20T06:00:00Z'));
      const fromFollowed = await post(followed.token, { text: '<p>Followed</p>' });
      const fromClassmate = await post(classmate.token, { text: '<p>Classmate</p>' });
      const tagged = await post(stranger.token, { text: '<p>About #robotics</p>' });
      const fromOrg = await post(company.token, { text: '<p>Company news</p>' });
      const unrelated = await post(stranger.token, { text: '<p>Unrelated</p>' });
      const follow = (body: object) => call('POST', '/api/follows', viewer.token, body);
      expect((await follow({ target_type: 'profile', target: followed.profileId })).json().data).toEqual({ following: true });
      expect((await follow({ target_type: 'profile', target: followed.profileId })).statusCode).toBe(200);
      expect((await follow({ target_type: 'org', target: company.profile.my_org_id })).statusCode).toBe(200);
      expect((await follow({ target_type: 'hashtag', target: '#Robotics' })).statusCode).toBe(200);
      const self = await follow({ target_type: 'profile', target: viewer.profileId });
      expect(self.json().error.fields.target).toBe(T.followSelf);
      expect((await follow({ target_type: 'hashtag', target: 'no spaces' })).json().error.fields.target).toBe(T.badHashtag);
      expect((await follow({ target_type: 'org', target: 2_000_000 })).json().error.fields.target).toBe(T.unknownFollow);
      const mine = (await call('GET', '/api/follows', viewer.token)).json().data;
      expect(mine.profiles.map((p: { id: number }) => p.id)).toEqual([followed.profileId]);
      expect(mine.orgs.map((o: { id: number }) => o.id)).toEqual([company.profile.my_org_id]);
      expect(mine.hashtags).toEqual(['robotics']);
      const forYou = (await call('GET', '/api/posts?feed=for_you&count=50', viewer.token)).json().data as { id: number }[];
      const got = forYou.map((p) => p.id);
      expect(got).toEqual(expect.arrayContaining([fromFollowed, fromClassmate, tagged, fromOrg]));
      expect(got).not.toContain(old);
      expect(got).not.toContain(unrelated);
      const un = await call('DELETE', '/api/follows', viewer.token, { target_type: 'hashtag', target: 'robotics' });
      expect(un.json().data).toEqual({ following: false });
      const after = (await call('GET', '/api/posts?feed=for_you&count=50', viewer.token)).json().data as { id: number }[];
      expect(after.map((p) => p.id)).not.toContain(tagged);
    });

    it('lets admins pin a post above Latest, audited; others get 403', async () => {
      const id = await post(ravi.token, { text: '<p>Pin me</p>' });
      await post(ravi.token, { text: '<p>Newer</p>' });
      expect((await call('POST', `/api/admin/posts/${id}/pin`, ravi.token)).statusCode).toBe(403);
      expect((await call('POST', `/api/admin/posts/${id}/pin`)).statusCode).toBe(401);
      expect((await call('POST', `/api/admin/posts/99999/pin`, admin.token)).statusCode).toBe(404);
      const pinned = await call('POST', `/api/admin/posts/${id}/pin`, admin.token);
      expect(pinned.json().data).toEqual({ pinned: true });
      const feed = (await call('GET', '/api/posts?count=5', meera.token)).json().data as { id: number; pinned: boolean }[];
      expect(feed[0]).toMatchObject({ id, pinned: true });
      expect(feed.filter((p) => p.id === id)).toHaveLength(1);
      const audit = rowsOf<{ action: string }>(
        await t.database.db.execute(sql`select action from audit_log where target_type = 'post' and target_id = ${String(id)}`),
      );
      expect(audit.map((a) => a.action)).toEqual(['post.pin']);
      for (let i = 0; i < 2; i++) {
        const other = await post(ravi.token, { text: `<p>Pin ${i}</p>` });
        expect((await call('POST', `/api/admin/posts/${other}/pin`, admin.token)).statusCode).toBe(200);
      }
      const fourth = await post(ravi.token, { text: '<p>One too many</p>' });
      const refused = await call('POST', `/api/admin/posts/${fourth}/pin`, admin.token);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.fields.id).toBe(T.pinnedMax);
      expect((await call('DELETE', `/api/admin/posts/${id}/pin`, admin.token)).json().data).toEqual({ pinned: false });
    });
  });
});
