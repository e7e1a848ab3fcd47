/*
 * Where a portfolio read spends the API's CPU, stage by stage, without HTTP:
 *   npm run bench:portfolio-stages -- [--reads 2000]     # BENCH_DATABASE_URL, else lbd_scale_100k
 * One process, one connection, the same students' public portfolios read in turn; each stage timed
 * over every read: the statement (PostgreSQL and pg's parsing of its row), the repo's mapping of the
 * row (entries, timestamps, names), the mapper (`toPortfolio`), and the response serializer (the
 * route's: the schema's compiled encoder, zod for what it does not accept), beside JSON.stringify of
 * the same object alone. Also the backend's CPU per statement, read
 * from /proc. Prints a Markdown table; nothing is written.
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { portfolioResponseSchema } from '@lbd/shared';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { serializerCompiler } from '../src/lib/serializer';
import { toPortfolio } from '../src/modules/portfolio/portfolio.mapper';
import { createPortfolioRepo, type PortfolioRead } from '../src/modules/portfolio/portfolio.repo';

const { values } = parseArgs({ options: { reads: { type: 'string', default: '2000' } } });
const READS = Number(values.reads);
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lbd_scale_100k';

const database = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
const repo = createPortfolioRepo(database.db);
const admin = new pg.Client({ connectionString: url });
await admin.connect();
const ids = (
  await admin.query<{ profile_id: number }>(
    `select f.profile_id from portfolios f join profiles p on p.id = f.profile_id
     where f.is_public and p.profile_type = 'STUDENT' order by f.profile_id limit 200`,
  )
).rows.map((r) => r.profile_id);
// One connection in the pool: the backend every statement of the run goes to.
const [{ pid }] = (await database.executeSql('select pg_backend_pid() as pid')).rows as [{ pid: number }];
const cpuMs = () => {
  const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(f[11]) + Number(f[12])) * (1000 / 100);
};

const serialize = serializerCompiler({
  schema: portfolioResponseSchema,
  method: 'GET',
  url: '/api/public_portfolio',
  httpStatus: '200',
} as never) as (data: unknown) => string;

const stages = { statement: 0, repo: 0, mapper: 0, serializer: 0, stringify: 0 };
let bytes = 0;
let entries = 0;
const run = async (count: number, time: boolean) => {
  for (let i = 0; i < count; i++) {
    const profileId = ids[i % ids.length]!;
    const t0 = performance.now();
    const raw = await repo.readRow({ view: 'public', profileId });
    const t1 = performance.now();
    const read: PortfolioRead = await repo.fromRow(raw!);
    const t2 = performance.now();
    const portfolio = toPortfolio(read);
    const t3 = performance.now();
    const body = serialize({ data: portfolio });
    const t4 = performance.now();
    JSON.stringify({ data: portfolio });
    const t5 = performance.now();
    if (time) {
      stages.statement += t1 - t0;
      stages.repo += t2 - t1;
      stages.mapper += t3 - t2;
      stages.serializer += t4 - t3;
      stages.stringify += t5 - t4;
      bytes += body.length;
      entries += read.entries.length;
    }
  }
};

await run(300, false); // warm: JIT, prepared statement, catalogue names
const cpu0 = cpuMs();
await run(READS, true);
const backend = cpuMs() - cpu0;
const per = (ms: number) => ((ms / READS) * 1000).toFixed(0);
const nodeTotal = stages.repo + stages.mapper + stages.serializer;
console.log(
  [
    `${READS} public portfolio reads of ${ids.length} students (${(entries / READS).toFixed(1)} entries, ${(bytes / READS / 1024).toFixed(1)} KB of JSON a read)`,
    '',
    '| stage | µs a read |',
    '|---|---:|',
    `| statement, wall (PostgreSQL, the round trip, pg parsing the row) | ${per(stages.statement)} |`,
    `| statement, the backend's CPU | ${per(backend)} |`,
    `| repo: row to entries, timestamps, names | ${per(stages.repo)} |`,
    `| mapper: toPortfolio | ${per(stages.mapper)} |`,
    `| serializer: the compiled encoder (zod for what it refuses) | ${per(stages.serializer)} |`,
    `| (JSON.stringify of the object alone) | ${per(stages.stringify)} |`,
    `| API's own work after the statement (repo + mapper + serializer) | ${per(nodeTotal)} |`,
  ].join('\n'),
);
await admin.end();
await database.close();
