/**
 * Shows the query plans of the jobs hot paths on PGlite with a realistic amount of data, so a
 * change that loses an index is visible. Not a test (plans depend on data and statistics):
 *   cd apps/api && node --import tsx test/explain-jobs.ts
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Db } from '../src/db/client';
import { openDatabase } from '../src/db/client';
import * as schema from '../src/db/schema';
import { seedDatabase } from '../src/seed';
import { printIndexUse, queryRecorder } from '../bench/support';
import { createApplicationsRepo } from '../src/modules/jobs/job-applications.repo';
import { createInvitationsRepo } from '../src/modules/jobs/job-invitations.repo';
import { createJobsRepo } from '../src/modules/jobs/jobs.repo';

const JOBS = 20_000;
const STUDENTS = 2_000;
const APPLICATIONS_PER_HOT_JOB = 1_500;

const client = await PGlite.create();
const database = await openDatabase({ kind: 'pglite', client });
await database.migrate();
await seedDatabase(database.db, { demo: false });

process.stdout.write(`filling ${JOBS} jobs, ${STUDENTS} students and their applications...\n`);
await client.exec(`
  insert into users (id, name, email)
    select 'u' || g, 'Student ' || g, 's' || g || '@example.com' from generate_series(1, ${STUDENTS}) g;
  insert into profiles (user_id, profile_type, first_name, full_name, my_org_id, degree_id, specialization_id)
    select 'u' || g, 'STUDENT', 'Student', 'Student ' || g,
      (select id from orgs where org_type = 'INSTITUTION' order by id offset (g % 50) limit 1),
      (select id from degrees order by id offset (g % 10) limit 1),
      (select id from specializations order by id offset (g % 40) limit 1)
    from generate_series(1, ${STUDENTS}) g;
  insert into jobs (org_id, type, title, description, location, status, apply_by, published_at, salary_min, salary_max)
    select (select id from orgs where org_type = 'COMPANY' order by id offset (g % 70) limit 1),
      (array['Job_Fulltime', 'Job_Parttime', 'Internship'])[1 + g % 3],
      (array['Data Analyst', 'Software Engineer', 'Backend Developer', 'Marketing Intern', 'Design Intern'])[1 + g % 5]
        || ' ' || g,
      'We are hiring for role number ' || g || ' working with SQL, Python and cloud services.',
      (array['Pune', 'Bengaluru', 'Chennai', 'Mumbai'])[1 + g % 4],
      (array['published', 'published', 'published', 'draft', 'closed'])[1 + g % 5],
      current_date + (g % 90) - 20, now() - (g % 365) * interval '1 day', 30000000 + (g % 50) * 1000000, null
    from generate_series(1, ${JOBS}) g;
  insert into job_applications (job_id, profile_id, status, eligibility_percent, inserted_at)
    select j, p, (array['applied', 'shortlisted', 'rejected'])[1 + (j + p) % 3], 100, now() - (p % 30) * interval '1 hour'
    from generate_series(1, 5) j, generate_series(1, ${APPLICATIONS_PER_HOT_JOB}) p;
  insert into job_applications (job_id, profile_id, status, eligibility_percent)
    select 6 + (g % (${JOBS} - 10)), 1 + (g % ${STUDENTS}), 'applied', 100 from generate_series(1, 30000) g
    on conflict do nothing;
  insert into job_invitations (job_id, profile_id)
    select 1, p from generate_series(1, ${APPLICATIONS_PER_HOT_JOB}) p;
  insert into job_application_logs (application_id, from_status, to_status)
    select id, null, 'applied' from job_applications;
  analyze;
`);

// Capture the SQL the repositories send, then explain each statement with its parameters.
const recorder = queryRecorder();
const db = drizzle(client, { schema, logger: recorder.logger }) as unknown as Db;
const jobs = createJobsRepo(db);
const applications = createApplicationsRepo(db);
const invitations = createInvitationsRepo(db);
const firstInstitute = (
  await client.query<{ id: number }>(`select id from orgs where org_type = 'INSTITUTION' order by id limit 1`)
).rows[0]!.id;
const today = new Date().toISOString().slice(0, 10);
const page = { page: 2, count: 20, offset: 20 };

const cases: [string, () => Promise<unknown>][] = [
  ['public list (jobs_v1)', () => jobs.listPublic({ type: 'Job_Fulltime', openOn: today }, page)],
  [
    'public list, posted within 7 days',
    () => jobs.listPublic({ type: 'Internship', openOn: today, since: new Date(Date.now() - 7 * 86_400_000) }, page),
  ],
  ['public list, two companies', () => jobs.listPublic({ type: 'Job_Fulltime', openOn: today, orgIds: [1, 2] }, page)],
  ['full-text search, common words', () => jobs.search('backend developer', { openOn: today }, page)],
  ['full-text search, rare words', () => jobs.search('developer 12342', { openOn: today }, page)],
  ['organisation jobs', () => jobs.byOrg(100, {}, page)],
  ['applicants of a job', () => applications.applicants({ jobId: 3 }, page)],
  ['applicants of a job, one status', () => applications.applicants({ jobId: 3, status: 'shortlisted' }, page)],
  ["a student's applications", () => applications.mine(42, undefined, page)],
  ['invited students of a job', () => invitations.invited(1, page)],
  ['activity log of a job', () => invitations.activity(3, page)],
  ["an institution's students' jobs", () => invitations.trainingStudentJobs(firstInstitute, page)],
];

await printIndexUse(client, recorder, cases, [
  'jobs',
  'job_applications',
  'job_invitations',
  'job_application_logs',
  'profiles',
]);
await client.close();
