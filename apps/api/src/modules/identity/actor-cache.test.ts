import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { openTestDatabase } from '../../../test/database';
import { attachActorCache, createActorCache, SUSPEND_AFTER_WRITE_MS } from './actor-cache';

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
      // Not through drizzle: as another process would.
      await database.executeSql(`update users set banned = false where id = 'u-b'`);
      await database.executeSql(`update users set banned = true where id = 'u-b'`);
      for (let i = 0; i < 100 && cache.size > 0; i++) await new Promise((r) => setTimeout(r, 10));
      expect(cache.get('s-x', 'u-b')).toBeUndefined();

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
