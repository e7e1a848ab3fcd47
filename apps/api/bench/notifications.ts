/*
 * Notifications at scale, against PostgreSQL:
 *
 *   createdb -h 127.0.0.1 -U postgres lbd_bench_notifications
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/lbd_bench_notifications npm run bench:notifications
 *     [-- --students 100000 --notifications 10000 --duration 15 --connections 10 --label "..."]
 *
 * Prepares what it needs in the database itself (idempotent; generated accounts end in @bench.example
 * and have no password): `--students` active students who chose the career path 'Software Engineer'
 * (plus one inactive student in ten, who must get nothing), a company, `--notifications` bell items
 * for one of the students, and `--background` bell items spread over the others (the table's size in
 * the scale dataset: a million). Then starts the production API (NODE_ENV=production, its own queue
 * workers: delivery runs in the API process, the harder case) and measures:
 *
 *  (a) fan-out: the company publishes one job for that career path through the API; the time from the
 *      outbox row to its delivery to every matching student, while autocannon keeps requesting the
 *      student's job alerts; their p95 is compared with the same load before the publish;
 *  (b) the bell list of the student with `--notifications` items (first page, a category, a deep page)
 *      and the job alerts list, under autocannon.
 *
 * Prints a Markdown table and appends it to bench/RESULTS-notifications.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  API_DIR,
  apiCaller,
  backendPids,
  cpuMs,
  cpuSpent,
  out,
  percentile,
  productionApi,
  signInAs,
} from './support';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '100000' },
    notifications: { type: 'string', default: '10000' },
    background: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    label: { type: 'string', default: '' },
    'no-write': { type: 'boolean', default: false },
  },
});
const STUDENTS = Number(values.students);
const BELL_ITEMS = Number(values.notifications);
const BACKGROUND = Number(values.background);
const DURATION = Number(values.duration);
const WARMUP = Number(values.warmup);
const CONNECTIONS = Number(values.connections);
const PORT = Number(process.env.BENCH_PORT ?? 3391);
const RESULTS = path.join(API_DIR, 'bench', 'RESULTS-notifications.md');
const FANOUT_TARGET_S = 60;
const LIST_TARGET_P95_MS = 30;
const CAREER_PATH = 'Software Engineer';

const url = process.env.DATABASE_URL;
if (!url) {
  process.stderr.write('Set DATABASE_URL to a PostgreSQL database (an empty one is fine: the script prepares it).\n');
  process.exit(2);
}
const db = new pg.Client({ connectionString: url });
await db.connect();
const one = async <T>(text: string, params: unknown[] = []) => (await db.query(text, params)).rows[0] as T;

// --- the production API (it migrates and seeds the catalogue on start) --------------------------
const api = productionApi({ url, port: PORT });
const BASE = api.base;
const call = apiCaller(BASE);

// --- the data ------------------------------------------------------------------------------------
async function prepare() {
  const role = await one<{ id: number } | undefined>('select id from job_roles where name = $1', [CAREER_PATH]);
  if (!role) throw new Error(`The catalogue has no career path '${CAREER_PATH}'.`);
  const org = await one<{ id: number }>(`select id from orgs where org_type = 'COMPANY' order by id limit 1`);
  const have = Number(
    (await one<{ n: string }>(`select count(*) as n from users where email like 'nb%@bench.example'`)).n,
  );
  // One inactive student in ten on top of the active ones.
  const want = Math.ceil(STUDENTS / 0.9);
  if (have < want) {
    out(`generating ${(want - have).toLocaleString('en-IN')} students (1 in 10 inactive) ...`);
    const started = Date.now();
    await db.query('begin');
    await db.query(
      `insert into users (id, name, email, email_verified)
       select 'nb' || lpad(g::text, 7, '0'), 'Bench Student ' || g, 'nb' || lpad(g::text, 7, '0') || '@bench.example', true
       from generate_series($1::int + 1, $2::int) g`,
      [have, want],
    );
    await db.query(
      `insert into profiles (user_id, profile_type, first_name, last_name, full_name, email, active, terms_nd_cond)
       select 'nb' || lpad(g::text, 7, '0'), 'STUDENT', 'Bench', 'Student', 'Bench Student ' || g,
              'nb' || lpad(g::text, 7, '0') || '@bench.example', g % 10 <> 0, true
       from generate_series($1::int + 1, $2::int) g`,
      [have, want],
    );
    // The career path, and up to two others.
    const fresh = `p.user_id ~ '^nb[0-9]{7}$' and p.user_id > 'nb' || lpad($2::text, 7, '0')`;
    await db.query(
      `insert into portfolio_job_roles (profile_id, job_role_id) select p.id, $1 from profiles p where ${fresh}`,
      [role.id, have],
    );
    await db.query(
      `insert into portfolio_job_roles (profile_id, job_role_id)
       select p.id, r.id from profiles p cross join lateral (
         select id from job_roles where id <> $1 order by id offset p.id % 20 limit p.id % 3) r
       where ${fresh}
       on conflict do nothing`,
      [role.id, have],
    );
    await db.query('commit');
    await db.query('analyze users; analyze profiles; analyze portfolio_job_roles');
    out(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  // The company that publishes, approved.
  await db.query(
    `insert into users (id, name, email, email_verified) values ('nbcompany', 'Bench Company', 'nbcompany@bench.example', true)
     on conflict do nothing`,
  );
  await db.query(
    `insert into profiles (user_id, profile_type, first_name, full_name, email, active, terms_nd_cond, my_org_id)
     values ('nbcompany', 'COMPANY', 'Bench', 'Bench Company', 'nbcompany@bench.example', true, true, $1)
     on conflict do nothing`,
    [org.id],
  );
  const viewer = await one<{ id: number; email: string }>(`select id, email from profiles where user_id = 'nb0000001'`);
  const company = await one<{ id: number }>(`select id from profiles where user_id = 'nbcompany'`);
  // The viewer's bell: BELL_ITEMS items of every category, some by the company, a third unviewed.
  const bell = Number(
    (await one<{ n: string }>('select count(*) as n from notifications where profile_id = $1', [viewer.id])).n,
  );
  if (bell < BELL_ITEMS) {
    out(`giving the viewer ${(BELL_ITEMS - bell).toLocaleString('en-IN')} more bell notifications ...`);
    await db.query(
      `insert into notifications (profile_id, activity_type, activity_key, performer_profile_id, event_id, message, viewed, inserted_at)
       select $1, k.type, k.key, case when g % 2 = 0 then $3::int end, g, 'Bench notification ' || g, g % 3 <> 0,
              now() - make_interval(mins => $2::int - g)
       from generate_series(1, $2::int - $4::int) g
       cross join lateral (select (array['event_alert','application_status','club_join_accepted','post_like','quest'])[1 + g % 5] as type,
                                  (array['events','jobs','clubs','posts','learning'])[1 + g % 5] as key) k`,
      [viewer.id, BELL_ITEMS, company.id, bell],
    );
    await db.query('analyze notifications');
  }
  // Everyone else's bells: the table at its realistic size, ten items per bench student.
  const total = Number((await one<{ n: string }>('select count(*) as n from notifications')).n);
  if (total < BACKGROUND + BELL_ITEMS) {
    const missing = BACKGROUND + BELL_ITEMS - total;
    out(`writing ${missing.toLocaleString('en-IN')} bell notifications for the other students ...`);
    const started = Date.now();
    await db.query(
      `insert into notifications (profile_id, activity_type, activity_key, event_id, message, viewed, inserted_at)
       select p.id, 'event_alert', 'events', g, 'Bench notification ' || g, g % 2 = 0, now() - make_interval(hours => g)
       from (select id from profiles where user_id ~ '^nb[0-9]{7}$' and user_id <> 'nb0000001' order by id
             limit ceil($1::numeric / 10)) p
       cross join generate_series(1, 10) g
       limit $1`,
      [missing],
    );
    await db.query('vacuum analyze notifications');
    out(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return { role: role.id, viewer, company };
}

// --- measuring -----------------------------------------------------------------------------------
interface Outcome {
  name: string;
  connections: number;
  /** CPU milliseconds per answer: the API process, PostgreSQL. */
  apiCpu: number;
  dbCpu: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  requests: number;
  seconds: number;
}

