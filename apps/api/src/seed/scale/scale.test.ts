import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildUser, clientIp, lastEmail, signIn } from '../../../test/factories';
import { createTestApp } from '../../../test/app';
import { SCALE_EMAIL_DOMAIN, type ScaleOptions } from './context';
import { loaderForDatabase, type Loader } from './loader';
import { createRng } from './prng';
import { generateScaleData, resetScaleData, scaleDataPresent, SCALE_SEED_RUN } from './run';

// 200 students with the rest in proportion (at least a few of each), in batches that do not divide it.
const OPTIONS: ScaleOptions = {
  students: 200,
  jobs: 60,
  orgs: 230,
  events: 12,
  clubs: 6,
  applicationsPerStudent: 5,
  enrolmentsPerStudent: 1.5,
  clubRequestsPerStudent: 1,
  notificationsPerStudent: 10,
  seed: 7,
  today: new Date(new Date().toISOString().slice(0, 10)),
  batchSize: 75,
};
const silent = () => undefined;

let t: Awaited<ReturnType<typeof createTestApp>>;
let loader: Loader;
let release: () => void;

const scalar = async (text: string, params: unknown[] = []) => {
  const [row] = await loader.query<{ n: number | string }>(text, params);
  return Number(row!.n);
};

/**
 * What must come out the same for the same seed: a hash of each table's generated rows, named by
 * what identifies them across runs (uuids and emails, not serial ids, which go on counting).
 */
async function snapshot() {
  const email = `%@${SCALE_EMAIL_DOMAIN}`;
  const hash = async (text: string) => {
    const [row] = await loader.query<{ h: string | null; n: number | string }>(
      `select md5(string_agg(r::text, E'\\n' order by r::text)) as h, count(*) as n from (${text}) r`,
      [email],
    );
    return `${row!.n}:${row!.h}`;
  };
  return {
    profiles: await hash(
      `select uuid, email, full_name, profile_type, graduation_year, inserted_at from profiles where email like $1`,
    ),
    jobs: await hash(`select j.uuid, j.title, j.description, j.status, j.published_at, j.skill_ids from jobs j
      join profiles p on p.id = j.created_by_profile_id where p.email like $1`),
    events: await hash(`select e.uuid, e.title, e.starts_at, e.status, e.capacity from events e
      join profiles p on p.id = e.created_by_profile_id where p.email like $1`),
    entries: await hash(`select s.uuid, s.name, s.score, s.skill_ids from subjects s
      join profiles p on p.id = s.profile_id where p.email like $1`),
    applications: await hash(`select p.email, j.uuid, a.status, a.inserted_at, a.updated_at from job_applications a
      join profiles p on p.id = a.profile_id join jobs j on j.id = a.job_id where p.email like $1`),
    notifications: await hash(`select p.email, n.activity_type, n.message, n.viewed, n.inserted_at from notifications n
      join profiles p on p.id = n.profile_id where p.email like $1`),
    alerts: await hash(`select p.email, j.uuid, n.viewed, n.inserted_at from job_notifications n
      join profiles p on p.id = n.profile_id join jobs j on j.id = n.job_id where p.email like $1`),
  };
}

/** A generated account signed in through the password-reset flow, as the benchmark does it. */
async function signInGenerated(email: string) {
  const requested = await t.app.inject({
    method: 'POST',
    url: '/api/identity/password_reset',
    remoteAddress: clientIp(),
    payload: { email },
  });
  expect(requested.statusCode).toBe(200);
  const token = decodeURIComponent((await lastEmail(t.app, email))!.text.match(/token=([^\s&]+)/)![1]!);
  const password = 'a fresh password for the bench';
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/identity/password_reset/confirm',
    remoteAddress: clientIp(),
    payload: { token, password, confirm_password: password },
  });
  expect(confirmed.statusCode).toBe(200);
  return signIn(t.app, email, password);
}

beforeAll(async () => {
  t = await createTestApp();
  ({ loader, release } = await loaderForDatabase(t.database));
});
afterAll(async () => {
  release();
  await t.close();
});

