/*
 * npm run seed:scale -- [--students 100000] [--jobs 20000] [--orgs 2000] [--applications 5] [--seed 1]
 *                       [--reset] [--inserts]
 *
 * Fills the configured database (DATABASE_URL, else the embedded PGlite in DATA_DIR/db) with a large,
 * deterministic dataset for load tests. Migrates and seeds the catalogue first. Refuses to run twice
 * unless --reset, which first deletes only what an earlier run generated. --inserts uses batched
 * INSERTs instead of COPY on PostgreSQL.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from '../../../config/env';
import { databaseFromEnv } from '../../client';
import { seedCatalogue } from '../catalogue';
import { loaderForDatabase } from './loader';
import { DEFAULT_SCALE_OPTIONS, generateScaleData, resetScaleData, scaleDataPresent } from './run';

const { values } = parseArgs({
  options: {
    students: { type: 'string' },
    jobs: { type: 'string' },
    orgs: { type: 'string' },
    applications: { type: 'string' },
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
const options = {
  students,
  jobs: count('jobs', values.jobs, DEFAULT_SCALE_OPTIONS.jobs, 1, 500_000),
  orgs: count('orgs', values.orgs, DEFAULT_SCALE_OPTIONS.orgs, 10, 100_000),
  applicationsPerStudent: count(
    'applications',
    values.applications,
    DEFAULT_SCALE_OPTIONS.applicationsPerStudent,
    0,
    50,
  ),
  seed: count('seed', values.seed, DEFAULT_SCALE_OPTIONS.seed, 0, 2 ** 31 - 1),
  batchSize: count('batch', values.batch, DEFAULT_SCALE_OPTIONS.batchSize, 100, 50_000),
  today: new Date(new Date().toISOString().slice(0, 10)),
};

const out = (m: string) => process.stdout.write(`${m}\n`);
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
    // GIN indexes (skills, search) take new rows into their pending list and merge them at the final
    // VACUUM, instead of merging every few megabytes during the load.
    if (database.kind === 'postgres') await loader.exec("set local gin_pending_list_limit = '256MB'");
    if (present > 0) {
      out('deleting the earlier scale data...');
      await resetScaleData(loader, out);
    }
    out(
      `generating ${options.students} students, ${options.jobs} jobs, ${options.orgs} organisations, ` +
        `about ${options.applicationsPerStudent} applications per student (seed ${options.seed})`,
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
    out('\ntimings:');
    for (const s of report.steps) out(`  ${s.name.padEnd(40)} ${s.seconds.toFixed(1).padStart(7)} s`);
    out(`\ntotal ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
} catch (err) {
  await loader.exec('rollback').catch(() => undefined);
  throw err;
} finally {
  release();
  await database.close();
}
