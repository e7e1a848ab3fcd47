import { loadCatalogue } from './catalogue';
import {
  generateApplicationLogs,
  generateJobs,
  generateOrgProfiles,
  generateOrgs,
  generateStudents,
  SCALE_EMAIL_DOMAIN,
  SCALE_ORG_WEB_DOMAIN,
  type Counts,
  type ScaleContext,
  type ScaleOptions,
} from './generate';
import type { Loader } from './loader';
import { createRng } from './prng';

/** The seed_runs row a finished run leaves (its version names the options). */
export const SCALE_SEED_RUN = 'scale_dataset';

export const DEFAULT_SCALE_OPTIONS = {
  students: 100_000,
  jobs: 20_000,
  orgs: 2_000,
  applicationsPerStudent: 5,
  seed: 1,
  batchSize: 5_000,
} as const;

/**
 * One step of the generator. Steps run in order inside one transaction and share the context.
 *
 * Extension points (their tables do not exist yet): when events, clubs and notifications land, add
 * a step for each after `jobs` / `applications` in SCALE_STEPS: `events` (5,000, posted by the org
 * profiles in ctx.orgProfile, with enrolments of generated students), `clubs` (2,000, members from
 * the students) and `notifications` (1,000,000 spread over students, derived in SQL from
 * applications, enrolments and memberships like generateApplicationLogs does), with their counts as
 * options beside `jobs`, and add their rows to resetScaleData.
 */
export interface ScaleStep {
  name: string;
  run(ctx: ScaleContext): Promise<void>;
}

export const SCALE_STEPS: ScaleStep[] = [
  { name: 'organisations', run: generateOrgs },
  { name: 'organisation profiles', run: generateOrgProfiles },
  { name: 'jobs and internships', run: generateJobs },
  { name: 'students, portfolios and applications', run: generateStudents },
  { name: 'application logs', run: generateApplicationLogs },
];

export interface ScaleReport {
  steps: { name: string; seconds: number }[];
  counts: Counts;
  seconds: number;
}

/** How many generated accounts the database holds (0 when none). */
export async function scaleDataPresent(loader: Loader): Promise<number> {
  const [row] = await loader.query<{ n: number | string }>(`select count(*) as n from users where email like $1`, [
    `%@${SCALE_EMAIL_DOMAIN}`,
  ]);
  return Number(row?.n ?? 0);
}

const elapsed = (since: number) => Math.round((performance.now() - since) / 100) / 10;

/** Generate the dataset (the caller holds the transaction). */
export async function generateScaleData(
  loader: Loader,
  options: ScaleOptions,
  log: (message: string) => void,
): Promise<ScaleReport> {
  const started = performance.now();
  const ctx: ScaleContext = {
    loader,
    rng: createRng(options.seed),
    opts: options,
    cat: await loadCatalogue(loader),
    counts: {},
    progress: (m) => log(`  ${m} (${elapsed(started)} s)`),
    orgs: [],
    orgProfile: new Map(),
    jobs: [],
    firstApplicationId: 0,
  };
  const steps: ScaleReport['steps'] = [];
  for (const step of SCALE_STEPS) {
    const t = performance.now();
    log(`${step.name}...`);
    await step.run(ctx);
    steps.push({ name: step.name, seconds: elapsed(t) });
    log(`${step.name}: done in ${elapsed(t)} s`);
  }
  const version = `seed=${options.seed} students=${options.students} jobs=${options.jobs}`.slice(0, 64);
  await loader.query(
    'insert into seed_runs (name, version) values ($1, $2) on conflict (name) do update set version = excluded.version, applied_at = now()',
    [SCALE_SEED_RUN, version],
  );
  return { steps, counts: ctx.counts, seconds: elapsed(started) };
}

/**
 * Delete only what the generator made: accounts at @scale.example (with their profiles, portfolios,
 * applications and sessions), the jobs their organisation profiles posted, and generated
 * organisations nobody else refers to.
 */
export async function resetScaleData(loader: Loader, log: (message: string) => void): Promise<Counts> {
  const counts: Counts = {};
  const run = async (label: string, text: string, params: unknown[] = []) => {
    const t = performance.now();
    const [row] = await loader.query<{ n: number | string }>(
      `with gone as (${text} returning 1) select count(*) as n from gone`,
      params,
    );
    counts[label] = (counts[label] ?? 0) + Number(row?.n ?? 0);
    log(`  deleted ${Number(row?.n ?? 0).toLocaleString('en-IN')} ${label} (${elapsed(t)} s)`);
  };
  const domain = `%@${SCALE_EMAIL_DOMAIN}`;
  await loader.exec('drop table if exists pg_temp.scale_profiles, pg_temp.scale_jobs');
  await loader.exec('create temporary table scale_profiles (id integer primary key)');
  await loader.query(
    'insert into scale_profiles select p.id from profiles p join users u on u.id = p.user_id where u.email like $1',
    [domain],
  );
  await loader.exec('create temporary table scale_jobs (id integer primary key)');
  await loader.exec(
    'insert into scale_jobs select id from jobs where created_by_profile_id in (select id from scale_profiles)',
  );
  await loader.exec('analyze scale_profiles; analyze scale_jobs');
  // Children first, in bulk: cheaper than letting a hundred thousand cascades find them row by row.
  await run(
    'job_application_logs',
    `delete from job_application_logs where application_id in (select id from job_applications
       where profile_id in (select id from scale_profiles) or job_id in (select id from scale_jobs))`,
  );
  await run(
    'job_applications',
    'delete from job_applications where profile_id in (select id from scale_profiles) or job_id in (select id from scale_jobs)',
  );
  await run('jobs', 'delete from jobs where id in (select id from scale_jobs)');
  for (const table of [
    'subjects',
    'educations',
    'external_courses',
    'external_projects',
    'internships',
    'readings',
    'social_clubs',
    'external_events',
    'entry_verifications',
    'portfolio_job_roles',
    'profile_topic_interests',
    'portfolios',
  ])
    await run(table, `delete from ${table} where profile_id in (select id from scale_profiles)`);
  await run('profiles', 'delete from profiles where id in (select id from scale_profiles)');
  await run('users', 'delete from users where email like $1', [domain]);
  await run('email_outbox', 'delete from email_outbox where to_address like $1', [domain]);
  await run(
    'orgs',
    `delete from orgs o where o.website like $1
       and not exists (select 1 from profiles p where p.my_org_id = o.id)
       and not exists (select 1 from jobs j where j.org_id = o.id)
       and not exists (select 1 from educations e where e.my_org_id = o.id)`,
    [`https://%.${SCALE_ORG_WEB_DOMAIN}`],
  );
  await loader.query('delete from seed_runs where name = $1', [SCALE_SEED_RUN]);
  await loader.exec('drop table pg_temp.scale_profiles, pg_temp.scale_jobs');
  return counts;
}
