import { describe, expect, it } from 'vitest';
import { createPortfolioStateCache, mayChangePortfolios } from './portfolio.state-cache';

const state = (version: number) => ({ portfolioId: 1, version, pending: new Set<string>() });

describe('mayChangePortfolios', () => {
  it('counts every write but those to unrelated tables, and every change of tables', () => {
    for (const text of [
      'insert into "readings" ("profile_id") values ($1)',
      'update "portfolios" set "is_public" = $1 where "portfolios"."profile_id" = $2',
      'delete from "skills" where "skills"."id" = $1',
      'with x as (delete from "profiles" where id = $1 returning id) select * from x',
      'insert into "sessions" ("id") values ($1); update "users" set "name" = $2',
      'truncate table "entry_verifications"',
      'update "public"."sessions" set "expires_at" = $1',
      'ALTER TABLE "portfolios" ADD COLUMN "x" integer',
      'DO $$ BEGIN END $$',
    ])
      expect(mayChangePortfolios(text), text).toBe(true);
    for (const text of [
      'select "id", "version" from "portfolios" where "portfolios"."profile_id" = $1',
      'update "sessions" set "expires_at" = $1, "updated_at" = $2 where "sessions"."id" = $3',
      'delete from "sessions" where "sessions"."expires_at" < $1',
      'WITH next AS (SELECT id FROM pgboss.job WHERE name = $1 FOR UPDATE SKIP LOCKED) UPDATE pgboss.job j SET state = $2 FROM next',
      'select * from "jobs" where "id" = $1 for no key update',
      'insert into pgboss.job (name) values ($1) on conflict do update set data = excluded.data',
      'begin',
    ])
      expect(mayChangePortfolios(text), text).toBe(false);
  });
});

describe('createPortfolioStateCache', () => {
  it('keeps a state until a write, its first waiting request expires or its time is up', () => {
    const cache = createPortfolioStateCache({ ttlMs: 1000 });
    cache.set(cache.mark(), 'a', state(1), 0, null);
    cache.set(cache.mark(), 'b', state(2), 0, 500);
    expect(cache.get('a', 999)).toMatchObject({ version: 1 });
    expect(cache.get('b', 499)).toMatchObject({ version: 2 });
    expect(cache.get('b', 500)).toBeUndefined();
    expect(cache.get('a', 1000)).toBeUndefined();

    cache.set(cache.mark(), 'a', state(1), 0, null);
    cache.forgetAll();
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it('does not keep a state read before a write that was sent while it was read', () => {
    const cache = createPortfolioStateCache();
    const mark = cache.mark();
    cache.forgetAll();
    cache.set(mark, 'a', state(1), 0, null);
    expect(cache.get('a', 1)).toBeUndefined();
    cache.set(cache.mark(), 'a', state(2), 0, null);
    expect(cache.get('a', 1)).toMatchObject({ version: 2 });
  });

  it('drops the oldest beyond its size', () => {
    const cache = createPortfolioStateCache({ max: 2 });
    for (const key of ['a', 'b', 'c']) cache.set(cache.mark(), key, state(1), 0, null);
    expect(cache.size).toBe(2);
    expect(cache.get('a', 1)).toBeUndefined();
  });
});
