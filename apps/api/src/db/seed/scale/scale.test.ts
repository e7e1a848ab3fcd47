import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildUser, clientIp, lastEmail, signIn } from '../../../../test/factories';
import { createTestApp } from '../../../../test/app';
import { SCALE_EMAIL_DOMAIN, type ScaleOptions } from './generate';
import { loaderForDatabase, type Loader } from './loader';
import { createRng } from './prng';
import { generateScaleData, resetScaleData, scaleDataPresent, SCALE_SEED_RUN } from './run';

const OPTIONS: ScaleOptions = {
  students: 60,
  jobs: 80,
  orgs: 230,
  applicationsPerStudent: 5,
  seed: 7,
  today: new Date(new Date().toISOString().slice(0, 10)),
  batchSize: 25,
};
const silent = () => undefined;

let t: Awaited<ReturnType<typeof createTestApp>>;
let loader: Loader;
let release: () => void;

const scalar = async (text: string, params: unknown[] = []) => {
  const [row] = await loader.query<{ n: number | string }>(text, params);
  return Number(row!.n);
};

/** What must come out the same for the same seed. */
async function snapshot() {
  const jobs = await loader.query<{ title: string; description: string; status: string }>(
    'select title, description, status from jobs j join profiles p on p.id = j.created_by_profile_id where p.email like $1 order by j.id',
    [`%@${SCALE_EMAIL_DOMAIN}`],
  );
  const students = await loader.query<{ email: string; full_name: string; graduation_year: number }>(
    `select email, full_name, graduation_year from profiles where profile_type = 'STUDENT' and email like $1 order by id`,
    [`%@${SCALE_EMAIL_DOMAIN}`],
  );
  const applications = await scalar('select count(*) as n from job_applications');
  const subjects = await scalar('select count(*) as n from subjects');
  return { jobs, students, applications, subjects };
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

  it('generates organisations, org profiles, jobs, students with portfolios, applications and logs', async () => {
    bystanderProfileId = (await buildUser(t.app, 'STUDENT')).profileId;
    const catalogueOrgs = await scalar('select count(*) as n from orgs');
    expect(await scaleDataPresent(loader)).toBe(0);

    const report = await generateScaleData(loader, OPTIONS, silent);

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
    first = await snapshot();
  });

  it('makes rows the API serves: lists, search, portfolios, applicants and recommendations', async () => {
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
