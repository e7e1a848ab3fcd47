/*
 * `npm run bench`: the hot paths of the production API on the PostgreSQL scale dataset against their
 * floor, the hook-stack probe against a bare hello route, and on the embedded PGlite the jobs list (scale
 * dataset) and the portfolio reads with a read/write mix and /healthz beside them (demo data, pglite-portfolio.ts).
 *
 *   npm run bench                       # BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/lbd_scale_100k
 *   npm run bench -- --growth           # the same on lbd_scale_10k and lbd_scale_100k, p95 growth table
 *   options: --duration 10 --warmup 3 --connections 50 --only <text>[,<text>...] --no-pglite --pglite-only
 *            --pglite-students 2000 --no-write --probe-fresh
 *   --only keeps the paths whose key or name contains one of the comma-separated texts, e.g.
 *   `--only current-user,portfolio` (the probe still runs; --no-pglite skips the PGlite runs, which --only
 *   filters too: `--pglite-only --only portfolio` runs the embedded portfolio part alone).
 *   --probe-fresh also loads the probe (and hello) before the hot paths, in the same API process, and
 *   prints both figures: whether the stack slows down as the process ages (the table keeps the last).
 *
 * A database without the scale dataset is created and filled first (`seed:scale --students N`, N from
 * its name: lbd_scale_10k -> 10,000; otherwise 100,000); one that has it is reused as it is.
 *
 * For each hot path: the production API (NODE_ENV=production, BENCH_PROBE=1, this file's sibling
 * capture-sql.ts preloaded) answers the path while every statement it sends to PostgreSQL is recorded
 * (a read twice: the warm statements are kept unless the page came from memory); then the floor (floor.ts: bare Fastify + pg pool, nothing of ours) is started with those
 * statements, and autocannon loads the API path and the floor path in turn (warm-up, then `duration`
 * seconds with `connections` connections, every latency kept). The apply path goes, in a fixed random
 * order, over (student, job) pairs the students are fully eligible for, distinct for the API and the
 * floor, with enough students signed in (each from an address of its own: the API trusts one proxy
 * hop) that neither side runs out at 1,000 req/s; the applications it makes are deleted at the end. EXPLAIN (ANALYZE, BUFFERS) of every captured statement
 * goes to bench/explain/<dataset>/<path>.txt (explain-opportunities.ts shares the writer).
 *
 * Tables go between <!-- bench:start --> and <!-- bench:end --> in bench/RESULTS.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { todayOf } from '@lbd/shared';
import { createRng } from '../src/seed/scale/prng';
import { SEARCH_TERMS } from '../src/seed/scale/vocabulary';
import type { CapturedStatement, FloorPath } from './floor';
import { benchPglitePortfolio, pglitePortfolioTable } from './pglite-portfolio';
import {
  API_DIR,
  backendPids,
  cpuMs,
  cpuSpent,
  explainStatements,
  out,
  percentile,
  productionApi,
  signInAs,
} from './support';

const { values } = parseArgs({
  options: {
    growth: { type: 'boolean', default: false },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
    'no-pglite': { type: 'boolean', default: false },
    'pglite-only': { type: 'boolean', default: false },
    'pglite-students': { type: 'string', default: '2000' },
    'no-write': { type: 'boolean', default: false },
    'probe-fresh': { type: 'boolean', default: false },
  },
});
const DURATION = Number(values.duration);
const WARMUP = Number(values.warmup);
/**
 * The apply path signs in enough students for this many applications a second on each side (a fast
 * machine applies at 2,500 req/s on the 10k dataset; the pairs ran out at 1,000).
 */
const APPLY_RATE = 3000;
const MAX_APPLICANTS = 1200;
const CONNECTIONS = Number(values.connections);
/** --only a,b: the paths whose key or name holds a or b; all paths without it. */
const only = values.only
  ?.split(',')
  .map((t) => t.trim())
  .filter(Boolean);
const API_PORT = Number(process.env.BENCH_PORT ?? 3390);
/** The first dataset's API and floor take BENCH_PORT and the next; PGlite the third; a second dataset the three after. */
const PGLITE_PORT = API_PORT + 2;
const PG_ROOT = process.env.BENCH_PG_ROOT ?? 'postgres://postgres@127.0.0.1:5432';
const RESULTS = path.join(API_DIR, 'bench', 'RESULTS.md');
const EXPLAIN_DIR = path.join(API_DIR, 'bench', 'explain');
/** A sequential scan on a table this size or larger is reported as a problem. */
const SEQ_SCAN_ROWS = 10_000;
const TARGET = { ratio: 0.6, p95: 50, probeRatio: 0.5, pgliteRps: 1000, pgliteP99: 100, pgliteRssMb: 600 };
/**
 * Dashboards (issue 24) are read by a few people at a time, not hammered like the lists: each widget is
 * loaded with this many connections, against its own targets (p95 warm, and its first answer in the
 * process), with no filter.
 */
const DASHBOARD_CONNECTIONS = 4;
const DASHBOARD_TARGET = { p95: 300, firstMs: 800 };

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

// --- the dataset --------------------------------------------------------------------------------

/** 10k -> 10,000 from a database name like lbd_scale_10k; 100,000 otherwise. */
export function studentsFor(dbName: string): number {
  const m = dbName.match(/_(\d+)(k?)$/);
  if (!m) return 100_000;
  return Number(m[1]) * (m[2] ? 1000 : 1);
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: API_DIR, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))));
  });
}

/** Creates the database when missing and fills it with the scale dataset when it has none. */
async function ensureDataset(url: string) {
  const name = new URL(url).pathname.slice(1);
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect().catch(() => {
    throw new Error(`PostgreSQL does not answer at ${adminUrl.host}`);
  });
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount;
  if (!exists) {
    out(`creating database ${name} ...`);
    await admin.query(`create database "${name.replace(/"/g, '""')}"`);
  }
  await admin.end();
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const seeded = await db
    .query(`select 1 from seed_runs where name = 'scale_dataset'`)
    .then((r) => (r.rowCount ?? 0) > 0)
    .catch(() => false);
  await db.end();
  if (!seeded) {
    const students = studentsFor(name);
    out(`generating the scale dataset (${fmt(students)} students) into ${name} ...`);
    await run(process.execPath, ['--import', 'tsx', 'src/seed/scale/cli.ts', '--students', String(students)], {
      DATABASE_URL: url,
    });
  }
}

