import { API_MESSAGES } from '@lbd/shared';
import { FEEDBACK_TEXTS as T, type FeedbackItemType } from '@lbd/shared/feedback';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin, buildMentor, buildUser, type Account } from '../../../test/factories';
import { activityBody, createActivity, enrolStudents } from '../../../test/factories/activities';
import { createClub, joinClub } from '../../../test/factories/clubs';
import { createEvent, enroll } from '../../../test/factories/events';
import { buildOrgUser } from '../../../test/factories/jobs';
import { feedback, myLearnings, projects, resourceGroups } from '../../db/schema';
import { summaryOf } from './feedback.rules';

type User = Awaited<ReturnType<typeof buildUser>>;

/**
 * Feedback and rating intervention through the API (issue 28 item 9): only those who took part rate (one
 * rating each, editable), the item's organisers and mentors read the responses, and the summary always
 * equals the responses.
 */
describe('feedback', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Account;
  let company: User;
  let otherCompany: User;
  let mentor: User;
  let students: User[];
  let outsider: User;
  const items = {} as Record<FeedbackItemType, number>;
  let draftEvent: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildAdmin(t.app);
    company = await buildOrgUser(t.app, 'COMPANY', { admin });
    otherCompany = await buildOrgUser(t.app, 'INSTITUTION', { admin });
    mentor = await buildMentor(t.app, admin);
    students = [];
    for (let i = 0; i < 3; i++) students.push(await buildUser(t.app, 'STUDENT'));
    outsider = await buildUser(t.app, 'STUDENT');
    const db = t.database.db;

    items.EVENT = await createEvent(t.app, company.token);
    draftEvent = await createEvent(t.app, company.token, { title: 'Unannounced meetup' }, false);
    items.CLUB = await createClub(t.app, company.token);
    const now = new Date();
    const [p] = await db
      .insert(projects)
      .values({
        title: 'Sales dashboard',
        status: 'published',
        published_at: now,
        created_by_profile_id: mentor.profileId,
      })
      .returning({ id: projects.id });
    const [g] = await db
      .insert(resourceGroups)
      .values({
        title: 'SQL from zero',
        status: 'published',
        published_at: now,
        created_by_profile_id: mentor.profileId,
      })
      .returning({ id: resourceGroups.id });
    items.PROJECT = p!.id;
    items.LEARNING_PATH = g!.id;
    items.ACTIVITY = await createActivity(t.app, mentor.token, activityBody(now));
    for (const s of students) {
      expect((await enroll(t.app, s.token, items.EVENT)).statusCode).toBeLessThan(300);
      await joinClub(t.app, items.CLUB, s.token, company.token);
      await db.insert(myLearnings).values([
        { profile_id: s.profileId, kind: 'project', project_id: items.PROJECT, status: 'Enrolled' },
        {
          profile_id: s.profileId,
          kind: 'resource_group',
          resource_group_id: items.LEARNING_PATH,
          status: 'Completed',
        },
      ]);
    }
    await enrolStudents(
      t.app,
      mentor.token,
      items.ACTIVITY,
      students.map((s) => s.profileId),
    );
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const summary = (type: FeedbackItemType, id: number, token?: string) =>
    call('GET', `/api/feedback?item_type=${type}&item_id=${id}`, token);
  const rate = (token: string | undefined, type: FeedbackItemType, id: number, rating: number, comment?: string) =>
    call('PUT', '/api/feedback', token, {
      item_type: type,
      item_id: id,
      rating,
      ...(comment === undefined ? {} : { comment }),
    });

  describe('GET /api/feedback', () => {
    it('answers anyone the summary of a visible item, and what they may do', async () => {
      const res = await summary('EVENT', items.EVENT);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        rating: null,
        review_count: 0,
        distribution: [0, 0, 0, 0, 0],
        can_rate: false,
        can_view_responses: false,
        my_feedback: null,
      });
      expect((await summary('EVENT', items.EVENT, students[0]!.token)).json().data.can_rate).toBe(true);
      expect((await summary('EVENT', items.EVENT, outsider.token)).json().data.can_rate).toBe(false);
      expect((await summary('EVENT', items.EVENT, company.token)).json().data.can_view_responses).toBe(true);
    });

    it('answers 404 for an item that is not there or not visible, 422 for a bad query', async () => {
      const missing = await summary('CLUB', 999_999);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.message).toBe(API_MESSAGES.notFound);
      expect((await summary('EVENT', draftEvent, outsider.token)).statusCode).toBe(404);
      expect((await summary('EVENT', draftEvent, otherCompany.token)).statusCode).toBe(404);
      expect((await summary('EVENT', draftEvent, company.token)).statusCode).toBe(200);
      // An activity is seen by its mentor and its students only.
      expect((await summary('ACTIVITY', items.ACTIVITY)).statusCode).toBe(404);
      const bad = await call('GET', '/api/feedback?item_type=JOB&item_id=1');
      expect(bad.statusCode).toBe(422);
      expect(bad.json().error.fields.item_type).toBeTruthy();
    });
  });

  describe('PUT /api/feedback', () => {
    it('asks who you are (401); admins do not rate (403)', async () => {
      expect((await rate(undefined, 'EVENT', items.EVENT, 4)).statusCode).toBe(401);
      expect((await rate(admin.token, 'EVENT', items.EVENT, 4)).statusCode).toBe(403);
    });

    it('lets only those who took part rate, on every kind of item', async () => {
      for (const type of Object.keys(items) as FeedbackItemType[]) {
        const refused = await rate(outsider.token, type, items[type], 4);
        // An activity is invisible to those outside it; the others are public and refuse the rating.
        expect(refused.statusCode, type).toBe(type === 'ACTIVITY' ? 404 : 403);
        if (type !== 'ACTIVITY') expect(refused.json().error.message).toBe(T.onlyParticipants);
        expect((await rate(company.token, type, items[type], 4)).statusCode, type).toBe(
          type === 'ACTIVITY' ? 404 : 403,
        );
        const ok = await rate(students[0]!.token, type, items[type], 4, `Good ${type.toLowerCase()}`);
        expect(ok.statusCode, type).toBe(200);
        expect(ok.json().data).toMatchObject({ review_count: 1, rating: 4, can_rate: true });
        expect(ok.json().data.my_feedback).toMatchObject({ rating: 4, comment: `Good ${type.toLowerCase()}` });
      }
      expect((await rate(students[0]!.token, 'EVENT', 999_999, 4)).statusCode).toBe(404);
      expect((await rate(students[0]!.token, 'EVENT', draftEvent, 4)).statusCode).toBe(404);
    });

    it('answers 422 with the exact message for a bad rating or a long comment', async () => {
      for (const rating of [0, 6, 2.5]) {
        const res = await rate(students[1]!.token, 'CLUB', items.CLUB, rating);
        expect(res.statusCode).toBe(422);
        expect(res.json().error.fields.rating).toBe(T.ratingRange);
      }
      const long = await rate(students[1]!.token, 'CLUB', items.CLUB, 3, 'x'.repeat(1001));
      expect(long.statusCode).toBe(422);
      expect(long.json().error.fields.comment).toBe(T.commentLong);
      expect((await rate(students[1]!.token, 'CLUB', items.CLUB, 3, 'x'.repeat(1000))).statusCode).toBe(200);
    });

    it('keeps one rating per person and item: rating again changes it', async () => {
      const first = await rate(students[2]!.token, 'PROJECT', items.PROJECT, 2, 'Too long');
      expect(first.json().data).toMatchObject({ review_count: 2, rating: 3 });
      const edited = await rate(students[2]!.token, 'PROJECT', items.PROJECT, 5, 'Worth it in the end');
      expect(edited.json().data).toMatchObject({ review_count: 2, rating: 4.5, distribution: [0, 0, 0, 1, 1] });
      expect(edited.json().data.my_feedback).toMatchObject({ rating: 5, comment: 'Worth it in the end' });
    });
  });

  describe('GET /api/feedback/responses (rating intervention)', () => {
    const url = (type: FeedbackItemType, id: number) => `/api/feedback/responses?item_type=${type}&item_id=${id}`;

    it('asks who you are (401) and refuses those who do not run the item (403)', async () => {
      expect((await call('GET', url('EVENT', items.EVENT))).statusCode).toBe(401);
      expect((await call('GET', url('EVENT', items.EVENT), students[0]!.token)).statusCode).toBe(403);
      expect((await call('GET', url('EVENT', items.EVENT), otherCompany.token)).statusCode).toBe(403);
      expect((await call('GET', url('PROJECT', items.PROJECT), company.token)).statusCode).toBe(403);
      expect((await call('GET', url('EVENT', draftEvent), otherCompany.token)).statusCode).toBe(404);
    });

    it('shows organisers, mentors and admins every response with profile_id and my_feedback', async () => {
      const res = await call('GET', url('PROJECT', items.PROJECT), mentor.token);
      expect(res.statusCode).toBe(200);
      const { summary: s, responses } = res.json().data;
      expect(s).toMatchObject({ review_count: 2, rating: 4.5, can_view_responses: true });
      expect(responses.map((r: { profile_id: number }) => r.profile_id).sort()).toEqual(
        [students[0]!.profileId, students[2]!.profileId].sort(),
      );
      expect(responses[0].my_feedback).toMatchObject({ rating: 5, comment: 'Worth it in the end' });
      expect(res.json().pagination.total).toBe(2);
      expect((await call('GET', url('EVENT', items.EVENT), company.token)).statusCode).toBe(200);
      expect((await call('GET', url('ACTIVITY', items.ACTIVITY), admin.token)).statusCode).toBe(200);
      expect((await call('GET', url('CLUB', items.CLUB), admin.token)).json().data.responses).toHaveLength(2);
    });
  });

  it('keeps every summary equal to a recount of the responses over random rating and editing', async () => {
    const db = t.database.db;
    const type: FeedbackItemType = 'LEARNING_PATH';
    const id = items.LEARNING_PATH;
    const latest = new Map<number, number>();
    for (const r of await db
      .select()
      .from(feedback)
      .where(and(eq(feedback.item_type, type), eq(feedback.item_id, id))))
      latest.set(r.profile_id, r.rating);
    const step = fc.record({
      who: fc.integer({ min: 0, max: students.length - 1 }),
      rating: fc.integer({ min: 1, max: 5 }),
      comment: fc.string({ maxLength: 20 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        let last: { rating: number | null; review_count: number; distribution: number[] } | undefined;
        for (const s of steps) {
          const res = await rate(students[s.who]!.token, type, id, s.rating, s.comment);
          expect(res.statusCode).toBe(200);
          latest.set(students[s.who]!.profileId, s.rating);
          last = res.json().data;
        }
        const raw = await db
          .select({ rating: feedback.rating })
          .from(feedback)
          .where(and(eq(feedback.item_type, type), eq(feedback.item_id, id)));
        const recount = [1, 2, 3, 4, 5].map((n) => raw.filter((r) => r.rating === n).length);
        const model = [1, 2, 3, 4, 5].map((n) => [...latest.values()].filter((r) => r === n).length);
        expect(recount).toEqual(model);
        const mean = raw.length ? Math.round((raw.reduce((a, r) => a + r.rating, 0) * 10) / raw.length) / 10 : null;
        const read = (await summary(type, id)).json().data;
        for (const s of [last!, read]) {
          expect(s.distribution).toEqual(recount);
          expect(s.review_count).toBe(raw.length);
          expect(s.rating).toBe(mean);
        }
      }),
      { numRuns: 15 },
    );
  });

  it('rounds the mean to one decimal, half up', () => {
    expect(summaryOf([0, 0, 0, 0, 0])).toEqual({ rating: null, review_count: 0 });
    expect(summaryOf([0, 0, 0, 3, 1])).toEqual({ rating: 4.3, review_count: 4 });
    expect(summaryOf([1, 1, 1, 0, 0])).toEqual({ rating: 2, review_count: 3 });
  });
});
