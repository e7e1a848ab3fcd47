import { PEOPLE_TEXTS } from '@lbd/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin, buildMentor, buildUser, type Account } from '../../../test/factories';
import { buildOrgUser } from '../../../test/factories/jobs';
import { rowsOf } from '../../db/client';

describe('trimmed lookups of SPEC §7.7', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Account;
  let student: Awaited<ReturnType<typeof buildUser>>;
  let institution: Awaited<ReturnType<typeof buildOrgUser>>;
  let mentor: Awaited<ReturnType<typeof buildUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildAdmin(t.app);
    student = await buildUser(t.app, 'STUDENT', { graduation_year: 2099 });
    institution = await buildOrgUser(t.app, 'INSTITUTION', { admin, orgId: student.profile.my_org_id! });
    mentor = await buildMentor(t.app, admin);
  });
  afterAll(() => t.close());

  const get = (url: string, token: string | null) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it('lov/profiles_trimmed: staff, mentors and admins pick people; public fields only', async () => {
    expect((await get('/api/lov/profiles_trimmed', null)).statusCode).toBe(401);
    expect((await get('/api/lov/profiles_trimmed', student.token)).statusCode).toBe(403);
    const res = await get('/api/lov/profiles_trimmed?profile_type[]=ADVISOR&count=100', institution.token);
    expect(res.statusCode).toBe(200);
    const row = res.json().data.find((p: { id: number }) => p.id === mentor.profileId);
    expect(Object.keys(row).sort()).toEqual(['avatar_url', 'id', 'name', 'org_id', 'org_name', 'profile_type']);
    expect(res.json().data.every((p: { profile_type: string }) => p.profile_type === 'ADVISOR')).toBe(true);
    const bad = await get('/api/lov/profiles_trimmed?profile_type[]=ROBOT', admin.token);
    expect(bad.statusCode).toBe(422);
    expect((await get(`/api/lov/profiles_trimmed?query=${'x'.repeat(200)}`, admin.token)).statusCode).toBe(422);
    // A project's students: its author and admins; another caller is told there is no such project.
    const [project] = rowsOf<{ id: number }>(
      await t.database.db.execute(
        sql`insert into projects (title, created_by_profile_id) values ('Build a weather app', ${mentor.profileId}) returning id`,
      ),
    );
    await t.database.db.execute(
      sql`insert into my_learnings (profile_id, kind, project_id, status) values (${student.profileId}, 'project', ${project!.id}, 'Enrolled')`,
    );
    const mine = await get(`/api/lov/profiles_trimmed?project_id=${project!.id}`, mentor.token);
    expect(mine.json().data.map((p: { id: number }) => p.id)).toEqual([student.profileId]);
    expect((await get(`/api/lov/profiles_trimmed?project_id=${project!.id}`, institution.token)).statusCode).toBe(404);
  });

  it('lov/org_profile_trimmed and /api/profiles', async () => {
    const orgs = await get('/api/lov/org_profile_trimmed?org_type=COMPANY&count=5', student.token);
    expect(orgs.statusCode).toBe(200);
    expect(orgs.json().data[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      short_name: expect.toBeOneOf([null, expect.any(String)]),
      org_type: 'COMPANY',
      logo_url: expect.toBeOneOf([null, expect.any(String)]),
    });
    expect((await get('/api/lov/org_profile_trimmed', null)).statusCode).toBe(401);
    const company = await buildOrgUser(t.app, 'COMPANY', { admin });
    const list = await get('/api/profiles?status=CompanyList&count=100', student.token);
    expect(list.json().data.map((p: { id: number }) => p.id)).toContain(company.profileId);
    // Students are listed to admins only.
    expect((await get('/api/profiles?profile_type=STUDENT', student.token)).json().data).toEqual([]);
    const forAdmin = await get('/api/profiles?profile_type=STUDENT&count=100', admin.token);
    expect(forAdmin.json().data.map((p: { id: number }) => p.id)).toContain(student.profileId);
    expect((await get('/api/profiles?status=Everyone', admin.token)).statusCode).toBe(422);
  });

  it('non_grad_student: the institute’s own students still studying', async () => {
    const res = await get('/api/non_grad_student?count=100', institution.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((p: { id: number }) => p.id)).toContain(student.profileId);
    // org_id only counts for admins.
    const other = (await get('/api/orgs?org_type=INSTITUTION&count=3', admin.token))
      .json()
      .data.find((o: { id: number }) => o.id !== student.profile.my_org_id).id;
    const aimed = await get(`/api/non_grad_student?org_id=${other}&count=100`, institution.token);
    expect(aimed.json().data.map((p: { id: number }) => p.id)).toContain(student.profileId);
    expect((await get(`/api/non_grad_student?org_id=${other}`, admin.token)).json().data).toEqual([]);
    const noOrg = await get('/api/non_grad_student', admin.token);
    expect(noOrg.json().error.fields).toEqual({ org_id: PEOPLE_TEXTS.orgNotInstitute });
    expect((await get('/api/non_grad_student', student.token)).statusCode).toBe(403);
  });

  it('bulk_enroll_identifier_availability: whether an account holds it, naming only one’s own students', async () => {
    const url = (field: string, value: string) =>
      `/api/bulk_enroll_identifier_availability?field=${field}&value=${encodeURIComponent(value)}`;
    const free = await get(url('email', 'fresh.person@example.com'), institution.token);
    expect(free.json().data).toEqual({ available: true, profile_id: null, name: null, message: null });
    const own = await get(url('phone', `+91 ${student.profile.phone}`), institution.token);
    expect(own.json().data).toMatchObject({
      available: false,
      profile_id: student.profileId,
      message: 'Phone already in use',
    });
    const staff = await get(url('email', mentor.profile.email!), institution.token);
    expect(staff.json().data).toMatchObject({ available: false, profile_id: null, name: null });
    expect((await get(url('email', mentor.profile.email!), admin.token)).json().data.profile_id).toBe(mentor.profileId);
    const bad = await get(url('phone', '12345'), institution.token);
    expect(bad.json().error.fields).toEqual({ value: PEOPLE_TEXTS.invalidPhone });
    expect((await get(url('email', 'a@b.co'), student.token)).statusCode).toBe(403);
  });
});
