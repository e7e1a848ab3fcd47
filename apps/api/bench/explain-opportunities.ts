/*
 * The query plans behind the opportunity hot paths, on the scale dataset in PostgreSQL:
 *
 *   DATABASE_URL=postgres://... node --import tsx bench/explain-opportunities.ts     (in apps/api)
 *
 * Calls the same services the routes call (lists, search, applicants, recommended jobs), captures
 * every SQL statement they send, and writes EXPLAIN (ANALYZE, BUFFERS) of each to
 * bench/explain/<path>.txt, with the time each statement took.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../src/db/client';
import * as schema from '../src/db/schema';
import { SEARCH_TERMS } from '../src/seed/scale/vocabulary';
import { createApplicantsService } from '../src/modules/jobs/job-applicants.service';
import { createRecommendationsService } from '../src/modules/jobs/jobs.recommendations';
import { createJobsService } from '../src/modules/jobs/jobs.service';
import type { Actor } from '../src/lib/access';
import { explainStatements, queryRecorder } from './support';

const url = process.env.DATABASE_URL;
if (!url) {
  process.stderr.write('Set DATABASE_URL to the PostgreSQL database `npm run seed:scale` filled.\n');
  process.exit(2);
}
const OUT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'explain');
fs.mkdirSync(OUT_DIR, { recursive: true });

const pool = new pg.Pool({ connectionString: url, max: 2 });
const recorder = queryRecorder();
const db = drizzle(pool, { schema, logger: recorder.logger }) as unknown as Db;

const [hot] = (
  await pool.query(`
    with busiest as (select job_id, count(*) as n from job_applications group by job_id order by n desc limit 200)
    select b.job_id, b.n, p.id as profile_id, p.profile_type, p.my_org_id as org_id from busiest b join jobs j on j.id = b.job_id
    join profiles p on p.id = j.created_by_profile_id
    where p.profile_type = 'COMPANY' and p.email like '%@scale.example' order by b.n desc limit 1`)
).rows as { job_id: number; n: string; profile_id: number; org_id: number | null }[];
const [student] = (
  await pool.query(
    `select id from profiles where profile_type = 'STUDENT' and email like 's%@scale.example' order by id limit 1`,
  )
).rows as { id: number }[];
if (!hot || !student) throw new Error('No scale dataset here: run `npm run seed:scale` first.');

const actor = (id: number, type: 'COMPANY' | 'STUDENT', orgId: number | null = null): Actor => ({
  userId: 'bench',
  isAdmin: false,
  profile: { id, profile_type: type, active: true, org_id: orgId },
});
const jobsService = createJobsService({ db });
const applicants = createApplicantsService({ db });
const recommendations = createRecommendationsService({ db });

const cases: [string, string, () => Promise<unknown>][] = [
  [
    'list-jobs-v1',
    'GET /api/list/jobs_v1?type=Job_Fulltime&page=1&count=20',
    () => jobsService.listPublic({ page: 1, count: 20 }, 'Job_Fulltime'),
  ],
  [
    'list-internships-page-3',
    'GET /api/list/jobs?type=Internship&page=3&count=20',
    () => jobsService.listPublic({ page: 3, count: 20 }, 'Internship'),
  ],
  ...SEARCH_TERMS.slice(0, 4).map(
    (term) =>
      [
        `search-${term.replace(/\W+/g, '-')}`,
        `GET /api/search/jobs?query=${term}&page=1&count=20`,
        () => jobsService.search({ query: term, page: 1, count: 20 }),
      ] as [string, string, () => Promise<unknown>],
  ),
  [
    'job-applicants',
    `GET /api/job_applicants?job_id=${hot.job_id}&page=1&count=20 (${hot.n} applicants)`,
    () => applicants.list(actor(hot.profile_id, 'COMPANY', hot.org_id), { job_id: hot.job_id, page: 1, count: 20 }),
  ],
  [
    'recommended-jobs',
    'GET /api/recommended/jobs',
    () => recommendations.recommended(actor(student.id, 'STUDENT'), { page: 1, count: 20 }),
  ],
];

for (const [file, title, run] of cases) {
  await run(); // warm caches
  const { statements } = await recorder.during(run);
  const { times } = await explainStatements(pool, statements, { file: path.join(OUT_DIR, `${file}.txt`), title });
  process.stdout.write(`${title}: ${statements.length} statements, execution ${times.join(' + ')} ms\n`);
}
await pool.end();
