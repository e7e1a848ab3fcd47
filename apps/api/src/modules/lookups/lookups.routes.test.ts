import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin, buildUser } from '../../../test/factories';

describe('lookup catalogue', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() };
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('holds a catalogue realistic for Indian colleges', async () => {
    expect((await get('/api/degrees?count=1')).body.pagination.total).toBeGreaterThanOrEqual(40);
    expect((await get('/api/specializations?count=1')).body.pagination.total).toBeGreaterThanOrEqual(80);
    expect((await get('/api/skills?count=1')).body.pagination.total).toBeGreaterThanOrEqual(300);
    expect((await get('/api/life_skills?count=1')).body.pagination.total).toBeGreaterThanOrEqual(20);
    expect((await get('/api/job_roles?count=1')).body.pagination.total).toBeGreaterThanOrEqual(50);
    const states = await get('/api/states?count=100');
    expect(states.body.pagination.total).toBe(36);
    expect(states.body.data.filter((s: { type: string }) => s.type === 'UNION_TERRITORY')).toHaveLength(8);
    expect((await get('/api/lookups?type=COUNTRY_CODE&count=1')).body.pagination.total).toBeGreaterThanOrEqual(200);
  });

  it('searches country codes by text and answers data.data with name and desc', async () => {
    const res = await get('/api/lookups?type=COUNTRY_CODE&text=indi');
    expect(res.status).toBe(200);
    expect(res.body.data.type).toBe('COUNTRY_CODE');
    expect(res.body.data.data).toEqual([{ id: expect.any(Number), name: 'India', desc: 'India (+91)', code: '+91' }]);
    const byCode = await get('/api/lookups?type=COUNTRY_CODE&text=%2B91');
    expect(byCode.body.data.data.map((c: { name: string }) => c.name)).toContain('India');
  });

  it('treats search text literally, not as a LIKE pattern', async () => {
    const res = await get('/api/lookups?type=COUNTRY_CODE&text=%25');
    expect(res.body.data.data).toEqual([]);
  });

  it('filters skills by type and name prefix, case-insensitively', async () => {
    const res = await get('/api/skills?type=TECHNICAL&query=PYth');
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    for (const skill of res.body.data) {
      expect(skill.type).toBe('TECHNICAL');
      expect(skill.name.startsWith('pyth')).toBe(true);
    }
    const domain = await get('/api/skills?type=DOMAIN&count=100');
    expect(domain.body.data.every((s: { type: string }) => s.type === 'DOMAIN')).toBe(true);
  });

  it('finds a skill by any word of its name, names that start with the text first', async () => {
    const names = async (query: string) =>
      ((await get(`/api/skills?count=50&query=${encodeURIComponent(query)}`)).body.data as { name: string }[]).map(
        (s) => s.name,
      );
    expect(await names('Kafka')).toEqual(['apache kafka']);
    expect(await names('apache kaf')).toEqual(['apache kafka']);
    // Words after a dot, a slash or a hyphen count too.
    expect(await names('js')).toEqual(expect.arrayContaining(['node.js', 'vue.js', 'next.js']));
    expect(await names('cd')).toContain('ci/cd');
    expect(await names('ci/cd')).toContain('ci/cd');
    expect(await names('learning')).toEqual([
      'learning and development',
      'deep learning',
      'machine learning',
      'reinforcement learning',
    ]);
    // Not the middle of a word.
    expect(await names('afka')).toEqual([]);
    expect(await names('%')).toEqual([]);
  });

  it('pages: pages start at 1, a page below 2 is the first, count is bounded', async () => {
    const first = await get('/api/skills?count=5');
    const zero = await get('/api/skills?count=5&page=0');
    const second = await get('/api/skills?count=5&page=2');
    expect(first.body.pagination).toMatchObject({ page: 1, count: 5 });
    expect(zero.body.data).toEqual(first.body.data);
    expect(second.body.pagination.page).toBe(2);
    expect(second.body.data[0].id).not.toBe(first.body.data[0].id);
    expect(first.body.pagination.total_pages).toBe(Math.ceil(first.body.pagination.total / 5));
    expect((await get('/api/skills?count=1000')).status).toBe(422);
    expect((await get(`/api/skills?query=${'a'.repeat(101)}`)).status).toBe(422);
  });

  it('lists job roles with description, type and their typical skills', async () => {
    const res = await get('/api/job_roles?query=data');
    expect(res.status).toBe(200);
    const role = res.body.data[0];
    expect(role.name.toLowerCase().startsWith('data')).toBe(true);
    expect(role.description.length).toBeGreaterThan(20);
    expect(role.active).toBe(true);
    expect(role.skills.length).toBeGreaterThanOrEqual(5);
    expect(role.life_skills.length).toBeGreaterThanOrEqual(2);
  });

  it('lists orgs by org_type and finds one by short name prefix', async () => {
    const inst = await get('/api/orgs?org_type=INSTITUTION&count=100');
    expect(inst.body.data.every((o: { org_type: string }) => o.org_type === 'INSTITUTION')).toBe(true);
    const companies = await get('/api/orgs?org_type=COMPANY&query=infos');
    expect(companies.body.data[0].full_name).toMatch(/^Infosys/);
    const iit = await get('/api/orgs?org_type=INSTITUTION&query=IIT');
    expect(iit.body.data.length).toBeGreaterThan(5);
    expect((await get('/api/orgs?org_type=SCHOOL')).status).toBe(422);
  });

  it('answers one org by id, 404 for an unknown id', async () => {
    const list = await get('/api/orgs?count=1');
    const org = await get(`/api/orgs/${list.body.data[0].id}`);
    expect(org.status).toBe(200);
    expect(org.body.data.full_name).toBe(list.body.data[0].full_name);
    const missing = await get('/api/orgs/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('NOT_FOUND');
  });

  it('serves every lookup type in the common shape', async () => {
    for (const type of [
      'STATE',
      'CITY',
      'DEGREE',
      'SPECIALIZATION',
      'DESIGNATION',
      'LIFE_SKILL',
      'JOB_ROLE',
      'INSTITUTE',
      'COMPANY',
    ]) {
      const res = await get(`/api/lookups?type=${type}&count=3`);
      expect(res.status, type).toBe(200);
      expect(res.body.data.data, type).toHaveLength(3);
    }
    const karnataka = (await get('/api/lookups?type=STATE&text=karn')).body.data.data[0];
    expect(karnataka).toMatchObject({ name: 'Karnataka', desc: 'State', code: 'KA' });
    const cities = await get(`/api/cities?state_id=${karnataka.id}&count=50`);
    expect(cities.body.data.map((c: { name: string }) => c.name)).toContain('Bengaluru');
    expect(cities.body.data.every((c: { state_id: number }) => c.state_id === karnataka.id)).toBe(true);
  });

  it('answers designations and specializations by prefix', async () => {
    const d = await get('/api/designations?query=software');
    expect(d.body.data.every((x: { name: string }) => x.name.toLowerCase().startsWith('software'))).toBe(true);
    const s = await get('/api/specializations?query=computer');
    expect(s.body.data[0]).toMatchObject({ name: expect.stringMatching(/^Computer/), stream: expect.any(String) });
  });

  it('offers a skill a user typed in to others only once an admin accepts it, audited (issue 23 item 8)', async () => {
    const student = await buildUser(t.app, 'STUDENT');
    const admin = await buildAdmin(t.app);
    const name = `Zorbing ${Date.now().toString(36)}`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/skills',
      headers: bearer(student.token),
      payload: { display_name: name, type: 'TECHNICAL' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const search = `/api/skills?query=${encodeURIComponent(name.toLowerCase())}`;
    expect((await get(search)).body.data).toEqual([]);
    // Naming it again finds the same skill: the creator keeps using it.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/skills',
      headers: bearer(student.token),
      payload: { display_name: name, type: 'TECHNICAL' },
    });
    expect([again.statusCode, again.json().data.id]).toEqual([200, id]);

    const waiting = await t.app.inject({
      method: 'GET',
      url: '/api/admin/skills?count=50',
      headers: bearer(admin.token),
    });
    expect(waiting.json().data.map((r: { id: number }) => r.id)).toContain(id);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/skills', headers: bearer(student.token) })).statusCode,
    ).toBe(403);
    const accept = (token: string, skill = id) =>
      t.app.inject({ method: 'POST', url: `/api/admin/skills/${skill}/accept`, headers: bearer(token) });
    expect((await accept(student.token)).statusCode).toBe(403);
    expect((await accept(admin.token, 2_000_000_000)).statusCode).toBe(404);
    const accepted = await accept(admin.token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ id, display_name: name });
    expect((await get(search)).body.data.map((r: { id: number }) => r.id)).toEqual([id]);
    const audit = await t.database.executeSql(
      `select action from audit_log where target_type = 'skill' and target_id = $1`,
      [String(id)],
    );
    expect(audit.rows).toEqual([{ action: 'skill.accepted' }]);
  });
});
