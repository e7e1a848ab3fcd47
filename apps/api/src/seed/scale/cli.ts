/*
 * npm run seed:scale -- [--students 100000] [--jobs N] [--orgs N] [--events N] [--clubs N]
 *                       [--applications 5] [--notifications 10] [--seed 1] [--reset] [--inserts]
 *
 * Fills the configured database (DATABASE_URL, else the embedded PGlite in DATA_DIR/db) with a large,
 * deterministic dataset for load tests. Jobs, organisations, events and clubs default to the students'
 * proportion of 20,000 / 2,000 / 5,000 / 2,000 per 100,000 students; --applications and
 * --notifications are averages per student. Migrates and seeds the catalogue first. Refuses to run
 * twice unless --reset, which first deletes only what an earlier run generated. --inserts uses batched
 * INSERTs instead of COPY on PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from '../../config/env';
import { databaseFromEnv } from '../../db/client';
import { seedCatalogue } from '../catalogue';
import { loaderForDatabase, type Loader } from './loader';
import type { ScaleOptions } from './context';
import { DEFAULT_SCALE_OPTIONS, generateScaleData, resetScaleData, scaleDataPresent, sizesFor } from './run';

const { values } = parseArgs({
  options: {
    students: { type: 'string' },
    jobs: { type: 'string' },
    orgs: { type: 'string' },
    events: { type: 'string' },
    clubs: { type: 'string' },
    applications: { type: 'string' },
    notifications: { type: 'string' },
    seed: { type: 'string' },
    batch: { type: 'string' },
    reset: { type: 'boolean', default: false },
    inserts: { type: 'boolean', default: false },
  },
});

function count(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    process.stderr.write(`--${name} must be a whole number from ${min} to ${max} (got ${raw}).\n`);
    process.exit(2);
  }
  return n;
}

const students = count('students', values.students, DEFAULT_SCALE_OPTIONS.students, 1, 2_000_000);
const sizes = sizesFor(students);
const options: ScaleOptions = {
  students,
  jobs: count('jobs', values.jobs, sizes.jobs, 1, 500_000),
  orgs: count('orgs', values.orgs, sizes.orgs, 10, 100_000),
  events: count('events', values.events, sizes.events, 0, 500_000),
  clubs: count('clubs', values.clubs, sizes.clubs, 0, 200_000),
  applicationsPerStudent: count(
    'applications',
    values.applications,
    DEFAULT_SCALE_OPTIONS.applicationsPerStudent,
    0,
    50,
  ),
  enrolmentsPerStudent: DEFAULT_SCALE_OPTIONS.enrolmentsPerStudent,
  clubRequestsPerStudent: DEFAULT_SCALE_OPTIONS.clubRequestsPerStudent,
  notificationsPerStudent: count(
    'notifications',
    values.notifications,
    DEFAULT_SCALE_OPTIONS.notificationsPerStudent,
    0,
    200,
  ),
  seed: count('seed', values.seed, DEFAULT_SCALE_OPTIONS.seed, 0, 2 ** 31 - 1),
  batchSize: count('batch', values.batch, DEFAULT_SCALE_OPTIONS.batchSize, 100, 50_000),
  today: new Date(new Date().toISOString().slice(0, 10)),
};

const out = (m: string) => process.stdout.write(`${m}\n`);

/** CPU seconds the loading connection's server process has used (Linux /proc, same machine only). */
async function backendCpuSeconds(loader: Loader): Promise<number | null> {
  const [row] = await loader.query<{ pid: number }>('select pg_backend_pid() as pid');
  try {
    const stat = fs.readFileSync(`/proc/${row!.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}
const env = loadEnv();
const started = performance.now();

// Migrate and seed the catalogue through the application's own code, then load on one connection.
const database = await databaseFromEnv(env);
await database.migrate();
await seedCatalogue(database.db);
const { loader, release } = await loaderForDatabase(database, values.inserts ? 'insert' : 'copy');
out(
  database.kind === 'postgres'
    ? `PostgreSQL (${loader.method === 'copy' ? 'COPY' : 'batched INSERTs'})`
    : `PGlite in ${path.join(env.DATA_DIR, 'db')} (batched INSERTs)`,
);

try {
  const present = await scaleDataPresent(loader);
  if (present > 0 && !values.reset) {
    process.stderr.write(
      `This database already holds scale data (${present.toLocaleString('en-IN')} accounts at @scale.example). ` +
        'Run again with --reset to delete it and generate afresh.\n',
    );
    process.exitCode = 1;
  } else {
    await loader.exec('begin');
    // The secondary indexes are built once at the end of the load (run.ts): give the builds memory.
    if (database.kind === 'postgres') await loader.exec("set local maintenance_work_mem = '256MB'");
    if (present > 0) {
      out('deleting the earlier scale data...');
      await resetScaleData(loader, out);
    }
    out(
      `generating ${options.students} students, ${options.jobs} jobs, ${options.orgs} organisations, ` +
        `${options.events} events, ${options.clubs} clubs; per student about ${options.applicationsPerStudent} ` +
        `applications and ${options.notificationsPerStudent} notifications (seed ${options.seed})`,
    );
    const report = await generateScaleData(loader, options, out);
    out('committing...');
    await loader.exec('commit');
    // Fresh statistics for the planner, and the visibility map set so counts can be index-only.
    out('vacuum analyze...');
    await loader.exec('vacuum analyze');
    out('\nrows written:');
    for (const [table, n] of Object.entries(report.counts))
      out(`  ${table.padEnd(26)} ${n.toLocaleString('en-IN').padStart(12)}`);
    const entries = [
      'educations',
      'subjects',
      'external_courses',
      'external_projects',
      'internships',
      'readings',
      'social_clubs',
      'external_events',
    ]
      .map((t) => report.counts[t] ?? 0)
      .reduce((a, b) => a + b, 0);
    out(`  portfolio entries per student: ${(entries / options.students).toFixed(1)}`);
    const notifications = (report.counts.notifications ?? 0) + (report.counts.job_notifications ?? 0);
    out(`  notifications (bell + job alerts): ${notifications.toLocaleString('en-IN')}`);
    out('\nseconds writing (COPY or INSERTs, the database included):');
    for (const [table, ms] of Object.entries(report.writeMs))
      out(`  ${table.padEnd(26)} ${(ms / 1000).toFixed(1).padStart(7)} s`);
    out('\ntimings:');
    for (const s of report.steps) out(`  ${s.name.padEnd(40)} ${s.seconds.toFixed(1).padStart(7)} s`);
    out(`\ntotal ${((performance.now() - started) / 1000).toFixed(1)} s`);
    // Wall time on a shared machine says little alone: what the two processes spent, and the load.
    const cpu = process.cpuUsage();
    const backend = database.kind === 'postgres' ? await backendCpuSeconds(loader) : null;
    out(
      `CPU: generator ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s` +
        (backend === null ? '' : `, PostgreSQL backend ${backend.toFixed(1)} s`) +
        `; load average ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')} (${os.cpus().length} cores)`,
    );
  }
} catch (err) {
  await loader.exec('rollback').catch(() => undefined);
  throw err;
} finally {
  release();
  await database.close();
}