// --- load -------------------------------------------------------------------------------------

export interface Measured {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** What the errors were: "409 × 3", "timeouts × 2", "socket errors × 1". */
  errorKinds: string;
  requests: number;
  loadBefore: string;
  loadAfter: string;
  /** CPU time per answer (µs) of the watched processes: the server, PostgreSQL's backends, the load generator. */
  cpu?: { server: number; db: number; client: number };
}

export interface LoadSpec {
  base: string;
  method?: 'GET' | 'POST' | 'PUT';
  /** Path and headers of each request (called once per request, so they may rotate); a method of its own for a mix. */
  next: () => { path: string; method?: 'GET' | 'POST' | 'PUT'; headers?: Record<string, string>; body?: string };
  seconds: number;
  connections: number;
  /** Stop after this many requests (the apply path's pairs run out). */
  amount?: number;
  /** Processes whose CPU time per answer to report: the server's, and the database's backends. */
  watch?: { server: number[]; db: number[] };
}

async function measure(spec: LoadSpec): Promise<Measured> {
  const latencies: number[] = [];
  let bad = 0;
  const loadBefore = load();
  const cpuBefore = spec.watch && {
    server: cpuMs(spec.watch.server),
    db: cpuMs(spec.watch.db),
    client: process.cpuUsage(),
  };
  if (spec.amount !== undefined && spec.amount < spec.connections)
    throw new Error(
      `only ${spec.amount} (student, job) pairs left for ${spec.connections} connections: raise APPLY_RATE`,
    );
  const started = performance.now();
  const instance = autocannon({
    url: spec.base,
    connections: spec.connections,
    ...(spec.amount ? { amount: spec.amount } : { duration: spec.seconds }),
    requests: [
      {
        method: spec.method ?? 'GET',
        setupRequest: (req: Record<string, unknown>) => {
          const n = spec.next();
          return {
            ...req,
            ...(n.method ? { method: n.method } : {}),
            path: n.path,
            headers: { ...(n.body ? { 'content-type': 'application/json' } : {}), ...n.headers },
            ...(n.body ? { body: n.body } : {}),
          };
        },
      },
    ],
  });
  const badStatuses = new Map<number, number>();
  instance.on('response', (_c: unknown, statusCode: number, _b: number, responseTime: number) => {
    latencies.push(responseTime);
    if (statusCode < 200 || statusCode >= 300) {
      bad++;
      badStatuses.set(statusCode, (badStatuses.get(statusCode) ?? 0) + 1);
    }
  });
  // With an amount autocannon ignores the duration: stop it at the duration anyway.
  const timer = spec.amount ? setTimeout(() => instance.stop(), spec.seconds * 1000) : undefined;
  const result = await instance;
  clearTimeout(timer);
  const seconds = (performance.now() - started) / 1000;
  const perAnswer = (ms: number) => Math.round((ms * 1000) / Math.max(1, latencies.length));
  const cpu = cpuBefore && {
    server: perAnswer(cpuSpent(cpuBefore.server, cpuMs(spec.watch!.server))),
    db: perAnswer(cpuSpent(cpuBefore.db, cpuMs(spec.watch!.db))),
    client: perAnswer((({ user, system }) => (user + system) / 1000)(process.cpuUsage(cpuBefore.client))),
  };
  latencies.sort((a, b) => a - b);
  const ms = (p: number) => Math.round(percentile(latencies, p) * 10) / 10;
  return {
    rps: latencies.length / seconds,
    p50: ms(50),
    p95: ms(95),
    p99: ms(99),
    errors: bad + result.errors, // autocannon counts its timeouts among its errors
    errorKinds: [
      ...[...badStatuses].map(([status, n]) => `${status} × ${n}`),
      ...(result.timeouts ? [`timeouts × ${result.timeouts}`] : []),
      ...(result.errors - result.timeouts > 0 ? [`socket errors × ${result.errors - result.timeouts}`] : []),
    ].join(', '),
    requests: latencies.length,
    loadBefore,
    loadAfter: load(),
    ...(cpu ? { cpu } : {}),
  };
}

/** "0 errors", or "6 errors: 422 × 6". */
const errorsOf = (m: Measured) => `${m.errors} errors${m.errorKinds ? `: ${m.errorKinds}` : ''}`;

// --- the floor process --------------------------------------------------------------------------

function startFloor(
  url: string,
  statementsFile: string,
  port: number,
): { proc: ChildProcess; ready: () => Promise<void> } {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'bench/floor.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      FLOOR_DATABASE_URL: url,
      FLOOR_PORT: String(port),
      FLOOR_STATEMENTS: statementsFile,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  process.on('exit', () => proc.exitCode === null && proc.kill('SIGTERM'));
  return {
    proc,
    async ready() {
      const until = Date.now() + 60_000;
      while (Date.now() < until) {
        if (proc.exitCode !== null) throw new Error('The floor server stopped while starting.');
        if (
          await fetch(`http://127.0.0.1:${port}/hello`).then(
            (r) => r.ok,
            () => false,
          )
        )
          return;
        await new Promise((r) => setTimeout(r, 300));
      }
      throw new Error('The floor server did not start.');
    },
  };
}

const stopProcess = (proc: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (proc.exitCode !== null) return resolve();
    proc.once('exit', () => resolve());
    proc.kill('SIGTERM');
  });

// --- one PostgreSQL dataset -------------------------------------------------------------------

interface PathResult {
  key: string;
  name: string;
  statements: number;
  api: Measured;
  floor: Measured;
  /** A dashboard widget (measured with DASHBOARD_CONNECTIONS), and its first answer in the process (ms). */
  dashboard?: boolean;
  firstMs?: number;
}

interface DatasetResult {
  label: string;
  dbName: string;
  counts: Record<string, string>;
  pgVersion: string;
  paths: PathResult[];
  probe: { api: Measured; hello: Measured };
  seqScans: { where: string; rows: number }[];
}

/** The (user, session) claims of an access token (no verification: ours, just issued). */
function claims(token: string): { sub: string; sid: string } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string; sid: string };
}