describe('the seeded random generator', () => {
  it('repeats itself for a seed and differs between seeds and forks', () => {
    const a = createRng(42);
    const b = createRng(42);
    const seqA = Array.from({ length: 5 }, () => a.int(0, 1_000_000));
    expect(Array.from({ length: 5 }, () => b.int(0, 1_000_000))).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => createRng(43).int(0, 1_000_000))).not.toEqual(seqA);
    expect(createRng(42).fork('x').uuid()).toBe(createRng(42).fork('x').uuid());
    expect(createRng(42).fork('x').uuid()).not.toBe(createRng(42).fork('y').uuid());
    expect(createRng(1).uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('skews towards the first items', () => {
    const rng = createRng(3);
    const hits = new Array(100).fill(0) as number[];
    for (let i = 0; i < 20_000; i++) hits[rng.skewed(100)]!++;
    expect(hits[0]!).toBeGreaterThan(hits[50]! * 10);
    expect(hits.every((h) => h >= 0)).toBe(true);
  });
});

describe('seed:scale', () => {
  let first: Awaited<ReturnType<typeof snapshot>>;
  let bystanderProfileId: number;

  it('generates organisations, jobs, events, clubs, students with portfolios, applications and notifications', async () => {
    bystanderProfileId = (await buildUser(t.app, 'STUDENT')).profileId;
    const catalogueOrgs = await scalar('select count(*) as n from orgs');
    expect(await scaleDataPresent(loader)).toBe(0);
    const schema = async () =>
      loader.query(`select c.relname, pg_get_indexdef(i.indexrelid) as def from pg_index i join pg_class c on c.oid = i.indexrelid
        union all select conname, pg_get_constraintdef(oid) from pg_constraint where contype = 'f' order by 1, 2`);
    const schemaBefore = await schema();

    const report = await generateScaleData(loader, OPTIONS, silent);

    // The load set its foreign keys and secondary indexes aside and put every one of them back.
    expect(await schema()).toEqual(schemaBefore);

    expect(await scalar('select count(*) as n from orgs')).toBe(Math.max(OPTIONS.orgs, catalogueOrgs));
    expect(report.counts.jobs).toBe(OPTIONS.jobs);
    expect(report.counts.users).toBe(OPTIONS.students + OPTIONS.orgs);
    expect(await scaleDataPresent(loader)).toBe(OPTIONS.students + OPTIONS.orgs);
    expect(await scalar('select count(*) as n from profiles where email like $1', [`s%@${SCALE_EMAIL_DOMAIN}`])).toBe(
      OPTIONS.students,
    );
    // About 15 portfolio entries per student, in every kind of section.
    const entryTables = [
      'educations',
      'subjects',
      'external_courses',
      'external_projects',
      'internships',
      'readings',
      'social_clubs',
      'external_events',
    ];
    for (const table of entryTables) expect(report.counts[table], table).toBeGreaterThan(0);
    const entries = entryTables.reduce((sum, table) => sum + report.counts[table]!, 0);
    expect(entries / OPTIONS.students).toBeGreaterThan(11);
    expect(entries / OPTIONS.students).toBeLessThan(19);
    // Every student has exactly one latest degree and a portfolio.
    expect(await scalar('select count(*) as n from educations where latest_edu')).toBe(OPTIONS.students);
    expect(report.counts.portfolios).toBe(OPTIONS.students);
    // Applications: one per student and job, eligible, to published or closed jobs, with a log each.
    const applications = report.counts.job_applications!;
    expect(applications / OPTIONS.students).toBeGreaterThan(2);
    expect(
      await scalar(
        `select count(*) as n from job_applications a join jobs j on j.id = a.job_id where j.status = 'draft'`,
      ),
    ).toBe(0);
    expect(await scalar('select count(*) as n from job_applications where eligibility_percent <> 100')).toBe(0);
    expect(
      await scalar(`select count(*) as n from job_applications a join jobs j on j.id = a.job_id
        where a.inserted_at < j.published_at or a.inserted_at::date > j.apply_by`),
    ).toBe(0);
    expect(await scalar(`select count(*) as n from job_application_logs where to_status = 'applied'`)).toBe(
      applications,
    );
    expect(
      await scalar(`select count(*) as n from job_applications a where a.status <> 'applied' and not exists
        (select 1 from job_application_logs l where l.application_id = a.id and l.to_status = a.status)`),
    ).toBe(0);
    expect(await scalar(`select count(*) as n from seed_runs where name = $1`, [SCALE_SEED_RUN])).toBe(1);

    // Events, registrations and clubs.
    expect(report.counts.events).toBe(OPTIONS.events);
    expect(report.counts.clubs).toBe(OPTIONS.clubs);
    expect(report.counts.event_enrollments).toBeGreaterThan(OPTIONS.students / 2);
    expect(
      await scalar(`select count(*) as n from event_enrollments r join events e on e.id = r.event_id
      where e.status = 'draft' or r.inserted_at < e.published_at`),
    ).toBe(0);
    expect(
      await scalar(`select count(*) as n from events e where e.capacity < (select count(*) from event_enrollments r
      where r.event_id = e.id and r.status in ('enrolled', 'attended'))`),
    ).toBe(0);
    expect(await scalar(`select count(*) as n from event_enrollment_logs where from_status is null`)).toBe(
      report.counts.event_enrollments!,
    );
    expect(
      await scalar(`select count(*) as n from club_members m join club_join_requests r
      on r.club_id = m.club_id and r.profile_id = m.profile_id and r.status = 'accepted'`),
    ).toBe(await scalar(`select count(*) as n from club_join_requests where status = 'accepted'`));

    // About ten notifications per student, of every kind the modules produce, each as they store it.
    const notifications = report.counts.notifications! + report.counts.job_notifications!;
    expect(notifications / OPTIONS.students).toBeGreaterThan(7);
    expect(notifications / OPTIONS.students).toBeLessThan(14);
    const kinds = await loader.query<{ activity_type: string; activity_key: string }>(
      'select distinct activity_type, activity_key from notifications order by 1',
    );
    expect(kinds).toEqual([
      { activity_type: 'application_status', activity_key: 'jobs' },
      { activity_type: 'club_join_accepted', activity_key: 'clubs' },
      { activity_type: 'event_alert', activity_key: 'events' },
      { activity_type: 'event_join_accepted', activity_key: 'events' },
    ]);
    // A decision on an application notified its student; alerts came from delivered outbox rows.
    expect(
      await scalar(`select count(*) as n from job_application_logs l join job_applications a on a.id = l.application_id
        where l.to_status in ('shortlisted', 'rejected', 'selected')`),
    ).toBe(await scalar(`select count(*) as n from notifications where activity_type = 'application_status'`));
    expect(
      await scalar(`select count(*) as n from job_notifications n join jobs j on j.id = n.job_id
        left join notification_outbox o on o.id = n.outbox_id
        where j.status = 'draft' or o.delivered_at is null or (o.payload->>'job_id')::int <> j.id`),
    ).toBe(0);
    expect(
      await scalar(`select count(*) as n from notification_outbox where delivered_at is null or delivered_through = 0`),
    ).toBe(0);
    // The kept counts, maintained by the statement-level triggers during COPY / INSERT, match the rows.
    expect(
      await scalar(`select count(*) as n from profiles p left join notification_counts c on c.profile_id = p.id
        where coalesce(c.total, 0) <> (select count(*) from notifications n where n.profile_id = p.id)
           or coalesce(c.unviewed, 0) <> (select count(*) from notifications n where n.profile_id = p.id and not n.viewed)
           or coalesce(c.alerts_total, 0) <> (select count(*) from job_notifications n where n.profile_id = p.id)
           or coalesce(c.alerts_unviewed, 0) <> (select count(*) from job_notifications n where n.profile_id = p.id and not n.viewed)`),
    ).toBe(0);
    expect(
      await scalar(`select count(*) as n from (select job_id, status, (profile_id % 8)::smallint as shard, count(*) as n from job_applications group by 1, 2, 3) a
        full join (select * from job_application_counts where n <> 0) c using (job_id, status, shard)
        where a.n is distinct from c.n`),
    ).toBe(0);
    first = await snapshot();
  });

  it('makes rows the API serves: lists, search, portfolios, applicants, recommendations, notifications', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/list/jobs?type=Internship&page=1&count=20' });
    expect(list.statusCode).toBe(200);
    expect(list.json().pagination.total).toBeGreaterThan(0);
    const search = await t.app.inject({ method: 'GET', url: '/api/search/jobs?query=skills&page=1&count=5' });
    expect(search.statusCode).toBe(200);
    expect(search.json().data.length).toBeGreaterThan(0);

    const [student] = await loader.query<{ id: number; email: string }>(
      `select p.id, p.email from profiles p join portfolios f on f.profile_id = p.id
       where p.email like $1 and f.is_public order by p.id limit 1`,
      [`s%@${SCALE_EMAIL_DOMAIN}`],
    );
    const portfolio = await t.app.inject({ method: 'GET', url: `/api/public_portfolio?profile_id=${student!.id}` });
    expect(portfolio.statusCode).toBe(200);
    const sections = portfolio.json().data.sections as Record<string, unknown[]>;
    const shown = Object.values(sections).reduce((n, s) => n + s.length, 0);
    expect(shown).toBeGreaterThan(3);

    const [busy] = await loader.query<{ job_id: number; n: number | string; email: string }>(
      `select a.job_id, count(*) as n, p.email from job_applications a join jobs j on j.id = a.job_id
       join profiles p on p.id = j.created_by_profile_id group by a.job_id, p.email order by n desc, a.job_id limit 1`,
    );
    const company = await signInGenerated(busy!.email);
    const applicants = await t.app.inject({
      method: 'GET',
      url: `/api/job_applicants?job_id=${busy!.job_id}&page=1&count=20`,
      headers: bearer(company.token),
    });
    expect(applicants.statusCode).toBe(200);
    expect(applicants.json().pagination.total).toBe(Number(busy!.n));

    const learner = await signInGenerated(student!.email);
    const recommended = await t.app.inject({
      method: 'GET',
      url: '/api/recommended/jobs',
      headers: bearer(learner.token),
    });
    expect(recommended.statusCode).toBe(200);
    expect(recommended.json().data.length).toBeGreaterThan(0);

    // The student's bell and job alerts, with the totals the kept counts give.
    const [held] = await loader.query<{ total: number; alerts_total: number }>(
      'select total, alerts_total from notification_counts where profile_id = $1',
      [student!.id],
    );
    const bellList = await t.app.inject({
      method: 'GET',
      url: '/api/myprofile/list/notifications',
      headers: bearer(learner.token),
    });
    expect(bellList.statusCode).toBe(200);
    expect(bellList.json().pagination.total).toBe(held?.total ?? 0);
    const alertList = await t.app.inject({
      method: 'GET',
      url: '/api/job_notifications?page=1',
      headers: bearer(learner.token),
    });
    expect(alertList.statusCode).toBe(200);
    expect(alertList.json().pagination.total).toBe(held?.alerts_total ?? 0);
    expect((held?.total ?? 0) + (held?.alerts_total ?? 0)).toBeGreaterThan(0);
  });

  it('--reset deletes only generated rows, and the same seed generates the same data again', async () => {
    const catalogueOrgs = await scalar(
      `select count(*) as n from orgs where website is null or website not like '%.scale.example'`,
    );
    await resetScaleData(loader, silent);
    expect(await scaleDataPresent(loader)).toBe(0);
    expect(await scalar('select count(*) as n from orgs')).toBe(catalogueOrgs);
    expect(await scalar('select count(*) as n from job_applications')).toBe(0);
    expect(await scalar('select count(*) as n from profiles where id = $1', [bystanderProfileId])).toBe(1);
    expect(await scalar(`select count(*) as n from seed_runs where name = $1`, [SCALE_SEED_RUN])).toBe(0);

    await generateScaleData(loader, OPTIONS, silent);
    expect(await snapshot()).toEqual(first);
  });
});
