import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Env } from '../config/env';
import { MIGRATIONS_DIR } from '../config/paths';
import { PgliteThreadClient, type PgliteLike } from './pglite-thread';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The rows of a raw `db.execute` (node-postgres and PGlite both answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Apply the committed drizzle-kit migrations. */
  migrate(): Promise<void>;
  /**
   * Plain SQL with positional parameters, for libraries that bring their own SQL (the job queue).
   * Several statements without parameters run as one script.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /**
   * LISTEN on a channel (PostgreSQL NOTIFY, which a transaction sends on commit); answers the function
   * that stops listening. node-postgres: one dedicated connection per process, reconnected when lost;
   * `onLost` runs when that connection is lost, `onResume` each time it listens again after a loss or
   * a failed first attempt (notices sent meanwhile are gone).
   */
  listen(channel: string, onNotice: (payload: string) => void, hooks?: ListenHooks): Promise<() => Promise<void>>;
  /**
   * Be told the text of every statement this process sends through `db` or `executeSql` (before it
   * runs; migrations are not told). Answers the function that stops telling. Meant for cheap checks on
   * the text: it runs on every query.
   */
  watchStatements(onStatement: (sql: string) => void): () => void;
  close(): Promise<void>;
}

export interface ListenHooks {
  onResume?: () => void;
  onLost?: () => void;
}

export type DatabaseSource =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | {
      kind: 'pglite';
      dataDir?: string;
      sharedBuffersMb?: number;
      /** An open client: PGlite in this thread (tests, scripts) or one in a worker thread. */
      client?: PgliteLike;
      /**
       * Where PGlite runs when no client is given: 'worker' (a thread of its own, what the server uses,
       * so a slow statement stalls no request) or 'main' (this thread; scripts that need PGlite itself).
       */
      thread?: 'worker' | 'main';
    };

/**
 * PostgreSQL's buffer cache inside PGlite, in MB. It is part of PostgreSQL's shared memory, one block of
 * the WebAssembly heap that PostgreSQL writes over at start: all of it is resident before the first
 * query, and the heap never shrinks. initdb's default (128 MB) was about 150 MB of the API's resident
 * memory at start. The data files are read through Node's filesystem, so the kernel's page cache
 * (outside the process) keeps them too: a miss here is a read() from memory, not a disk access.
 */
export const PGLITE_SHARED_BUFFERS_MB = 32;