/**
 * Everything up to the load on one PostgreSQL dataset: data, accounts, the API with its SQL captured,
 * the floor, the plans. Answers how to load each path and the probe, and how to stop.
 */
async function prepareDataset(url: string, apiPort: number, floorPort: number) {
  await ensureDataset(url);
  const dbName = new URL(url).pathname.slice(1);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const q = async <T>(text: string, params: unknown[] = []) => (await db.query(text, params)).rows as T[];

  // Who and what to load: the company whose job drew most applicants, a student with a public
  // portfolio and job alerts, and for apply students paired with open jobs that have no criteria.
  const [hot] = await q<{ job_id: number; n: string; email: string }>(`
    with busiest as (select job_id, count(*) as n from job_applications group by job_id order by n desc limit 200)
    select b.job_id, b.n, p.email from busiest b join jobs j on j.id = b.job_id
    join profiles p on p.id = j.created_by_profile_id
    where p.profile_type = 'COMPANY' and p.email like '%@scale.example' order by b.n desc limit 1`);
  const [student] = await q<{ id: number; email: string }>(`
    select p.id, p.email from profiles p join portfolios f on f.profile_id = p.id and f.is_public
    where p.profile_type = 'STUDENT' and p.email like 's%@scale.example'
      and exists (select 1 from job_notifications n where n.profile_id = p.id)
    order by p.id limit 1`);
  if (!hot || !student) throw new Error(`${dbName}: no company job with applicants or no student with job alerts.`);
  // For the dashboards: the staff of the institute with most students, and the mentor with most activities.
  const [institute] = await q<{ email: string; students: string }>(`
    select p.email, count(s.id) as students from profiles p
    join profiles s on s.my_org_id = p.my_org_id and s.profile_type = 'STUDENT' and s.active
    where p.profile_type = 'INSTITUTION' and p.active and p.org_membership = 'MEMBER' and p.email like '%@scale.example'
    group by p.id, p.email order by count(s.id) desc limit 1`);
  const [mentor] = await q<{ email: string; activities: string }>(`
    select p.email, count(*) as activities from assignments a join profiles p on p.id = a.created_by_profile_id
    where p.profile_type = 'ADVISOR' and p.active and p.email like '%@scale.example'
    group by p.email order by count(*) desc limit 1`);
  const openJobs = await q<{ id: number }>(
    `
    select id from jobs where status = 'published' and apply_by >= $1
      and cardinality(degree_ids) = 0 and cardinality(specialization_ids) = 0 and cardinality(graduation_years) = 0
      and min_cgpa is null and min_percentage is null and max_backlogs is null
    order by id`,
    // Open as the API decides it: apply_by not before today's date in India (the database's is UTC's).
    [todayOf(new Date())],
  );
  // Enough applicants that neither side runs out of (student, job) pairs at up to APPLY_RATE req/s
  // through its warm-up and run: each pair applies once.
  const applicantCount = Math.min(
    MAX_APPLICANTS,
    Math.max(12, Math.ceil((2 * (WARMUP + DURATION) * APPLY_RATE) / Math.max(1, openJobs.length))),
  );
  const applicants = await q<{ id: number; email: string }>(
    `select id, email from profiles where profile_type = 'STUDENT' and email like 's%@scale.example' and active
     order by id offset 1 limit $1`,
    [applicantCount],
  );
  const counts = (
    await q<Record<string, string>>(`select
      (select count(*) from profiles where profile_type = 'STUDENT') as students,
      (select count(*) from jobs) as jobs,
      (select count(*) from job_applications) as applications,
      (select count(*) from notifications) as notifications,
      (select count(*) from job_notifications) as job_alerts`)
  )[0]!;
  const pgVersion = (await q<{ server_version: string }>('show server_version'))[0]!.server_version;
  const maxApplication = (await q<{ max: number | null }>('select max(id) as max from job_applications'))[0]?.max;

  // --- the API, capturing its SQL until told to stop ---
  const captureFile = path.join(os.tmpdir(), `lbd-bench-capture-${dbName}.jsonl`);
  fs.writeFileSync(captureFile, '');
  const api = productionApi({
    url,
    port: apiPort,
    // One trusted proxy hop: the applicants sign in from addresses of their own (signInAs).
    env: { BENCH_PROBE: '1', QUEUE_WORKERS: 'false', BENCH_CAPTURE_SQL: captureFile, TRUST_PROXY_HOPS: '1' },
    preload: ['./bench/capture-sql.ts'],
  });
  const floorFile = path.join(os.tmpdir(), `lbd-bench-floor-${dbName}.json`);
  let floor: ReturnType<typeof startFloor> | undefined;
  try {
    api.start();
    out(`${dbName}: starting the production API on ${api.base} ...`);
    await api.ready();
    out(`${dbName}: signing in a company and ${applicants.length + 1} students through the password-reset flow ...`);
    const companyToken = await signInAs(api.base, db, hot.email);
    const studentToken = await signInAs(api.base, db, student.email);
    const instituteToken = institute ? await signInAs(api.base, db, institute.email) : undefined;
    const mentorToken = mentor ? await signInAs(api.base, db, mentor.email) : undefined;
    // Four at a time, each from an address of its own (10.0.0.1, 10.0.0.2, ...).
    const applicantTokens: { profileId: number; token: string }[] = [];
    const outbox = new pg.Pool({ connectionString: url, max: 4 });
    try {
      for (let i = 0; i < applicants.length; i += 4) {
        const batch = applicants.slice(i, i + 4);
        const tokens = await Promise.all(
          batch.map((a, k) => signInAs(api.base, outbox, a.email, `10.0.${(i + k) >> 8}.${((i + k) & 255) + 1}`)),
        );
        batch.forEach((a, k) => applicantTokens.push({ profileId: a.id, token: tokens[k]! }));
      }
    } finally {
      await outbox.end();
    }

    // Pairs each applicant may apply to (none applied yet), alternately to the API and the floor.
    const applied = new Set(
      (
        await q<{ k: string }>(
          `select profile_id || ':' || job_id as k from job_applications where profile_id = any($1)`,
          [applicants.map((a) => a.id)],
        )
      ).map((r) => r.k),
    );
    const pairs: { profileId: number; token: string; jobId: number }[] = [];
    for (const j of openJobs)
      for (const a of applicantTokens) if (!applied.has(`${a.profileId}:${j.id}`)) pairs.push({ ...a, jobId: j.id });
    // In a fixed random order: concurrent applications go to jobs at random, not to one job in turn.
    const rng = createRng(8);
    for (let i = pairs.length - 1; i > 0; i--) {
      const k = rng.int(0, i);
      [pairs[i], pairs[k]] = [pairs[k]!, pairs[i]!];
    }
    const apiPairs = pairs.filter((_, i) => i % 2 === 0);
    const floorPairs = pairs.filter((_, i) => i % 2 === 1);

    const auth = (token: string) => ({ authorization: `Bearer ${token}` });
    let term = 0;
    const nextTerm = () => encodeURIComponent(SEARCH_TERMS[term++ % SEARCH_TERMS.length]!);
    let apiPair = 0; // pair 0 goes to the captured request
    let floorPair = 0;
    interface Case {
      key: string;
      name: string;
      method?: 'GET' | 'POST';
      api: () => { path: string; headers?: Record<string, string>; body?: string };
      floorQuery?: () => string;
      amount?: (side: 'api' | 'floor') => number | undefined;
      substitute?: () => Record<string, string | number>;
      /** Asked before the capture: what the API then keeps in memory is warm, as it is during the load. */
      warm?: () => { path: string; headers?: Record<string, string> };
      dashboard?: boolean;
    }
    const applyTo = (p: (typeof pairs)[number]) => ({
      path: `/api/jobs/${p.jobId}/apply`,
      headers: auth(p.token),
      body: '{}',
    });
    /** Every dashboard widget on its busiest owner, with no filter (issue 24: no mandatory filter). */
    function dashboardCases(): Case[] {
      const dash = (key: string, name: string, path: string, token: string | undefined): Case[] =>
        token ? [{ key: `dash-${key}`, name, dashboard: true, api: () => ({ path, headers: auth(token) }) }] : [];
      const inst = institute ? `institute of ${fmt(Number(institute.students))} students` : '';
      return [
        ...dash('student', 'GET /api/student_dashboard (student)', '/api/student_dashboard', studentToken),
        ...dash(
          'mentor',
          `GET /api/mentor_dashboard (mentor of ${mentor?.activities} activities)`,
          '/api/mentor_dashboard',
          mentorToken,
        ),
        ...dash(
          'org-counts',
          'GET /api/get_created_entities_counts (company)',
          '/api/get_created_entities_counts',
          companyToken,
        ),
        ...dash(
          'org-funnel',
          'GET /api/org_dashboard/application_stats (company)',
          '/api/org_dashboard/application_stats',
          companyToken,
        ),
        ...dash('institute-counters', `GET /api/fetch_counters (${inst})`, '/api/fetch_counters', instituteToken),
        ...dash('institute-split', `GET /api/split_by_branch (${inst})`, '/api/split_by_branch', instituteToken),
        ...dash(
          'institute-placement',
          `GET /api/institute_dashboard/placement (${inst})`,
          '/api/institute_dashboard/placement',
          instituteToken,
        ),
        ...dash(
          'institute-academic',
          `GET /api/fetch_histogram_academic (${inst})`,
          '/api/fetch_histogram_academic',
          instituteToken,
        ),
        ...dash('institute-skills', `GET /api/fetch_top_skills (${inst})`, '/api/fetch_top_skills', instituteToken),
        ...dash('skills-graphs', `GET /api/skills_dashboard (${inst})`, '/api/skills_dashboard', instituteToken),
        ...dash(
          'skills-demand',
          `GET /api/show_skills_dashboard?type=jobs (${inst})`,
          '/api/show_skills_dashboard?type=jobs',
          instituteToken,
        ),
        ...dash(
          'enrolment',
          `GET /api/enrollment_dashboard?kind=events&group=month (${inst})`,
          '/api/enrollment_dashboard?kind=events&group=month',
          instituteToken,
        ),
      ];
    }
    const cases: Case[] = [
      {
        key: 'current-user-data',
        name: 'GET /api/v1/current_user_data (student)',
        api: () => ({ path: '/api/v1/current_user_data', headers: auth(studentToken) }),
      },
      {
        key: 'portfolio',
        name: 'GET /api/my_portfolio/portfolios (student)',
        api: () => ({ path: '/api/my_portfolio/portfolios', headers: auth(studentToken) }),
      },
      {
        key: 'public-portfolio',
        name: 'GET /api/public_portfolio?profile_id=… (anonymous)',
        api: () => ({ path: `/api/public_portfolio?profile_id=${student.id}` }),
      },
      {
        key: 'jobs-list',
        name: 'GET /api/list/jobs?type=Job_Fulltime&page=1&count=20 (anonymous)',
        api: () => ({ path: '/api/list/jobs?type=Job_Fulltime&page=1&count=20' }),
      },
      {
        key: 'job-search',
        name: `GET /api/search/jobs?query=<${SEARCH_TERMS.length} terms rotated>&page=1&count=20`,
        api: () => ({ path: `/api/search/jobs?query=${nextTerm()}&page=1&count=20` }),
      },
      {
        key: 'applicants',
        name: `GET /api/job_applicants?job_id=<job with ${fmt(Number(hot.n))} applicants>&page=1&count=20 (company)`,
        api: () => ({ path: `/api/job_applicants?job_id=${hot.job_id}&page=1&count=20`, headers: auth(companyToken) }),
      },
      {
        key: 'notifications',
        name: 'GET /api/myprofile/list/notifications?page=1 (student)',
        api: () => ({ path: '/api/myprofile/list/notifications?page=1', headers: auth(studentToken) }),
      },
      {
        key: 'job-alerts',
        name: 'GET /api/job_notifications?page=1 (student)',
        api: () => ({ path: '/api/job_notifications?page=1', headers: auth(studentToken) }),
      },
      {
        key: 'apply',
        name: `POST /api/jobs/:id/apply (${applicantTokens.length} students × open jobs without criteria, each pair once)`,
        method: 'POST' as const,
        api: () => applyTo(apiPairs[apiPair++ % apiPairs.length]!),
        floorQuery: () => {
          const p = floorPairs[floorPair++ % floorPairs.length]!;
          const c = claims(p.token);
          return `job=${p.jobId}&profile=${p.profileId}&user=${c.sub}&session=${c.sid}`;
        },
        // Each pair once: at most the pairs this side has left (the warm-up takes its share first).
        amount: (side: 'api' | 'floor') => (side === 'api' ? apiPairs.length - apiPair : floorPairs.length - floorPair),
        // The captured pair's eligibility first: the names of the student's degree and specialization
        // are then in memory, as they are for the load (a student checks before applying).
        warm: () => {
          const p = apiPairs[0]!;
          return { path: `/api/calculate_eligibility_percentage?job_id=${p.jobId}`, headers: auth(p.token) };
        },
        substitute: () => {
          const p = apiPairs[0]!;
          const c = claims(p.token);
          return { job: p.jobId, profile: p.profileId, user: c.sub, session: c.sid };
        },
      },
      ...dashboardCases(),
    ].filter((c) => !only || only.some((t) => c.key.includes(t) || c.name.includes(t)));
    if (apiPairs.length < 20)
      throw new Error(`${dbName}: only ${pairs.length} open (student, job) pairs to apply with.`);

    // --- capture: each path's statements recorded as the load will find it, warm ---
    // One signed-in request first: the token verifier reads its key set once per process, not per path.
    await fetch(`${api.base}/api/bench/probe`, { headers: auth(studentToken) }).then((r) => r.arrayBuffer());
    const floorPaths: Record<string, FloorPath> = {};
    const offsetOf = () => fs.statSync(captureFile).size;
    const firstMs: Record<string, number> = {};
    const answer = async (c: Case) => {
      const r = c.api();
      const started = performance.now();
      const res = await fetch(`${api.base}${r.path}`, {
        method: c.method ?? 'GET',
        headers: { ...(r.body ? { 'content-type': 'application/json' } : {}), ...r.headers },
        body: r.body,
      });
      if (!res.ok) throw new Error(`${c.name} answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
      const elapsed = performance.now() - started;
      await new Promise((r) => setTimeout(r, 100));
      return elapsed;
    };
    const capturedSince = (offset: number) =>
      fs
        .readFileSync(captureFile)
        .subarray(offset) // a byte offset: statements may hold non-ASCII text
        .toString('utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as CapturedStatement);
    for (const c of cases) {
      // A read is captured twice, cold and warm, and the floor replays the warm statements: what the API
      // keeps in memory for every caller (the catalogue names) is in memory all through the load, and the
      // floor should not replay lookups the API no longer makes. A public list page the API answered
      // from its list memory sends nothing when warm: the floor then replays the cold statements. An
      // apply is captured once, on its first pair (`substitute`), after that pair's eligibility (`warm`).
      if (c.warm) {
        const w = c.warm();
        const res = await fetch(`${api.base}${w.path}`, { headers: w.headers });
        if (!res.ok) throw new Error(`warming ${c.name}: ${w.path} answered ${res.status}`);
        await res.arrayBuffer();
      }
      const cold = offsetOf();
      firstMs[c.key] = await answer(c);
      let statements = capturedSince(cold);
      if (c.method !== 'POST') {
        const warm = offsetOf();
        await answer(c);
        const again = capturedSince(warm);
        if (again.length > 0) statements = again;
      }
      floorPaths[c.key] = { statements, substitute: c.substitute?.() };
    }
    api.stopCapture();
    fs.writeFileSync(floorFile, JSON.stringify(floorPaths));
    floor = startFloor(url, floorFile, floorPort);
    await floor.ready();

    // --- EXPLAIN of every captured statement ---
    const explainDir = path.join(EXPLAIN_DIR, dbName.replace(/^lbd_scale_/, ''));
    const seqScans: string[] = [];
    for (const c of cases) {
      const plans = await explainStatements(db, floorPaths[c.key]!.statements, {
        file: path.join(explainDir, `${c.key}.txt`),
        title: c.name,
      });
      for (const s of plans.seqScans) seqScans.push(`${c.key}: ${s}`);
    }
    // A sequential scan is named with its table's size: catalogue tables of a few hundred rows are
    // read whole by design; one on a table that grows with the students is a missing index.
    const sizes = new Map(
      (
        await q<{ relname: string; n: number }>(
          `select relname, greatest(reltuples, 0)::bigint as n from pg_class where relkind = 'r' and relname = any($1)`,
          [[...new Set(seqScans.map((s) => s.split(': ')[1]!))]],
        )
      ).map((r) => [r.relname, Number(r.n)]),
    );
    const scans = [...new Set(seqScans)].map((s) => {
      const table = s.split(': ')[1]!;
      return { where: s, rows: sizes.get(table) ?? 0 };
    });

    // --- load: one path at a time, so two datasets can take turns path by path ---
    const floorBase = `http://127.0.0.1:${floorPort}`;
    const measureCase = async (key: string): Promise<PathResult> => {
      const c = cases.find((x) => x.key === key)!;
      const connections = c.dashboard ? DASHBOARD_CONNECTIONS : CONNECTIONS;
      const base = { seconds: DURATION, connections };
      out(`${dbName} ${c.name}: warm-up ${WARMUP} s, then ${DURATION} s with ${connections} connections ...`);
      const warm = { seconds: WARMUP, connections: Math.min(10, connections) };
      const api_ = { base: api.base, method: c.method, next: c.api };
      // CPU per answer of the server, the database's backends (after the warm-up opened the pool's
      // connections; the other side's sit idle) and autocannon.
      const watching = async (pid: number | undefined) => ({ server: pid ? [pid] : [], db: await backendPids(db) });
      await measure({ ...base, ...warm, ...api_, amount: c.amount?.('api') });
      const apiRun = await measure({ ...base, ...api_, amount: c.amount?.('api'), watch: await watching(api.pid) });
      const floorNext = () => ({ path: `/floor/${c.key}${c.floorQuery ? `?${c.floorQuery()}` : ''}` });
      await measure({ ...base, ...warm, base: floorBase, next: floorNext, amount: c.amount?.('floor') });
      const floorRun = await measure({
        ...base,
        base: floorBase,
        next: floorNext,
        amount: c.amount?.('floor'),
        watch: await watching(floor?.proc.pid),
      });
      const cpuOf = (m: Measured) => (m.cpu ? `${m.cpu.server} + ${m.cpu.db} (+ ${m.cpu.client} load)` : '?');
      out(
        `  API ${fmt(apiRun.rps)} req/s p95 ${apiRun.p95} ms (${errorsOf(apiRun)}); ` +
          `floor ${fmt(floorRun.rps)} req/s p95 ${floorRun.p95} ms (${errorsOf(floorRun)}); ratio ${(apiRun.rps / floorRun.rps).toFixed(2)}; load ${apiRun.loadAfter}`,
      );
      out(`  CPU µs an answer, server + PostgreSQL: API ${cpuOf(apiRun)}, floor ${cpuOf(floorRun)}`);
      return {
        key: c.key,
        name: c.name,
        statements: floorPaths[c.key]!.statements.length,
        api: apiRun,
        floor: floorRun,
        ...(c.dashboard ? { dashboard: true, firstMs: Math.round(firstMs[c.key] ?? 0) } : {}),
      };
    };

    const measureProbe = async () => {
      out(`${dbName}: hook-stack probe against a bare hello ...`);
      const spec = { seconds: DURATION, connections: CONNECTIONS };
      const probeNext = () => ({ path: '/api/bench/probe', headers: auth(studentToken) });
      await measure({ ...spec, base: api.base, next: probeNext, seconds: WARMUP });
      // The API's own CPU time per answer: what the hook stack costs, whatever else the machine runs.
      const pids = api.pid ? [api.pid] : [];
      const cpuBefore = cpuMs(pids);
      const probe = await measure({ ...spec, base: api.base, next: probeNext });
      const cpuPerAnswer = (cpuSpent(cpuBefore, cpuMs(pids)) * 1000) / probe.requests;
      const helloNext = () => ({ path: '/hello' });
      await measure({ ...spec, base: floorBase, next: helloNext, seconds: WARMUP });
      const floorPids = floor?.proc.pid ? [floor.proc.pid] : [];
      const floorBefore = cpuMs(floorPids);
      const hello = await measure({ ...spec, base: floorBase, next: helloNext });
      const helloCpu = (cpuSpent(floorBefore, cpuMs(floorPids)) * 1000) / hello.requests;
      out(
        `  probe ${fmt(probe.rps)} req/s (API CPU ${cpuPerAnswer.toFixed(1)} µs an answer), hello ${fmt(hello.rps)} req/s (${helloCpu.toFixed(1)} µs), ` +
          `ratio ${(probe.rps / hello.rps).toFixed(2)}; load ${probe.loadBefore} → ${hello.loadAfter}`,
      );
      return { api: probe, hello };
    };

    return {
      dbName,
      counts,
      pgVersion,
      seqScans: scans,
      keys: cases.map((c) => c.key),
      measureCase,
      measureProbe,
      close: cleanup,
    };
  } catch (err) {
    await cleanup();
    throw err;
  }

  async function cleanup() {
    // Let in-flight requests finish, stop both servers, and take back the applications made here.
    await new Promise((r) => setTimeout(r, 2000));
    if (floor) await stopProcess(floor.proc);
    await api.stopAndWait();
    const removed = await db.query(`delete from job_applications where id > $1 and profile_id = any($2)`, [
      maxApplication ?? 0,
      applicants.map((a) => a.id),
    ]);
    if (removed.rowCount) out(`${dbName}: removed the ${fmt(removed.rowCount)} applications the benchmark made`);
    await db.end();
  }
}

// --- the embedded PGlite ----------------------------------------------------------------------

interface PgliteResult {
  students: number;
  jobs: number;
  run: Measured;
  /** Resident once ready, before the first request. */
  startRssMb: number;
  rssMb: number;
}

/** VmHWM (peak resident set) or VmRSS (resident now) of a process (the API's node itself), in MB. */
function rssMb(pid: number, field: 'VmHWM' | 'VmRSS' = 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1] ?? NaN) / 1024;
}

