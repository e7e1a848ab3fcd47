/*
 * How the peer-activity paths hold up with a whole class in one activity: N students (default 200)
 * are enrolled by list, submit, get reviewers allocated, evaluate their allocated peers with a rubric
 * file (each evaluation recomputes the median), and read the peer lists while a mentor reads the
 * dashboard. Every request goes through the whole API in process (app.inject: routing, auth, rate
 * limit, validation, serialization; no socket), on a fresh PGlite by default or on the empty
 * PostgreSQL database named by BENCH_DATABASE_URL. Prints a table and writes bench/RESULTS-activities.md.
 *
 *   npm run bench:activities -- --students 200
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../src/db/client';
import { seedDatabase } from '../src/seed';
import { createTestApp } from '../test/app';
import { bearer, buildAdmin, buildUser } from '../test/factories';
import { activityBody, createActivity, PDF_BYTES, uploadFile } from '../test/factories/activities';
import { API_DIR, out, percentile } from './support';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const STUDENTS = arg('students', 200);
const READS = arg('reads', 100);

interface Row {
  step: string;
  count: number;
  total: number;
  samples: number[];
}
const rows: Row[] = [];

/** Runs `n` calls one after another, timing each; a non-2xx answer stops the run. */
async function timed(step: string, n: number, call: (i: number) => Promise<{ statusCode: number; body: string }>) {
  const samples: number[] = [];
  const start = performance.now();
  for (let i = 0; i < n; i += 1) {
    const t0 = performance.now();
    const res = await call(i);
    samples.push(performance.now() - t0);
    if (res.statusCode >= 300) throw new Error(`${step} #${i}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  }
  rows.push({ step, count: n, total: performance.now() - start, samples: samples.sort((a, b) => a - b) });
}

const url = process.env.BENCH_DATABASE_URL;
const kind = url ? 'PostgreSQL' : 'PGlite (in memory)';
out(`Preparing ${STUDENTS} students on ${kind} ...`);
const database = url
  ? await openDatabase({ kind: 'postgres', url })
  : await openDatabase({ kind: 'pglite', client: await PGlite.create() });
await database.migrate();
await seedDatabase(database.db, { demo: false });
const now = new Date();
const t = await createTestApp({ clock: () => now, database });
const { app } = t;
const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const admin = await buildAdmin(app);
const mentor = await buildUser(app, 'ADVISOR');
const students: Awaited<ReturnType<typeof buildUser>>[] = [];
for (let i = 0; i < STUDENTS; i += 1) students.push(await buildUser(app, 'STUDENT'));
const id = await createActivity(app, mentor.token, activityBody(now, { spread_threshold: 20 }));

const my = new Map<number, number>();
await timed('enrol the class by list (one request)', 1, async () => {
  const res = await call('POST', `/api/assignments/${id}/enroll`, mentor.token, {
    profile_ids: students.map((s) => s.profileId),
  });
  if (res.statusCode === 200)
    for (const e of res.json().data.enrolled as { profile_id: number; my_assignment_id: number }[])
      my.set(e.profile_id, e.my_assignment_id);
  return res;
});

await timed('submit (POST my_assignment_submit)', STUDENTS, (i) =>
  call('POST', '/api/my_profile/my_assignment_submit', students[i]!.token, {
    my_assignment_id: my.get(students[i]!.profileId),
    description: `Answer ${i}: a steel truss of 12 m carrying 5 kN/m², with the load path explained.`,
  }),
);

await timed('allocate reviewers, 3 per submission (admin auto_enroll)', 1, () =>
  call('POST', '/api/admin/auto_enroll', admin.token, { assignment_id: id }),
);

// Who reviews whom: the peer list marks the caller's allocated submissions as open for evaluation.
const targets = new Map<number, number[]>();
for (const s of students) {
  const list = await call('GET', `/api/get_peer_submission/${id}?type=PEER%20EVALUATION`, s.token);
  const open = (list.json().data as { my_assignment_id: number; allow_evaluation: boolean }[])
    .filter((x) => x.allow_evaluation)
    .map((x) => x.my_assignment_id);
  targets.set(s.profileId, open);
}
const rubrics = new Map<number, number>();
for (const s of students) {
  const up = await uploadFile(app, s.token, s.profileId, id, 'rubric.pdf', PDF_BYTES);
  rubrics.set(s.profileId, up.res.json().data.id as number);
}
const evaluations = students.flatMap((s) => (targets.get(s.profileId) ?? []).map((target) => ({ s, target })));
await timed('evaluate a peer with a rubric (recomputes the median)', evaluations.length, (i) => {
  const { s, target } = evaluations[i]!;
  return call('POST', '/api/peer_activity_assessment', s.token, {
    type: 'PEER EVALUATION',
    comments: 'Clear load analysis; the joints need a check.',
    peer_profile_id: s.profileId,
    my_activity_id: target,
    activity_id: id,
    peer_assessment_score: 20 + (i % 20),
    rubric_file: rubrics.get(s.profileId),
  });
});

await timed('peer submission list (GET get_peer_submission)', READS, (i) =>
  call('GET', `/api/get_peer_submission/${id}?type=PEER%20LEARNING`, students[i % STUDENTS]!.token),
);
await timed('reviews of one submission (GET get_peer_review)', READS, (i) => {
  const s = students[i % STUDENTS]!;
  return call('GET', `/api/get_peer_review/${my.get(s.profileId)}?type=PEER%20EVALUATION`, s.token);
});
await timed('mentor dashboard (GET activity_dashboard)', READS, () =>
  call('GET', `/api/activity_dashboard/${id}`, mentor.token),
);
await t.close();

const ms = (v: number) => v.toFixed(1);
const table = [
  '| step | requests | total (s) | p50 (ms) | p95 (ms) | max (ms) |',
  '| --- | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map(
    (r) =>
      `| ${r.step} | ${r.count} | ${(r.total / 1000).toFixed(2)} | ${ms(percentile(r.samples, 50))} | ${ms(
        percentile(r.samples, 95),
      )} | ${ms(r.samples.at(-1)!)} |`,
  ),
].join('\n');
const [l1, l5] = os.loadavg();
const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${l1!.toFixed(2)} / ${l5!.toFixed(2)} (1 / 5 min) at the end`;
const report = `# Activities benchmark

${now.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${STUDENTS} students in one peer-evaluation activity, on ${kind};
${machine}. Requests one at a time through the whole API in process (\`npm run bench:activities -- --students ${STUDENTS}\`).

${table}
`;
out(`\n${table}\n`);
fs.writeFileSync(path.join(API_DIR, 'bench', 'RESULTS-activities.md'), report);
out('Written to apps/api/bench/RESULTS-activities.md');
