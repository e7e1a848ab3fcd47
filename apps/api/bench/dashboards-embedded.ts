/*
 * `npm run bench:dashboards`: every dashboard call on the embedded default (PGlite) with the demo data
 * of a fresh start, as each demo account: the first answer in the process and the median of 20 more.
 * Target (issue 24): under 100 ms. Prints a table and writes it between <!-- bench:dashboards:start -->
 * and <!-- bench:dashboards:end --> in bench/RESULTS.md. The 100k PostgreSQL figures come from
 * `npm run bench -- --only dash`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_DIR, out, productionApi } from './support';

const PORT = Number(process.env.BENCH_PORT ?? 3396);
const TARGET_MS = 100;
const REPEATS = 20;
const RESULTS = path.join(API_DIR, 'bench', 'RESULTS.md');

const CALLS: [role: string, path: string][] = [
  ['Student', '/api/student_dashboard'],
  ['Mentor', '/api/mentor_dashboard'],
  ['Company', '/api/get_created_entities_counts'],
  ['Company', '/api/org_dashboard/application_stats'],
  ['Admin', '/api/admin/dashboard'],
  ['Institution', '/api/fetch_counters'],
  ['Institution', '/api/split_by_branch'],
  ['Institution', '/api/institute_dashboard/placement'],
  ['Institution', '/api/fetch_histogram_academic'],
  ['Institution', '/api/fetch_top_skills'],
  ['Institution', '/api/skills_dashboard'],
  ['Institution', '/api/show_skills_dashboard?type=jobs'],
  ['Institution', '/api/enrollment_dashboard?kind=events&group=month'],
  ['Institution', '/api/enrollment_listing?kind=events'],
  ['Institution', '/api/list_org_advisor_entities_counts'],
  ['Institution', '/api/show_training_student_jobs'],
];

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbd-bench-dashboards-'));
  const api = productionApi({ dataDir, port: PORT, env: { SEED_DEMO: 'true', QUEUE_WORKERS: 'false' } });
  try {
    api.start();
    out(`starting the production API on the embedded database with the demo data (${dataDir}) ...`);
    await api.ready();
    // The demo sign-ins a fresh start prints, kept in DATA_DIR.
    const accounts = new Map(
      fs
        .readFileSync(path.join(dataDir, 'demo-accounts.txt'), 'utf8')
        .split('\n')
        .map((l) => l.trim().split(/\s+/))
        .filter((w) => w.length === 3 && w[1]!.includes('@'))
        .map(([role, email, password]) => [role!, { email: email!, password: password! }]),
    );
    const tokens = new Map<string, string>();
    for (const [role, { email, password }] of accounts) {
      const res = await fetch(`${api.base}/api/identity/sign_in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      tokens.set(role, ((await res.json()) as { data: { access_token: string } }).data.access_token);
    }
    const rows: string[] = [];
    for (const [role, call] of CALLS) {
      const times: number[] = [];
      let status = 0;
      for (let i = 0; i <= REPEATS; i++) {
        const started = performance.now();
        const res = await fetch(`${api.base}${call}`, { headers: { authorization: `Bearer ${tokens.get(role)}` } });
        await res.arrayBuffer();
        status = res.status;
        times.push(performance.now() - started);
      }
      const first = times.shift()!;
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)]!;
      const mark = (ms: number) => (ms < TARGET_MS ? '' : ' ✗');
      rows.push(
        `| GET ${call} (${role.toLowerCase()}) | ${status} | ${first.toFixed(1)}${mark(first)} | ${median.toFixed(1)}${mark(median)} |`,
      );
      out(rows.at(-1)!);
    }
    const section = [
      `### \`npm run bench:dashboards\` — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      '',
      `Embedded PGlite with the demo data of a fresh start, one call at a time as each demo account; target < ${TARGET_MS} ms. ` +
        `Load average ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')} at the end.`,
      '',
      '| call | status | first answer ms | median of 20 ms |',
      '|---|---:|---:|---:|',
      ...rows,
    ].join('\n');
    const start = '<!-- bench:dashboards:start -->';
    const end = '<!-- bench:dashboards:end -->';
    const existing = fs.readFileSync(RESULTS, 'utf8');
    const block = `${start}\n${section}\n${end}`;
    fs.writeFileSync(
      RESULTS,
      existing.includes(start)
        ? existing.slice(0, existing.indexOf(start)) + block + existing.slice(existing.indexOf(end) + end.length)
        : `${existing.trimEnd()}\n\n${block}\n`,
    );
    out('written to bench/RESULTS.md');
  } finally {
    await api.stopAndWait();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
