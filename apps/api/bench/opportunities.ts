/*
 * Load test of the opportunity hot paths against a scale dataset on PostgreSQL:
 *
 *   npm run seed:scale                       (once: 100,000 students, 20,000 jobs)
 *   DATABASE_URL=postgres://... npm run bench:opportunities [-- --duration 15 --connections 50 --label "..."]
 *
 * Starts the production API (NODE_ENV=production, no demo seed) on BENCH_PORT (default 3390), gives a
 * generated company profile and a generated student a fresh random password through the API's own
 * password-reset flow (the reset email is read from the outbox table), signs both in, then runs
 * autocannon on each path: a short warm-up, then `duration` seconds with `connections` connections.
 * Every answer's latency is recorded, so p50 / p95 / p99 are exact. Non-2xx answers count as errors.
 * Prints a Markdown table and appends it to bench/RESULTS-opportunities.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { API_DIR, backendPids, cpuMs, cpuSpent, out, percentile, productionApi, signInAs } from './support';
import { SEARCH_TERMS } from '../src/seed/scale/vocabulary';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '4' },
    connections: { type: 'string', default: '50' },
    label: { type: 'string', default: '' },
    only: { type: 'string' },
    'no-write': { type: 'boolean', default: false },
  },
});
const DURATION = Number(values.duration);
const WARMUP = Number(values.warmup);
const CONNECTIONS = Number(values.connections);
const PORT = Number(process.env.BENCH_PORT ?? 3390);
const RESULTS = path.join(API_DIR, 'bench', 'RESULTS-opportunities.md');
const TARGET_P95_MS = 50;

const url = process.env.DATABASE_URL;
if (!url) {
  process.stderr.write('Set DATABASE_URL to the PostgreSQL database `npm run seed:scale` filled.\n');
  process.exit(2);
}

// --- what to load: one company whose job drew the most applicants, one student ----------------
const db = new pg.Client({ connectionString: url });
await db.connect();
const [dataset] = (await db.query(`select version from seed_runs where name = 'scale_dataset'`)).rows as {
  version: string;
}[];
if (!dataset) {
  process.stderr.write('No scale dataset in this database: run `npm run seed:scale` first.\n');
  process.exit(2);
}
const [hot] = (
  await db.query(`
    with busiest as (
      select job_id, count(*) as n from job_applications group by job_id order by n desc limit 200)
    select b.job_id, b.n, p.email
    from busiest b join jobs j on j.id = b.job_id join profiles p on p.id = j.created_by_profile_id
    where p.profile_type = 'COMPANY' and p.email like '%@scale.example'
    order by b.n desc limit 1`)
).rows as { job_id: number; n: string; email: string }[];
const [student] = (
  await db.query(`select p.email from profiles p where p.profile_type = 'STUDENT' and p.email like 's%@scale.example'
    order by p.id limit 1`)
).rows as { email: string }[];
if (!hot || !student) throw new Error('The scale dataset has no company job with applicants or no student.');
const counts = (
  await db.query(`select
      (select count(*) from profiles where profile_type = 'STUDENT') as students,
      (select count(*) from jobs) as jobs,
      (select count(*) from job_applications) as applications`)
).rows[0] as Record<string, string>;
const pgVersion = ((await db.query('show server_version')).rows[0] as { server_version: string }).server_version;

// --- the production API ------------------------------------------------------------------------
const api = productionApi({ url, port: PORT });
const BASE = api.base;
api.start();

interface Case {
  name: string;
  /** The path of each request (called once per request, so it may rotate). */
  path: () => string;
  token?: string;
}

interface Outcome {
  name: string;
  /** CPU milliseconds per answer spent by the API process and by PostgreSQL. */
  apiCpu: number;
  dbCpu: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  requests: number;
  load: string;
}

async function load(c: Case, seconds: number, connections: number, record: boolean): Promise<Outcome> {
  const latencies: number[] = [];
  let bad = 0;
  const pids = await backendPids(db);
  const apiBefore = cpuMs([api.pid!]);
  const dbBefore = cpuMs(pids);
  const instance = autocannon({
    url: BASE,
    connections,
    duration: seconds,
    headers: c.token ? { authorization: `Bearer ${c.token}` } : {},
    requests: [{ method: 'GET', setupRequest: (req: Record<string, unknown>) => ({ ...req, path: c.path() }) }],
  });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (!record) return;
    latencies.push(responseTime);
    if (statusCode < 200 || statusCode >= 300) bad++;
  });
  const result = await instance;
  const answered = Math.max(1, latencies.length);
  const apiCpu = cpuSpent(apiBefore, cpuMs([api.pid!])) / answered;
  const dbCpu = cpuSpent(dbBefore, cpuMs(pids)) / answered;
  latencies.sort((a, b) => a - b);
  const ms = (p: number) => Math.round(percentile(latencies, p) * 10) / 10;
  return {
    name: c.name,
    apiCpu: Math.round(apiCpu * 100) / 100,
    dbCpu: Math.round(dbCpu * 100) / 100,
    rps: latencies.length / seconds,
    p50: ms(50),
    p95: ms(95),
    p99: ms(99),
    errors: bad + result.errors + result.timeouts,
    requests: latencies.length,
    load: os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' '),
  };
}