async function benchPglite(): Promise<PgliteResult> {
  const students = Number(values['pglite-students']);
  const dataDir = path.join(os.tmpdir(), `lbd-bench-pglite-${students}`);
  const env = { DATABASE_URL: '', DATA_DIR: dataDir };
  if (!fs.existsSync(path.join(dataDir, 'scale-ready'))) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { recursive: true });
    out(`PGlite: generating the scale dataset (${fmt(students)} students) into ${dataDir} ...`);
    await run(process.execPath, ['--import', 'tsx', 'src/seed/scale/cli.ts', '--students', String(students)], env);
    fs.writeFileSync(path.join(dataDir, 'scale-ready'), new Date().toISOString());
  }
  const api = productionApi({ dataDir, port: PGLITE_PORT, env: { QUEUE_WORKERS: 'false' } });
  try {
    api.start();
    out(`PGlite: starting the production API on ${api.base} ...`);
    await api.ready();
    const startRssMb = rssMb(api.pid!, 'VmRSS');
    const first = (await (await fetch(`${api.base}/api/list/jobs?type=Job_Fulltime&page=1&count=20`)).json()) as {
      total?: number;
      meta?: { total?: number };
    };
    const next = () => ({ path: '/api/list/jobs?type=Job_Fulltime&page=1&count=20' });
    out(`PGlite jobs list: warm-up ${WARMUP} s, then ${DURATION} s with ${CONNECTIONS} connections ...`);
    await measure({ base: api.base, next, seconds: WARMUP, connections: Math.min(10, CONNECTIONS) });
    const result = await measure({ base: api.base, next, seconds: DURATION, connections: CONNECTIONS });
    const peak = rssMb(api.pid!);
    out(`  ${fmt(result.rps)} req/s, p99 ${result.p99} ms, RSS ${fmt(startRssMb)} MB at start, peak ${fmt(peak)} MB`);
    void first;
    return { students, jobs: Math.round(students / 5), run: result, startRssMb, rssMb: peak };
  } finally {
    await api.stopAndWait();
  }
}

