/*
 * Exam day, over loopback against the production API on PostgreSQL (issue 26):
 *
 *   createdb -h 127.0.0.1 -U postgres lbd_bench_quizzes
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/lbd_bench_quizzes npm run bench:quizzes
 *     [-- --students 1000 --window 10 --save-every 15 --save-rounds 3 --stats-attempts 10000 --stats-questions 50]
 *
 * Prepares its own accounts (ending in @bench.example, one shared password hashed once) and signs each
 * student in through the API, each from its own client address (the API trusts one proxy hop, as behind
 * a load balancer). A mentor builds a bank of 200 questions and a timed quiz drawing 50 of them through
 * the API. Then:
 *
 *  (a) starts: every student starts an attempt, the starts spread evenly over `--window` seconds (open
 *      loop: a slow answer does not slow the next request). Each start draws 50 questions by the
 *      attempt's seed and writes the attempt and its 50 rows;
 *  (b) autosave: every student saves one answer every `--save-every` seconds, spread evenly, for
 *      `--save-rounds` rounds;
 *  (c) statistics: `--stats-attempts` finished attempts of `--stats-questions` questions written with SQL
 *      for a second quiz, then counted by the statistics job's own function (as the background job runs
 *      it), timed.
 *
 * Prints a Markdown table and writes bench/RESULTS-quizzes.md.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { hashPassword } from '../src/modules/identity/password-hash';
import { createStatsService } from '../src/modules/quizzes';
import { API_DIR, out, percentile, productionApi } from './support';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '1000' },
    window: { type: 'string', default: '10' },
    'save-every': { type: 'string', default: '15' },
    'save-rounds': { type: 'string', default: '3' },
    'stats-attempts': { type: 'string', default: '10000' },
    'stats-questions': { type: 'string', default: '50' },
  },
});
const STUDENTS = Number(values.students);
const WINDOW_S = Number(values.window);
const SAVE_EVERY_S = Number(values['save-every']);
const SAVE_ROUNDS = Number(values['save-rounds']);
const STATS_ATTEMPTS = Number(values['stats-attempts']);
const STATS_QUESTIONS = Number(values['stats-questions']);
const BANK_SIZE = 200;
const DRAW = 50;
const PASSWORD = 'bench quiz password 2026';
const PORT = Number(process.env.BENCH_PORT ?? 3392);
const TARGETS = { startP95: 300, saveP95: 100, statsS: 10 };

const url = process.env.DATABASE_URL;
if (!url) {
  process.stderr.write('Set DATABASE_URL to a PostgreSQL database (an empty one is fine: the script prepares it).\n');
  process.exit(2);
}

// --- HTTP over loopback, kept-alive sockets ---------------------------------------------------------
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
interface Answer {
  status: number;
  ms: number;
  body: { data?: Record<string, unknown>; error?: unknown };
}
function request(method: string, pathname: string, opts: { body?: unknown; token?: string; from?: string } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const payload = opts.body === undefined ? undefined : Buffer.from(JSON.stringify(opts.body));
    const t0 = performance.now();
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path: pathname,
        agent,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          ...(opts.from ? { 'x-forwarded-for': opts.from } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const ms = performance.now() - t0;
          const text = Buffer.concat(chunks).toString();
          let body: Answer['body'] = {};
          try {
            body = text ? JSON.parse(text) : {};
          } catch {
            body = { error: text.slice(0, 200) };
          }
          resolve({ status: res.statusCode ?? 0, ms, body });
        });
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}
async function ok(method: string, pathname: string, opts: Parameters<typeof request>[2] = {}) {
  const res = await request(method, pathname, opts);
  if (res.status >= 300) throw new Error(`${method} ${pathname} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data ?? {};
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

/** Runs `work` on every item, at most `width` at a time. */
async function pool<T>(items: T[], width: number, work: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        await work(items[i]!, i);
      }
    }),
  );
}

// --- accounts --------------------------------------------------------------------------------------
const db = new pg.Client({ connectionString: url });
await db.connect();
const api = productionApi({ url, port: PORT, env: { TRUST_PROXY_HOPS: '1' } });
out('Starting the production API (it migrates and seeds the catalogue) ...');
api.start();
await api.ready();

