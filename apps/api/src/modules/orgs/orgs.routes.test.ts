import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin, buildMentor, buildUser, type Account } from '../../../test/factories';
import { buildOrgUser, createJob, orgIds } from '../../../test/factories/jobs';

type Partner = { id: number; full_name: string; jobs: number; mentors: number; students: number; slug: string };

describe('organisation pages: org, institute, by id and name, mentors, partners', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Account;
  let companies: number[];
  let institutes: number[];
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildAdmin(t.app);
    companies = await orgIds(t.app, 'COMPANY', 10);
    institutes = await orgIds(t.app, 'INSTITUTION', 5);
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it('GET /api/orgs/{id}: the org with its counts for anyone; 404 for an unknown id', async () => {
    const company = await buildOrgUser(t.app, 'COMPANY', { orgId: companies[3], admin });
    await createJob(t.app, company.token);
    await createJob(t.app, company.token, { title: 'Draft only' }, false);
    await buildMentor(t.app, admin, { my_org_id: companies[3] });
    // A mentor the organisation has not accepted is not counted.
    await buildUser(t.app, 'ADVISOR', { my_org_id: companies[3] });
    const res = await get(`/api/orgs/${companies[3]}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: companies[3],
      org_type: 'COMPANY',
      about: null,
      counts: { jobs: 1, mentors: 1, events: 0, clubs: 0 },
    });
    expect(res.json().data.slug).toMatch(/^[a-z0-9-]+$/);
    expect((await get('/api/orgs/999999')).statusCode).toBe(404);
    expect((await get('/api/orgs/abc')).statusCode).toBe(422);
  });

  it('get_org_by_id_and_name: the org when the name is its slug, else 404', async () => {
    const org = (await get(`/api/orgs/${companies[0]}`)).json().data;
    const ok = await get(`/api/get_org_by_id_and_name?id=${org.id}&name=${org.slug}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.full_name).toBe(org.full_name);
    expect((await get(`/api/get_org_by_id_and_name?id=${org.id}&name=someone-else`)).statusCode).toBe(404);
    expect((await get(`/api/get_org_by_id_and_name?id=999999&name=${org.slug}`)).statusCode).toBe(404);
    expect((await get(`/api/get_org_by_id_and_name?id=${org.id}`)).statusCode).toBe(422);
  });

  it('GET /api/institute_orgs/{id}: students by degree and specialization; a company or unknown id is 404', async () => {
    await buildUser(t.app, 'STUDENT', { my_org_id: institutes[1] });
    await buildUser(t.app, 'STUDENT', { my_org_id: institutes[1] });
    const res = await get(`/api/institute_orgs/${institutes[1]}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ id: institutes[1], org_type: 'INSTITUTION', students: 2 });
    expect(data.degrees).toEqual([expect.objectContaining({ name: 'B.Tech', students: 2 })]);
    expect(data.specializations).toHaveLength(1);
    expect(data.specializations[0].students).toBe(2);
    expect((await get(`/api/institute_orgs/${companies[0]}`)).statusCode).toBe(404);
    expect((await get('/api/institute_orgs/999999')).statusCode).toBe(404);
  });

  it('GET /api/org_profiles: active mentors only, public fields only, optionally of one org', async () => {
    const mentor = await buildMentor(t.app, admin, {
      my_org_id: companies[5],
      first_name: 'Meera',
      last_name: 'Nair',
    });
    const off = await buildMentor(t.app, admin, { my_org_id: companies[5], first_name: 'Ravi', last_name: 'Kumar' });
    // Asked to join and not accepted: not listed.
    await buildUser(t.app, 'ADVISOR', { my_org_id: companies[5], first_name: 'Sunil', last_name: 'Das' });
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/update_profile_status',
      headers: bearer(admin.token),
      payload: { profile_id: off.profileId, active: false },
    });
    await buildOrgUser(t.app, 'COMPANY', { orgId: companies[5], admin });
    const res = await get(`/api/org_profiles?profile_types[]=ADVISOR&org_id=${companies[5]}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: mentor.profileId,
        name: 'Meera Nair',
        profile_type: 'ADVISOR',
        designation: expect.any(String),
        avatar_url: null,
        org: { id: companies[5], full_name: expect.any(String) },
      },
    ]);
    expect(JSON.stringify(res.json())).not.toContain('@');
    const all = await get('/api/org_profiles?profile_types[]=ADVISOR&count=100');
    expect(all.json().data.map((p: { id: number }) => p.id)).toContain(mentor.profileId);
    expect((await get('/api/org_profiles?profile_types[]=STUDENT')).statusCode).toBe(422);
    expect((await get(`/api/org_profiles?org_id=${companies[5]}`)).json().data).toHaveLength(1);
  });

  it('GET /api/partners: companies or institutes, those active here first, with counts and search', async () => {
    const res = await get('/api/partners?type=companies&count=5');
    expect(res.statusCode).toBe(200);
    const first = res.json().data as Partner[];
    // Orgs with active profiles or published jobs come before the rest of the catalogue.
    const active = new Set([companies[3], companies[5], companies[0]]);
    expect(first.slice(0, 2).every((p) => active.has(p.id))).toBe(true);
    expect(first.find((p) => p.id === companies[3])).toMatchObject({ jobs: 1, mentors: 1 });
    expect(res.json().pagination.total).toBeGreaterThan(50);
    const search = await get('/api/partners?type=companies&query=infos');
    expect(search.json().data.map((p: Partner) => p.full_name)).toEqual(['Infosys']);
    const institutesPage = await get('/api/partners?type=institutes&count=3');
    expect(institutesPage.json().data[0]).toMatchObject({ id: institutes[1], students: 2 });
    expect((await get('/api/partners?type=schools')).statusCode).toBe(422);
    expect((await get('/api/partners')).statusCode).toBe(422);
  });

  it("PUT /api/orgs/{id}: the organisation's staff and admins edit its page, audited; anyone else is refused (issue 23 item 17)", async () => {
    const orgId = companies[6]!;
    const staff = await buildOrgUser(t.app, 'COMPANY', { orgId, admin });
    const put = (token: string, payload: object, id = orgId) =>
      t.app.inject({ method: 'PUT', url: `/api/orgs/${id}`, headers: bearer(token), payload });
    const state = (await get('/api/states?count=1')).json().data[0] as { id: number };
    const city = (await get(`/api/cities?state_id=${state.id}&count=1`)).json().data[0] as { id: number; name: string };
    const other = (await get('/api/states?count=2')).json().data[1] as { id: number };

    const saved = await put(staff.token, {
      about: '  We build payroll software for 40,000 Indian firms.  ',
      website: 'https://payroll.example.in',
      state_id: state.id,
      city_id: city.id,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      id: orgId,
      about: 'We build payroll software for 40,000 Indian firms.',
      website: 'https://payroll.example.in',
      state_id: state.id,
      city_id: city.id,
      city: city.name,
    });
    // The public page shows it.
    expect((await get(`/api/orgs/${orgId}`)).json().data.about).toBe(
      'We build payroll software for 40,000 Indian firms.',
    );
    // Each change is audited with what it was and what it became.
    const audit = await t.database.executeSql(
      `select action, before, after from audit_log where target_type = 'org' and target_id = $1 order by id`,
      [String(orgId)],
    );
    expect(audit.rows.at(-1)).toMatchObject({
      action: 'org.page_updated',
      before: { about: null, website: expect.stringMatching(/^https:\/\//) },
      after: { about: 'We build payroll software for 40,000 Indian firms.', website: 'https://payroll.example.in' },
    });

    // Bad input, in the page's words; nothing is stored.
    const bad = await put(staff.token, { website: 'javascript:alert(1)', about: 'x'.repeat(2001) });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toMatchObject({
      website: 'Please enter a web address starting with http:// or https://',
      about: 'About can be at most 2000 characters',
    });
    const wrongCity = await put(staff.token, { state_id: other.id, city_id: city.id });
    expect(wrongCity.json().error.fields.city_id).toBe('This city is not in the chosen state');
    expect((await put(staff.token, { full_name: 'Renamed' })).statusCode).toBe(422);
    expect((await get(`/api/orgs/${orgId}`)).json().data.website).toBe('https://payroll.example.in');
    // Clearing a field.
    expect((await put(staff.token, { website: '' })).json().data.website).toBeNull();

    // Admins edit any page; other organisations, pending and unapproved staff, students get 404 or 403.
    expect((await put(admin.token, { about: 'Edited by the platform team.' })).statusCode).toBe(200);
    const rival = await buildOrgUser(t.app, 'COMPANY', { orgId: companies[7], admin });
    expect((await put(rival.token, { about: 'Hijacked' })).statusCode).toBe(404);
    const pending = await buildUser(t.app, 'COMPANY', { my_org_id: orgId });
    expect((await put(pending.token, { about: 'Hijacked' })).statusCode).toBe(404);
    const student = await buildUser(t.app, 'STUDENT');
    expect((await put(student.token, { about: 'Hijacked' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: `/api/orgs/${orgId}`, payload: {} })).statusCode).toBe(401);
    expect((await get(`/api/orgs/${orgId}`)).json().data.about).toBe('Edited by the platform team.');
  });

  it('PUT /api/orgs/{id}/logo: an image by its bytes, at most 1 MB, shown on the page', async () => {
    const orgId = companies[8]!;
    const staff = await buildOrgUser(t.app, 'COMPANY', { orgId, admin });
    const upload = (token: string, bytes: Buffer, id = orgId) => {
      const boundary = 'logo-boundary';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: 'PUT',
        url: `/api/orgs/${id}/logo`,
        headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
    };
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAIAAADwyuo0AAAAE0lEQVR4nGP438AARwwMDf/hCACbsgv5oAFKqgAAAABJRU5ErkJggg==',
      'base64',
    );
    const res = await upload(staff.token, png);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.logo_url).toMatch(/^\/uploads\/org-logos\/[0-9a-f-]{36}\.png$/);
    const served = await get(res.json().data.logo_url);
    expect(served.statusCode).toBe(200);
    const notImage = await upload(staff.token, Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().error.fields.file).toBe('Please choose a JPG, PNG or WebP image of at most 1 MB.');
    const rival = await buildOrgUser(t.app, 'COMPANY', { orgId: companies[9], admin });
    expect((await upload(rival.token, png)).statusCode).toBe(404);
  });
});
