/**
 * `npm run bench:search -- <database url>...`: what job search costs PostgreSQL, term by
 * term, on scale datasets (`npm run seed:scale`). For each of the benchmark's 20 terms it sends the
 * statement the jobs repository sends for page 1 of 20 (recorded through drizzle's logger), runs
 * EXPLAIN (ANALYZE, BUFFERS) on it 9 times and reports the median of planning plus execution time, the
 * buffers read and the number of matching open jobs (counted apart, to show what the search did not
 * have to read). No API, no load: the database's own work, one statement at a time.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../src/db/client';
import * as schema from '../src/db/schema';
import { SEARCH_TERMS } from '../src/seed/scale/vocabulary';
import { createJobsRepo } from '../src/modules/jobs/jobs.repo';
import { queryRecorder } from './support';

const RUNS = 9;
const urls = process.argv.slice(2).filter((a) => a.includes('://'));
if (urls.length === 0) {
  console.error(
    'usage: bench/search-terms.ts <database url>... (scale datasets, e.g. lbd_scale_10k and lbd_scale_100k)',
  );
  process.exit(2);
}

interface Plan {
  'Planning Time': number;
  'Execution Time': number;
  Plan: { 'Shared Hit Blocks'?: number; 'Shared Read Blocks'?: number };
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

const today = new Date().toISOString().slice(0, 10);
const summary: string[] = [];
for (const url of urls) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const recorder = queryRecorder();
  const db = drizzle(pool, { schema, logger: recorder.logger }) as unknown as Db;
  const jobs = createJobsRepo(db);
  const name = new URL(url).pathname.slice(1);
  const [{ n: openJobs }] = (
    await pool.query<{ n: string }>(`select count(*) as n from jobs where status = 'published' and apply_by >= $1`, [
      today,
    ])
  ).rows as [{ n: string }];
  console.log(`\n${name}: ${fmt(Number(openJobs))} open jobs\n`);
  console.log('| term | matching open jobs | shown total | ms (plan + run, median) | buffers |');
  console.log('|---|---:|---:|---:|---:|');
  const times: number[] = [];
  for (const term of SEARCH_TERMS) {
    const { result: answer, statements } = await recorder.during(() =>
      jobs.search(term, { openOn: today }, { page: 1, count: 20, offset: 0 }),
    );
    const statement = statements[0]!;
    const matching = Number(
      (
        await pool.query<{ n: string }>(
          `select count(*) as n from jobs where status = 'published' and apply_by >= $1
             and search @@ websearch_to_tsquery('english', $2)`,
          [today, term],
        )
      ).rows[0]!.n,
    );
    const ms: number[] = [];
    let buffers = 0;
    for (let i = 0; i < RUNS; i++) {
      const r = await pool.query<{ 'QUERY PLAN': Plan[] }>(
        `explain (analyze, buffers, format json) ${statement.query}`,
        statement.params,
      );
      const plan = r.rows[0]!['QUERY PLAN'][0]!;
      ms.push(plan['Planning Time'] + plan['Execution Time']);
      buffers = (plan.Plan['Shared Hit Blocks'] ?? 0) + (plan.Plan['Shared Read Blocks'] ?? 0);
    }
    const m = median(ms);
    times.push(m);
    const shown = `${fmt(answer.total)}${answer.capped ? '+' : ''}`;
    console.log(`| ${term} | ${fmt(matching)} | ${shown} | ${fmt(m, 2)} | ${fmt(buffers)} |`);
  }
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  summary.push(`${name}: mean ${fmt(mean, 2)} ms, slowest ${fmt(Math.max(...times), 2)} ms over ${times.length} terms`);
  await pool.end();
}
console.log(`\n${summary.join('\n')}`);
