import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { createTestApp } from './app';
import { openTestDatabase } from './database';
import { bearer, buildAdmin } from './factories';
import { buildOrgUser, createJob, orgIds } from './factories/jobs';
import { BODIES, buildPortfolioStudent } from './factories/portfolio';
import { http, type HttpAnswer } from './support/http';
import { startServer, stopAllServers, until, type ServerProcess } from './support/server-process';

/*
 * Crash safety: the API process is SIGKILLed in the middle of a burst of portfolio writes, job
 * applications and status changes, then started again. Every write that was answered 2xx is there,
 * nothing exists half-written (each write is one transaction: an entry with the skill it created, an
 * application with its log row and its job's counts, a status change with its log row and its outbox
 * row), and the notifications waiting in the outbox are delivered after the restart. The API runs
 * without queue workers, as beside `npm run worker`: a worker process starts only after the crash, so
 * every notification produced before it is still pending. Needs PostgreSQL (TEST_DATABASE_URL).
 */
const STUDENTS = 6;
const ENTRIES_EACH = 25;
const JOBS = 30;
/** Jobs every student applied to before the burst; the company moves those applications during it. */
const APPLIED_BEFORE = 5;
const CONCURRENCY = 24;
/** Answers received before the kill (of some 330 requests). */
const KILL_AFTER = 120;

type Rows<T> = { rows: T[] };

