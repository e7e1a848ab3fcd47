import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin, buildUser, type Account } from '../../../test/factories';
import { createEvent, enroll, startsIn } from '../../../test/factories/events';
import { buildOrgUser, createJob, inDays, orgIds } from '../../../test/factories/jobs';
import { BODIES, buildPortfolioStudent, save } from '../../../test/factories/portfolio';

describe('GET /api/student_dashboard', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let student: Awaited<ReturnType<typeof buildPortfolioStudent>>;
  let company: Account;
  let roleId: number;
  let roleSkills: { id: number; name: string }[];
  let eventId: number;
  let soonJob: number;
  let appliedJob: number;

  const get = (token?: string) =>
    t.app.inject({ method: 'GET', url: '/api/student_dashboard', headers: token ? bearer(token) : {} });

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await buildAdmin(t.app);
    company = await buildOrgUser(t.app, 'COMPANY', { orgId: (await orgIds(t.app, 'COMPANY'))[0], admin });
    student = await buildPortfolioStudent(t.app, ['Software Engineer']);
    const role = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`select id from job_roles where name = 'Software Engineer'`),
    );
    roleId = role[0]!.id;
    roleSkills = rowsOf<{ id: number; name: string }>(
      await t.database.db.execute(sql`
        select s.id, s.display_name as name from job_role_skills j join skills s on s.id = j.skill_id
        where j.job_role_id = ${roleId} order by s.display_name`),
    );
    // The student's book shows the role's first skill.
    const book = BODIES.book;
    const saved = await save(t.app, student.token, 'readings', {
      reading: { ...book.reading, skills: [roleSkills[0]!.name] },
    });
    expect(saved.statusCode).toBe(201);
    // An event teaching the role's second skill, starting in 3 days; the student registers.
    eventId = await createEvent(t.app, company.token, {
      title: 'Systems Design Clinic',
      starts_at: startsIn(3),
      apply_by: inDays(2),
      skill_ids: [roleSkills[1]!.id],
    });
    expect((await enroll(t.app, student.token, eventId)).statusCode).toBeLessThan(300);
    // A job in the student's career path closing in 5 days (a deadline), and one the student applies to.
    soonJob = await createJob(t.app, company.token, {
      title: 'Backend Trainee',
      job_role_ids: [roleId],
      apply_by: inDays(5),
    });
    appliedJob = await createJob(t.app, company.token, {
      title: 'Platform Intern',
      type: 'Internship',
      duration_months: 3,
      job_role_ids: [roleId],
      apply_by: inDays(6),
    });
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${appliedJob}/apply`,
      headers: bearer(student.token),
      payload: {},
    });
    expect(applied.statusCode).toBe(201);
  });
  afterAll(() => t.close());

  it('answers 401 signed out and 403 to anyone but a student', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await get(company.token)).statusCode).toBe(403);
    const mentor = await buildUser(t.app, 'ADVISOR');
    expect((await get(mentor.token)).statusCode).toBe(403);
  });

  it('sums the portfolio points by category, and the last month of the growth equals the totals', async () => {
    const res = await get(student.token);
    expect(res.statusCode).toBe(200);
    const { points, points_growth } = res.json().data;
    const sum = async (table: string) =>
      rowsOf<{ n: number }>(
        await t.database.db.execute(
          sql`select coalesce(sum(points), 0)::int as n from ${sql.identifier(table)} where profile_id = ${student.profileId}`,
        ),
      )[0]!.n;
    const direct = await sum('readings');
    // The degree named on the profile started the portfolio.
    const degree = await sum('educations');
    expect(direct).toBeGreaterThan(0);
    expect(degree).toBe(50);
    expect(points).toEqual({ exposure: direct, experience: 0, education: degree, total: direct + degree });
    expect(points_growth).toHaveLength(12);
    expect(points_growth.at(-1)).toMatchObject(points);
  });

  it('shows which career-path skills the portfolio covers and offers something for a missing one', async () => {
    const { career_paths } = (await get(student.token)).json().data;
    expect(career_paths).toHaveLength(1);
    const path = career_paths[0];
    expect(path).toMatchObject({ id: roleId, name: 'Software Engineer', skills_total: roleSkills.length });
    expect(path.covered).toEqual([roleSkills[0]]);
    expect(path.missing_total).toBe(roleSkills.length - 1);
    const second = path.missing.find((m: { id: number }) => m.id === roleSkills[1]!.id);
    expect(second.closer).toEqual({
      kind: 'event',
      id: eventId,
      title: 'Systems Design Clinic',
      path: `/events/${eventId}`,
    });
  });

  it('lists applications with their status, and upcoming events and deadlines in time order', async () => {
    const data = (await get(student.token)).json().data;
    expect(data.applications.counts).toEqual({ applied: 1, shortlisted: 0, rejected: 0, selected: 0, withdrawn: 0 });
    expect(data.applications.latest).toEqual([
      expect.objectContaining({
        job_id: appliedJob,
        title: 'Platform Intern',
        status: 'applied',
        path: `/internships/${appliedJob}`,
      }),
    ]);
    // The job applied to is no longer a deadline; the other one is, after the event.
    expect(data.upcoming.map((u: { kind: string; id: number }) => [u.kind, u.id])).toEqual([
      ['event', eventId],
      ['deadline', soonJob],
    ]);
    expect(data.upcoming[1]).toMatchObject({ at: inDays(5), path: `/jobs/${soonJob}` });
  });

  it("shows the student's latest notifications with where each opens", async () => {
    const move = await t.app.inject({
      method: 'POST',
      url: '/api/modify_job_applicants',
      headers: bearer(company.token),
      payload: {
        job_id: appliedJob,
        application_ids: rowsOf<{ id: number }>(
          await t.database.db.execute(sql`select id from job_applications where job_id = ${appliedJob}`),
        ).map((r) => r.id),
        status: 'shortlisted',
      },
    });
    expect(move.statusCode).toBe(200);
    await t.app.services.notifications.deliverPending();
    const data = (await get(student.token)).json().data;
    expect(data.applications.counts.shortlisted).toBe(1);
    expect(data.notifications.length).toBeGreaterThan(0);
    expect(data.notifications[0]).toMatchObject({ viewed: false, path: `/jobs/${appliedJob}` });
  });

  it('counts what the student takes part in (get_my_entity_counts), leaving withdrawn applications out', async () => {
    const counts = (token?: string) =>
      t.app.inject({ method: 'GET', url: '/api/get_my_entity_counts', headers: token ? bearer(token) : {} });
    expect((await counts()).statusCode).toBe(401);
    expect((await counts(company.token)).statusCode).toBe(403);
    const fresh = await buildUser(t.app, 'STUDENT');
    expect((await counts(fresh.token)).json().data).toEqual({
      jobs: 0,
      internships: 0,
      selected: 0,
      events: 0,
      clubs: 0,
      pending_club_requests: 0,
      activities: 0,
      activities_complete: 0,
    });
    const apply = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${soonJob}/apply`,
      headers: bearer(student.token),
      payload: {},
    });
    expect(apply.statusCode).toBe(201);
    expect((await counts(student.token)).json().data).toMatchObject({ jobs: 1, internships: 1, events: 1, clubs: 0 });
    const withdrawn = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${soonJob}/withdraw`,
      headers: bearer(student.token),
      payload: {},
    });
    expect(withdrawn.statusCode).toBeLessThan(300);
    expect((await counts(student.token)).json().data).toMatchObject({ jobs: 0, internships: 1, events: 1 });
  });
});