try {
  out(`starting the production API on ${BASE} ...`);
  await api.ready();
  out('signing in a company and a student through the password-reset flow ...');
  const companyToken = await signInAs(BASE, db, hot.email);
  const studentToken = await signInAs(BASE, db, student.email);

  let q = 0;
  const cases: Case[] = [
    {
      name: 'GET /api/list/jobs_v1?type=Job_Fulltime&page=1&count=20',
      path: () => '/api/list/jobs_v1?type=Job_Fulltime&page=1&count=20',
    },
    {
      name: 'GET /api/list/jobs?type=Internship&page=3&count=20',
      path: () => '/api/list/jobs?type=Internship&page=3&count=20',
    },
    {
      name: `GET /api/search/jobs?query=<${SEARCH_TERMS.length} terms rotated>&page=1&count=20`,
      path: () =>
        `/api/search/jobs?query=${encodeURIComponent(SEARCH_TERMS[q++ % SEARCH_TERMS.length]!)}&page=1&count=20`,
    },
    {
      name: `GET /api/job_applicants?job_id=<job with ${Number(hot.n).toLocaleString('en-IN')} applicants>&page=1&count=20 (company)`,
      path: () => `/api/job_applicants?job_id=${hot.job_id}&page=1&count=20`,
      token: companyToken,
    },
    { name: 'GET /api/recommended/jobs (student)', path: () => '/api/recommended/jobs', token: studentToken },
  ].filter((c) => !values.only || c.name.includes(values.only));

  // Every path must answer 2xx before it is loaded.
  for (const c of cases) {
    const res = await fetch(`${BASE}${c.path()}`, { headers: c.token ? { authorization: `Bearer ${c.token}` } : {} });
    if (!res.ok) throw new Error(`${c.name} answered ${res.status}: ${await res.text()}`);
  }

  const outcomes: Outcome[] = [];
  for (const c of cases) {
    out(`${c.name}: warm-up ${WARMUP} s, then ${DURATION} s with ${CONNECTIONS} connections ...`);
    await load(c, WARMUP, Math.min(10, CONNECTIONS), false);
    const o = await load(c, DURATION, CONNECTIONS, true);
    outcomes.push(o);
    out(
      `  ${o.rps.toFixed(0)} req/s, p50 ${o.p50} ms, p95 ${o.p95} ms, p99 ${o.p99} ms, ${o.errors} errors, ` +
        `CPU per answer: API ${o.apiCpu} ms, PostgreSQL ${o.dbCpu} ms (load ${o.load})`,
    );
  }

  const cpus = os.cpus();
  const table = [
    `## ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC${values.label ? ` — ${values.label}` : ''}`,
    '',
    `Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GB RAM, ` +
      `Node ${process.version}, PostgreSQL ${pgVersion}. Dataset: ${Number(counts.students).toLocaleString('en-IN')} students, ` +
      `${Number(counts.jobs).toLocaleString('en-IN')} jobs, ${Number(counts.applications).toLocaleString('en-IN')} applications (${dataset.version}).`,
    `autocannon: ${CONNECTIONS} connections, ${DURATION} s per path after a ${WARMUP} s warm-up; API, PostgreSQL and autocannon share the machine.`,
    '',
    '| path | req/s | p50 ms | p95 ms | p99 ms | errors | CPU ms per answer (API + PostgreSQL) | load average (1/5/15 min) at the end |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...outcomes.map(
      (o) =>
        `| ${o.name.replace(/\|/g, '\\|')} | ${o.rps.toFixed(0)} | ${o.p50} | ${o.p95}${o.p95 > TARGET_P95_MS ? ' ⚠' : ''} | ${o.p99} | ${o.errors} | ${o.apiCpu} + ${o.dbCpu} | ${o.load} |`,
    ),
    '',
  ].join('\n');
  out(`\n${table}`);
  if (!values['no-write']) {
    const head = fs.existsSync(RESULTS)
      ? ''
      : '# Opportunity hot paths under load\n\nWritten by `npm run bench:opportunities` (newest last). Target: p95 under 50 ms.\n\n';
    fs.appendFileSync(RESULTS, `${head}${table}\n`);
    out(`appended to ${path.relative(process.cwd(), RESULTS)}`);
  }
  const failed = outcomes.filter((o) => o.errors > 0);
  if (failed.length > 0) {
    process.stderr.write(`Non-2xx answers or errors on: ${failed.map((o) => o.name).join('; ')}\n`);
    process.exitCode = 1;
  }
} finally {
  // Let the last in-flight requests finish before the server drains and closes its pool.
  await new Promise((r) => setTimeout(r, 5000));
  api.stop();
  await db.end();
}
