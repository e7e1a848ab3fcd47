/*
 * Quests at scale, over loopback against the production API on PostgreSQL (issue 27):
 *
 *   createdb -h 127.0.0.1 -U postgres lbd_bench_quests
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/lbd_bench_quests npm run bench:quests [-- --enrolled 10000]
 *
 * Prepares its own accounts (ending in @bench.example, one password hashed once) and items with SQL: 25
 * published projects and 25 published quizzes of a bench mentor. The mentor builds ten quests of 50 steps
 * through the API (chains, score gates, n-of-m rules and date windows). Then:
 *
 *  (a) progress and lock state: one student, enrolled in all ten, with work finished on a third of the items
 *      and quiz scores on others; GET /api/my_profile/my_quests (all ten with states) and
 *      GET /api/my_profile/my_quests/{id} (one quest with every step's state and why each locked step is
 *      locked), each 200 times, one after another;
 *  (b) the shortest unlock set on a 200-step quest (the pure function, as the API runs it): the deepest
 *      step of chains joined by n-of-m rules, 200 times;
 *  (c) the quest dashboard with `--enrolled` students in one quest (enrolments and their work written with
 *      SQL), GET /api/quests/{id}/dashboard 30 times.
 *
 * Prints a Markdown table and writes bench/RESULTS-quests.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { shortestUnlockSet, type QuestStep, type Rule, type StepFacts } from '@lbd/shared/quests';
import pg from 'pg';
import { hashPassword } from '../src/modules/identity/password-hash';
import { API_DIR, apiCaller, benchAccounts, out, percentile, productionApi } from './support';

const { values } = parseArgs({ options: { enrolled: { type: 'string', default: '10000' } } });
const ENROLLED = Number(values.enrolled);
const PASSWORD = 'bench quest password 2026';
const PORT = Number(process.env.BENCH_PORT ?? 3393);
const TARGETS = { stateP95: 100, unlockMs: 20, dashboardP95: 300 };
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

// --- accounts and items ------------------------------------------------------------------------------
const hash = await hashPassword(PASSWORD);
const ids = [
  'qsmentor',
  'qsstudent',
  ...Array.from({ length: ENROLLED }, (_, i) => `qs${String(i + 1).padStart(6, '0')}`),
];
{
  const started = Date.now();
  await benchAccounts(db, ids, hash, (u) => (u === 'qsmentor' ? 'ADVISOR' : 'STUDENT'));
  out(`${ids.length} accounts ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
const profileOf = async (userId: string) =>
  Number((await db.query('select id from profiles where user_id = $1', [userId])).rows[0].id);
const mentorId = await profileOf('qsmentor');
const studentId = await profileOf('qsstudent');
const signIn = async (email: string) =>
  String((await call('POST', '/api/identity/sign_in', { email, password: PASSWORD })).access_token);
const mentorToken = await signIn('qsmentor@bench.example');
const studentToken = await signIn('qsstudent@bench.example');

// A fresh run: the bench mentor's quests and items go (enrolments with them).
await db.query('delete from quests where created_by_profile_id = $1', [mentorId]);
await db.query('delete from projects where created_by_profile_id = $1', [mentorId]);
await db.query('delete from quizzes where created_by_profile_id = $1', [mentorId]);
const projects = (
  await db.query(
    `insert into projects (title, status, published_at, created_by_profile_id)
     select 'Bench project ' || g, 'published', now(), $1 from generate_series(1, 25) g returning id`,
    [mentorId],
  )
).rows.map((r) => Number(r.id));
const quizzes = (
  await db.query(
    `insert into quizzes (title, status, published_at, created_by_profile_id, review)
     select 'Bench quiz ' || g, 'published', now(), $1, '{}'::jsonb from generate_series(1, 25) g returning id`,
    [mentorId],
  )
).rows.map((r) => Number(r.id));

/** A 50-step quest: five chains of ten, each step after the one before; every third a score gate; the
 * chains' last steps joined by n-of-m rules; one date window. */
