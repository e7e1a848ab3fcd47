import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin, buildMentor, buildUser, type Account } from '../../../test/factories';
import { activityBody, createActivity, enrolStudents } from '../../../test/factories/activities';
import { buildOrgUser, orgIds } from '../../../test/factories/jobs';

describe('an organisation’s mentors with what each runs (list_org_advisor_entities_counts)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Account;
  let institution: Account;
  let rival: Account;
  let pending: Account;
  let student: Awaited<ReturnType<typeof buildUser>>;
  let institute: number;
  let mentorId: number;

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildAdmin(t.app);
    const institutes = await orgIds(t.app, 'INSTITUTION');
    institute = institutes[1]!;
    institution = await buildOrgUser(t.app, 'INSTITUTION', { orgId: institute, admin });
    rival = await buildOrgUser(t.app, 'INSTITUTION', { orgId: institutes[2], admin });
    pending = await buildUser(t.app, 'INSTITUTION', { my_org_id: institute });
    const mentor = await buildMentor(t.app, admin, { my_org_id: institute, first_name: 'Meenakshi', last_name: 'Rao' });
    mentorId = mentor.profileId;
    // Asked to join and not accepted: not one of its mentors.
    await buildUser(t.app, 'ADVISOR', { my_org_id: institute });
    student = await buildUser(t.app, 'STUDENT');
    const other = await buildUser(t.app, 'STUDENT');
    const activity = await createActivity(t.app, mentor.token, activityBody(new Date()));
    await enrolStudents(t.app, mentor.token, activity, [student.profileId, other.profileId]);
  }, 120_000);
  afterAll(() => t.close());

  const URL = '/api/list_org_advisor_entities_counts?type=activities';

  it('lists its accepted mentors with their activities and students', async () => {
    const res = await get(URL, institution.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        profile_id: mentorId,
        name: 'Meenakshi Rao',
        activities: 1,
        open_activities: 1,
        students: 2,
        awaiting_evaluation: 0,
        evaluated: 0,
      }),
    ]);
    expect(res.json().pagination).toMatchObject({ total: 1 });
    const asAdmin = await get(`${URL}&org_id=${institute}`, admin.token);
    expect(asAdmin.json().data).toEqual(res.json().data);
  });

  it('another institution sees its own (none), whatever org_id it sends; pending staff and admins naming none get 404', async () => {
    const mine = await get(`${URL}&org_id=${institute}`, rival.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toEqual([]);
    expect((await get(URL, pending.token)).statusCode).toBe(404);
    expect((await get(URL, admin.token)).statusCode).toBe(404);
    expect((await get(URL, student.token)).statusCode).toBe(403);
    expect((await get(URL)).statusCode).toBe(401);
    expect((await get('/api/list_org_advisor_entities_counts?type=quests', institution.token)).statusCode).toBe(422);
  });
});