// --- the report ---------------------------------------------------------------------------------

const mark = (ok: boolean) => (ok ? '' : ' ✗');

function datasetTable(r: DatasetResult): string {
  const lines = [
    `#### ${r.dbName}: ${fmt(Number(r.counts.students))} students, ${fmt(Number(r.counts.jobs))} jobs, ` +
      `${fmt(Number(r.counts.applications))} applications, ${fmt(Number(r.counts.notifications))} notifications, ` +
      `${fmt(Number(r.counts.job_alerts))} job alerts (PostgreSQL ${r.pgVersion})`,
    '',
    '| hot path | statements | API req/s | p50 ms | p95 ms | p99 ms | floor req/s | floor p95 ms | ratio to floor | CPU µs an answer, server + PostgreSQL: API / floor | errors | load before → after |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...r.paths
      .filter((p) => !p.dashboard)
      .map((p) => {
        const ratio = p.api.rps / p.floor.rps;
        return (
          `| ${p.name.replace(/\|/g, '\\|')} | ${p.statements} | ${fmt(p.api.rps)} | ${p.api.p50} | ${p.api.p95}${mark(p.api.p95 < TARGET.p95)} | ` +
          `${p.api.p99} | ${fmt(p.floor.rps)} | ${p.floor.p95} | ${ratio.toFixed(2)}${mark(ratio >= TARGET.ratio)} | ` +
          `${cpuCell(p.api)} / ${cpuCell(p.floor)} | ` +
          `${p.api.errors + p.floor.errors} | ${p.api.loadBefore} → ${p.floor.loadAfter} |`
        );
      }),
    '',
    ...dashboardTable(r),
    `Hook-stack probe (GET /api/bench/probe, signed in: token check and session lookup, rate limit, logging, ` +
      `error envelope): ${fmt(r.probe.api.rps)} req/s, p95 ${r.probe.api.p95} ms; bare Fastify hello ` +
      `${fmt(r.probe.hello.rps)} req/s, p95 ${r.probe.hello.p95} ms; ratio ` +
      `**${(r.probe.api.rps / r.probe.hello.rps).toFixed(2)}**${mark(r.probe.api.rps / r.probe.hello.rps >= TARGET.probeRatio)} ` +
      `(load ${r.probe.api.loadBefore} → ${r.probe.hello.loadAfter}).`,
    '',
    (() => {
      const dir = `bench/explain/${r.dbName.replace(/^lbd_scale_/, '')}/`;
      const large = r.seqScans.filter((s) => s.rows >= SEQ_SCAN_ROWS);
      const small = r.seqScans.filter((s) => s.rows < SEQ_SCAN_ROWS);
      return (
        `Plans (${dir}): ${large.length === 0 ? `no sequential scan on a table of ${fmt(SEQ_SCAN_ROWS)} rows or more` : `**sequential scans on large tables: ${large.map((s) => `${s.where} (${fmt(s.rows)} rows)`).join('; ')}**`}` +
        (small.length > 0
          ? `; small tables read whole: ${[...new Set(small.map((s) => `${s.where.split(': ')[1]} (${fmt(s.rows)} rows)`))].join(', ')}.`
          : '.')
      );
    })(),
    '',
  ];
  return lines.join('\n');
}

