import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin, buildUser, type Account } from '../../../test/factories';
import { createEvent, eventBody, startsIn } from '../../../test/factories/events';
import { buildOrgUser, inDays, orgIds } from '../../../test/factories/jobs';

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(name: string, bytes: Buffer, type = 'image/png') {
  const boundary = '----eventsTestBoundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('events: drafts, publishing, closing, discarding, images', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Account;
  let institution: Awaited<ReturnType<typeof buildOrgUser>>;
  let rival: Awaited<ReturnType<typeof buildOrgUser>>;
  let student: Awaited<ReturnType<typeof buildUser>>;
  let institutes: number[];
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildAdmin(t.app);
    institutes = await orgIds(t.app, 'INSTITUTION');
    institution = await buildOrgUser(t.app, 'INSTITUTION', { orgId: institutes[0], admin });
    rival = await buildOrgUser(t.app, 'COMPANY', { admin });
    student = await buildUser(t.app, 'STUDENT');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

  it('who may create: 401 signed out, 403 a student, 403 an organisation awaiting approval', async () => {
    expect((await call('POST', '/api/events', undefined, eventBody())).statusCode).toBe(401);
    expect((await call('POST', '/api/events', student.token, eventBody())).statusCode).toBe(403);
    const pending = await buildOrgUser(t.app, 'COMPANY', { approved: false });
    const res = await call('POST', '/api/events', pending.token, eventBody());
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Your organisation profile is awaiting approval.');
  });

  it('refuses bad drafts with clear field messages', async () => {
    const res = await call('POST', '/api/events', institution.token, { title: ' ', duration_hours: 721 });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({
      title: 'Title cannot be empty',
      duration_hours: 'Duration should be between 1 and 720',
    });
    const unknown = await call('POST', '/api/events', institution.token, eventBody({ skill_ids: [999_999] }));
    expect(unknown.json().error.fields).toEqual({ skill_ids: 'Please select valid skills' });
    const featured = await call('POST', '/api/events', institution.token, eventBody({ is_featured: true }));
    expect(featured.json().error.fields).toEqual({ is_featured: 'Only an admin can feature an event' });
    const order = await call(
      'POST',
      '/api/events',
      institution.token,
      eventBody({ starts_at: startsIn(3), apply_by: inDays(4) }),
    );
    expect(order.statusCode).toBe(201);
    const edit = await call('PUT', `/api/events/${order.json().data.id}`, institution.token, { apply_by: inDays(5) });
    expect(edit.json().error.fields).toEqual({
      apply_by: 'Registration must close on or before the day the event starts',
    });
  });

  it('creates a draft only its organisation sees, completes and publishes it, then anyone sees it', async () => {
    const created = await call('POST', '/api/events', institution.token, { title: 'Campus Hackathon' });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;

    const own = await call('GET', `/api/events/${id}`, institution.token);
    expect(own.json().data).toMatchObject({ status: 'draft', can_manage: true, days_left: null, my_enrollment: null });
    expect((await call('GET', `/api/events/${id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/events/${id}`, rival.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/events/${id}`, student.token)).statusCode).toBe(404);

    const early = await call('POST', `/api/events/${id}/publish`, institution.token);
    expect(early.statusCode).toBe(422);
    expect(early.json().error.fields).toEqual({
      description: 'Description cannot be empty',
      category: 'Please select a category',
      location: 'Venue cannot be empty unless the event is online',
      starts_at: 'Start date and time cannot be empty',
      duration_hours: 'Duration cannot be empty',
      apply_by: 'Registration deadline cannot be empty',
    });

    const skills = (await call('GET', '/api/skills?query=python&count=2')).json().data.map((s: { id: number }) => s.id);
    const edited = await call('PUT', `/api/events/${id}`, institution.token, {
      description: 'Twenty-four hours, teams of four, problems from local start-ups.',
      category: 'Hackathon',
      is_online: true,
      starts_at: startsIn(30),
      duration_hours: 24,
      apply_by: inDays(17),
      capacity: 120,
      skill_ids: [...skills, ...skills],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      days_left: '2 weeks 3 days',
      duration_hours: 24,
      is_online: true,
      capacity: 120,
      seats_left: 120,
      enrolled_count: 0,
    });
    expect(edited.json().data.skills.map((s: { id: number }) => s.id)).toEqual(skills);
    expect(edited.json().data.starts_at).toBe(new Date(startsIn(30)).toISOString());

    const published = await call('POST', `/api/events/${id}/publish`, institution.token);
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({ status: 'published', published_at: expect.any(String) });
    expect((await call('POST', `/api/events/${id}/publish`, institution.token)).statusCode).toBe(409);

    const anyone = await call('GET', `/api/events/${id}`);
    expect(anyone.statusCode).toBe(200);
    expect(anyone.json().data).toMatchObject({
      title: 'Campus Hackathon',
      can_manage: false,
      org: { id: institutes[0] },
    });
    const cleared = await call('PUT', `/api/events/${id}`, institution.token, { description: '' });
    expect(cleared.json().error.fields).toEqual({ description: 'Description cannot be empty' });
    const past = await call('PUT', `/api/events/${id}`, institution.token, { starts_at: startsIn(-1) });
    expect(past.json().error.fields.starts_at).toBe('The event must start in the future');
  });

  it("answers 404 for another organisation's event on every owner action, and 403 to students", async () => {
    const id = await createEvent(t.app, institution.token, {}, false);
    expect((await call('PUT', `/api/events/${id}`, rival.token, { title: 'Mine now' })).statusCode).toBe(404);
    expect((await call('POST', `/api/events/${id}/publish`, rival.token)).statusCode).toBe(404);
    expect((await call('POST', `/api/events/${id}/close`, rival.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/events/${id}`, rival.token)).statusCode).toBe(404);
    const upload = multipart('a.png', PNG);
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${id}/avatar`,
      payload: upload.payload,
      headers: { ...upload.headers, ...bearer(rival.token) },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await call('PUT', `/api/events/${id}`, student.token, { title: 'x' })).statusCode).toBe(403);
    expect((await call('POST', `/api/events/${id}/publish`)).statusCode).toBe(401);
    // A colleague from the same organisation manages it; an admin manages anything.
    const colleague = await buildOrgUser(t.app, 'INSTITUTION', { orgId: institutes[0], admin });
    expect((await call('PUT', `/api/events/${id}`, colleague.token, { title: 'Renamed' })).statusCode).toBe(200);
    const featured = await call('PUT', `/api/events/${id}`, admin.token, { is_featured: true });
    expect(featured.json().data.is_featured).toBe(true);
  });

  it('closes a published event (hidden from the public) and discards drafts only', async () => {
    const id = await createEvent(t.app, institution.token);
    expect((await call('DELETE', `/api/events/${id}`, institution.token)).statusCode).toBe(409);
    const closed = await call('POST', `/api/events/${id}/close`, institution.token);
    expect(closed.json().data).toMatchObject({ status: 'closed', closed_at: expect.any(String) });
    const again = await call('POST', `/api/events/${id}/close`, institution.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This event is already closed.');
    expect((await call('GET', `/api/events/${id}`)).statusCode).toBe(404);
    expect((await call('POST', `/api/events/${id}/publish`, institution.token)).statusCode).toBe(200);

    const draft = await createEvent(t.app, institution.token, {}, false);
    expect((await call('POST', `/api/events/${draft}/close`, institution.token)).json().error.message).toBe(
      'Only a published event can be closed.',
    );
    expect((await call('DELETE', `/api/events/${draft}`, institution.token)).statusCode).toBe(204);
    expect((await call('GET', `/api/events/${draft}`, institution.token)).statusCode).toBe(404);
  });

  it('takes an avatar and a banner checked by their bytes and serves them back', async () => {
    const id = await createEvent(t.app, institution.token, {}, false);
    const put = (kind: string, name: string, bytes: Buffer, type?: string, token = institution.token) => {
      const m = multipart(name, bytes, type);
      return t.app.inject({
        method: 'PUT',
        url: `/api/events/${id}/${kind}`,
        payload: m.payload,
        headers: { ...m.headers, ...bearer(token) },
      });
    };
    const fake = await put('avatar', 'a.png', Buffer.from('<svg onload=alert(1)>'), 'image/png');
    expect(fake.statusCode).toBe(422);
    expect(fake.json().error.fields).toEqual({ file: 'Please upload a JPG, PNG or WebP image of at most 2 MB.' });
    expect((await put('avatar', 'a.png', PNG, undefined, student.token)).statusCode).toBe(403);

    const avatar = await put('avatar', 'logo.png', PNG);
    expect(avatar.statusCode).toBe(200);
    const url = avatar.json().data.avatar_url as string;
    expect(url).toMatch(/^\/uploads\/event-avatars\/[0-9a-f-]{36}\.png$/);
    const banner = await put('banner', 'wide.png', PNG);
    expect(banner.json().data.banner_url).toMatch(/^\/uploads\/event-banners\//);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });
});

describe('events: lists, org lists and counts', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let company: Awaited<ReturnType<typeof buildOrgUser>>;
  let other: Awaited<ReturnType<typeof buildOrgUser>>;
  let admin: Account;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildAdmin(t.app);
    const companies = await orgIds(t.app, 'COMPANY');
    company = await buildOrgUser(t.app, 'COMPANY', { orgId: companies[0], admin });
    other = await buildOrgUser(t.app, 'COMPANY', { orgId: companies[1], admin });
    ids.soon = await createEvent(t.app, company.token, {
      title: 'Resume Clinic',
      starts_at: startsIn(3),
      apply_by: inDays(2),
    });
    ids.later = await createEvent(t.app, company.token, {
      title: 'Kotlin Meetup',
      starts_at: startsIn(40),
      apply_by: inDays(30),
    });
    ids.featured = await createEvent(t.app, other.token, {
      title: 'Design Sprint',
      starts_at: startsIn(20),
      apply_by: inDays(0),
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/events/${ids.featured}`,
      headers: bearer(admin.token),
      payload: { is_featured: true },
    });
    ids.draft = await createEvent(t.app, company.token, { title: 'Draft Only' }, false);
    ids.closed = await createEvent(t.app, company.token, { title: 'Closed Talk' });
    await t.app.inject({ method: 'POST', url: `/api/events/${ids.closed}/close`, headers: bearer(company.token) });
  });
  afterAll(() => t.close());

  const get = async (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const titles = (res: { json: () => { data: { title: string }[] } }) => res.json().data.map((e) => e.title);

  it('lists upcoming published events, featured first then soonest, with paging and a title filter', async () => {
    const all = await get('/api/events');
    expect(titles(all)).toEqual(['Design Sprint', 'Resume Clinic', 'Kotlin Meetup']);
    expect(all.json().data[0]).toMatchObject({ is_featured: true, days_left: 'Last Day' });
    expect(titles(await get('/api/events?show=featured'))).toEqual(['Design Sprint']);
    const page2 = await get('/api/events?page=2&count=2');
    expect(titles(page2)).toEqual(['Kotlin Meetup']);
    expect(page2.json().pagination).toEqual({ page: 2, count: 2, total: 3, total_pages: 2 });
    expect(titles(await get('/api/events?query=kotlin'))).toEqual(['Kotlin Meetup']);
    expect(titles(await get('/api/events?query=%25'))).toEqual([]);
  });

  it("shows an organisation's published events to anyone and all of its own to itself", async () => {
    const orgId = (await get(`/api/events/${ids.soon}`)).json().data.org.id as number;
    const pub = await get(`/api/show_org_events?org_id=${orgId}&status=PUBLIC`);
    expect(titles(pub).sort()).toEqual(['Kotlin Meetup', 'Resume Clinic']);
    expect((await get('/api/show_org_events?status=PUBLIC')).statusCode).toBe(422);
    expect((await get('/api/show_org_events')).statusCode).toBe(401);
    const student = await buildUser(t.app, 'STUDENT');
    expect((await get('/api/show_org_events', student.token)).statusCode).toBe(403);
    const own = await get('/api/show_org_events', company.token);
    expect(titles(own)).toEqual(['Closed Talk', 'Draft Only', 'Kotlin Meetup', 'Resume Clinic']);
    expect(titles(await get('/api/show_org_events?status=draft', company.token))).toEqual(['Draft Only']);
    // The other company sees only its own.
    expect(titles(await get('/api/show_org_events', other.token))).toEqual(['Design Sprint']);
  });

  it('counts the organisation events by status', async () => {
    expect((await get('/api/get_org_event_count')).statusCode).toBe(401);
    const student = await buildUser(t.app, 'STUDENT');
    expect((await get('/api/get_org_event_count', student.token)).statusCode).toBe(403);
    expect((await get('/api/get_org_event_count', company.token)).json().data).toEqual({
      type: 'events',
      total: 4,
      draft: 1,
      published: 2,
      closed: 1,
    });
    expect((await get('/api/get_org_event_count', admin.token)).statusCode).toBe(422);
  });
});
