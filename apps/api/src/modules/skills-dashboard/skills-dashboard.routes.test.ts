import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin, buildUser, type Account } from '../../../test/factories';
import { buildOrgUser, createJob, orgIds } from '../../../test/factories/jobs';
import { BODIES, buildPortfolioStudent, completeProfileDegree, save } from '../../../test/factories/portfolio';
import { rowsOf } from '../../db/client';

const ROUTES = ['/api/get_score_range', '/api/skills_dashboard', '/api/show_skills_dashboard?type=jobs'];

describe('skills dashboard over HTTP: who may call it, the defaults, and skills in demand', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Account;
  let institution: Account;
  let pending: Account;
  let company: Account;
  let student: Account;
  let institute: number;

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const ok = async (url: string, token: string) => {
    const res = await get(url, token);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json().data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildAdmin(t.app);
    institute = (await orgIds(t.app, 'INSTITUTION'))[2]!;
    institution = await buildOrgUser(t.app, 'INSTITUTION', { orgId: institute, admin });
    pending = await buildUser(t.app, 'INSTITUTION', { my_org_id: institute });
    company = await buildOrgUser(t.app, 'COMPANY', { admin });
    student = await buildUser(t.app, 'STUDENT', { my_org_id: institute });
    // Two students of the institute show React (the project card); a published job asks for React.
    for (let i = 0; i < 2; i += 1) {
      const s = await buildPortfolioStudent(t.app, ['Software Engineer'], { my_org_id: institute });
      const saved = await save(t.app, s.token, 'external_projects', BODIES.project);
      expect(saved.statusCode, saved.body).toBe(201);
      // The degree named on the profile, completed with its CGPA.
      await completeProfileDegree(t.app, s.token, { score: 8.4 });
    }
    const [react] = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`select id from skills where name = 'react'`),
    );
    await createJob(t.app, company.token, { title: 'Frontend Developer', skill_ids: [react!.id] });
  }, 120_000);
  afterAll(() => t.close());

  it('answers 401 signed out, 403 to companies and plain students, 404 to pending staff and admins naming no institute', async () => {
    for (const url of ROUTES) {
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await get(url, company.token)).statusCode, url).toBe(403);
      expect((await get(url, student.token)).statusCode, url).toBe(403);
      expect((await get(url, pending.token)).statusCode, url).toBe(404);
      expect((await get(url, admin.token)).statusCode, url).toBe(404);
    }
  });

  it('scores: the range of the scored students; the six graphs each count the matching students', async () => {
    // The education card: CGPA 8.4, about 79.8%.
    const range = await ok('/api/get_score_range', institution.token);
    expect(range).toMatchObject({ min: 79.8, max: 79.8, students_with_score: 2, students: 3 });
    const graphs = await ok('/api/skills_dashboard', institution.token);
    expect(graphs.students).toBe(3);
    expect(graphs.academic.find((b: { label: string }) => b.label === '70–80%').students).toBe(2);
    expect(graphs.academic.find((b: { label: string }) => b.label === 'No score given').students).toBe(1);
    // A range above them matches nobody: the unscored student is out once the range leaves 0.
    expect((await ok('/api/skills_dashboard?score_from=80', institution.token)).students).toBe(0);
    expect(await ok(`/api/skills_dashboard?org_id=${institute}`, admin.token)).toEqual(graphs);
  });

  it('skills in demand: what published jobs ask for, against how many matching students show it', async () => {
    const demand = await ok('/api/show_skills_dashboard?type=jobs', institution.token);
    expect(demand.students).toBe(3);
    expect(demand.skills).toContainEqual(expect.objectContaining({ name: 'React', students: 2 }));
    expect(demand.skills.find((s: { name: string }) => s.name === 'React').postings).toBeGreaterThanOrEqual(1);
  });

  it('refuses a reversed score range and unknown kinds with 422', async () => {
    expect((await get('/api/skills_dashboard?score_from=90&score_to=10', institution.token)).statusCode).toBe(422);
    expect((await get('/api/show_skills_dashboard?type=quests', institution.token)).statusCode).toBe(422);
    expect((await get('/api/skills_dashboard?years=1,2', institution.token)).statusCode).toBe(422);
  });
});
