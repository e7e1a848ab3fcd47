import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles, sessions, users } from '../../db/schema';
import { openTestDatabase } from '../../../test/database';
import { attachActorCache, changesStanding, createActorCache, SUSPEND_AFTER_WRITE_MS } from './actor-cache';

describe('actor cache', () => {
  let clock = 1_000_000;
  const now = () => clock;
  const fresh = (maxEntries = 10) => {
    const cache = createActorCache<string>({ maxEntries, now });
    cache.setListening(true);
    return cache;
  };

  it('answers a remembered caller for its session and user until the session ends', () => {
    const cache = fresh();
    cache.set(cache.mark(), 's1', 'u1', 'row1', clock + 500);
    expect(cache.get('s1', 'u1')).toBe('row1');
    expect(cache.get('s1', 'u2')).toBeUndefined();
    cache.set(cache.mark(), 's1', 'u1', 'row1', clock + 500);
    clock += 500;
    expect(cache.get('s1', 'u1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('remembers nothing and answers nothing while not listening', () => {
    const cache = createActorCache<string>({ maxEntries: 10, now });
    cache.set(cache.mark(), 's1', 'u1', 'row1', clock + 500);
    expect(cache.size).toBe(0);
    cache.setListening(true);
    cache.set(cache.mark(), 's1', 'u1', 'row1', clock + 500);
    cache.setListening(false);
    expect(cache.get('s1', 'u1')).toBeUndefined();
  });

  it('forgets the sessions of the users a notice names, or everyone on "*"', () => {
    const cache = fresh();
    cache.set(cache.mark(), 's1', 'u1', 'a', clock + 500);
    cache.set(cache.mark(), 's2', 'u1', 'b', clock + 500);
    cache.set(cache.mark(), 's3', 'u2', 'c', clock + 500);
    cache.onNotice('u1,u9');
    expect([cache.get('s1', 'u1'), cache.get('s2', 'u1'), cache.get('s3', 'u2')]).toEqual([undefined, undefined, 'c']);
    cache.onNotice('*');
    expect(cache.get('s3', 'u2')).toBeUndefined();
  });

  it('does not store a row read before a notice arrived (it may be the old standing)', () => {
    const cache = fresh();
    const mark = cache.mark();
    cache.onNotice('u1');
    cache.set(mark, 's1', 'u1', 'stale', clock + 500);
    expect(cache.get('s1', 'u1')).toBeUndefined();
  });

  it('stands aside for a moment after this process changes someone', () => {
    const cache = fresh();
    cache.set(cache.mark(), 's1', 'u1', 'a', clock + 60_000);
    cache.suspend();
    expect(cache.get('s1', 'u1')).toBeUndefined();
    cache.set(cache.mark(), 's1', 'u1', 'a', clock + 60_000);
    expect(cache.size).toBe(0);
    clock += SUSPEND_AFTER_WRITE_MS;
    cache.set(cache.mark(), 's1', 'u1', 'a', clock + 60_000);
    expect(cache.get('s1', 'u1')).toBe('a');
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const cache = fresh(2);
    cache.set(cache.mark(), 's1', 'u1', 'a', clock + 500);
    cache.set(cache.mark(), 's2', 'u2', 'b', clock + 500);
    cache.set(cache.mark(), 's3', 'u3', 'c', clock + 500);
    expect(cache.size).toBe(2);
    expect(cache.get('s1', 'u1')).toBeUndefined();
    expect(cache.get('s3', 'u3')).toBe('c');
  });
});

describe("which statements of this process change a caller's standing", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  const sqlOf = (q: { toSQL(): { sql: string } }) => q.toSQL().sql;

  it('counts the columns the triggers compare, as drizzle writes them', () => {
    const { db } = database;
    const standing = [
      db.update(users).set({ banned: true }).where(eq(users.id, 'u')),
      db.update(users).set({ name: 'N', role: 'admin' }).where(eq(users.id, 'u')),
      db.update(sessions).set({ expiresAt: new Date() }).where(eq(sessions.id, 's')),
      db.update(profiles).set({ active: false }).where(eq(profiles.user_id, 'u')),
      db.update(profiles).set({ first_name: 'A', my_org_id: 3 }).where(eq(profiles.id, 1)),
      db.update(profiles).set({ profile_type: 'ADVISOR' }).where(eq(profiles.id, 1)),
      db.delete(sessions).where(eq(sessions.userId, 'u')),
      db.delete(profiles).where(eq(profiles.id, 1)),
    ];
    for (const q of standing) expect(changesStanding(sqlOf(q)), sqlOf(q)).toBe(true);
    expect(changesStanding(`insert into "profiles" ("user_id") values ($1)`)).toBe(true);
  });

  it('leaves out edits that change no standing, even when a WHERE names a standing column', () => {
    const { db } = database;
    const plain = [
      db.update(users).set({ name: 'N' }).where(eq(users.role, 'admin')),
      db.update(sessions).set({ updatedAt: new Date() }).where(eq(sessions.userId, 'u')),
      db.update(profiles).set({ first_name: 'A', last_name: 'B' }).where(eq(profiles.user_id, 'u')),
      db.update(profiles).set({ first_name: 'A' }).where(eq(profiles.active, true)),
      db.select().from(profiles).where(eq(profiles.active, true)),
    ];
    for (const q of plain) expect(changesStanding(sqlOf(q)), sqlOf(q)).toBe(false);
    expect(changesStanding(`insert into "sessions" ("id", "user_id") values ($1, $2)`)).toBe(false);
    expect(changesStanding(`insert into "users" ("id") values ($1)`)).toBe(false);
  });

  it('counts an unquoted assignment too (a hand-written statement)', () => {
    expect(changesStanding(`UPDATE profiles SET active=false WHERE id = 1`)).toBe(true);
    expect(changesStanding(`update profiles set is_active_flag = 1 where active = true`)).toBe(true);
    expect(changesStanding(`update profiles set bio = 'x' where id = 1`)).toBe(false);
  });
});

describe('listening for actor_changes', () => {
  it('tries again a second after a failed LISTEN, and stops cleanly when it never listened', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      const stopped: number[] = [];
      const database = {
        watchStatements: () => () => undefined,
        listen: () => {
          calls += 1;
          if (calls === 1) return Promise.reject(new Error('connection refused'));
          return Promise.resolve(async () => void stopped.push(calls));
        },
      };
      const cache = createActorCache<string>({ maxEntries: 10 });
      const errors: unknown[] = [];
      const link = attachActorCache(database, cache, (err) => errors.push(err));
      link.ensureListening();
      await vi.advanceTimersByTimeAsync(0);
      expect(errors).toHaveLength(1);
      expect(cache.listening).toBe(false);
      link.ensureListening();
      await vi.advanceTimersByTimeAsync(0);
      expect(calls, 'not again within the second').toBe(1);
      await vi.advanceTimersByTimeAsync(1000);
      link.ensureListening();
      await vi.advanceTimersByTimeAsync(0);
      expect(calls).toBe(2);
      expect(cache.listening).toBe(true);
      await link.stop();
      expect(stopped).toEqual([2]);
      expect(cache.listening).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('actor_changes notices from the database', () => {
  let database: Database;
  const notices: string[] = [];
  let stopListening: () => Promise<void>;

  beforeAll(async () => {
    database = await openTestDatabase();
    stopListening = await database.listen('actor_changes', (p) => notices.push(p));
    await database.executeSql(
      `insert into users (id, name, email) values ('u-a', 'A', 'a@example.test'), ('u-b', 'B', 'b@example.test');
       insert into sessions (id, token, user_id, expires_at) values
         ('s-a', 'tok-a', 'u-a', now() + interval '1 day'), ('s-b', 'tok-b', 'u-b', now() + interval '1 day');`,
    );
  });
  afterAll(async () => {
    await stopListening();
    await database.close();
  });

  /** The notices that arrive (in order) while `change` runs and for a moment after. */
  async function noticesOf(change: string): Promise<string[]> {
    notices.length = 0;
    await database.executeSql(change);
    await database.executeSql(`select pg_notify('actor_changes', 'end')`);
    for (let i = 0; i < 100 && !notices.includes('end'); i++) await new Promise((r) => setTimeout(r, 20));
    return notices.filter((n) => n !== 'end');
  }

  it('names the user whose role or ban changes, and no one for other columns', async () => {
    expect(await noticesOf(`update users set banned = true where id = 'u-a'`)).toEqual(['u-a']);
    expect(await noticesOf(`update users set name = 'Renamed', banned = true where id = 'u-a'`)).toEqual([]);
    expect(await noticesOf(`update users set role = 'admin' where id = 'u-b'`)).toEqual(['u-b']);
  });

  it('names the user whose session ends or moves, not one whose session is only touched', async () => {
    expect(await noticesOf(`update sessions set updated_at = now() where id = 's-a'`)).toEqual([]);
    expect(await noticesOf(`update sessions set expires_at = now() where id = 's-a'`)).toEqual(['u-a']);
    expect(await noticesOf(`delete from sessions where id = 's-b'`)).toEqual(['u-b']);
  });

  it('names the user whose profile is made, changes type, state or organisation, or goes', async () => {
    const made = await noticesOf(
      `insert into profiles (user_id, profile_type, first_name, full_name) values ('u-a', 'STUDENT', 'A', 'A')`,
    );
    expect(made).toEqual(['u-a']);
    expect(await noticesOf(`update profiles set bio = 'hello' where user_id = 'u-a'`)).toEqual([]);
    expect(await noticesOf(`update profiles set active = false where user_id = 'u-a'`)).toEqual(['u-a']);
    expect(await noticesOf(`delete from profiles where user_id = 'u-a'`)).toEqual(['u-a']);
  });

  it('sends "*" for a statement that changes more than 100 users', async () => {
    const values = Array.from({ length: 101 }, (_, i) => `('bulk-${i}', 'B', 'bulk-${i}@example.test')`).join(',');
    await database.executeSql(`insert into users (id, name, email) values ${values}`);
    expect(await noticesOf(`update users set banned = true where id like 'bulk-%'`)).toEqual(['*']);
  });

  it('keeps a cache correct: a change by another connection is forgotten on notice, one of this process at once', async () => {
    const cache = createActorCache<string>({ maxEntries: 10 });
    const link = attachActorCache(database, cache, (err) => {
      throw err;
    });
    try {
      link.ensureListening();
      for (let i = 0; i < 100 && !cache.listening; i++) await new Promise((r) => setTimeout(r, 10));
      cache.set(cache.mark(), 's-x', 'u-b', 'b', Date.now() + 60_000);
      expect(cache.get('s-x', 'u-b')).toBe('b');
      // Plain SQL (this process's executeSql is told too, so the cache also stands aside at once): the
      // database announces the change to every listener, as it does for another process's writes.
      const notices = vi.spyOn(cache, 'onNotice');
      await database.executeSql(`update users set banned = false where id = 'u-b'`);
      await database.executeSql(`update users set banned = true where id = 'u-b'`);
      for (let i = 0; i < 100 && notices.mock.calls.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
      expect(notices).toHaveBeenCalledWith('u-b');
      expect(cache.get('s-x', 'u-b')).toBeUndefined();
      notices.mockRestore();
      await new Promise((r) => setTimeout(r, SUSPEND_AFTER_WRITE_MS + 50));

      // Through drizzle, as this process's own services write: forgotten before the statement even runs.
      cache.set(cache.mark(), 's-x', 'u-b', 'b', Date.now() + 60_000);
      expect(cache.size).toBe(1);
      const pending = database.db.update(users).set({ role: 'admin' }).where(eq(users.id, 'u-b'));
      await pending;
      expect(cache.get('s-x', 'u-b')).toBeUndefined();
      cache.set(cache.mark(), 's-x', 'u-b', 'b', Date.now() + 60_000);
      expect(cache.size, 'nothing is remembered for a moment after').toBe(0);
    } finally {
      await link.stop();
    }
  });
});
