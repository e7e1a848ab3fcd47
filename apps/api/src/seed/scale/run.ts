import { generateClubs, generateEvents } from './activities';
import { loadCatalogue } from './catalogue';
import { SCALE_EMAIL_DOMAIN, SCALE_ORG_WEB_DOMAIN, type Counts, type ScaleContext, type ScaleOptions } from './context';
import { generateJobs } from './jobs';
import type { Loader } from './loader';
import { finishAlertOutbox, generateAlertOutbox } from './notifications';
import { generateOrgProfiles, generateOrgs } from './organisations';
import { createRng } from './prng';
import { generateStudents } from './students';

/** The seed_runs row a finished run leaves (its version names the options). */
export const SCALE_SEED_RUN = 'scale_dataset';

/** The full dataset: 100,000 students, and per student these averages (sizesFor scales the rest). */
export const DEFAULT_SCALE_OPTIONS = {
  students: 100_000,
  applicationsPerStudent: 5,
  enrolmentsPerStudent: 1.5,
  clubRequestsPerStudent: 1,
  notificationsPerStudent: 10,
  seed: 1,
  batchSize: 5_000,
} as const;

/** Sizes at 100,000 students; other sizes scale in proportion (at least one of each). */
const PER_100K = { jobs: 20_000, orgs: 2_000, events: 5_000, clubs: 2_000 } as const;

/** Jobs, organisations (catalogue ones included), events and clubs in proportion to the students. */
export function sizesFor(students: number): Record<keyof typeof PER_100K, number> {
  const scaled = (n: number, min: number) => Math.max(min, Math.round((n * students) / 100_000));
  return {
    jobs: scaled(PER_100K.jobs, 1),
    orgs: scaled(PER_100K.orgs, 10),
    events: scaled(PER_100K.events, 1),
    clubs: scaled(PER_100K.clubs, 1),
  };
}

/** One step of the generator. Steps run in order inside one transaction and share the context. */
export interface ScaleStep {
  name: string;
  run(ctx: ScaleContext): Promise<void>;
}

export const SCALE_STEPS: ScaleStep[] = [
  { name: 'organisations', run: generateOrgs },
  { name: 'organisation profiles', run: generateOrgProfiles },
  { name: 'jobs and internships', run: generateJobs },
  { name: 'events', run: generateEvents },
  { name: 'clubs', run: generateClubs },
  { name: 'job and event alert outbox', run: generateAlertOutbox },
  { name: 'students: portfolios, applications, registrations, clubs, notifications', run: generateStudents },
  { name: 'alert outbox delivered', run: finishAlertOutbox },
];

export interface ScaleReport {
  steps: { name: string; seconds: number }[];
  counts: Counts;
  writeMs: Counts;
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

/** Every table the generator writes, and the counter tables their triggers write. */
export const GENERATED_TABLES = [
  'orgs',
  'users',
  'profiles',
  'jobs',
  'events',
  'clubs',
  'club_members',
  'club_join_requests',
  'notification_outbox',
  'portfolios',
  'portfolio_job_roles',
  'profile_topic_interests',
  'educations',
  'subjects',
  'external_courses',
  'external_projects',
  'internships',
  'readings',
  'social_clubs',
  'external_events',
  'job_applications',
  'job_application_logs',
  'job_application_counts',
  'event_enrollments',
  'event_enrollment_logs',
  'notifications',
  'job_notifications',
  'notification_counts',
] as const;

/**
 * Bulk loading as pg_restore does it: the foreign keys of the generated tables are dropped for the
 * load and added back at the end, when PostgreSQL checks every row against its parent in one join
 * per key instead of one lookup (and parent row lock) per inserted row, which took most of the load
 * time. Nothing goes unchecked: adding a key back fails the run (and the transaction) on any orphan.
 * Triggers (the kept counts) stay on throughout.
 */
async function deferForeignKeys(loader: Loader) {
  const keys = await loader.query<{ table_name: string; name: string; definition: string }>(
    `select c.conrelid::regclass::text as table_name, c.conname as name, pg_get_constraintdef(c.oid) as definition
     from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_namespace n on n.oid = t.relnamespace
     where c.contype = 'f' and n.nspname = current_schema() and t.relname = any($1::text[])
     order by 1, 2`,
    [[...GENERATED_TABLES]],
  );
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  for (const k of keys) await loader.exec(`alter table ${k.table_name} drop constraint ${quote(k.name)}`);
  return {
    async restore() {
      for (const k of keys)
        await loader.exec(`alter table ${k.table_name} add constraint ${quote(k.name)} ${k.definition}`);
    },
  };
}

/** Indexes the load itself reads through (ids of rows it has just written). */
const LOAD_INDEXES = [
  'profiles_user_id_key',
  'jobs_uuid_key',
  'events_uuid_key',
  'clubs_uuid_key',
  'educations_uuid_key',
  'job_applications_profile_idx',
  'event_enrollments_profile_idx',
];

/**
 * The same for secondary indexes: building one over the finished table is several times cheaper than
 * keeping it up to date row by row. Primary keys, unique constraints and the indexes the load reads
 * stay; the others are dropped and created again from their own definitions (a unique index checks
 * every row again when it is built).
 */
async function deferIndexes(loader: Loader) {
  const found = await loader.query<{ name: string; definition: string }>(
    `select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
     from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
     join pg_namespace n on n.oid = t.relnamespace
     where n.nspname = current_schema() and t.relname = any($1::text[]) and not x.indisprimary
       and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
       and i.relname <> all($2::text[])
     order by 1`,
    [[...GENERATED_TABLES], LOAD_INDEXES],
  );
  for (const index of found) await loader.exec(`drop index "${index.name.replace(/"/g, '""')}"`);
  return {
    async restore() {
      for (const index of found) await loader.exec(index.definition);
    },
  };
}

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
    writeMs: {},
    progress: (m) => log(`  ${m} (${elapsed(started)} s)`),
    orgs: [],
    orgProfile: new Map(),
    jobs: [],
    events: [],
    clubs: [],
    firstOutboxId: 0,
  };
  const steps: ScaleReport['steps'] = [];
  const keys = await deferForeignKeys(loader);
  const indexes = await deferIndexes(loader);
  for (const step of [
    ...SCALE_STEPS,
    { name: 'indexes built', run: () => indexes.restore() },
    { name: 'foreign keys checked', run: () => keys.restore() },
  ]) {
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
  return { steps, counts: ctx.counts, writeMs: ctx.writeMs, seconds: elapsed(started) };
}