const hash = await hashPassword(PASSWORD);
const account = (id: string) => ({ id, email: `${id}@bench.example` });
const mentor = account('qbmentor');
const students = Array.from({ length: STUDENTS }, (_, i) => account(`qb${String(i + 1).padStart(6, '0')}`));
{
  const started = Date.now();
  const all = [mentor, ...students];
  await db.query('begin');
  await db.query(
    `insert into users (id, name, email, email_verified)
     select u, 'Bench ' || u, u || '@bench.example', true from unnest($1::text[]) u on conflict do nothing`,
    [all.map((a) => a.id)],
  );
  await db.query(
    `insert into accounts (id, account_id, provider_id, user_id, password, created_at, updated_at)
     select 'acc-' || u, u, 'credential', u, $2, now(), now() from unnest($1::text[]) u
     on conflict (id) do update set password = excluded.password`,
    [all.map((a) => a.id), hash],
  );
  await db.query(
    `insert into profiles (user_id, profile_type, first_name, last_name, full_name, email, active, terms_nd_cond)
     select u, case when u = 'qbmentor' then 'ADVISOR' else 'STUDENT' end, 'Bench', u, 'Bench ' || u, u || '@bench.example', true, true
     from unnest($1::text[]) u
     where not exists (select 1 from profiles p where p.user_id = u)`,
    [all.map((a) => a.id)],
  );
  await db.query('commit');
  out(`${all.length} accounts ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
const signIn = async (a: { email: string }, i: number) =>
  String(
    (
      await ok('POST', '/api/identity/sign_in', {
        body: { email: a.email, password: PASSWORD },
        from: addressOf(i + 2),
      })
    ).access_token,
  );
const mentorToken = await signIn(mentor, -1);
const tokens: string[] = new Array(STUDENTS);
{
  const started = Date.now();
  await pool(students, 8, async (s, i) => {
    tokens[i] = await signIn(s, i);
  });
  out(`${STUDENTS} students signed in in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// --- the mentor's bank and quiz, through the API ------------------------------------------------------
const mentorCall = (method: string, p: string, body?: unknown) =>
  ok(method, p, { body, token: mentorToken, from: '10.255.0.1' });
const bank = await mentorCall('POST', '/api/question_banks', {
  title: `Bench bank ${Date.now()}`,
  summary: 'Exam-day benchmark',
});
const bankId = Number(bank.id);
const categories = ['Arithmetic', 'Reasoning', 'Verbal', 'Data'];
for (let q = 1; q <= BANK_SIZE; q += 1)
  await mentorCall('POST', `/api/question_banks/${bankId}/questions`, {
    category: categories[q % categories.length],
    difficulty: (['easy', 'medium', 'hard'] as const)[q % 3],
    tags: [],
    skill_ids: [],
    question: {
      type: 'single_choice',
      stem: `<p>Question ${q}: what is ${q} + ${q}?</p>`,
      points: 1,
      options: ['a', 'b', 'c', 'd'].map((id, k) => ({ id, text: String(2 * q + k) })),
      correct: 'a',
    },
  });
await mentorCall('POST', `/api/question_banks/${bankId}/publish`);
const quizBody = (title: string) => ({
  title,
  summary: 'Exam-day benchmark',
  time_limit_minutes: 60,
  attempts_allowed: 0,
  per_page: 1,
});
const quizId = Number((await mentorCall('POST', '/api/quizzes', quizBody(`Bench quiz ${Date.now()}`))).id);
await mentorCall('POST', `/api/quizzes/${quizId}/slots`, { kind: 'random', bank_id: bankId, draw_count: DRAW });
await mentorCall('POST', `/api/quizzes/${quizId}/publish`);
out(`Bank ${bankId} (${BANK_SIZE} questions) and quiz ${quizId} (draws ${DRAW}) published`);

interface Row {
  step: string;
  count: number;
  errors: number;
  wall: number;
  samples: number[];
  target: string;
  met: boolean;
}
const rows: Row[] = [];

// --- (a) 1,000 starts within the window -------------------------------------------------------------
const attempts: { id: number; options: string[][] }[] = new Array(STUDENTS);
{
  const samples: number[] = [];
  let errors = 0;
  const firstError: string[] = [];
  const t0 = performance.now();
  await Promise.all(
    students.map(async (_, i) => {
      await sleep((i * WINDOW_S * 1000) / STUDENTS - (performance.now() - t0));
      const res = await request('POST', `/api/quizzes/${quizId}/attempts`, {
        token: tokens[i],
        from: addressOf(i + 2),
      });
      samples.push(res.ms);
      if (res.status !== 201) {
        errors += 1;
        if (firstError.length < 3) firstError.push(`${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        return;
      }
      const data = res.body.data as { id: number; questions: { options?: { id: string }[] }[] };
      attempts[i] = { id: data.id, options: data.questions.map((q) => (q.options ?? []).map((o) => o.id)) };
    }),
  );
  const wall = (performance.now() - t0) / 1000;
  samples.sort((a, b) => a - b);
  if (firstError.length) out(`start errors: ${firstError.join(' | ')}`);
  rows.push({
    step: `start an attempt (draw ${DRAW} of ${BANK_SIZE}), ${STUDENTS} spread over ${WINDOW_S} s`,
    count: STUDENTS,
    errors,
    wall,
    samples,
    target: `p95 < ${TARGETS.startP95} ms, all within ${WINDOW_S} s, no errors`,
    met: errors === 0 && percentile(samples, 95) < TARGETS.startP95 && wall <= WINDOW_S + 1,
  });
}

// --- (b) autosave every 15 s ---------------------------------------------------------------------------
{
  const samples: number[] = [];
  let errors = 0;
  const firstError: string[] = [];
  const period = SAVE_EVERY_S * 1000;
  const t0 = performance.now();
  await Promise.all(
    students.map(async (_, i) => {
      const a = attempts[i];
      if (!a) return;
      for (let round = 0; round < SAVE_ROUNDS; round += 1) {
        await sleep(round * period + (i * period) / STUDENTS - (performance.now() - t0));
        const position = ((i + round) % DRAW) + 1;
        const opts = a.options[position - 1] ?? ['a'];
        const res = await request('PUT', `/api/attempts/${a.id}/answers/${position}`, {
          token: tokens[i],
          from: addressOf(i + 2),
          body: { answer: { option_id: opts[(i + round) % opts.length] }, revision: round + 1, seconds: 20 },
        });
        samples.push(res.ms);
        if (res.status !== 200) {
          errors += 1;
          if (firstError.length < 3) firstError.push(`${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        }
      }
    }),
  );
  const wall = (performance.now() - t0) / 1000;
  samples.sort((a, b) => a - b);
  if (firstError.length) out(`save errors: ${firstError.join(' | ')}`);
  rows.push({
    step: `autosave, ${STUDENTS} students each every ${SAVE_EVERY_S} s (${SAVE_ROUNDS} rounds)`,
    count: samples.length,
    errors,
    wall,
    samples,
    target: `p95 < ${TARGETS.saveP95} ms, no errors`,
    met: errors === 0 && percentile(samples, 95) < TARGETS.saveP95,
  });
}
await api.stopAndWait();

// --- (c) statistics of 10,000 attempts of 50 questions ------------------------------------------------
let statsSeconds = NaN;
{
  const started = Date.now();
  const statsQuiz = Number(
    (
      await db.query(
        `insert into quizzes (title, summary, status, created_by_profile_id, review, time_limit_minutes, published_at)
         select $1, 'Statistics benchmark', 'published', id, '{}'::jsonb, 60, now() from profiles where user_id = 'qbmentor'
         returning id`,
        [`Bench stats ${Date.now()}`],
      )
    ).rows[0].id,
  );
  const picked = (
    await db.query(
      `select q.id, v.id as version_id from questions q
       join question_versions v on v.question_id = q.id and v.version = q.version
       where q.bank_id = $1 order by q.sequence limit $2`,
      [bankId, STATS_QUESTIONS],
    )
  ).rows as { id: number; version_id: number }[];
  await db.query(
    `insert into quiz_slots (quiz_id, sequence, kind, question_id) select $1, g.ord, 'fixed', g.id
     from unnest($2::int[]) with ordinality g(id, ord)`,
    [statsQuiz, picked.map((p) => p.id)],
  );
  // One attempt each for STATS_ATTEMPTS students (generated profiles beyond the signed-in ones).
  await db.query('begin');
  await db.query(
    `insert into users (id, name, email, email_verified)
     select 'qs' || lpad(g::text, 6, '0'), 'Bench', 'qs' || lpad(g::text, 6, '0') || '@bench.example', true
     from generate_series(1, $1::int) g on conflict do nothing`,
    [STATS_ATTEMPTS],
  );
  await db.query(
    `insert into profiles (user_id, profile_type, first_name, full_name, active, terms_nd_cond)
     select 'qs' || lpad(g::text, 6, '0'), 'STUDENT', 'Bench', 'Bench ' || g, true, true
     from generate_series(1, $1::int) g
     where not exists (select 1 from profiles p where p.user_id = 'qs' || lpad(g::text, 6, '0'))`,
    [STATS_ATTEMPTS],
  );
  await db.query(
    `insert into my_quizzes (profile_id, quiz_id, status) select p.id, $1, 'Completed'
     from profiles p where p.user_id like 'qs%' order by p.id limit $2`,
    [statsQuiz, STATS_ATTEMPTS],
  );
  // Ability rises with the profile id, so that right answers go with high scores (discrimination).
  await db.query(
    `insert into quiz_attempts (my_quiz_id, quiz_id, profile_id, number, seed, status, started_at, submitted_at, score, max_score)
     select m.id, $1, m.profile_id, 1, m.id, 'submitted', now() - interval '2 hours', now() - interval '1 hour', 0, $2
     from my_quizzes m where m.quiz_id = $1`,
    [statsQuiz, STATS_QUESTIONS],
  );
  await db.query(
    `insert into attempt_answers (attempt_id, position, question_id, question_version_id, points, answer, revision, saved_at, seconds, grade_status, score)
     select a.id, q.ord, q.id, q.version_id, 1,
            jsonb_build_object('option_id', pick.option_id), 1, now(), 10 + (a.id + q.ord) % 90, 'graded',
            case when pick.option_id = 'a' then 1 else 0 end
     from quiz_attempts a
     cross join unnest($2::int[], $3::int[]) with ordinality q(id, version_id, ord)
     cross join lateral (select case
         when ((a.id * 7919 + q.ord * 104729) % 1000) < 250 + (a.id % 500) + q.ord * 3 then 'a'
         else (array['b','c','d'])[1 + (a.id + q.ord) % 3] end as option_id) pick
     where a.quiz_id = $1`,
    [statsQuiz, picked.map((p) => p.id), picked.map((p) => p.version_id)],
  );
  await db.query(
    `update quiz_attempts a set score = s.total from (
       select aa.attempt_id, sum(aa.score) as total from attempt_answers aa join quiz_attempts qa on qa.id = aa.attempt_id
       where qa.quiz_id = $1 group by aa.attempt_id) s
     where s.attempt_id = a.id`,
    [statsQuiz],
  );
  await db.query('commit');
  await db.query('analyze quiz_attempts; analyze attempt_answers');
  out(
    `${STATS_ATTEMPTS} attempts of ${STATS_QUESTIONS} questions written in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const database = await openDatabase({ kind: 'postgres', url });
  const stats = createStatsService({
    db: database.db,
    clock: () => new Date(),
    quizzes: undefined as never, // compute() reads no quiz permissions: it is the job's function
  });
  const t0 = performance.now();
  const result = await stats.compute(statsQuiz);
  statsSeconds = (performance.now() - t0) / 1000;
  out(
    `statistics: ${result?.finished ?? 0} attempts, mean ${result?.mean?.toFixed(1)}, ${result?.questions.length} questions, ` +
      `flags on ${result?.questions.filter((q) => q.flags.length > 0).length}`,
  );
  await database.close();
  rows.push({
    step: `statistics of ${STATS_ATTEMPTS} attempts × ${STATS_QUESTIONS} questions (the background job's count)`,
    count: 1,
    errors: 0,
    wall: statsSeconds,
    samples: [statsSeconds * 1000],
    target: `under ${TARGETS.statsS} s`,
    met: statsSeconds < TARGETS.statsS,
  });
}
await db.end();

const fmt = (n: number) => n.toFixed(1);
const lines = [
  '# Quiz benchmark (exam day)',
  '',
  `PostgreSQL, production API over loopback (kept-alive HTTP, one client address per student), ${new Date().toISOString().slice(0, 10)}.`,
  `Run: \`DATABASE_URL=... npm run bench:quizzes -- --students ${STUDENTS} --window ${WINDOW_S} --save-every ${SAVE_EVERY_S} --save-rounds ${SAVE_ROUNDS} --stats-attempts ${STATS_ATTEMPTS} --stats-questions ${STATS_QUESTIONS}\``,
  '',
  '| step | requests | errors | wall s | p50 ms | p95 ms | max ms | target | met |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
  ...rows.map(
    (r) =>
      `| ${r.step} | ${r.count} | ${r.errors} | ${fmt(r.wall)} | ${fmt(percentile(r.samples, 50))} | ${fmt(percentile(r.samples, 95))} | ${fmt(r.samples.at(-1) ?? NaN)} | ${r.target} | ${r.met ? 'yes' : 'no'} |`,
  ),
];
out(lines.join('\n'));
fs.writeFileSync(path.join(API_DIR, 'bench', 'RESULTS-quizzes.md'), `${lines.join('\n')}\n`);
process.exit(rows.every((r) => r.met) ? 0 : 1);
