/*
 * What the load benchmarks share: the production API as a child process, signing generated accounts
 * in through the password-reset flow, exact percentiles and CPU accounting from /proc.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

export const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const out = (m: string) => process.stdout.write(`${m}\n`);

let built = false;

/**
 * The production API (NODE_ENV=production, no demo seed) on `port` against `url` (PostgreSQL), or on
 * the embedded PGlite in `dataDir` when there is no `url`: dist/main.js, built once per run by
 * build.mjs, as `npm start` runs it (no tsx, unless a `preload` module needs it). It keeps its
 * generated session secret in DATA_DIR and encrypts its signing keys (in the database) with it: one
 * data directory per database keeps the two together across runs. BENCH_NODE_ARGS adds flags to its
 * node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"; `env` adds variables and `preload` modules (TypeScript,
 * through tsx) run before the API's own.
 */
export function productionApi({
  url,
  dataDir: embeddedDir,
  port,
  env = {},
  preload = [],
}: {
  url?: string;
  dataDir?: string;
  port: number;
  env?: Record<string, string>;
  preload?: string[];
}) {
  const base = `http://127.0.0.1:${port}`;
  if (!url && !embeddedDir) throw new Error('productionApi needs a PostgreSQL url or a PGlite data directory.');
  const dataDir = url ? path.join(os.tmpdir(), `lbd-bench-${new URL(url).pathname.replace(/\W/g, '')}`) : embeddedDir!;
  fs.mkdirSync(dataDir, { recursive: true });
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  let server: ChildProcess | null = null;

  const stop = () => {
    if (server && server.exitCode === null) server.kill('SIGTERM');
    server = null;
  };
  process.on('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      stop();
      process.exit(130);
    });

  return {
    base,
    get pid() {
      return server?.pid;
    },
    start() {
      if (!built) execFileSync(process.execPath, ['build.mjs'], { cwd: API_DIR, stdio: 'inherit' });
      built = true;
      const preloads = preload.length > 0 ? ['tsx', ...preload].flatMap((m) => ['--import', m]) : [];
      server = spawn(process.execPath, [...nodeArgs, ...preloads, 'dist/main.js'], {
        cwd: API_DIR,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          // The benchmarks call the API only; the web build may be missing.
          API_ONLY: 'true',
          SEED_DEMO: 'false',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: url ?? '',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          ACCESS_TOKEN_TTL_SECONDS: '3600',
          PUBLIC_ORIGIN: base,
          ...env,
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
    },
    stop,
    /** SIGUSR2: the SQL capture preloaded from capture-sql.ts stops recording. */
    stopCapture() {
      server?.kill('SIGUSR2');
    },
    /** SIGTERM, then resolves once the process has exited. */
    async stopAndWait() {
      const s = server;
      if (!s || s.exitCode !== null) return;
      const exited = new Promise((resolve) => s.once('exit', resolve));
      stop();
      await exited;
    },
    /** Resolves once /readyz answers 200 (two minutes at most). */
    async ready() {
      const until = Date.now() + 120_000;
      while (Date.now() < until) {
        if (server?.exitCode !== null) throw new Error('The API stopped while starting.');
        try {
          if ((await fetch(`${base}/readyz`)).ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 500));
      }
      throw new Error('The API did not become ready within two minutes.');
    },
  };
}

/** A JSON call to the API; anything but 2xx throws with the answer. */
export function apiCaller(base: string, headers: Record<string, string> = {}) {
  return async function call(method: string, pathname: string, body?: unknown, token?: string) {
    const res = await fetch(`${base}${pathname}`, {
      method,
      headers: {
        ...headers,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const json = (await res.json().catch(() => ({}))) as { data?: Record<string, unknown> };
    if (!res.ok) throw new Error(`${method} ${pathname} answered ${res.status}: ${JSON.stringify(json)}`);
    return json.data ?? {};
  };
}

/**
 * A fresh random password for a generated account through the API's own reset flow (the email is
 * read from the outbox table), then a sign-in: answers an access token. `from` is the client address
 * the calls come from, for an API that trusts one proxy hop (TRUST_PROXY_HOPS=1): each address has
 * its own identity rate limits, as students signing in from their own devices do. Sign-ins run side by
 * side through a pool: a client runs one statement at a time.
 */
export async function signInAs(base: string, db: pg.Client | pg.Pool, email: string, from?: string): Promise<string> {
  const call = apiCaller(base, from ? { 'x-forwarded-for': from } : {});
  await call('POST', '/api/identity/password_reset', { email });
  const [mail] = (
    await db.query(
      `select text_body from email_outbox where lower(to_address) = lower($1) and kind = 'password_reset'
       order by id desc limit 1`,
      [email],
    )
  ).rows as { text_body: string }[];
  const token = mail?.text_body.match(/token=([^\s&]+)/)?.[1];
  if (!token) throw new Error(`No password-reset email for ${email}.`);
  const password = randomBytes(18).toString('base64url');
  await call('POST', '/api/identity/password_reset/confirm', {
    token: decodeURIComponent(token),
    password,
    confirm_password: password,
  });
  return String((await call('POST', '/api/identity/sign_in', { email, password })).access_token);
}

/** The p-th percentile of sorted latencies (exact: every answer is kept). */
export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** User + system CPU time of each process, in milliseconds (Linux /proc; none elsewhere). */
export function cpuMs(pids: number[]): Map<number, number> {
  const sample = new Map<number, number>();
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      sample.set(pid, (Number(fields[11]) + Number(fields[12])) * 10); // USER_HZ is 100 on Linux
    } catch {
      // gone or not Linux
    }
  }
  return sample;
}

/** CPU spent between two samples by the processes alive at both. */
export function cpuSpent(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) if (before.has(pid)) total += Math.max(0, ms - before.get(pid)!);
  return total;
}

/** The server processes of this database's connections (the API's pool). */
export async function backendPids(db: pg.Client): Promise<number[]> {
  const rows = (
    await db.query('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')
  ).rows as { pid: number }[];
  return rows.map((r) => r.pid);
}

/** A statement recorded through drizzle's query logger. */
export interface RecordedStatement {
  query: string;
  params: unknown[];
}

/**
 * Records the statements a drizzle database sends: pass `logger` to drizzle(), then `during(run)`
 * answers what `run` returned and the statements it sent, in order.
 */
export function queryRecorder() {
  const statements: RecordedStatement[] = [];
  return {
    logger: { logQuery: (query: string, params: unknown[]) => void statements.push({ query, params }) },
    async during<T>(run: () => Promise<T>): Promise<{ result: T; statements: RecordedStatement[] }> {
      statements.length = 0;
      const result = await run();
      return { result, statements: [...statements] };
    },
  };
}

/** A connection that answers rows: pg's Client and Pool, PGlite. */
interface Queryable {
  query<R>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
}

/**
 * For each case, the start of every statement it sends, the index and bitmap nodes of its plan (+) and
 * any sequential scan of one of `tables` (!), on standard output: a change that loses an index shows.
 */
export async function printIndexUse(
  target: Queryable,
  recorder: ReturnType<typeof queryRecorder>,
  cases: [string, () => Promise<unknown>][],
  tables: string[],
): Promise<void> {
  const seqScan = new RegExp(`Seq Scan on (${tables.join('|')})\\b`);
  for (const [name, run] of cases) {
    const { statements } = await recorder.during(run);
    out(`\n=== ${name}`);
    for (const { query, params } of statements) {
      const plan = await target.query<{ 'QUERY PLAN': string }>(`explain ${query}`, params);
      const lines = plan.rows.map((r) => r['QUERY PLAN'].trim());
      out(`  ${query.slice(0, 110).replace(/\s+/g, ' ')}...`);
      for (const l of lines.filter((l) => /Index|Bitmap/.test(l))) out(`    + ${l}`);
      for (const l of lines.filter((l) => seqScan.test(l))) out(`    ! ${l}`);
    }
  }
}

/** A statement as the API sent it (capture-sql.ts, a drizzle logger). */
export interface SentStatement {
  text?: string;
  query?: string;
  values?: unknown[];
  params?: unknown[];
}

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each statement, written to `file` under `title`; statements that write
 * are explained inside a transaction that is rolled back, transaction control is skipped. Answers each
 * statement's execution time and the tables read by a sequential scan (catalogue tables of a few rows
 * included, so read them with the plan).
 */