function questSteps(q: number) {
  return Array.from({ length: 50 }, (_, i) => {
    const chain = Math.floor(i / 10);
    const at = i % 10;
    const kind = (i + q) % 2 === 0 ? 'project' : 'quiz';
    const ref_id = kind === 'project' ? projects[(i + q) % 25]! : quizzes[(i * 3 + q) % 25]!;
    const prev = `s${i - 1}`;
    let rule: Rule | null = null;
    if (at > 0)
      rule = at % 3 === 0 ? { kind: 'passed', step: prev, min_percent: 60 } : { kind: 'completed', step: prev };
    if (at === 0 && chain > 0) rule = { kind: 'n_of', n: 1, steps: [`s${chain * 10 - 1}`, `s${chain * 10 - 2}`] };
    if (i === 49) rule = { kind: 'all', rules: [rule!, { kind: 'window', from_day: 0, to_day: 400 }] };
    return { key: `s${i}`, kind, ref_id, rule };
  });
}
const questIds: number[] = [];
for (let q = 0; q < 10; q++) {
  const { id } = await call(
    'POST',
    '/api/quests',
    { title: `Bench quest ${q + 1}`, steps: questSteps(q) },
    mentorToken,
  );
  await call('POST', `/api/quests/${id}/publish`, undefined, mentorToken);
  questIds.push(Number(id));
}
out('10 quests of 50 steps published');

// --- (a) one student in all ten ----------------------------------------------------------------------
const myQuestIds: number[] = [];
for (const q of questIds) myQuestIds.push(Number((await call('POST', `/api/quests/${q}/enrol`, {}, studentToken)).id));
await db.query(
  `insert into my_learnings (profile_id, kind, project_id, status, enrolled_on, completed_at)
   select $1, 'project', p, case when i % 3 = 0 then 'Completed' else 'Enrolled' end, '2026-11-01', case when i % 3 = 0 then now() end
   from unnest($2::int[]) with ordinality as t(p, i) on conflict do nothing`,
  [studentId, projects],
);
async function attempts(profileIds: number[], quizIds: number[]) {
  await db.query(
    `with pairs as (
       select p, q, 30 + ((p * 7 + q * 13) % 70) as pct from unnest($1::int[]) p cross join unnest($2::int[]) q
     ), mine as (
       insert into my_quizzes (profile_id, quiz_id, status, grade, passed)
       select p, q, 'Completed', pct, pct >= 40 from pairs on conflict do nothing returning id, profile_id, quiz_id, grade
     )
     insert into quiz_attempts (my_quiz_id, quiz_id, profile_id, number, seed, status, started_at, deadline_at, submitted_at, score, max_score)
     select id, quiz_id, profile_id, 1, 1, 'submitted', now() - interval '3 days', now(), now() - interval '3 days', grade, 100 from mine`,
    [profileIds, quizIds],
  );
}
await attempts(
  [studentId],
  quizzes.filter((_, i) => i % 2 === 0),
);

async function timed(n: number, fn: () => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  return samples.sort((a, b) => a - b);
}
const list = await timed(200, () => call('GET', '/api/my_profile/my_quests', undefined, studentToken));
const first = await call('GET', `/api/my_profile/my_quests/${myQuestIds[0]}`, undefined, studentToken);
const steps = first.steps as { state: string }[];
const states = Object.entries(
  steps.reduce<Record<string, number>>((m, s) => ({ ...m, [s.state]: (m[s.state] ?? 0) + 1 }), {}),
)
  .map(([k, v]) => `${v} ${k}`)
  .join(', ');
let k = 0;
const one = await timed(200, () =>
  call('GET', `/api/my_profile/my_quests/${myQuestIds[k++ % 10]}`, undefined, studentToken),
);
out(
  `(a) the student's ten quests: list p95 ${percentile(list, 95).toFixed(1)} ms; one quest p95 ${percentile(one, 95).toFixed(1)} ms (first quest: ${states})`,
);