/** PGlite's own start-up parameters (single-user mode, no fsync, ...) with our buffer cache size. */
export function pgliteStartParams(sharedBuffersMb = PGLITE_SHARED_BUFFERS_MB): string[] {
  return [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`];
}

const CONNECT_TIMEOUT_MS = 10_000;

/** The statement watchers of one database, fed by drizzle's query logger. */
function createStatementWatchers() {
  const watchers = new Set<(sql: string) => void>();
  return {
    logger: {
      logQuery(query: string) {
        for (const w of watchers) w(query);
      },
    },
    watch(onStatement: (sql: string) => void) {
      watchers.add(onStatement);
      return () => void watchers.delete(onStatement);
    },
  };
}

/** Open PostgreSQL (DATABASE_URL set) or the embedded PGlite database; both speak the same schema. */
export async function openDatabase(source: DatabaseSource): Promise<Database> {
  if (source.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: source.url,
      max: source.poolSize ?? 10,
      // A request waits at most this long for a connection (a database that does not answer, or every
      // connection busy), then fails with 503 instead of hanging.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // An idle client that loses its server must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    // Nor one that is checked out (inside a transaction, between two statements) when its server goes:
    // the pool listens only to idle clients, and an 'error' nobody listens to ends the process. The
    // holder's next statement fails instead, and the pool drops the broken client when it is released.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const statements = createStatementWatchers();
    const db = drizzlePg(pool, { schema, logger: statements.logger }) as unknown as Db;
    const listener = createPgListener(source.url);
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR }),
      async executeSql(text, values) {
        statements.logger.logQuery(text);
        return { rows: (await pool.query(text, values)).rows };
      },
      ping: () => ping(db),
      listen: (channel, onNotice, hooks) => listener.listen(channel, onNotice, hooks),
      watchStatements: statements.watch,
      async close() {
        await listener.close();
        await pool.end();
      },
    };
  }
  let client = source.client;
  if (!client) {
    if (source.dataDir) fs.mkdirSync(path.dirname(source.dataDir), { recursive: true });
    const startParams = pgliteStartParams(source.sharedBuffersMb);
    client =
      source.thread === 'main'
        ? await PGlite.create(source.dataDir, { startParams })
        : await PgliteThreadClient.create({ dataDir: source.dataDir, startParams });
  }
  const pglite = client;
  // drizzle's PGlite driver calls query() and transaction() only: both clients answer them alike.
  const asPglite = pglite as unknown as PGlite;
  const statements = createStatementWatchers();
  const db = drizzlePglite(asPglite, { schema, logger: statements.logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(asPglite), { migrationsFolder: MIGRATIONS_DIR }),
    async executeSql(text, values) {
      statements.logger.logQuery(text);
      if (values && values.length > 0) return { rows: (await pglite.query(text, values)).rows };
      // A script of several statements (PGlite's query() takes one); the last result is the answer.
      const results = await pglite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    ping: () => ping(db),
    watchStatements: statements.watch,
    // One in-process connection: never lost, so the hooks never run.
    async listen(channel, onNotice) {
      const stop = await pglite.listen(channel, onNotice);
      return async () => {
        if (!pglite.closed) await stop();
      };
    },
    close: () => pglite.close(),
  };
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const RECONNECT_MS = 1000;

/**
 * LISTEN for a node-postgres database: one client outside the pool, opened on the first listen, that
 * LISTENs on every channel someone follows. A lost connection is opened again (and LISTENs again)
 * after a second; notices sent meanwhile are lost, as PostgreSQL keeps none for absent listeners, so
 * each channel's `onLost` hooks run when it goes and its `onResume` hooks once it listens again (to
 * catch up by other means). A first connection that fails counts as a loss; the listen that asked
 * for it fails and leaves no handler behind.
 */
function createPgListener(url: string) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const hooksOf = new Map<string, Set<ListenHooks>>();
  let missedNotices = false;
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  // LISTEN and UNLISTEN one after another: a client runs one query at a time.
  let queued: Promise<unknown> = Promise.resolve();
  const send = (c: pg.Client, text: string) => {
    const sent = queued.then(() => c.query(text));
    queued = sent.catch(() => undefined);
    return sent;
  };

  function connect(): Promise<pg.Client> {
    connecting ??= (async () => {
      const c = new pg.Client({ connectionString: url });
      c.on('notification', (n) => {
        for (const h of handlers.get(n.channel) ?? []) h(n.payload ?? '');
      });
      const lost = () => {
        if (client !== c) return;
        client = null;
        connecting = null;
        missedNotices = true;
        for (const channel of handlers.keys()) for (const h of hooksOf.get(channel) ?? []) h.onLost?.();
        c.removeAllListeners('error');
        c.on('error', () => undefined);
        if (!closed && handlers.size > 0) retry = setTimeout(() => void connect().catch(() => lost()), RECONNECT_MS);
      };
      c.on('error', lost);
      c.on('end', lost);
      client = c;
      try {
        await c.connect();
        for (const channel of handlers.keys()) await send(c, `LISTEN ${channel}`);
      } catch (err) {
        lost();
        throw err;
      }
      if (missedNotices)
        for (const channel of handlers.keys()) for (const h of hooksOf.get(channel) ?? []) h.onResume?.();
      missedNotices = false;
      return c;
    })();
    return connecting;
  }

  return {
    async listen(channel: string, onNotice: (payload: string) => void, hooks?: ListenHooks) {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`bad channel name: ${channel}`);
      if (closed) throw new Error('database closed');
      const set = handlers.get(channel) ?? new Set();
      const first = set.size === 0;
      set.add(onNotice);
      handlers.set(channel, set);
      if (hooks) hooksOf.set(channel, (hooksOf.get(channel) ?? new Set()).add(hooks));
      const unregister = () => {
        set.delete(onNotice);
        if (hooks) hooksOf.get(channel)?.delete(hooks);
        if (set.size > 0 || handlers.get(channel) !== set) return false;
        handlers.delete(channel);
        return true;
      };
      try {
        const c = await connect();
        if (first) await send(c, `LISTEN ${channel}`);
      } catch (err) {
        // A listen that fails leaves nothing behind: the caller gets no stop function, so it calls again.
        unregister();
        throw err;
      }
      return async () => {
        if (unregister() && client) await send(client, `UNLISTEN ${channel}`).catch(() => undefined);
      };
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      handlers.clear();
      const c = client;
      client = null;
      connecting = null;
      if (c) await c.end().catch(() => undefined);
    },
  };
}

const PING_TIMEOUT_MS = 2000;

async function ping(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The database the environment asks for: DATABASE_URL when set, else PGlite in DATA_DIR/db, in a worker
 * thread of its own (docs/decisions/0070).
 */
export function databaseFromEnv(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR' | 'PGLITE_SHARED_BUFFERS_MB'>,
): Promise<Database> {
  return openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'db'), sharedBuffersMb: env.PGLITE_SHARED_BUFFERS_MB },
  );
}