/** Load a path for `seconds` (or until `stopWhen` resolves); every answer's latency is kept. */
async function load(
  name: string,
  pathname: string,
  token: string,
  opts: { seconds: number; connections: number; record?: boolean; stopWhen?: Promise<unknown> },
): Promise<Outcome> {
  const latencies: number[] = [];
  let bad = 0;
  const pids = await backendPids(db);
  const apiBefore = cpuMs([api.pid!]);
  const dbBefore = cpuMs(pids);
  const started = Date.now();
  const instance = autocannon({
    url: `${BASE}${pathname}`,
    connections: opts.connections,
    duration: opts.seconds,
    headers: { authorization: `Bearer ${token}` },
  });
  instance.on('response', (_c: unknown, status: number, _b: number, ms: number) => {
    latencies.push(ms);
    if (status < 200 || status >= 300) bad++;
  });
  void opts.stopWhen?.then(() => instance.stop());
  const result = await instance;
  const seconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const ms = (p: number) => Math.round(percentile(latencies, p) * 10) / 10;
  const answered = Math.max(1, latencies.length);
  return {
    name,
    connections: opts.connections,
    apiCpu: Math.round((cpuSpent(apiBefore, cpuMs([api.pid!])) / answered) * 100) / 100,
    dbCpu: Math.round((cpuSpent(dbBefore, cpuMs(pids)) / answered) * 100) / 100,
    rps: latencies.length / seconds,
    p50: ms(50),
    p95: ms(95),
    p99: ms(99),
    errors: bad + result.errors + result.timeouts,
    requests: latencies.length,
    seconds,
  };
}

