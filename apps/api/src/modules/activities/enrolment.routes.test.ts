import { ACTIVITY_LIMITS, ACTIVITY_MESSAGES, notificationPath, type Notification } from '@lbd/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin, buildUser, type Account } from '../../../test/factories';
import { activityBody, createActivity, enrolStudents } from '../../../test/factories/activities';
import { orgIds } from '../../../test/factories/jobs';
import { createActivitiesRepo } from './activities.repo';
import { BODIES, buildPortfolioStudent, save } from '../../../test/factories/portfolio';

type User = Awaited<ReturnType<typeof buildUser>>;
type Rows<T> = { rows: T[] };

/*
 * Enrolment by batch (the profile's institute, graduation year and optional degree) and the 'activity'
 * notification each newly enrolled student gets, delivered through the outbox in slices.
 */
describe('activities: enrolment by batch, and the enrolment notification', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const now = new Date('2026-05-04T04:30:00Z');
  let admin: Account;
  let mentor: User;
  let rival: User;
  let iit: number;
  let other: number;
  let btech: number;
  let mtech: number;
  /** Students of `iit` graduating in 2026: two B.Tech, an M.Tech; and those who must be left out. */
  const s: Record<string, User> = {};

  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const query = async <T>(q: ReturnType<typeof sql>) => ((await t.database.db.execute(q)) as unknown as Rows<T>).rows;

  /**
   * A student whose profile says this institute, degree and graduation year, while their portfolio's
   * degree was earned at the other institute and ends in another year: the profile decides the batch
   * (issue 23 item 15).
   */
  async function graduate(institute: number, degreeId: number, year: number) {
    const user = await buildPortfolioStudent(t.app, undefined, {
      my_org_id: institute,
      degree_id: degreeId,
      graduation_year: year,
    });
    const elsewhere = institute === iit ? other : iit;
    const body = {
      education: { ...BODIES.education.education, my_org_id: elsewhere, tenure: ['2018-07-15', '2022-05-31'] },
    };
    const res = await save(t.app, user.token, 'educations', body);
    if (res.statusCode !== 201) throw new Error(`education failed: ${res.statusCode} ${res.body}`);
    return user;
  }

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now, notifications: { sliceSize: 2 } });
    admin = await buildAdmin(t.app);
    mentor = await buildUser(t.app, 'ADVISOR');
    rival = await buildUser(t.app, 'ADVISOR');
    [iit, other] = (await orgIds(t.app, 'INSTITUTION', 2)) as [number, number];
    const degree = async (name: string) =>
      (await call('GET', `/api/degrees?query=${encodeURIComponent(name)}&count=1`)).json().data[0] as {
        id: number;
        name: string;
      };
    const [b, m] = [await degree('B.Tech'), await degree('M.Tech')];
    expect([b.name, m.name]).toEqual(['B.Tech', 'M.Tech']);
    [btech, mtech] = [b.id, m.id];
    s.dayFormat = await graduate(iit, btech, 2026);
    s.monthFormat = await graduate(iit, btech, 2026);
    s.masters = await graduate(iit, mtech, 2026);
    s.lastYear = await graduate(iit, btech, 2025);
    s.otherInstitute = await graduate(other, btech, 2026);
    s.inactive = await graduate(iit, btech, 2026);
    // A mentor naming the same institute and year (written directly): never enrolled.
    s.advisor = await buildUser(t.app, 'ADVISOR');
    await t.database.db.execute(sql`
      update profiles set my_org_id = ${iit}, graduation_year = 2026, degree_id = ${btech} where id = ${s.advisor.profileId}`);
    const off = await call('POST', '/api/admin/update_profile_status', admin.token, {
      profile_id: s.inactive.profileId,
      active: false,
    });
    expect(off.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const enrol = (id: number, payload: object, token = mentor.token) =>
    call('POST', `/api/assignments/${id}/enroll`, token, payload);
  const ids = (...users: User[]) => users.map((u) => u.profileId).sort((x, y) => x - y);
  const enrolledIds = (res: Awaited<ReturnType<typeof enrol>>) =>
    (res.json().data.enrolled as { profile_id: number }[]).map((e) => e.profile_id).sort((x, y) => x - y);

  it("enrols a batch: active students whose profile names that institute and year, of that degree when given, whatever their portfolio's degrees say", async () => {
    const id = await createActivity(t.app, mentor.token, activityBody(now));
    const batch = { institute_id: iit, year: 2026 };
    expect((await enrol(id, { batch }, '')).statusCode).toBe(401);
    expect((await enrol(id, { batch }, s.dayFormat!.token)).statusCode).toBe(403);
    expect((await enrol(id, { batch }, rival.token)).statusCode).toBe(404);
    expect((await enrol(999_999, { batch })).statusCode).toBe(404);
    expect((await enrol(id, { batch: { institute_id: iit } })).statusCode).toBe(422);
    expect((await enrol(id, { batch: { institute_id: iit, year: 1969 } })).json().error.fields['batch.year']).toBe(
      ACTIVITY_MESSAGES.batchYear,
    );
    const company = (await orgIds(t.app, 'COMPANY', 1))[0]!;
    const notInstitute = await enrol(id, { batch: { institute_id: company, year: 2026 } });
    expect(notInstitute.statusCode).toBe(422);
    expect(notInstitute.json().error.message).toBe(ACTIVITY_MESSAGES.unknownInstitute);
    expect((await enrol(id, { batch: { ...batch, degree_id: 2_000_000 } })).json().error.message).toBe(
      ACTIVITY_MESSAGES.unknownDegree,
    );
    expect((await enrol(id, {})).json().error.fields.profile_ids).toBe(ACTIVITY_MESSAGES.chooseStudents);

    const byDegree = await enrol(id, { batch: { ...batch, degree_id: btech } });
    expect(byDegree.statusCode).toBe(200);
    expect(enrolledIds(byDegree)).toEqual(ids(s.dayFormat!, s.monthFormat!));
    expect(byDegree.json().data).toMatchObject({ already_enrolled: [], not_found: [] });

    // The whole year, with a list too: the M.Tech student joins; the B.Tech ones are already in.
    const listed = await buildUser(t.app, 'STUDENT');
    const all = await enrol(id, { batch, profile_ids: [listed.profileId], emails: ['nobody@example.com'] });
    expect(enrolledIds(all)).toEqual(ids(s.masters!, listed));
    expect(all.json().data.already_enrolled.sort()).toEqual(ids(s.dayFormat!, s.monthFormat!));
    expect(all.json().data.not_found).toEqual(['nobody@example.com']);
    const roster = (await call('GET', `/api/get_all_students/${id}`, mentor.token)).json().data as {
      profile_id: number;
    }[];
    expect(roster.map((r) => r.profile_id).sort((x, y) => x - y)).toEqual(
      ids(s.dayFormat!, s.monthFormat!, s.masters!, listed),
    );

    // Another year of the same institute, and the M.Tech alone.
    const other = await createActivity(t.app, mentor.token, activityBody(now));
    expect(enrolledIds(await enrol(other, { batch: { institute_id: iit, year: 2025 } }))).toEqual(ids(s.lastYear!));
    expect(enrolledIds(await enrol(other, { batch: { ...batch, degree_id: mtech } }))).toEqual(ids(s.masters!));
  });

  it('notifies each newly enrolled student once, in slices, with their own /myactivity/{my_assignment_id}', async () => {
    const id = await createActivity(t.app, mentor.token, activityBody(now, { title: 'Survey the canal' }));
    const first = await enrolStudents(t.app, mentor.token, id, [s.dayFormat!.profileId]);
    const listed = await buildUser(t.app, 'STUDENT');
    const rest = await enrol(id, { batch: { institute_id: iit, year: 2026 }, profile_ids: [listed.profileId] });
    expect(rest.statusCode).toBe(200);
    const mine = new Map<number, number>([
      ...first,
      ...(rest.json().data.enrolled as { profile_id: number; my_assignment_id: number }[]).map(
        (e) => [e.profile_id, e.my_assignment_id] as [number, number],
      ),
    ]);
    expect(mine.size).toBe(4);

    // Recorded in the enrolling transaction, delivered by the outbox: one row per call, delivered in
    // slices of (here) two students.
    const outbox = await query<{ id: number; payload: { enrolment_of: number; profile_ids: number[] } }>(
      sql`select id, payload from notification_outbox where kind = 'activity' and (payload->>'enrolment_of')::int = ${id} order by id`,
    );
    expect(outbox.map((o) => o.payload.profile_ids)).toEqual([
      [s.dayFormat!.profileId],
      ids(s.monthFormat!, s.masters!, listed),
    ]);
    const bell = async (u: User) =>
      (await call('GET', '/api/myprofile/list/notifications', u.token)).json().data as Notification[];
    expect(await bell(listed)).toEqual([]);
    expect(await t.app.services.notifications.deliver(outbox[1]!.id)).toEqual({ inserted: 3, slices: 2 });
    await t.app.services.notifications.deliverPending();

    for (const u of [s.dayFormat!, s.monthFormat!, s.masters!, listed]) {
      // (The first test enrolled them in other activities too.)
      const items = (await bell(u)).filter((n) => n.message.endsWith('Survey the canal'));
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        activity_type: 'activity',
        activity_key: 'learning',
        message: 'You are enrolled in the activity Survey the canal',
        my_assignment_id: mine.get(u.profileId),
        performer_profile: expect.objectContaining({ id: mentor.profileId }),
      });
      expect(notificationPath(items[0]!, 'STUDENT')).toBe(`/myactivity/${mine.get(u.profileId)}`);
      // The target opens: it is this student's own enrolment.
      expect((await call('GET', `/api/my_profile/my_assignments/${mine.get(u.profileId)}`, u.token)).statusCode).toBe(
        200,
      );
    }

    // Enrolling again notifies no one; the mentor never gets their own notification.
    const again = await enrol(id, { batch: { institute_id: iit, year: 2026 } });
    expect(again.json().data.enrolled).toEqual([]);
    await t.app.services.notifications.deliverPending();
    expect((await bell(s.masters!)).filter((n) => n.message.endsWith('Survey the canal'))).toHaveLength(1);
    expect(await bell(mentor)).toEqual([]);
  });

  it('refuses a batch larger than the cap (422) and enrols no one from it', async () => {
    const org = (
      await query<{ id: number }>(
        sql`insert into orgs (full_name, org_type) values ('Very Large Institute of Technology', 'INSTITUTION') returning id`,
      )
    )[0]!.id;
    const over = ACTIVITY_LIMITS.enrolByBatch + 1;
    await t.database.db.execute(sql`
      with u as (
        insert into users (id, name, email)
        select 'bulk-' || g, 'Bulk ' || g, 'bulk' || g || '@example.com' from generate_series(1, ${over}) g
        returning id, name, email),
      p as (
        insert into profiles (user_id, profile_type, first_name, full_name, email, active, my_org_id, graduation_year)
        select id, 'STUDENT', 'Bulk', name, email, true, ${org}, 2025 from u
        returning id)
      select count(*) from p`);
    const id = await createActivity(t.app, mentor.token, activityBody(now));
    const res = await enrol(id, { batch: { institute_id: org, year: 2025 } });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(ACTIVITY_MESSAGES.batchTooLarge);
    expect((await call('GET', `/api/assignments/${id}`, mentor.token)).json().data.enrolled_count).toBe(0);
    // One fewer fits.
    await t.database.db.execute(
      sql`update profiles set active = false where id = (select id from profiles where my_org_id = ${org} limit 1)`,
    );
    const fits = await enrol(id, { batch: { institute_id: org, year: 2025 } });
    expect(fits.statusCode).toBe(200);
    expect(fits.json().data.enrolled).toHaveLength(ACTIVITY_LIMITS.enrolByBatch);
  });

  it("uses the profiles' institute index for the batch lookup", async () => {
    // Enough students elsewhere for the planner to prefer an index; the lookup's own SQL, explained.
    await t.database.db.execute(sql`
      with u as (
        insert into users (id, name, email)
        select 'filler-' || g, 'Filler ' || g, 'filler' || g || '@example.com' from generate_series(1, 3000) g
        returning id, name, email)
      insert into profiles (user_id, profile_type, first_name, full_name, email, active, my_org_id, graduation_year)
      select u.id, 'STUDENT', 'Filler', u.name, u.email, true, o.id, 2001 + (row_number() over ()) % 20
      from u cross join (select id from orgs where org_type = 'INSTITUTION' order by id desc limit 1) o`);
    await t.database.db.execute(sql`analyze profiles`);
    const statement = createActivitiesRepo(t.database.db)
      .batchQuery({ institute_id: iit, year: 2026, degree_id: btech }, ACTIVITY_LIMITS.enrolByBatch + 1)
      .toSQL();
    const explained = (await t.database.executeSql(`explain ${statement.sql}`, statement.params)) as Rows<{
      'QUERY PLAN': string;
    }>;
    const plan = explained.rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(plan).toContain('profiles_my_org_idx');
  });
});