/** The dashboard widgets: with DASHBOARD_CONNECTIONS connections, against DASHBOARD_TARGET. */
function dashboardTable(r: DatasetResult): string[] {
  const rows = r.paths.filter((p) => p.dashboard);
  if (rows.length === 0) return [];
  return [
    `Dashboard widgets (issue 24), no filter, ${DASHBOARD_CONNECTIONS} connections: targets p95 < ${DASHBOARD_TARGET.p95} ms warm, ` +
      `first answer in the process < ${DASHBOARD_TARGET.firstMs} ms.`,
    '',
    '| dashboard widget | statements | first answer ms | API req/s | p50 ms | p95 ms | p99 ms | floor req/s | floor p95 ms | ratio to floor | CPU µs an answer, server + PostgreSQL: API / floor | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((p) => {
      const ratio = p.api.rps / p.floor.rps;
      return (
        `| ${p.name.replace(/\|/g, '\\|')} | ${p.statements} | ${p.firstMs}${mark((p.firstMs ?? 0) < DASHBOARD_TARGET.firstMs)} | ` +
        `${fmt(p.api.rps)} | ${p.api.p50} | ${p.api.p95}${mark(p.api.p95 < DASHBOARD_TARGET.p95)} | ${p.api.p99} | ` +
        `${fmt(p.floor.rps)} | ${p.floor.p95} | ${ratio.toFixed(2)}${mark(ratio >= TARGET.ratio)} | ` +
        `${cpuCell(p.api)} / ${cpuCell(p.floor)} | ${p.api.errors + p.floor.errors} |`
      );
    }),
    '',
  ];
}

