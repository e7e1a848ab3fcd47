import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type Database } from './client';
import { isUniqueViolation } from './errors';
import { PgliteThreadClient } from './pglite-thread';

/** The longest gap between ticks of a 5 ms timer on this thread while `run` runs. */
async function longestStall(run: () => Promise<unknown>): Promise<{ stallMs: number; tookMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 5);
  const started = performance.now();
  try {
    await run();
  } finally {
    clearInterval(timer);
  }
  return { stallMs: Math.max(stallMs, performance.now() - last), tookMs: performance.now() - started };
}

/** A statement that keeps PostgreSQL busy for a while (hundreds of ms in WebAssembly). */
const SLOW = 'select count(*)::int as n from generate_series(1, 2000000) g where g % 7 = 3';

describe('PGlite in a worker thread', () => {
  let database: Database;
  let client: PgliteThreadClient;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', thread: 'worker' });
    client = (database.db as unknown as { $client: PgliteThreadClient }).$client;
    await database.executeSql(`
      create table things (id int primary key, name text not null constraint things_name_key unique,
        at timestamptz, data jsonb, big bigint, raw bytea);
      create table notes (id serial primary key, body text)`);
  }, 60_000);

  afterAll(async () => {
    await database?.close();
  });

  it('runs statements off this thread', () => {
    expect(client).toBeInstanceOf(PgliteThreadClient);
    expect(client.threadId).toBeGreaterThan(0);
  });

  it('answers rows with their types, through drizzle and raw', async () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    await database.executeSql('insert into things values ($1, $2, $3, $4, $5, $6)', [
      1,
      'one',
      at,
      JSON.stringify({ a: [1, 2] }),
      '9007199254740993',
      new Uint8Array([1, 2, 3]),
    ]);
    const [raw] = (await database.executeSql('select * from things where id = $1', [1])).rows as Record<
      string,
      unknown
    >[];
    expect(raw).toMatchObject({ id: 1, name: 'one', data: { a: [1, 2] } });
    expect(raw!.at).toEqual(at);
    expect(raw!.raw).toEqual(new Uint8Array([1, 2, 3]));
    expect(String(raw!.big)).toBe('9007199254740993');
    // drizzle asks for timestamps as text (its "keep the text" parsers cross the thread).
    const rows = rowsOf<{ at: string; name: string }>(
      await database.db.execute(sql`select at, name from things where id = ${1}`),
    );
    expect(rows[0]!.name).toBe('one');
    expect(typeof rows[0]!.at).toBe('string');
  });

  it('keeps PostgreSQL error fields (code, constraint, detail) across the thread', async () => {
    const err = await database.db
      .execute(sql`insert into things (id, name) values (2, 'one')`)
      .then(() => null)
      .catch((e: unknown) => e);
    expect(isUniqueViolation(err)).toBe(true);
    const root = ((err as { cause?: unknown }).cause ?? err) as Record<string, unknown>;
    expect(root).toMatchObject({ code: '23505', constraint: 'things_name_key', table: 'things' });
    expect(String(root.detail)).toContain('(name)=(one)');
    const syntax = await database.executeSql('selec 1').catch((e: unknown) => e);
    expect(syntax).toMatchObject({ code: '42601' });
  });

  it('commits a transaction, rolls one back on a throw, and nests savepoints', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (body) values ('kept')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into notes (body) values ('savepoint rolled back')`);
          throw new Error('inner');
        })
        .catch(() => undefined);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes (body) values ('rolled back')`);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const bodies = rowsOf<{ body: string }>(await database.db.execute(sql`select body from notes order by id`));
    expect(bodies.map((b) => b.body)).toEqual(['kept']);
  });

  it('holds the database for an open transaction: a statement outside it runs after it ends', async () => {
    const order: string[] = [];
    let outside: Promise<unknown> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (body) values ('in tx')`);
      outside = database.db
        .execute(sql`select count(*)::int as n from notes where body = 'in tx'`)
        .then((r) => order.push(`outside saw ${rowsOf<{ n: number }>(r)[0]!.n}`));
      await new Promise((r) => setTimeout(r, 50));
      order.push('commit');
    });
    await outside;
    expect(order).toEqual(['commit', 'outside saw 1']);
  });

  it('delivers NOTIFY to listeners, and stops when asked', async () => {
    const heard: string[] = [];
    const stop = await database.listen('thread_test', (p) => heard.push(p));
    await database.executeSql(`notify thread_test, 'hello'`);
    await new Promise((r) => setTimeout(r, 50));
    await stop();
    await database.executeSql(`notify thread_test, 'after'`);
    await new Promise((r) => setTimeout(r, 50));
    expect(heard).toEqual(['hello']);
  });

  it('leaves this thread free while a slow statement runs (PGlite in this thread stalls it)', async () => {
    // The calmest of three runs: on a busy machine the scheduler alone can hold this thread for a tick
    // longer than the bound, which says nothing about where the statement runs.
    const runs: Awaited<ReturnType<typeof longestStall>>[] = [];
    for (let i = 0; i < 3; i++) runs.push(await longestStall(() => database.executeSql(SLOW)));
    const threaded = runs.reduce((calmest, run) => (run.stallMs < calmest.stallMs ? run : calmest));
    const inThread = await openDatabase({ kind: 'pglite', thread: 'main' });
    try {
      const stalled = await longestStall(() => inThread.executeSql(SLOW));
      // The same statement in this thread blocks the event loop for about its whole run...
      expect(stalled.stallMs).toBeGreaterThan(stalled.tookMs * 0.5);
    } finally {
      await inThread.close();
    }
    // ...and in the worker it does not (timer ticks keep coming, give or take a busy machine).
    expect(threaded.tookMs).toBeGreaterThan(100);
    expect(threaded.stallMs).toBeLessThan(Math.min(100, threaded.tookMs * 0.5));
  }, 60_000);

  it('closes the thread: later calls fail', async () => {
    const other = await openDatabase({ kind: 'pglite', thread: 'worker' });
    const otherClient = (other.db as unknown as { $client: PgliteThreadClient }).$client;
    await other.close();
    expect(otherClient.closed).toBe(true);
    await expect(other.executeSql('select 1', [])).rejects.toThrow(/closed/);
  });
});