const row = (o: Outcome, target?: number) =>
  `| ${o.name.replace(/\|/g, '\\|')} | ${o.connections} | ${o.requests} | ${o.rps.toFixed(0)} | ${o.p50} | ${o.p95}${target && o.p95 > target ? ' ⚠' : ''} | ${o.p99} | ${o.errors} | ${o.apiCpu} + ${o.dbCpu} |`;
const HEADER = [
  '| path | connections | requests | req/s | p50 ms | p95 ms | p99 ms | errors | CPU ms per answer (API + PostgreSQL) |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
];

try {
  out(`starting the production API on ${BASE} (it migrates and seeds the catalogue) ...`);
  api.start();
  await api.ready();
  const { role, viewer } = await prepare();
  out('signing in the viewer and the company through the password-reset flow ...');
  const viewerToken = await signInAs(BASE, db, viewer.email);
  const companyToken = await signInAs(BASE, db, 'nbcompany@bench.example');
  const recipients = Number(
    (
      await one<{ n: string }>(
        `select count(*) as n from profiles p where p.profile_type = 'STUDENT' and p.active
         and exists (select 1 from portfolio_job_roles r where r.profile_id = p.id and r.job_role_id = $1)`,
        [role],
      )
    ).n,
  );
  const alertsPath = '/api/job_notifications?page=1';

  // (a) fan-out of one job alert, with a concurrent request stream.
  out(`baseline: ${alertsPath} for ${DURATION} s with ${CONNECTIONS} connections ...`);
  await load('warm-up', alertsPath, viewerToken, { seconds: WARMUP, connections: CONNECTIONS });
  const baseline = await load(`GET ${alertsPath} (student), before the fan-out`, alertsPath, viewerToken, {
    seconds: DURATION,
    connections: CONNECTIONS,
  });
  out(`  p95 ${baseline.p95} ms`);

  const job = await call(
    'POST',
    '/api/jobs',
    {
      title: `Bench Backend Engineer ${new Date().toISOString()}`,
      type: 'Job_Fulltime',
      description: 'Services, queues and databases for a platform used by a lakh students.',
      location: 'Pune',
      is_remote: false,
      salary_min: 60_000_000,
      salary_max: 90_000_000,
      open_positions: 10,
      apply_by: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      job_role_ids: [role],
    },
    companyToken,
  );
  out(`publishing job ${job.id} to ${recipients.toLocaleString('en-IN')} matching students ...`);
  let resolveDone!: () => void;
  const done = new Promise<void>((r) => (resolveDone = r));
  const during = load(`GET ${alertsPath} (student), during the fan-out`, alertsPath, viewerToken, {
    seconds: 600,
    connections: CONNECTIONS,
    stopWhen: done,
  });
  await new Promise((r) => setTimeout(r, 1000));
  await call('POST', `/api/jobs/${job.id}/publish`, undefined, companyToken);
  let fanout: { queued_s: number; delivery_s: number; total_s: number; delivered: number } | null = null;
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    const o = await one<
      { inserted_at: Date; attempted_at: Date | null; delivered_at: Date | null; first: Date | null } | undefined
    >(
      `select o.inserted_at, o.attempted_at, o.delivered_at,
              (select min(inserted_at) from job_notifications where outbox_id = o.id) as first
       from notification_outbox o where payload->>'job_id' = $1`,
      [String(job.id)],
    );
    if (o?.delivered_at) {
      const delivered = Number(
        (await one<{ n: string }>('select count(*) as n from job_notifications where job_id = $1', [job.id])).n,
      );
      const start = o.first ?? o.inserted_at;
      fanout = {
        queued_s: (start.getTime() - o.inserted_at.getTime()) / 1000,
        delivery_s: (o.delivered_at.getTime() - start.getTime()) / 1000,
        total_s: (o.delivered_at.getTime() - o.inserted_at.getTime()) / 1000,
        delivered,
      };
      break;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  resolveDone();
  const duringOutcome = await during;
  if (!fanout) throw new Error('The fan-out did not finish within ten minutes.');
  out(
    `  delivered ${fanout.delivered.toLocaleString('en-IN')} alerts: ${fanout.delivery_s.toFixed(1)} s of delivery ` +
      `(${fanout.total_s.toFixed(1)} s from publish, the queue's pick-up included); concurrent p95 ${duringOutcome.p95} ms`,
  );

  // (b) lists for a user with many notifications.
  const cases = [
    ['GET /api/myprofile/list/notifications (first page)', '/api/myprofile/list/notifications'],
    [
      'GET /api/myprofile/list/notifications?activity_key=events',
      '/api/myprofile/list/notifications?activity_key=events',
    ],
    [
      'GET /api/myprofile/list/notifications?page=250 (items 4,981-5,000)',
      '/api/myprofile/list/notifications?page=250',
    ],
    ['GET /api/job_notifications (first page)', alertsPath],
  ] as const;
  const lists: Outcome[] = [];
  // One connection: the time of one request; then `connections` at once, queueing on two cores.
  for (const connections of [...new Set([1, CONNECTIONS])])
    for (const [name, p] of cases) {
      out(`${name}: warm-up ${WARMUP} s, then ${DURATION} s with ${connections} connection(s) ...`);
      await load(name, p, viewerToken, { seconds: WARMUP, connections });
      const o = await load(name, p, viewerToken, { seconds: DURATION, connections });
      lists.push(o);
      out(
        `  ${o.rps.toFixed(0)} req/s, p50 ${o.p50} ms, p95 ${o.p95} ms, p99 ${o.p99} ms, ${o.errors} errors, ` +
          `CPU per answer: API ${o.apiCpu} ms, PostgreSQL ${o.dbCpu} ms`,
      );
    }

  const bellTotal = Number(
    (await one<{ n: string }>('select count(*) as n from notifications where profile_id = $1', [viewer.id])).n,
  );
  const tableTotal = Number((await one<{ n: string }>('select count(*) as n from notifications')).n);
  const pgVersion = (await one<{ server_version: string }>('show server_version')).server_version;
  const cpus = os.cpus();
  const table = [
    `## ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC${values.label ? ` — ${values.label}` : ''}`,
    '',
    `Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GB RAM, ` +
      `Node ${process.version}, PostgreSQL ${pgVersion}; load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} at the end. API (with its queue workers), PostgreSQL and autocannon share the machine.`,
    '',
    `(a) Fan-out of one job alert to ${fanout.delivered.toLocaleString('en-IN')} matching active students ` +
      `(target under ${FANOUT_TARGET_S} s): **${fanout.delivery_s.toFixed(1)} s** of delivery, ` +
      `${fanout.total_s.toFixed(1)} s from the publish request's commit (${fanout.queued_s.toFixed(1)} s of it waiting for the queue's poll)` +
      `${fanout.total_s > FANOUT_TARGET_S ? ' ⚠' : ''}. Concurrent requests, ${CONNECTIONS} connections:`,
    '',
    ...HEADER,
    row(baseline),
    row(duringOutcome),
    '',
    `(b) Lists of a student with ${bellTotal.toLocaleString('en-IN')} bell notifications among ${tableTotal.toLocaleString('en-IN')} ` +
      `(target p95 under ${LIST_TARGET_P95_MS} ms), ${DURATION} s each after a ${WARMUP} s warm-up:`,
    '',
    ...HEADER,
    ...lists.map((o) => row(o, LIST_TARGET_P95_MS)),
    '',
  ].join('\n');
  out(`\n${table}`);
  if (!values['no-write']) {
    const head = fs.existsSync(RESULTS)
      ? ''
      : '# Notifications at scale\n\nWritten by `npm run bench:notifications` (newest last). Targets: a 100,000-student fan-out under 60 s without blocking requests; list p95 under 30 ms for a user with 10,000 notifications.\n\n';
    fs.appendFileSync(RESULTS, `${head}${table}\n`);
    out(`appended to ${path.relative(process.cwd(), RESULTS)}`);
  }
  const failed = [baseline, duringOutcome, ...lists].filter((o) => o.errors > 0);
  if (failed.length > 0) {
    process.stderr.write(`Non-2xx answers or errors on: ${failed.map((o) => o.name).join('; ')}\n`);
    process.exitCode = 1;
  }
} finally {
  await new Promise((r) => setTimeout(r, 2000));
  api.stop();
  await db.end();
}