function growthTable(small: DatasetResult, large: DatasetResult): string {
  const rows = large.paths.map((p) => {
    const s = small.paths.find((x) => x.key === p.key);
    const ratio = s ? p.api.p95 / s.api.p95 : NaN;
    // PostgreSQL's CPU time an answer is what grows with the data (deeper indexes, more rows read) and,
    // being CPU time rather than wall time, is little moved by whatever else the cores are doing.
    const dbSmall = s?.api.cpu?.db;
    const dbLarge = p.api.cpu?.db;
    const dbRatio = dbSmall && dbLarge ? (dbLarge / dbSmall).toFixed(2) : '–';
    return `| ${p.name.replace(/\|/g, '\\|')} | ${s?.api.p95 ?? '–'} | ${p.api.p95} | ${ratio.toFixed(2)} | ${dbSmall === undefined ? '?' : fmt(dbSmall)} | ${dbLarge === undefined ? '?' : fmt(dbLarge)} | ${dbRatio} | ${s ? fmt(s.api.rps) : '–'} | ${fmt(p.api.rps)} |`;
  });
  return [
    `#### Growth: ${small.dbName} → ${large.dbName} (${(Number(large.counts.students) / Number(small.counts.students)).toFixed(0)}× the students)`,
    '',
    '| hot path | p95 ms at 10k | p95 ms at 100k | p95 ratio | PostgreSQL CPU µs an answer at 10k | at 100k | CPU ratio | req/s at 10k | req/s at 100k |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    'Logarithmic growth over 10× the data allows a ratio of about log(100k)/log(10k) = 1.25 in the index ' +
      'depth; the plans for both sizes are in bench/explain/10k and bench/explain/100k. The p95 ratio moves with ' +
      'the load of the minute it was measured in; the CPU ratio (PostgreSQL backend time an answer) much less.',
    '',
  ].join('\n');
}

