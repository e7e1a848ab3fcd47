import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../src/lib/storage';
import { seedDemoAccounts } from '../src/seed/demo';
import { seedDemoActivities } from '../src/seed/demo-activities';
import { seedDemoPostModeration } from '../src/seed/demo-post-moderation';
import { seedDemoPosts } from '../src/seed/demo-posts';
import { createTestApp } from './app';
import { bearer, signIn } from './factories';

interface P {
  id: number;
  org: unknown;
  images: { thumb_url: string }[];
  hashtags: string[];
  mentions: unknown[];
  like_count: number;
  comment_count: number;
  comments: { replies: unknown[] }[];
  created_at: string;
  pinned: boolean;
  author: { profile_type: string };
}

describe('the demo timeline', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('seeds at least 30 lively posts once, from organisations, the mentor and students', async () => {
    const db = t.database.db;
    const storage = createDiskStorage(path.join(os.tmpdir(), 'lbd-test-data', 'uploads'));
    const now = new Date();
    expect(await seedDemoPosts(db, { storage, now })).toBe(0); // no demo accounts yet
    const accounts = (await seedDemoAccounts(db, t.app.services.identityProvider))!;
    await seedDemoActivities(db, {});
    const n = await seedDemoPosts(db, { storage, now });
    expect(n).toBeGreaterThanOrEqual(30);
    expect(await seedDemoPosts(db, { storage, now })).toBe(0);

    const a = accounts.find((x) => x.role === 'Student')!;
    const student = await signIn(t.app, a.email, a.password);
    const res = await t.app.inject({ method: 'GET', url: '/api/posts?count=50', headers: bearer(student.token) });
    expect(res.statusCode).toBe(200);
    const posts = res.json().data as P[];
    expect(posts.length).toBeGreaterThanOrEqual(30);
    expect(posts[0]!.pinned).toBe(true);
    expect(new Set(posts.map((p) => p.author.profile_type))).toEqual(new Set(['STUDENT', 'ADVISOR', 'COMPANY', 'INSTITUTION']));
    expect(posts.filter((p) => p.org !== null).length).toBeGreaterThan(5);
    expect(posts.filter((p) => p.images.length > 0).length).toBeGreaterThanOrEqual(5);
    expect(posts.filter((p) => p.hashtags.length > 0).length).toBeGreaterThan(25);
    expect(posts.some((p) => p.mentions.length > 0)).toBe(true);
    expect(posts.reduce((s, p) => s + p.like_count, 0)).toBeGreaterThan(60);
    expect(posts.some((p) => p.comments.some((c) => c.replies.length > 0))).toBe(true);
    const days = new Set(posts.map((p) => p.created_at.slice(0, 10)));
    expect(days.size).toBeGreaterThan(15);
    const image = await t.app.inject({ method: 'GET', url: posts.find((p) => p.images.length)!.images[0]!.thumb_url });
    expect(image.statusCode).toBe(200);
    const forYou = await t.app.inject({ method: 'GET', url: '/api/posts?feed=for_you', headers: bearer(student.token) });
    expect((forYou.json().data as P[]).length).toBeGreaterThan(0);

    // Moderation and a campus channel post (issue 28 items 5 and 7), once.
    expect(await seedDemoPostModeration(db, { now })).toBe(3);
    expect(await seedDemoPostModeration(db, { now })).toBe(0);
    const inst = accounts.find((x) => x.role === 'Institution')!;
    const staff = await signIn(t.app, inst.email, inst.password);
    const get = async (url: string, token: string) =>
      (await t.app.inject({ method: 'GET', url, headers: bearer(token) })).json() as { data: Record<string, unknown>[] };
    const queue = (await get('/api/moderation/reports', staff.token)).data;
    // Both wait for a decision, the heavier (hidden by its reports) first.
    expect(queue).toEqual([
      expect.objectContaining({ kind: 'post', weight: 3.5, hidden: true, report_count: 3 }),
      expect.objectContaining({ kind: 'post', weight: 2, hidden: false, report_count: 2 }),
    ]);
    const admin = accounts.find((x) => x.role === 'Admin')!;
    const adminToken = (await signIn(t.app, admin.email, admin.password)).token;
    const hidden = (await get('/api/moderation/reports?status=hidden', adminToken)).data;
    expect(hidden).toEqual([expect.objectContaining({ hidden: true, hidden_by: 'reports', weight: 3.5 })]);
    const mine = (await get('/api/posts?count=50', student.token)).data as unknown as (P & { channel: unknown })[];
    const channel = mine.find((p) => p.channel !== null)!;
    expect(channel.channel).toMatchObject({ label: `${new Date().getFullYear() + 1} batch`, delivered: null });
    const counts = (await get(`/api/posts/${channel.id}`, staff.token)) as unknown as { data: { channel: { delivered: number; read: number } } };
    expect(counts.data.channel.delivered).toBeGreaterThanOrEqual(4);
    expect(counts.data.channel.read).toBe(2);
  });
});
