import { MEETING_TEXTS as T } from '@lbd/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin, buildUser, type Account } from '../../../test/factories';
import { buildOrgUser, orgIds } from '../../../test/factories/jobs';
import { buildPortfolioStudent, testClock } from '../../../test/factories/portfolio';
import { rowsOf } from '../../db/client';
import { externalEvents } from '../../db/schema';
import { createEntriesService } from '../portfolio';
import { createMeetingsService } from './meetings.service';

const HOUR = 3_600_000;
const MINUTE = 60_000;

/**
 * Issue 28 item 11 through the API: sessions in India time with https links, audiences enforced in every
 * list and by id, update and delete before the start, RSVPs and reminders sent once, Join from 10 minutes
 * before, attendance, and one 'Events Attended' entry per student once it ends.
 */
describe('video-meeting posts', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const clock = testClock(new Date('2026-11-20T04:30:00Z'));
  let admin: Account;
  let mentor: Awaited<ReturnType<typeof buildUser>>;
  let otherMentor: Awaited<ReturnType<typeof buildUser>>;
  let staff: Awaited<ReturnType<typeof buildOrgUser>>;
  let colleague: Awaited<ReturnType<typeof buildOrgUser>>;
  let pendingStaff: Awaited<ReturnType<typeof buildOrgUser>>;
  let student: Awaited<ReturnType<typeof buildPortfolioStudent>>;
  let outsider: Awaited<ReturnType<typeof buildUser>>;
  let sweep: () => Promise<{ reminded: number; settled: number }>;
  const start = new Date('2026-11-23T13:30:00Z'); // 7 pm in India, three days ahead

  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now });
    admin = await buildAdmin(t.app);
    const institutes = await orgIds(t.app, 'INSTITUTION', 2);
    mentor = await buildUser(t.app, 'ADVISOR');
    otherMentor = await buildUser(t.app, 'ADVISOR');
    staff = await buildOrgUser(t.app, 'INSTITUTION', { orgId: institutes[0], admin });
    colleague = await buildOrgUser(t.app, 'INSTITUTION', { orgId: institutes[0], admin });
    pendingStaff = await buildOrgUser(t.app, 'INSTITUTION', { orgId: institutes[0], approved: false });
    student = await buildPortfolioStudent(t.app, ['Data Analyst'], { my_org_id: institutes[0] });
    outsider = await buildUser(t.app, 'STUDENT', { my_org_id: institutes[1] });
    const db = t.database.db;
    const service = createMeetingsService({
      db,
      clock: clock.now,
      notifier: t.app.services.notifications.notifier,
      entries: createEntriesService({ db, clock: clock.now }),
      origin: 'http://localhost:3000',
    });
    sweep = () => service.sweep();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const body = (over: Record<string, unknown> = {}) => ({
    title: 'Cracking the SQL interview',
    description: 'Live questions and answers',
    starts_at: '2026-11-23T19:00:00+05:30',
    ends_at: '2026-11-23T20:00:00+05:30',
    provider_url: 'https://meet.jit.si/lbd-sql-interview',
    audience: 'everyone',
    skills: ['SQL', 'Interviewing'],
    ...over,
  });
  const fields = async (res: Awaited<ReturnType<typeof call>>) => {
    expect(res.statusCode, res.body).toBe(422);
    return res.json().error.fields;
  };
  const ids = (res: Awaited<ReturnType<typeof call>>) => (res.json().data as { id: number }[]).map((m) => m.id);

  let open: number; // the mentor's, for everyone
  let college: number; // the institution's, for its college
  let internal: number; // the institution's, for its staff

  it('lets mentors and approved staff schedule sessions in India time, with https links only', async () => {
    expect((await call('POST', '/api/video_meeting_posts', undefined, body())).statusCode).toBe(401);
    expect((await call('POST', '/api/video_meeting_posts', student.token, body())).statusCode).toBe(403);
    expect((await call('POST', '/api/video_meeting_posts', pendingStaff.token, body())).statusCode).toBe(403);
    for (const link of ['javascript:alert(1)', 'data:text/html,hi', 'http://zoom.us/j/1', 'https://user:pw@x.in/'])
      expect(
        await fields(await call('POST', '/api/video_meeting_posts', mentor.token, body({ provider_url: link }))),
      ).toEqual({
        provider_url: T.link,
      });
    expect(
      await fields(
        await call('POST', '/api/video_meeting_posts', mentor.token, body({ ends_at: '2026-11-23T18:00:00+05:30' })),
      ),
    ).toEqual({ ends_at: T.endAfterStart });
    expect(await fields(await call('POST', '/api/video_meeting_posts', mentor.token, body({ skills: [] })))).toEqual({
      skills: T.chooseSkill,
    });
    expect(
      await fields(
        await call(
          'POST',
          '/api/video_meeting_posts',
          mentor.token,
          body({ starts_at: '2026-11-19T19:00:00+05:30', ends_at: '2026-11-19T20:00:00+05:30' }),
        ),
      ),
    ).toEqual({ starts_at: T.startInFuture });
    // A mentor acting for no organisation has no college or organisation to address.
    expect(
      await fields(await call('POST', '/api/video_meeting_posts', mentor.token, body({ audience: 'college' }))),
    ).toEqual({
      audience: T.needsCollege,
    });

    const made = await call('POST', '/api/video_meeting_posts', mentor.token, body());
    expect(made.statusCode).toBe(201);
    open = made.json().data.id;
    college = (
      await call(
        'POST',
        '/api/video_meeting_posts',
        staff.token,
        body({
          title: 'Placement briefing',
          audience: 'college',
          provider_url: 'https://meet.google.com/abc-defg-hij',
        }),
      )
    ).json().data.id;
    internal = (
      await call(
        'POST',
        '/api/video_meeting_posts',
        staff.token,
        body({ title: 'Staff meeting', audience: 'organisation', provider_url: 'https://us02web.zoom.us/j/123' }),
      )
    ).json().data.id;

    const shown = (await call('GET', `/api/video_meeting_posts/${open}`)).json().data;
    expect(shown).toMatchObject({
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + HOUR).toISOString(),
      state: 'scheduled',
      provider: 'jitsi',
      // The link goes to those who manage it; others get it by joining.
      provider_url: null,
      host: { id: mentor.profileId },
      can_join: false,
      join_opens_at: new Date(start.getTime() - 10 * MINUTE).toISOString(),
    });
    expect((await call('GET', `/api/video_meeting_posts/${open}`, mentor.token)).json().data.provider_url).toBe(
      body().provider_url,
    );
    expect((await call('GET', `/api/video_meeting_posts/${college}`, staff.token)).json().data.provider).toBe(
      'google_meet',
    );
  });

  it('shows each session to its audience only: 404 by id outside it, absent from every list', async () => {
    const sees = async (token: string | undefined, id: number) =>
      (await call('GET', `/api/video_meeting_posts/${id}`, token)).statusCode;
    expect([await sees(undefined, open), await sees(undefined, college), await sees(undefined, internal)]).toEqual([
      200, 404, 404,
    ]);
    expect([await sees(student.token, college), await sees(student.token, internal)]).toEqual([200, 404]);
    expect([await sees(outsider.token, college), await sees(outsider.token, internal)]).toEqual([404, 404]);
    expect([
      await sees(colleague.token, internal),
      await sees(otherMentor.token, internal),
      await sees(admin.token, internal),
    ]).toEqual([200, 404, 200]);
    expect((await call('GET', `/api/video_meeting_posts/${internal}/ics`, outsider.token)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/video_meeting_posts/${internal}/rsvp`, outsider.token, { going: true })).statusCode,
    ).toBe(404);
    expect((await call('POST', `/api/video_meeting_posts/${internal}/join`, outsider.token)).statusCode).toBe(404);

    expect(ids(await call('GET', '/api/video_meeting_posts'))).toEqual(
      [open, college, internal].filter((id) => id === open),
    );
    expect(ids(await call('GET', '/api/video_meeting_posts', student.token)).sort()).toEqual([open, college].sort());
    expect(ids(await call('GET', '/api/video_meeting_posts', outsider.token))).toEqual([open]);
    expect(ids(await call('GET', '/api/video_meeting_posts', colleague.token)).sort()).toEqual(
      [open, college, internal].sort(),
    );
    expect(ids(await call('GET', '/api/video_meeting_posts?when=past', student.token))).toEqual([]);
    expect((await call('GET', '/api/video_meeting_posts?when=soon')).statusCode).toBe(422);
  });

  it('lists and updates the sessions one manages; deletes them only before the start', async () => {
    expect((await call('GET', '/api/video_meeting_posts/scheduled')).statusCode).toBe(401);
    expect((await call('GET', '/api/video_meeting_posts/scheduled', student.token)).statusCode).toBe(403);
    expect(ids(await call('GET', '/api/video_meeting_posts/scheduled', mentor.token))).toEqual([open]);
    expect(ids(await call('GET', '/api/video_meeting_posts/scheduled', colleague.token)).sort()).toEqual(
      [college, internal].sort(),
    );
    expect(ids(await call('GET', '/api/video_meeting_posts/scheduled', otherMentor.token))).toEqual([]);

    const url = `/api/video_meeting_posts/update/${open}`;
    expect((await call('PUT', url, undefined, { title: 'x' })).statusCode).toBe(401);
    expect((await call('PUT', url, student.token, { title: 'x' })).statusCode).toBe(403);
    expect((await call('PUT', url, otherMentor.token, { title: 'x' })).statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/video_meeting_posts/update/${internal}`, otherMentor.token, { title: 'x' })).statusCode,
    ).toBe(404);
    expect(await fields(await call('PUT', url, mentor.token, { recording_url: 'https://youtu.be/x' }))).toEqual({
      recording_url: T.recordingAfterEnd,
    });
    expect(await fields(await call('PUT', url, mentor.token, { provider_url: 'javascript:alert(1)' }))).toEqual({
      provider_url: T.link,
    });
    const renamed = await call('PUT', url, mentor.token, {
      title: 'Cracking the SQL round',
      description: 'Bring questions',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ title: 'Cracking the SQL round', description: 'Bring questions' });
    // The institution's approved staff manage its sessions; admins any.
    expect(
      (
        await call('PUT', `/api/video_meeting_posts/update/${college}`, colleague.token, {
          title: 'Placement briefing 2026',
        })
      ).statusCode,
    ).toBe(200);

    const gone = (await call('POST', '/api/video_meeting_posts', mentor.token, body({ title: 'Cancelled' }))).json()
      .data.id as number;
    expect((await call('DELETE', `/api/video_meeting_posts/scheduled/${gone}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/video_meeting_posts/scheduled/${gone}`, student.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/video_meeting_posts/scheduled/${gone}`, otherMentor.token)).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/api/video_meeting_posts/scheduled/${internal}`, otherMentor.token)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/video_meeting_posts/scheduled/${gone}`, mentor.token)).statusCode).toBe(204);
    expect((await call('GET', `/api/video_meeting_posts/${gone}`)).statusCode).toBe(404);
  });

  it('gives an .ics file of the session', async () => {
    const res = await call('GET', `/api/video_meeting_posts/${open}/ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="session-${open}.ics"`);
    expect(res.body).toContain('BEGIN:VEVENT');
    expect(res.body).toContain('DTSTART:20261123T133000Z');
    expect(res.body).toContain('DTEND:20261123T143000Z');
    expect(res.body).toContain(`http://localhost:3000/sessions/${open}`);
    expect(res.body).not.toContain('meet.jit.si');
    expect((await call('GET', '/api/video_meeting_posts/999999/ics')).statusCode).toBe(404);
  });

  it('reminds those who will attend a day and 10 minutes before, each once', async () => {
    expect((await call('PUT', `/api/video_meeting_posts/${open}/rsvp`, undefined, { going: true })).statusCode).toBe(
      401,
    );
    expect((await call('PUT', `/api/video_meeting_posts/${open}/rsvp`, admin.token, { going: true })).statusCode).toBe(
      403,
    );
    expect((await call('PUT', `/api/video_meeting_posts/${open}/rsvp`, student.token, {})).statusCode).toBe(422);
    const rsvp = await call('PUT', `/api/video_meeting_posts/${open}/rsvp`, student.token, { going: true });
    expect(rsvp.statusCode).toBe(200);
    expect(rsvp.json().data).toMatchObject({ going: true, rsvp_count: 1 });
    await call('PUT', `/api/video_meeting_posts/${open}/rsvp`, outsider.token, { going: true });
    await call('PUT', `/api/video_meeting_posts/${open}/rsvp`, outsider.token, { going: false });

    const reminders = async () =>
      rowsOf<{ message: string; ids: number[] }>(
        await t.database.db.execute(
          sql`select payload->>'message' as message, payload->'profile_ids' as ids from notification_outbox where kind = 'meeting_reminder' and (payload->'targets'->>'meeting_id')::int = ${open} order by id`,
        ),
      );
    expect(await sweep()).toMatchObject({ reminded: 0 });
    clock.set(new Date(start.getTime() - 24 * HOUR + MINUTE));
    await sweep();
    await sweep();
    expect(await reminders()).toEqual([
      {
        message: "Reminder: 'Cracking the SQL round' starts on Mon, 23 Nov 2026, 7:00 pm (India time)",
        ids: [student.profileId],
      },
    ]);
    clock.set(new Date(start.getTime() - 9 * MINUTE));
    await sweep();
    await sweep();
    expect((await reminders()).map((r) => r.message)).toEqual([
      "Reminder: 'Cracking the SQL round' starts on Mon, 23 Nov 2026, 7:00 pm (India time)",
      "'Cracking the SQL round' starts in 10 minutes. Join from Learn By Doing.",
    ]);
    await t.app.services.notifications.deliverPending();
    const bell = (await call('GET', '/api/myprofile/list/notifications', student.token)).json().data as Record<
      string,
      unknown
    >[];
    expect(bell.filter((n) => n.activity_type === 'meeting_reminder').map((n) => n.meeting_id)).toEqual([open, open]);
  });

  it('opens Join 10 minutes before the start, records attendance, and adds one portfolio entry per student after the end', async () => {
    clock.set(new Date(start.getTime() - 11 * MINUTE));
    expect((await call('POST', `/api/video_meeting_posts/${open}/join`, undefined)).statusCode).toBe(401);
    const early = await call('POST', `/api/video_meeting_posts/${open}/join`, student.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(T.joinClosed);
    clock.set(new Date(start.getTime() - 10 * MINUTE));
    expect((await call('GET', `/api/video_meeting_posts/${open}`, student.token)).json().data).toMatchObject({
      state: 'scheduled',
      can_join: true,
    });
    const joined = await call('POST', `/api/video_meeting_posts/${open}/join`, student.token);
    expect(joined.statusCode).toBe(200);
    expect(joined.json().data).toEqual({ url: body().provider_url, attended_at: clock.now().toISOString() });
    clock.set(new Date(start.getTime() + 5 * MINUTE));
    expect((await call('POST', `/api/video_meeting_posts/${open}/join`, student.token)).json().data.attended_at).toBe(
      new Date(start.getTime() - 10 * MINUTE).toISOString(),
    );
    expect((await call('POST', `/api/video_meeting_posts/${open}/join`, otherMentor.token)).statusCode).toBe(200);
    const live = (await call('GET', `/api/video_meeting_posts/${open}`, student.token)).json().data;
    expect(live).toMatchObject({ state: 'live', attended: true });
    // Started: its time and link are fixed, and it cannot be deleted.
    expect(
      (await call('PUT', `/api/video_meeting_posts/update/${open}`, mentor.token, { title: 'New' })).json().error
        .message,
    ).toBe(T.startedLocked);
    expect((await call('DELETE', `/api/video_meeting_posts/scheduled/${open}`, mentor.token)).statusCode).toBe(409);

    const entries = () =>
      t.database.db
        .select({
          title: externalEvents.title,
          role: externalEvents.role,
          date: externalEvents.date,
          duration: externalEvents.duration,
        })
        .from(externalEvents)
        .where(
          and(eq(externalEvents.profile_id, student.profileId), eq(externalEvents.title, 'Cracking the SQL round')),
        );
    await sweep();
    expect(await entries()).toEqual([]);
    clock.set(new Date(start.getTime() + HOUR + MINUTE));
    expect((await call('POST', `/api/video_meeting_posts/${open}/join`, student.token)).statusCode).toBe(409);
    await sweep();
    await sweep();
    expect(await entries()).toEqual([
      { title: 'Cracking the SQL round', role: 'Participate', date: '2026-11-23', duration: 1 },
    ]);
    // The mentor joined too: attendance counts on a student's portfolio only.
    const all = await t.database.db
      .select({ id: externalEvents.id })
      .from(externalEvents)
      .where(eq(externalEvents.title, 'Cracking the SQL round'));
    expect(all).toHaveLength(1);

    const past = await call('GET', '/api/video_meeting_posts?when=past', student.token);
    // Same start: the later one first.
    expect(ids(past)).toEqual([college, open]);
    expect(past.json().data[1]).toMatchObject({ state: 'ended', can_join: false, recording_url: null });
    const recorded = await call('PUT', `/api/video_meeting_posts/update/${open}`, mentor.token, {
      recording_url: 'https://www.youtube.com/watch?v=abc',
    });
    expect(recorded.statusCode).toBe(200);
    expect((await call('GET', `/api/video_meeting_posts/${open}`)).json().data.recording_url).toBe(
      'https://www.youtube.com/watch?v=abc',
    );
  });
});
