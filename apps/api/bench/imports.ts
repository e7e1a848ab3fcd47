/*
 * Bulk imports at scale, over loopback against the production API on PostgreSQL (issue 29):
 *
 *   createdb -h 127.0.0.1 -U postgres lbd_bench_imports
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/lbd_bench_imports npm run bench:imports [-- --rows 10000]
 *
 * A bench institute's staff uploads a CSV of `--rows` new students (every 50th row in error), runs the dry
 * run and commits it, through the API with its queue worker. Meanwhile a probe asks the API for the
 * import every 100 ms (another request, as a second user of the page would): its latencies give the p95
 * the API keeps while the import runs. The API process's resident memory is sampled every 500 ms.
 * Then the same file is sent again (nothing to change) and the first import is undone.
 *
 * Prints a Markdown table and writes bench/RESULTS-imports.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { hashPassword } from '../src/modules/identity/password-hash';
import { API_DIR, apiCaller, benchAccounts, out, percentile, productionApi } from './support';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '10000' } } });
const ROWS = Number(values.rows);
const PASSWORD = 'bench import password 2026';
const PORT = Number(process.env.BENCH_PORT ?? 3394);
const TARGETS = { dryRunS: 60, commitS: 60, probeP95: 100 };
const url = process.env.DATABASE_URL;
if (!url) {
  process.stderr.write('Set DATABASE_URL to a PostgreSQL database (an empty one is fine: the script prepares it).\n');
  process.exit(2);
}

const db = new pg.Client({ connectionString: url });
await db.connect();
const api = productionApi({ url, port: PORT });
out('Starting the production API (it migrates and seeds the catalogue) ...');
api.start();
await api.ready();
const call = apiCaller(api.base);

// The bench institute's staff: an approved, active member of the first institute.
await benchAccounts(db, ['imstaff'], await hashPassword(PASSWORD));
const org = Number(
  (await db.query(`select id from orgs where org_type = 'INSTITUTION' order by id limit 1`)).rows[0].id,
);
await db.query(
  `update profiles set profile_type = 'INSTITUTION', my_org_id = $1, org_membership = 'MEMBER', active = true
  where user_id = 'imstaff'`,
  [org],
);
// A fresh run: the students of earlier runs go (their imports with them).
await db.query(`delete from users where email like 'bench.import.%'`);
await db.query(`delete from imports where org_id = $1`, [org]);
const token = String(
  (await call('POST', '/api/identity/sign_in', { email: 'imstaff@bench.example', password: PASSWORD })).access_token,
);
const auth = { authorization: `Bearer ${token}` };

const lines = ['Email,First name,Last name,Batch,Roll number'];
for (let i = 1; i <= ROWS; i++) {
  const batch = i % 50 === 0 ? '1850' : String(2025 + (i % 4));
  lines.push(`bench.import.${i}@college.example.in,Student,Number,${batch},BR${i}`);
}
const csv = Buffer.from(lines.join('\r\n'));

async function upload(): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'students.csv');
  const res = await fetch(`${api.base}/api/imports?tool=profiles`, { method: 'POST', body: form, headers: auth });
  if (res.status !== 201) throw new Error(`upload ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: { id: number } }).data.id;
}
const get = async (id: number) =>
  (await call('GET', `/api/imports/${id}`, undefined, token)) as {
    status: string;
    counts: Record<string, number>;
  };

/** Waits for a phase while the probe runs; answers seconds, probe latencies and peak RSS (MB). */
async function phase(id: number, start: () => Promise<unknown>, until: string[]) {
  const latencies: number[] = [];
  let peak = 0;
  let running = true;
  const probe = (async () => {
    while (running) {
      const t = performance.now();
      await fetch(`${api.base}/api/imports/${id}`, { headers: auth }).then((r) => r.arrayBuffer());
      latencies.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const memory = setInterval(() => {
    try {
      const status = fs.readFileSync(`/proc/${api.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      peak = Math.max(peak, kb / 1024);
    } catch {
      // not on Linux
    }
  }, 500);
  const started = performance.now();
  await start();
  let record = await get(id);
  while (!until.includes(record.status)) {
    await new Promise((r) => setTimeout(r, 250));
    record = await get(id);
  }
  const seconds = (performance.now() - started) / 1000;
  running = false;
  await probe;
  clearInterval(memory);
  latencies.sort((a, b) => a - b);
  return { seconds, p95: percentile(latencies, 95), peak, record };
}

const body = (b: object) => b;
const id = await upload();
const mapping = {
  Email: 'email',
  'First name': 'first_name',
  'Last name': 'last_name',
  Batch: 'batch',
  'Roll number': 'roll_number',
};
const dry = await phase(id, () => call('PUT', `/api/imports/${id}/plan`, body({ mapping }), token), [
  'validated',
  'failed',
]);
out(`dry run: ${dry.seconds.toFixed(1)} s, ${JSON.stringify(dry.record.counts)}, probe p95 ${dry.p95.toFixed(1)} ms`);
const commit = await phase(id, () => call('POST', `/api/imports/${id}/commit`, body({}), token), [
  'committed',
  'failed',
]);
out(`commit: ${commit.seconds.toFixed(1)} s, probe p95 ${commit.p95.toFixed(1)} ms`);
const again = await upload();
const resend = await phase(again, () => call('PUT', `/api/imports/${again}/plan`, body({ mapping }), token), [
  'validated',
  'failed',
]);
out(`same file again: ${JSON.stringify(resend.record.counts)}`);
const undo = await phase(id, () => call('POST', `/api/imports/${id}/undo`, undefined, token), ['undone', 'failed']);
const left = Number((await db.query(`select count(*) from users where email like 'bench.import.%'`)).rows[0].count);
out(`undo: ${undo.seconds.toFixed(1)} s, students left ${left}`);

const ok = (v: boolean) => (v ? 'met' : 'MISSED');
const table = [
  `| ${ROWS.toLocaleString('en-IN')} rows | seconds | API p95 meanwhile (ms) | API peak RSS (MB) | target |`,
  '|---|---|---|---|---|',
  `| dry run | ${dry.seconds.toFixed(1)} | ${dry.p95.toFixed(1)} | ${dry.peak.toFixed(0)} | < ${TARGETS.dryRunS} s, p95 < ${TARGETS.probeP95} ms: ${ok(dry.seconds < TARGETS.dryRunS && dry.p95 < TARGETS.probeP95)} |`,
  `| commit | ${commit.seconds.toFixed(1)} | ${commit.p95.toFixed(1)} | ${commit.peak.toFixed(0)} | < ${TARGETS.commitS} s, p95 < ${TARGETS.probeP95} ms: ${ok(commit.seconds < TARGETS.commitS && commit.p95 < TARGETS.probeP95)} |`,
  `| same file again (dry run) | ${resend.seconds.toFixed(1)} | ${resend.p95.toFixed(1)} | ${resend.peak.toFixed(0)} | changes nothing: ${ok(resend.record.counts.create === 0 && resend.record.counts.update === 0)} |`,
  `| undo | ${undo.seconds.toFixed(1)} | ${undo.p95.toFixed(1)} | ${undo.peak.toFixed(0)} | removes every created student: ${ok(left === 0)} |`,
].join('\n');
out('\n' + table);
fs.writeFileSync(
  path.join(API_DIR, 'bench', 'RESULTS-imports.md'),
  `# Bulk imports (issue 29)\n\n${new Date().toISOString().slice(0, 10)}, PostgreSQL on 127.0.0.1, the production API with its queue worker, 2 cores.\nRe-run: \`npm run bench:imports\` (see the head of bench/imports.ts).\n\n${table}\n`,
);
await db.end();
process.exit(0);