export async function explainStatements(
  target: pg.Client | pg.Pool,
  statements: SentStatement[],
  { file, title }: { file: string; title: string },
): Promise<{ times: string[]; seqScans: string[] }> {
  // One connection throughout, so a write's rollback is on the connection that made it.
  const db: pg.Client | pg.PoolClient = 'totalCount' in target ? await target.connect() : target;
  const parts = [`${title}\n${'='.repeat(title.length)}\n`];
  const times: string[] = [];
  const seqScans: string[] = [];
  for (const s of statements) {
    const text = s.text ?? s.query ?? '';
    const params = s.values ?? s.params ?? [];
    if (TRANSACTION_CONTROL.test(text)) continue;
    const writes = !/^\s*(select|with)\b/i.test(text);
    if (writes) await db.query('begin');
    try {
      const plan = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${text}`, params);
      const lines = plan.rows.map((r) => r['QUERY PLAN']);
      parts.push(`${text}\n-- params: ${JSON.stringify(params)}\n\n${lines.join('\n')}\n`);
      times.push(lines.join('\n').match(/Execution Time: ([\d.]+) ms/)?.[1] ?? '?');
      for (const l of lines) {
        const m = l.match(/Seq Scan on (\w+)/);
        if (m) seqScans.push(m[1]!);
      }
    } finally {
      if (writes) await db.query('rollback');
    }
  }
  if (db !== target) (db as pg.PoolClient).release();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, parts.join('\n'));
  return { times, seqScans };
}

/**
 * Bench accounts (`<id>@bench.example`, one password hash for all) with a profile each, in one
 * transaction; `typeOf` picks each one's profile type. Accounts and profiles already there are kept.
 */
export async function benchAccounts(
  db: pg.Client,
  ids: string[],
  hash: string,
  typeOf: (id: string) => 'STUDENT' | 'ADVISOR' = () => 'STUDENT',
): Promise<void> {
  await db.query('begin');
  await db.query(
    `insert into users (id, name, email, email_verified)
     select u, 'Bench ' || u, u || '@bench.example', true from unnest($1::text[]) u on conflict do nothing`,
    [ids],
  );
  await db.query(
    `insert into accounts (id, account_id, provider_id, user_id, password, created_at, updated_at)
     select 'acc-' || u, u, 'credential', u, $2, now(), now() from unnest($1::text[]) u
     on conflict (id) do update set password = excluded.password`,
    [ids, hash],
  );
  await db.query(
    `insert into profiles (user_id, profile_type, first_name, last_name, full_name, email, active, terms_nd_cond)
     select u, t, 'Bench', u, 'Bench ' || u, u || '@bench.example', true, true
     from unnest($1::text[], $2::text[]) as x(u, t) where not exists (select 1 from profiles p where p.user_id = u)`,
    [ids, ids.map(typeOf)],
  );
  await db.query('commit');
}