describe.skipIf(!process.env.TEST_DATABASE_URL)('the API killed during a burst of writes (PostgreSQL)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let url: string;
  const query = async <T>(q: ReturnType<typeof sql>) => ((await t.database.db.execute(q)) as unknown as Rows<T>).rows;

  beforeAll(async () => {
    const database = await openTestDatabase();
    url = database.url!;
    t = await createTestApp({ database });
  });
  afterAll(async () => {
    await stopAllServers();
    await t.close();
  });

  it('keeps every answered write, nothing half-written, and delivers pending notifications after a restart', async () => {
    const t0 = Date.now();
    const phase = (what: string) => console.info(`${what}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    // Accounts and jobs, made in-process on the same database.
    const admin = await buildAdmin(t.app);
    const company = await buildOrgUser(t.app, 'COMPANY', { orgId: (await orgIds(t.app, 'COMPANY'))[0], admin });
    const jobs: number[] = [];
    for (let j = 0; j < JOBS; j++) jobs.push(await createJob(t.app, company.token, { title: `Crash Role ${j}` }));
    const students: Awaited<ReturnType<typeof buildPortfolioStudent>>[] = [];
    for (let s = 0; s < STUDENTS; s++) students.push(await buildPortfolioStudent(t.app));
    const before: { applicationId: number; student: number; job: number }[] = [];
    for (const [s, student] of students.entries()) {
      for (const job of jobs.slice(0, APPLIED_BEFORE)) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/jobs/${job}/apply`,
          headers: bearer(student.token),
          payload: {},
        });
        expect(res.statusCode, res.body).toBe(201);
        before.push({ applicationId: res.json().data.id, student: s, job });
      }
    }

    // The burst, interleaved: entries (each creating a skill of its own), applications, status changes.
    type Write =
      | { kind: 'entry'; student: number; title: string; skill: string }
      | { kind: 'apply'; student: number; job: number }
      | { kind: 'move'; applicationId: number; student: number; job: number };
    const writes: Write[] = [];
    for (let s = 0; s < STUDENTS; s++) {
      for (let n = 0; n < ENTRIES_EACH; n++)
        writes.push({ kind: 'entry', student: s, title: `Crash project ${s}-${n}`, skill: `Crash skill ${s}-${n}` });
      for (const job of jobs.slice(APPLIED_BEFORE)) writes.push({ kind: 'apply', student: s, job });
    }
    for (const b of before) writes.push({ kind: 'move', ...b });
    // A fixed shuffle, so every run sends the same sequence.
    let seed = 7;
    for (let i = writes.length - 1; i > 0; i--) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const k = seed % (i + 1);
      [writes[i], writes[k]] = [writes[k]!, writes[i]!];
    }

    phase('accounts and jobs');
    let server: ServerProcess = await startServer({
      env: { DATABASE_URL: url, QUEUE_WORKERS: 'false', LOG_LEVEL: 'warn' },
    });
    onTestFailed(() => console.error(`API process output:\n${server.output().slice(-8000)}`));
    const send = (w: Write): Promise<HttpAnswer> => {
      const opts = { timeoutMs: 30_000 };
      switch (w.kind) {
        case 'entry':
          return http(server.url, 'POST', '/api/my_portfolio/external_projects', {
            ...opts,
            token: students[w.student]!.token,
            body: { external_project: { ...BODIES.project.external_project, title: w.title, skills: [w.skill] } },
          });
        case 'apply':
          return http(server.url, 'POST', `/api/jobs/${w.job}/apply`, {
            ...opts,
            token: students[w.student]!.token,
            body: {},
          });
        case 'move':
          return http(server.url, 'POST', '/api/modify_job_applicants', {
            ...opts,
            token: company.token,
            body: { job_id: w.job, application_ids: [w.applicationId], status: 'shortlisted' },
          });
      }
    };
    const answers = new Map<Write, HttpAnswer>();
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (next < writes.length && !killed) {
        const w = writes[next++]!;
        answers.set(w, await send(w));
      }
    };
    phase('API started');
    const burst = Promise.all(Array.from({ length: CONCURRENCY }, worker));
    await until(
      async () => answers.size,
      (n) => n >= KILL_AFTER,
      60_000,
      'the first answers',
    );
    server.child.kill('SIGKILL');
    killed = true;
    expect((await server.exited).signal).toBe('SIGKILL');
    await burst;

    const ok = [...answers].filter(([, a]) => a.status >= 200 && a.status < 300);
    const lost = [...answers].filter(([, a]) => a.status === 0);
    // Killed mid-burst: some writes answered, some cut off without an answer, and nothing else failed.
    expect(ok.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(lost.length).toBeGreaterThan(0);
    expect([...answers].filter(([, a]) => a.status !== 0 && a.status >= 300)).toEqual([]);
    phase('killed');
    // The students' status notifications (applying also tells the company's staff, in rows of its own).
    const pendingAtKill = await query<{ n: number }>(
      sql`select count(*)::int as n from notification_outbox where delivered_at is null and kind = 'application_status'`,
    );

    // Start again: the API, and a worker for the background jobs.
    const [restarted, workerProcess] = await Promise.all([
      startServer({ env: { DATABASE_URL: url, QUEUE_WORKERS: 'false', LOG_LEVEL: 'warn' } }),
      startServer({ script: 'worker', env: { DATABASE_URL: url } }),
    ]);
    server = restarted;
    onTestFailed(() => console.error(`worker output:\n${workerProcess.output().slice(-8000)}`));

    phase('restarted');
    // 1. Every answered write is there.
    const entries = await query<{ id: number; profile_id: number; title: string; skill_ids: number[] }>(
      sql`select id, profile_id, title, skill_ids from external_projects where title like 'Crash project %'`,
    );
    const entryById = new Map(entries.map((e) => [e.id, e]));
    const applications = await query<{ id: number; job_id: number; profile_id: number; status: string }>(
      sql`select id, job_id, profile_id, status from job_applications`,
    );
    const applicationById = new Map(applications.map((a) => [a.id, a]));
    let moved = 0;
    for (const [w, a] of ok) {
      const data = (a.body as { data: { id?: number; updated?: number } }).data;
      if (w.kind === 'entry') {
        expect(entryById.get(data.id!)).toMatchObject({ title: w.title, profile_id: students[w.student]!.profileId });
      } else if (w.kind === 'apply') {
        expect(applicationById.get(data.id!)).toMatchObject({
          job_id: w.job,
          profile_id: students[w.student]!.profileId,
        });
      } else {
        expect(data.updated).toBe(1);
        expect(applicationById.get(w.applicationId)?.status).toBe('shortlisted');
        moved++;
      }
    }

    // 2. Nothing half-written. An entry and the skill it created came together: every skill named in
    // the burst belongs to exactly its own entry, and no entry points at a skill that does not exist.
    const skills = await query<{ id: number; name: string }>(
      sql`select id, display_name as name from skills where name like 'crash skill %'`,
    );
    const entryOfSkill = new Map(entries.flatMap((e) => e.skill_ids.map((id) => [id, e] as const)));
    for (const skill of skills) expect(entryOfSkill.get(skill.id)?.title).toBe(skill.name.replace('skill', 'project'));
    expect(entries.length).toBe(skills.length);
    const [dangling] = await query<{ n: number }>(sql`
      select count(*)::int as n from external_projects e, unnest(e.skill_ids) s(id)
      where not exists (select 1 from skills k where k.id = s.id)`);
    expect(dangling!.n).toBe(0);
    // An application and its log: one 'applied' row each, and the last change names its status.
    const [badLogs] = await query<{ n: number }>(sql`
      select count(*)::int as n from job_applications a
      where (select count(*) from job_application_logs l
             where l.application_id = a.id and l.from_status is null and l.to_status = 'applied') <> 1
         or a.status <> (select l.to_status from job_application_logs l
                         where l.application_id = a.id order by l.at desc, l.id desc limit 1)`);
    expect(badLogs!.n).toBe(0);
    // The per-job counts the triggers keep (summed over their shards) match a real count.
    const [badCounts] = await query<{ n: number }>(sql`
      select count(*)::int as n from (
        select job_id, status, count(*)::int as n from job_applications group by job_id, status) real
      full join (select job_id, status, sum(n)::int as n from job_application_counts
                 group by job_id, status having sum(n) <> 0) kept using (job_id, status)
      where real.n is distinct from kept.n`);
    expect(badCounts!.n).toBe(0);
    // A status change and its notification came together: every shortlisted application has an outbox
    // row naming its student and job, and every such row a shortlisted application.
    const outbox = await query<{ profile_ids: number[]; job_id: number }>(sql`
      select (payload->'profile_ids') as profile_ids, (payload->'targets'->>'job_id')::int as job_id
      from notification_outbox where kind = 'application_status'`);
    const notified = new Set(outbox.flatMap((o) => o.profile_ids.map((p) => `${p}:${o.job_id}`)));
    const shortlisted = applications.filter((a) => a.status === 'shortlisted');
    expect(new Set(shortlisted.map((a) => `${a.profile_id}:${a.job_id}`))).toEqual(notified);
    expect(shortlisted.length).toBeGreaterThanOrEqual(moved);

    // 3. What was waiting in the outbox at the kill is delivered after the restart.
    expect(pendingAtKill[0]!.n).toBe(outbox.length);
    expect(outbox.length).toBeGreaterThan(0);
    await until(
      () => query<{ n: number }>(sql`select count(*)::int as n from notification_outbox where delivered_at is null`),
      (r) => r[0]!.n === 0,
      30_000,
      'the outbox to be delivered',
    );
    phase('delivered');
    for (const [s, student] of students.entries()) {
      const list = await http(server.url, 'GET', '/api/myprofile/list/notifications', {
        token: student.token,
      });
      expect(list.status).toBe(200);
      const got = (list.body as { data: { activity_type: string; job_id: number | null }[] }).data
        .filter((n) => n.activity_type === 'application_status')
        .map((n) => n.job_id)
        .sort();
      const expected = shortlisted
        .filter((a) => a.profile_id === student.profileId)
        .map((a) => a.job_id)
        .sort();
      expect(got, `student ${s}`).toEqual(expected);
    }
    console.info(
      `crash: ${answers.size} of ${writes.length} writes sent before the kill, ${ok.length} answered 2xx, ` +
        `${lost.length} cut off; ${entries.length} entries, ${applications.length} applications, ` +
        `${outbox.length} notifications pending at the kill`,
    );
    await workerProcess.stop();
    expect((await server.stop()).code).toBe(0);
  }, 240_000);
});