// --- (b) the shortest unlock set on a 200-step quest ---------------------------------------------------
const big: QuestStep[] = Array.from({ length: 200 }, (_, i) => {
  const chain = Math.floor(i / 20);
  const at = i % 20;
  let rule: Rule | null = at > 0 ? { kind: 'completed', step: `b${i - 1}` } : null;
  if (i === 199) rule = { kind: 'n_of', n: 6, steps: Array.from({ length: 10 }, (_, c) => `b${c * 20 + 18}`) };
  void chain;
  return { key: `b${i}`, rule, skip_counts: false };
});
const facts = new Map<string, StepFacts>(
  big
    .filter((_, i) => i % 20 < 5)
    .map((s) => [
      s.key,
      { done: true, started_on: '2026-11-01', best_percent: 100, skipped: false, mentor_unlocked: false },
    ]),
);
const ctx = { today: '2026-11-29', start: '2026-11-01' };
const unlock: number[] = [];
let setSize = 0;
for (let i = 0; i < 200; i++) {
  const t0 = performance.now();
  setSize = shortestUnlockSet(big, facts, ctx, 'b199')!.length;
  unlock.push(performance.now() - t0);
}
unlock.sort((a, b) => a - b);
out(
  `(b) shortest unlock set, 200 steps: p50 ${percentile(unlock, 50).toFixed(2)} ms, p95 ${percentile(unlock, 95).toFixed(2)} ms (${setSize} steps)`,
);

// --- (c) the dashboard of a quest with many students --------------------------------------------------
{
  const started = Date.now();
  const quest = questIds[0]!;
  const students = (
    await db.query(`select id from profiles where user_id like 'qs0%' order by id limit $1`, [ENROLLED])
  ).rows.map((r) => Number(r.id));
  await db.query(
    `insert into my_quests (profile_id, quest_id, enrolled_on, status)
     select p, $2, '2026-10-' || lpad((1 + p % 28)::text, 2, '0'), 'Enrolled' from unnest($1::int[]) p on conflict do nothing`,
    [students, quest],
  );
  // Each student finished a few projects and took a few quizzes of the quest.
  await db.query(
    `insert into my_learnings (profile_id, kind, project_id, status, enrolled_on, completed_at)
     select s, 'project', p, case when (s + p) % 3 = 0 then 'Completed' else 'Enrolled' end, '2026-11-01',
       case when (s + p) % 3 = 0 then now() end
     from unnest($1::int[]) s cross join unnest($2::int[]) p
     where (s + p) % 5 < 2 on conflict do nothing`,
    [students, projects],
  );
  await attempts(students, quizzes.slice(0, 4));
  out(`${students.length} enrolled with their work written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await db.query('analyze');
  // The first call computes the snapshot (cold); the next ones within DASHBOARD_CACHE_SECONDS are served from it.
  const c0 = performance.now();
  const cold = await call('GET', `/api/quests/${quest}/dashboard`, undefined, mentorToken);
  const coldMs = performance.now() - c0;
  out(`(c) cold dashboard: ${coldMs.toFixed(0)} ms over HTTP, ${String(cold.computed_ms)} ms computing`);
  const dash = await timed(30, () => call('GET', `/api/quests/${quest}/dashboard`, undefined, mentorToken));
  out(
    `(c) dashboard at ${students.length} enrolled: p50 ${percentile(dash, 50).toFixed(0)} ms, p95 ${percentile(dash, 95).toFixed(0)} ms`,
  );

  const rows = [
    [
      'Progress and lock state, 10 quests of 50 steps (list of all ten), p95',
      `${percentile(list, 95).toFixed(1)} ms`,
      `${TARGETS.stateP95} ms`,
    ],
    [
      'Progress and lock state, one quest with reasons, p95',
      `${percentile(one, 95).toFixed(1)} ms`,
      `${TARGETS.stateP95} ms`,
    ],
    ['Shortest unlock set, 200-step quest, p95', `${percentile(unlock, 95).toFixed(2)} ms`, `${TARGETS.unlockMs} ms`],
    [
      `Quest dashboard at ${students.length} enrolled, p95 (the snapshot)`,
      `${percentile(dash, 95).toFixed(0)} ms`,
      `${TARGETS.dashboardP95} ms`,
    ],
    [
      `Quest dashboard at ${students.length} enrolled, cold (computing the snapshot)`,
      `${coldMs.toFixed(0)} ms`,
      'none',
    ],
  ];
  const table = ['| measure | result | target |', '|---|---|---|', ...rows.map((r) => `| ${r.join(' | ')} |`)].join(
    '\n',
  );
  out(`\n${table}`);
  fs.writeFileSync(
    path.join(API_DIR, 'bench', 'RESULTS-quests.md'),
    `# Quests benchmark (issue 27)\n\n\`npm run bench:quests\` on PostgreSQL, ${new Date().toISOString().slice(0, 10)}, this 2-core machine.\n\n${table}\n`,
  );
}
await db.end();
api.stop();
process.exit(0);