const cpuCell = (m: Measured) => (m.cpu ? `${fmt(m.cpu.server)} + ${fmt(m.cpu.db)}` : '?');

function machine(loadStart: string, loadEnd: string): string {
  const cpus = os.cpus();
  return (
    `Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM, ` +
    `Node ${process.version}, ${os.type()} ${os.release()}. Load average (1/5/15 min) ${loadStart} at the start, ` +
    `${loadEnd} at the end. API, floor, PostgreSQL and autocannon share these cores, and other work may run on them.`
  );
}

function pgliteLine(p: PgliteResult): string {
  return (
    `PGlite (embedded default, ${fmt(p.students)}-student scale dataset): GET /api/list/jobs?type=Job_Fulltime&page=1&count=20 ` +
    `${fmt(p.run.rps)} req/s${mark(p.run.rps >= TARGET.pgliteRps)}, p50 ${p.run.p50} ms, p95 ${p.run.p95} ms, ` +
    `p99 ${p.run.p99} ms${mark(p.run.p99 < TARGET.pgliteP99)}, ${p.run.errors} errors; API RSS ${fmt(p.startRssMb)} MB at start, peak ${fmt(p.rssMb)} MB` +
    `${mark(p.rssMb < TARGET.pgliteRssMb)} (load ${p.run.loadBefore} → ${p.run.loadAfter}).`
  );
}

function writeSection(section: string, marker = 'bench') {
  const start = `<!-- ${marker}:start -->`;
  const end = `<!-- ${marker}:end -->`;
  const existing = fs.existsSync(RESULTS) ? fs.readFileSync(RESULTS, 'utf8') : '# Benchmark results\n';
  const block = `${start}\n${section}\n${end}`;
  const next =
    existing.includes(start) && existing.includes(end)
      ? existing.slice(0, existing.indexOf(start)) + block + existing.slice(existing.indexOf(end) + end.length)
      : `${existing.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(RESULTS, next);
}

// --- main -------------------------------------------------------------------------------------

const loadStart = load();
const started = Date.now();
const urls = values.growth
  ? [`${PG_ROOT}/lbd_scale_10k`, `${PG_ROOT}/lbd_scale_100k`]
  : [process.env.BENCH_DATABASE_URL ?? `${PG_ROOT}/lbd_scale_100k`];
const datasets: DatasetResult[] = [];
if (!values['pglite-only']) {
  // Both datasets are up at once and take turns path by path, so the machine's load (shared, and
  // changing by the minute) falls on the two alike: the growth ratio compares like with like.
  const prepared: Awaited<ReturnType<typeof prepareDataset>>[] = [];
  try {
    for (const [i, url] of urls.entries())
      prepared.push(await prepareDataset(url, API_PORT + 3 * i, API_PORT + 3 * i + 1));
    if (values['probe-fresh']) for (const d of prepared) await d.measureProbe();
    const paths = prepared.map(() => [] as PathResult[]);
    for (const key of prepared[0]!.keys)
      for (const [i, d] of prepared.entries()) paths[i]!.push(await d.measureCase(key));
    const probes = [];
    for (const d of prepared) probes.push(await d.measureProbe());
    for (const [i, d] of prepared.entries())
      datasets.push({
        label: `${fmt(Number(d.counts.students))} students`,
        dbName: d.dbName,
        counts: d.counts,
        pgVersion: d.pgVersion,
        paths: paths[i]!,
        probe: probes[i]!,
        seqScans: d.seqScans,
      });
  } finally {
    for (const d of prepared) await d.close();
  }
}
/** With --only, the PGlite runs whose name holds one of the texts ('jobs', 'portfolio'); both without it. */
const pgliteRun = (name: string) => !values['no-pglite'] && (!only || only.some((t) => name.includes(t)));
const pglite = pgliteRun('pglite jobs list') ? await benchPglite() : undefined;
const pglitePortfolio = pgliteRun('pglite portfolio')
  ? await benchPglitePortfolio({
      port: PGLITE_PORT,
      seconds: DURATION,
      warmup: WARMUP,
      connections: CONNECTIONS,
      measure,
    })
  : undefined;

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
const section = [
  `### \`npm run bench${values.growth ? ' -- --growth' : ''}\` — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  '',
  machine(loadStart, load()),
  `autocannon: ${CONNECTIONS} connections, ${DURATION} s per path after a ${WARMUP} s warm-up at 10 connections; ` +
    `API and floor each use a pool of 10 connections. Whole run: ${minutes} min. ✗ marks a missed target ` +
    `(ratio ≥ ${TARGET.ratio}, p95 < ${TARGET.p95} ms, probe ≥ ${TARGET.probeRatio} of hello, PGlite ≥ ${fmt(TARGET.pgliteRps)} req/s, ` +
    `p99 < ${TARGET.pgliteP99} ms, RSS < ${TARGET.pgliteRssMb} MB).`,
  '',
  ...datasets.map(datasetTable),
  ...(datasets.length === 2 ? [growthTable(datasets[0]!, datasets[1]!)] : []),
  ...(pglite ? [pgliteLine(pglite), ''] : []),
].join('\n');
if (datasets.length > 0 || pglite) out(`\n${section}`);
// The embedded portfolio part has a section of its own, so running it alone keeps the other tables.
const portfolioSection =
  pglitePortfolio &&
  [
    `### \`npm run bench -- --pglite-only --only portfolio\` — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    machine(loadStart, load()),
    '',
    pglitePortfolioTable(pglitePortfolio, CONNECTIONS),
  ].join('\n');
if (portfolioSection) out(`\n${portfolioSection}`);
if (!values['no-write']) {
  if (datasets.length > 0 || pglite) writeSection(section);
  if (portfolioSection) writeSection(portfolioSection, 'bench:pglite-portfolio');
  out(`written to ${path.relative(process.cwd(), RESULTS)}`);
}
const errors = datasets.flatMap((d) => d.paths.filter((p) => p.api.errors + p.floor.errors > 0).map((p) => p.name));
if (errors.length > 0) {
  process.stderr.write(`Non-2xx answers or errors on: ${errors.join('; ')}\n`);
  process.exitCode = 1;
}