/**
 * Delete only what the generator made: accounts at @scale.example (with their profiles, portfolios,
 * applications, registrations, club requests, notifications and sessions), the jobs, events and clubs
 * their organisation profiles posted (and the alerts about them), and generated organisations nobody
 * else refers to.
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
  const temp = ['scale_profiles', 'scale_jobs', 'scale_events', 'scale_clubs'];
  await loader.exec(`drop table if exists ${temp.map((t) => `pg_temp.${t}`).join(', ')}`);
  for (const t of temp) await loader.exec(`create temporary table ${t} (id integer primary key)`);
  await loader.query(
    'insert into scale_profiles select p.id from profiles p join users u on u.id = p.user_id where u.email like $1',
    [domain],
  );
  for (const [t, table] of [
    ['scale_jobs', 'jobs'],
    ['scale_events', 'events'],
    ['scale_clubs', 'clubs'],
  ])
    await loader.exec(
      `insert into ${t} select id from ${table} where created_by_profile_id in (select id from scale_profiles)`,
    );
  await loader.exec(temp.map((t) => `analyze ${t}`).join('; '));
  const byProfile = 'profile_id in (select id from scale_profiles)';
  // Children first, in bulk: cheaper than letting a hundred thousand cascades find them row by row.
  await run('notifications', `delete from notifications where ${byProfile}`);
  await run(
    'job_notifications',
    `delete from job_notifications where ${byProfile} or job_id in (select id from scale_jobs)`,
  );
  await run(
    'notification_outbox',
    `delete from notification_outbox where kind in ('job_alert', 'event_alert')
       and ((payload->>'job_id')::int in (select id from scale_jobs)
         or (payload->>'event_id')::int in (select id from scale_events))`,
  );
  await run(
    'job_application_logs',
    `delete from job_application_logs where application_id in (select id from job_applications
       where ${byProfile} or job_id in (select id from scale_jobs))`,
  );
  await run(
    'job_applications',
    `delete from job_applications where ${byProfile} or job_id in (select id from scale_jobs)`,
  );
  await run('jobs', 'delete from jobs where id in (select id from scale_jobs)');
  await run(
    'event_enrollment_logs',
    `delete from event_enrollment_logs where enrollment_id in (select id from event_enrollments
       where ${byProfile} or event_id in (select id from scale_events))`,
  );
  await run(
    'event_enrollments',
    `delete from event_enrollments where ${byProfile} or event_id in (select id from scale_events)`,
  );
  await run('events', 'delete from events where id in (select id from scale_events)');
  for (const table of ['club_join_requests', 'club_members'])
    await run(table, `delete from ${table} where ${byProfile} or club_id in (select id from scale_clubs)`);
  await run('clubs', 'delete from clubs where id in (select id from scale_clubs)');
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
    'notification_counts',
  ])
    await run(table, `delete from ${table} where ${byProfile}`);
  await run('profiles', 'delete from profiles where id in (select id from scale_profiles)');
  await run('users', 'delete from users where email like $1', [domain]);
  await run('email_outbox', 'delete from email_outbox where to_address like $1', [domain]);
  await run(
    'orgs',
    `delete from orgs o where o.website like $1
       and not exists (select 1 from profiles p where p.my_org_id = o.id)
       and not exists (select 1 from jobs j where j.org_id = o.id)
       and not exists (select 1 from events e where e.org_id = o.id)
       and not exists (select 1 from clubs c where c.org_id = o.id)
       and not exists (select 1 from educations e where e.my_org_id = o.id)`,
    [`https://%.${SCALE_ORG_WEB_DOMAIN}`],
  );
  await loader.query('delete from seed_runs where name = $1', [SCALE_SEED_RUN]);
  await loader.exec(`drop table ${temp.map((t) => `pg_temp.${t}`).join(', ')}`);
  return counts;
}
