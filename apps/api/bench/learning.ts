/*
 * Learning content at scale (issue 25): pending tasks for a student with 50 enrolments and 400 items,
 * and the projects list and a project page with 2,000 published projects and 100,000 enrolled students.
 * Data is written with SQL (generate_series), then every request goes through the whole API in process
 * (app.inject), warm. On a fresh PGlite by default, or the empty PostgreSQL database named by
 * BENCH_DATABASE_URL. Prints the table and writes bench/RESULTS-learning.md.
 *
 *   npm run bench:learning -- --students 100000 --projects 2000
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { seedDatabase } from '../src/seed';
import { createTestApp } from '../test/app';
import { bearer, buildUser } from '../test/factories';
import { API_DIR, out, percentile } from './support';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const STUDENTS = arg('students', 100_000);
const PROJECTS = arg('projects', 2_000);
const READS = arg('reads', 200);

const url = process.env.BENCH_DATABASE_URL;
const kind = url ? 'PostgreSQL' : 'PGlite (in memory)';
out(`Preparing ${STUDENTS} students and ${PROJECTS} projects on ${kind} ...`);
const database = url
  ? await openDatabase({ kind: 'postgres', url })
  : await openDatabase({ kind: 'pglite', client: await PGlite.create() });
await database.migrate();
await seedDatabase(database.db, { demo: false });
const now = new Date();
const t = await createTestApp({ clock: () => now, database });
const { app } = t;
const db = database.db;

const mentor = await buildUser(app, 'ADVISOR');
const student = await buildUser(app, 'STUDENT');
const started = performance.now();
await db.execute(sql`insert into users (id, name, email, created_at, updated_at)
  select 'bench-' || g, 'Student ' || g, 'bench' || g || '@bench.example.com', now(), now() from generate_series(1, ${STUDENTS}) g`);
await db.execute(sql`insert into profiles (user_id, profile_type, first_name, full_name)
  select 'bench-' || g, 'STUDENT', 'Student', 'Student ' || g from generate_series(1, ${STUDENTS}) g`);
await db.execute(sql`insert into projects (title, summary, description, status, skill_ids, duration_weeks, created_by_profile_id, mentor_profile_ids, published_at)
  select 'Project ' || g, 'Summary of project ' || g, '<p>Build it</p>', 'published', array[1 + g % 40, 2 + g % 40], 1 + g % 8,
    ${mentor.profileId}, array[${mentor.profileId}::int], now() - (g || ' minutes')::interval from generate_series(1, ${PROJECTS}) g`);
await db.execute(sql`insert into project_tasks (project_id, seq, kind, title, due_days)
  select p.id, s, 'deliverable', 'Task ' || s, s * 3 from projects p, generate_series(1, 8) s`);
await db.execute(sql`insert into resources (title, status, kind, body, duration, created_by_profile_id, published_at)
  select 'Resource ' || g, 'published', 'text', '<p>Read</p>', 20, ${mentor.profileId}, now() from generate_series(1, 200) g`);
await db.execute(sql`insert into resource_groups (title, status, created_by_profile_id, published_at)
  select 'Path ' || g, 'published', ${mentor.profileId}, now() from generate_series(1, 25) g`);
await db.execute(sql`insert into resource_group_items (resource_group_id, resource_id, seq, due_days)
  select rg.id, r.id, (r.id - 1) % 8 + 1, ((r.id - 1) % 8 + 1) * 2 from resource_groups rg
  join resources r on (r.id - 1) / 8 = rg.id - 1`);
// Every generated student enrolled in one project; the bench student in 25 projects and 25 paths (400 items).
await db.execute(sql`insert into my_learnings (profile_id, kind, project_id, status, enrolled_on)
  select pr.id, 'project', (select min(id) from projects) + (pr.id % ${PROJECTS}), 'Enrolled', to_char(now(), 'YYYY-MM-DD')
  from profiles pr where pr.user_id like 'bench-%'`);
await db.execute(sql`insert into my_learnings (profile_id, kind, project_id, status, enrolled_on)
  select ${student.profileId}, 'project', id, 'Enrolled', to_char(now(), 'YYYY-MM-DD') from projects order by id limit 25`);
await db.execute(sql`insert into my_learnings (profile_id, kind, resource_group_id, status, enrolled_on)
  select ${student.profileId}, 'resource_group', id, 'Enrolled', to_char(now(), 'YYYY-MM-DD') from resource_groups`);
await db.execute(sql`insert into learning_completions (my_learning_id, item_id)
  select ml.id, t.id from my_learnings ml join project_tasks t on t.project_id = ml.project_id and t.seq <= 2
  where ml.profile_id = ${student.profileId}`);
if (url) await db.execute(sql`analyze`);
out(`Data written in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const rows: { step: string; samples: number[] }[] = [];
async function timed(step: string, target: string, token?: string) {
  const samples: number[] = [];
  for (let i = 0; i < READS + 10; i += 1) {
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url: target, headers: token ? bearer(token) : {} });
    if (res.statusCode !== 200) throw new Error(`${step}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    if (i >= 10) samples.push(performance.now() - t0);
  }
  rows.push({ step, samples: samples.sort((a, b) => a - b) });
}

const pending = await app.inject({ method: 'GET', url: '/api/pending_tasks', headers: bearer(student.token) });
out(`pending tasks: ${pending.json().data.length} open items with a due date`);
const some = (await app.inject({ method: 'GET', url: '/api/list/project?count=1&page=500' })).json().data[0].id;
await timed('GET /api/pending_tasks (50 enrolments, 400 items)', '/api/pending_tasks', student.token);
await timed('GET /api/list/project (first page)', '/api/list/project');
await timed('GET /api/list/project?query=Project 19 (search)', '/api/list/project?query=Project%2019');
await timed('GET /api/list/project (page 100, signed-in student)', '/api/list/project?page=100', student.token);
await timed('GET /api/projects/{id}', `/api/projects/${some}`);
await timed('GET /api/get_my_learnings', '/api/get_my_learnings', student.token);

const lines = [
  `# Learning content benchmark`,
  '',
  `${kind}, ${STUDENTS} students, ${PROJECTS} projects (8 tasks each), ${READS} warm reads per row, in process (app.inject). ${new Date().toISOString().slice(0, 10)}.`,
  '',
  '| call | p50 ms | p95 ms | max ms |',
  '| --- | ---: | ---: | ---: |',
  ...rows.map(
    (r) =>
      `| ${r.step} | ${percentile(r.samples, 50).toFixed(1)} | ${percentile(r.samples, 95).toFixed(1)} | ${r.samples.at(-1)!.toFixed(1)} |`,
  ),
];
out(lines.join('\n'));
fs.writeFileSync(path.join(API_DIR, 'bench', `RESULTS-learning${url ? '-pg' : ''}.md`), `${lines.join('\n')}\n`);
await t.close();
