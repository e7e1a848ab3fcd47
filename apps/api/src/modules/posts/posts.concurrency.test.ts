import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { rowsOf } from '../../db/client';
import type { Actor } from '../../lib/access';
import { decodeCursor } from './feed-cursor';

/**
 * Issue 28 items 2 and 3 against the database: a hundred people like one post at once and the count is
 * exactly a hundred (and the author's bell holds one item about it); the Latest feed paged through the
 * API while posts arrive shows each post there at the start once. Callers are made up (`x-profile`) so
 * a hundred of them cost no sign-ups.
 */
describe('posts under load', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let ids: number[] = [];
  let now = Date.parse('2026-11-20T04:30:00Z');

  beforeAll(async () => {
    t = await createTestApp({
      clock: () => new Date(now),
      authenticate: (req) => {
        const id = Number(req.headers['x-profile']);
        if (!id) return null;
        const actor: Actor = {
          userId: `u${id}`,
          isAdmin: false,
          profile: { id, profile_type: 'STUDENT', active: true, org_id: null },
        };
        return actor;
      },
    });
    const db = t.database.db;
    await db.execute(sql`insert into users (id, name, email, created_at, updated_at)
      select 'load-' || g, 'Load ' || g, 'load' || g || '@example.com', now() - interval '30 days', now() from generate_series(1, 101) g`);
    ids = rowsOf<{ id: number }>(
      await db.execute(sql`insert into profiles (user_id, profile_type, first_name, full_name)
        select 'load-' || g, 'STUDENT', 'Load', 'Load ' || g from generate_series(1, 101) g returning id`),
    ).map((r) => Number(r.id));
  });
  afterAll(() => t.close());

  const as = (profileId: number) => ({ 'x-profile': String(profileId) });

  it('counts 100 concurrent likes exactly, and tells the author once', async () => {
    const [author, ...likers] = ids as [number, ...number[]];
    const created = await t.app.inject({ method: 'POST', url: '/api/posts', headers: as(author), payload: { text: '<p>Like me</p>' } });
    expect(created.statusCode, created.body).toBe(201);
    const postId = created.json().data.id as number;
    const likes = await Promise.all(
      likers.map((p) => t.app.inject({ method: 'POST', url: `/api/posts/${postId}/like`, headers: as(p) })),
    );
    expect(likes.every((r) => r.statusCode === 200)).toBe(true);
    // And again, some of them at once: nothing changes.
    await Promise.all(likers.slice(0, 20).map((p) => t.app.inject({ method: 'POST', url: `/api/posts/${postId}/like`, headers: as(p) })));
    const [row] = rowsOf<{ like_count: number; rows: number }>(
      await t.database.db.execute(sql`select like_count, (select count(*)::int from post_likes where post_id = ${postId}) as rows
        from posts where id = ${postId}`),
    );
    expect(row).toEqual({ like_count: 100, rows: 100 });
    await t.app.services.notifications.deliverPending();
    const items = rowsOf<{ message: string }>(
      await t.database.db.execute(sql`select message from notifications where profile_id = ${author} and post_id = ${postId}`),
    );
    expect(items).toHaveLength(1);
    expect(items[0]!.message).toMatch(/^Load \d+ and 99 others liked your post$/);
  });

  it('pages Latest without a repeat or a gap while posts arrive (random interleavings)', async () => {
    const poster = ids[100]!;
    const reader = ids[1]!;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 8 }),
        fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 4 })), { maxLength: 14 }),
        async (initial, steps) => {
          await t.database.db.execute(sql`update posts set deleted_at = now() where deleted_at is null`);
          const post = async () => {
            // Some posts share a millisecond.
            now += Math.random() < 0.4 ? 0 : 1;
            const r = await t.app.inject({ method: 'POST', url: '/api/posts', headers: as(poster), payload: { text: '<p>p</p>' } });
            return r.json().data.id as number;
          };
          for (let i = 0; i < initial; i++) await post();
          let atStart: number[] | null = null;
          const seen: number[] = [];
          let cursor: string | null = null;
          let done = false;
          const fetch = async (count: number) => {
            atStart ??= rowsOf<{ id: number }>(
              await t.database.db.execute(sql`select id from posts where deleted_at is null`),
            ).map((r) => Number(r.id));
            const q = `/api/posts?count=${count}${cursor ? `&cursor=${cursor}` : ''}`;
            const body = (await t.app.inject({ method: 'GET', url: q, headers: as(reader) })).json();
            seen.push(...(body.data as { id: number }[]).map((p) => p.id));
            cursor = body.pagination.next_cursor;
            if (cursor) expect(decodeCursor(cursor)).not.toBeNull();
            done = !body.pagination.has_more;
          };
          for (const s of steps) {
            if (s === 0) await post();
            else if (!done) await fetch(s);
          }
          while (!done) await fetch(3);
          expect(new Set(seen).size).toBe(seen.length);
          expect([...seen].sort((a, b) => a - b)).toEqual([...atStart!].sort((a, b) => a - b));
        },
      ),
      { numRuns: 12 },
    );
  });
});
