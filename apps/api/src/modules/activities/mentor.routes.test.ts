import { ACTIVITY_MESSAGES } from '@lbd/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin, buildUser, lastEmail, type Account } from '../../../test/factories';
import {
  activityBody,
  createActivity,
  enrolStudents,
  hoursFrom,
  PDF_BYTES,
  uploadFile,
} from '../../../test/factories/activities';
import { pdfText } from '../../../test/support/pdf-text';

type User = Awaited<ReturnType<typeof buildUser>>;
const H = 3_600_000;

describe('activities: mentor dashboard, queue, scores, allocation, extensions, reminders, score cards', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const T0 = new Date('2026-05-04T04:30:00Z');
  let now = T0;
  const at = (hours: number) => {
    now = new Date(T0.getTime() + hours * H);
  };
  let admin: Account;
  let mentor: User;
  let rival: User;
  let students: User[];
  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    admin = await buildAdmin(t.app);
    mentor = await buildUser(t.app, 'ADVISOR');
    rival = await buildUser(t.app, 'ADVISOR');
    students = await Promise.all([1, 2, 3, 4, 5].map(() => buildUser(t.app, 'STUDENT')));
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  /** Every email of this kind to this student, from the development outbox. */
  const emailsOf = async (u: User, kind: string) =>
    (
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/dev/outbox?to=${encodeURIComponent(u.profile.email)}&limit=200`,
        })
      ).json().data.emails as { kind: string }[]
    ).filter((e) => e.kind === kind);

  /** An activity with four enrolled students (three submitted) and N evaluators each. */
  async function setup(n = 2, extra = {}) {
    at(0);
    const id = await createActivity(
      t.app,
      mentor.token,
      activityBody(T0, {
        enable_at: T0.toISOString(),
        disable_at: hoursFrom(T0, 48),
        peer_enable_at: hoursFrom(T0, 1),
        peer_disable_at: hoursFrom(T0, 72),
        evaluators_per_submission: n,
        spread_threshold: 20,
        ...extra,
      }),
    );
    const [s1, s2, s3, s4] = students as [User, User, User, User];
    const my = await enrolStudents(
      t.app,
      mentor.token,
      id,
      [s1, s2, s3, s4].map((s) => s.profileId),
    );
    for (const s of [s1, s2, s3])
      await call('POST', '/api/my_profile/my_assignment_submit', s.token, {
        my_assignment_id: my.get(s.profileId),
        description: 'Work',
      });
    at(2);
    return { id, my, s1, s2, s3, s4 };
  }
  const evaluate = async (from: User, myId: number, id: number, score: number) => {
    const file = (await uploadFile(t.app, from.token, from.profileId, id, 'rubric.pdf', PDF_BYTES)).res.json().data.id;
    return call('POST', '/api/peer_activity_assessment', from.token, {
      type: 'PEER EVALUATION',
      comments: 'Reviewed',
      peer_profile_id: from.profileId,
      my_activity_id: myId,
      activity_id: id,
      peer_assessment_score: score,
      rubric_file: file,
    });
  };

  it('allocates evaluators (admin only): N each, never self, balanced; only allocated students may evaluate; late submitters join', async () => {
    const { id, my, s1, s2, s3, s4 } = await setup(2);
    expect((await call('POST', '/api/admin/auto_enroll', undefined, { assignment_id: id })).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/auto_enroll', mentor.token, { assignment_id: id })).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/auto_enroll', admin.token, { assignment_id: 999_999 })).statusCode).toBe(
      404,
    );
    const run = await call('POST', '/api/admin/auto_enroll', admin.token, { assignment_id: id });
    expect(run.statusCode).toBe(200);
    const added = run.json().data.added as { my_assignment_id: number; evaluator_profile_id: number }[];
    expect(added).toHaveLength(6);
    expect(run.json().data.shortfall).toEqual([]);
    const authorOf = new Map([...my.entries()].map(([p, m]) => [m, p]));
    expect(added.every((x) => authorOf.get(x.my_assignment_id) !== x.evaluator_profile_id)).toBe(true);

    // s1 is allocated to exactly two of s2/s3; with N=2 and three submissions, both.
    const submissions = await call('GET', `/api/get_peer_submission/${id}?type=PEER%20EVALUATION`, s1.token);
    expect(submissions.json().data.every((x: { allow_evaluation: boolean }) => x.allow_evaluation)).toBe(true);

    // The late submitter enters the pool as they submit (allocations exist): their work gets N
    // evaluators at once, nothing already allocated moves, and a later run has nothing to add.
    const allocatedOf = async (m: number) =>
      (
        (await call('GET', `/api/activity_dashboard/${id}`, mentor.token)).json().data.students as {
          my_assignment_id: number;
          evaluators_allocated: number;
        }[]
      ).find((r) => r.my_assignment_id === m)!.evaluators_allocated;
    expect(await allocatedOf(my.get(s4.profileId)!)).toBe(0);
    await call('POST', '/api/my_profile/my_assignment_submit', s4.token, {
      my_assignment_id: my.get(s4.profileId),
      description: 'Late work',
    });
    expect(await allocatedOf(my.get(s4.profileId)!)).toBe(2);
    for (const s of [s1, s2, s3]) expect(await allocatedOf(my.get(s.profileId)!)).toBe(2);
    expect(
      (await call('POST', '/api/admin/auto_enroll', admin.token, { assignment_id: id })).json().data.added,
    ).toEqual([]);
    // The one not allocated to s4's work is refused.
    const mayRate = async (s: User) =>
      (
        (await call('GET', `/api/get_peer_submission/${id}?type=PEER%20EVALUATION`, s.token)).json().data as {
          my_assignment_id: number;
          allow_evaluation: boolean;
        }[]
      ).find((x) => x.my_assignment_id === my.get(s4.profileId))!.allow_evaluation;
    const rating = await Promise.all([s1, s2, s3].map(mayRate));
    expect(rating.filter(Boolean)).toHaveLength(2);
    const outsider = [s1, s2, s3][rating.indexOf(false)]!;
    const refused = await evaluate(outsider, my.get(s4.profileId)!, id, 40);
    expect(refused.json().error.message).toBe(ACTIVITY_MESSAGES.notAllocated);

    const manual = await call('POST', '/api/admin/manual_enroll_peer_evaluators', admin.token, {
      my_assignment_id: my.get(s4.profileId),
      evaluator_profile_ids: [outsider.profileId],
    });
    expect(manual.json().data.added).toEqual([
      { my_assignment_id: my.get(s4.profileId), evaluator_profile_id: outsider.profileId },
    ]);
    const self = await call('POST', '/api/admin/manual_enroll_peer_evaluators', admin.token, {
      my_assignment_id: my.get(s4.profileId),
      evaluator_profile_ids: [s4.profileId],
    });
    expect(self.json().error.message).toBe(ACTIVITY_MESSAGES.ownSubmission);
    expect(
      (
        await call('POST', '/api/admin/manual_enroll_peer_evaluators', mentor.token, {
          my_assignment_id: 1,
          evaluator_profile_ids: [1],
        })
      ).statusCode,
    ).toBe(403);
  });

  it('shows reviews done vs required, wide spreads, appeals and under-reviewed work in the mentor queue', async () => {
    const { id, my, s1, s2, s3 } = await setup(2);
    const url = `/api/activity_dashboard/${id}`;
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, s1.token)).statusCode).toBe(403);
    expect((await call('GET', url, rival.token)).statusCode).toBe(404);

    // s1's work: 10 and 50 (spread 40 > 20: flagged). s2's work: one review only.
    await evaluate(s2, my.get(s1.profileId)!, id, 10);
    await evaluate(s3, my.get(s1.profileId)!, id, 50);
    await evaluate(s1, my.get(s2.profileId)!, id, 30);
    const during = (await call('GET', url, mentor.token)).json().data;
    const row = (p: User, d = during) => d.students.find((x: { profile_id: number }) => x.profile_id === p.profileId);
    expect(row(s1)).toMatchObject({
      reviews_done: 2,
      reviews_required: 2,
      flagged: true,
      spread: 40,
      aggregate: 30,
      peer_score: 20,
      in_mentor_queue: true,
      queue_reasons: ['flagged'],
    });
    expect(row(s2)).toMatchObject({ reviews_done: 1, in_mentor_queue: false });

    // s2 appeals inside the comment window.
    const review = (
      await call('GET', `/api/get_peer_review/${my.get(s2.profileId)}?type=PEER%20EVALUATION`, s2.token)
    ).json().data[0].id;
    await call('POST', '/api/peer_review_appeal', s2.token, { id: review, reason: 'Misread' });
    expect(row(s2, (await call('GET', url, mentor.token)).json().data).queue_reasons).toEqual(['appealed']);

    // After the evaluation window, short work joins the queue on its own (not a moment before).
    now = new Date(T0.getTime() + 72 * H - 1);
    const before = (await call('GET', url, mentor.token)).json().data;
    expect(row(s3, before)).toMatchObject({ reviews_done: 0, queue_reasons: [], in_mentor_queue: false });
    at(72);
    const after = (await call('GET', url, mentor.token)).json().data;
    expect(row(s3, after)).toMatchObject({ reviews_done: 0, queue_reasons: ['under_reviewed'], in_mentor_queue: true });
    expect(after.mentor_queue.sort()).toEqual(
      [my.get(s1.profileId), my.get(s2.profileId), my.get(s3.profileId)].sort(),
    );
    expect(after.reviewer_agreement.find((r: { reviewer_id: number }) => r.reviewer_id === s2.profileId)).toMatchObject(
      { reviews: 1, mean_distance: 20 },
    );

    // The mentor scores: appeals resolve, the item leaves the queue.
    const over = await call('POST', '/api/evaluate_my_assignment', mentor.token, {
      my_assignment_id: my.get(s2.profileId),
      score: 60.5,
    });
    expect(over.json().error.message).toBe(ACTIVITY_MESSAGES.enterScore);
    expect(
      (
        await call('POST', '/api/evaluate_my_assignment', rival.token, {
          my_assignment_id: my.get(s2.profileId),
          score: 50,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST', '/api/evaluate_my_assignment', s1.token, {
          my_assignment_id: my.get(s2.profileId),
          score: 50,
        })
      ).statusCode,
    ).toBe(403);
    const scored = await call('POST', '/api/evaluate_my_assignment', mentor.token, {
      my_assignment_id: my.get(s2.profileId),
      score: 50,
    });
    expect(scored.json().data).toMatchObject({
      score: 50,
      status: 'complete',
      open_appeals: 0,
      in_mentor_queue: false,
      final_score: null,
    });

    // The score summary appears once final evaluation is on (and the status is complete).
    const detail = () => call('GET', `/api/my_profile/my_assignments/${my.get(s2.profileId)}`, s2.token);
    expect((await detail()).json().data.total_score).toBeNull();
    expect(
      (await call('POST', '/api/update_final_evaluation', rival.token, { assignment_id: id, value: true })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/update_final_evaluation', s2.token, { assignment_id: id, value: true })).statusCode,
    ).toBe(403);
    const on = await call('POST', '/api/update_final_evaluation', mentor.token, { assignment_id: id, value: true });
    expect(on.json().data.final_evaluation).toBe(true);
    // 30 scaled by 40/60 is 20; 50 + 20.
    expect((await detail()).json().data).toMatchObject({ score: 50, peer_score: 20, total_score: 70 });

    const stats = await call('GET', '/api/assignment_stats_dashboard', mentor.token);
    expect(stats.json().data.find((x: { assignment_id: number }) => x.assignment_id === id)).toMatchObject({
      enrolled: 4,
      submitted: 3,
      reviews_done: 3,
      reviews_required: 6,
      flagged: 1,
      appealed: 0,
      in_mentor_queue: 2,
    });
    expect((await call('GET', '/api/assignment_stats_dashboard', s1.token)).statusCode).toBe(403);
  });

  it('turns peer reviews off and on; validates students; lists them', async () => {
    const { id, s1, s4 } = await setup(2);
    const off = await call('POST', '/api/update_enable_reviews', mentor.token, { assignment_id: id, value: false });
    expect(off.json().data.enable_reviews).toBe(false);
    const blocked = await call('GET', `/api/get_peer_submission/${id}`, s1.token);
    expect(blocked.json().error.message).toBe(ACTIVITY_MESSAGES.reviewsDisabled);
    await call('POST', '/api/update_enable_reviews', mentor.token, { assignment_id: id, value: true });
    expect((await call('GET', `/api/get_peer_submission/${id}`, s1.token)).statusCode).toBe(200);

    const valid = await call('POST', '/api/validate_peer_student', mentor.token, {
      assignment_id: id,
      profile_id: s4.profileId,
    });
    expect(valid.json().data).toMatchObject({ valid: true, status: 'Enrolled' });
    const invalid = await call('POST', '/api/validate_peer_student', mentor.token, {
      assignment_id: id,
      profile_id: rival.profileId,
    });
    expect(invalid.json().data.valid).toBe(false);
    expect(
      (await call('POST', '/api/validate_peer_student', rival.token, { assignment_id: id, profile_id: s4.profileId }))
        .statusCode,
    ).toBe(404);
    const all = await call('GET', `/api/get_all_students/${id}?type=ACTIVITY`, mentor.token);
    expect(all.json().data).toHaveLength(4);
    expect((await call('GET', `/api/get_all_students/${id}`, s1.token)).statusCode).toBe(403);
  });

  it('extends one student’s deadline (emailed), and sends reminders to those who owe work', async () => {
    const { my, s4 } = await setup(2);
    const url = '/api/send_request_extension';
    const tooEarly = await call('POST', url, mentor.token, {
      my_assignment_id: my.get(s4.profileId),
      extended_deadline: hoursFrom(T0, 48),
    });
    expect(tooEarly.json().error.message).toBe(ACTIVITY_MESSAGES.extensionBeforeDeadline);
    expect(
      (
        await call('POST', url, rival.token, {
          my_assignment_id: my.get(s4.profileId),
          extended_deadline: hoursFrom(T0, 60),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST', url, s4.token, {
          my_assignment_id: my.get(s4.profileId),
          extended_deadline: hoursFrom(T0, 60),
        })
      ).statusCode,
    ).toBe(403);
    const ok = await call('POST', url, mentor.token, {
      my_assignment_id: my.get(s4.profileId),
      extended_deadline: hoursFrom(T0, 60),
    });
    expect(ok.statusCode).toBe(200);
    expect((await lastEmail(t.app, s4.profile.email))?.subject).toBe('More time for Design a footbridge');
    // The same extension again (a double click) emails nobody.
    const retried = await call('POST', url, mentor.token, {
      my_assignment_id: my.get(s4.profileId),
      extended_deadline: hoursFrom(T0, 60),
    });
    expect(retried.json().data).toEqual(ok.json().data);
    expect((await emailsOf(s4, 'activity_extension')).length).toBe(1);
    at(50);
    const late = await call('POST', '/api/my_profile/my_assignment_submit', s4.token, {
      my_assignment_id: my.get(s4.profileId),
      description: 'With more time',
    });
    expect(late.statusCode).toBe(200);

    at(3);
    const fresh = await setup(2);
    const remindersBefore = await Promise.all([fresh.s1, fresh.s4].map((u) => emailsOf(u, 'activity_reminder')));
    const remind = () => call('POST', '/api/send_reminders', mentor.token, { assignment_id: fresh.id });
    expect((await call('POST', '/api/send_reminders', undefined, { assignment_id: fresh.id })).statusCode).toBe(401);
    expect((await call('POST', '/api/send_reminders', fresh.s1.token, { assignment_id: fresh.id })).statusCode).toBe(
      403,
    );
    expect((await call('POST', '/api/send_reminders', mentor.token, { assignment_id: 999_999 })).statusCode).toBe(404);
    const reminded = await remind();
    // s4 has not submitted; s1..s3 owe two evaluations each.
    expect(reminded.json().data).toEqual({ sent: 4, skipped: 0 });
    expect((await lastEmail(t.app, fresh.s4.profile.email))?.text).toContain('Please submit "Design a footbridge"');
    expect((await lastEmail(t.app, fresh.s1.profile.email))?.text).toContain('Please evaluate your peers');
    expect((await call('POST', '/api/send_reminders', rival.token, { assignment_id: fresh.id })).statusCode).toBe(404);
    // The same day again (a retry, a double click, or both at once): nobody gets a second email.
    const [again, twice] = await Promise.all([remind(), remind()]);
    expect(again.json().data).toEqual({ sent: 0, skipped: 4 });
    expect(twice.json().data).toEqual({ sent: 0, skipped: 4 });
    const remindersAfter = await Promise.all([fresh.s1, fresh.s4].map((u) => emailsOf(u, 'activity_reminder')));
    expect(remindersAfter.map((x, i) => x.length - remindersBefore[i]!.length)).toEqual([1, 1]);
    // The next day (India date), they are reminded again.
    at(3 + 24);
    expect((await remind()).json().data).toEqual({ sent: 4, skipped: 0 });
  });

  it('emails and downloads score cards (admins only)', async () => {
    const { id, my, s1, s2 } = await setup(2, { final_evaluation: true });
    await evaluate(s2, my.get(s1.profileId)!, id, 45);
    await call('POST', '/api/evaluate_my_assignment', mentor.token, {
      my_assignment_id: my.get(s1.profileId),
      score: 55,
    });
    expect((await call('POST', '/api/admin/send_score_card', undefined, { assignment_id: id })).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/send_score_card', mentor.token, { assignment_id: id })).statusCode).toBe(
      403,
    );
    expect((await call('POST', '/api/admin/send_score_card', admin.token, { assignment_id: 999_999 })).statusCode).toBe(
      404,
    );
    const send = (extra: object = {}) =>
      call('POST', '/api/admin/send_score_card', admin.token, { assignment_id: id, ...extra });
    const sent = await send();
    expect(sent.json().data).toEqual({ sent: 1, skipped: 0 });
    const mail = await lastEmail(t.app, s1.profile.email);
    expect(mail?.text).toContain('Final score: 85 / 100');
    expect(mail?.text).toContain('Peer score: 30 / 40 (median of 1 peer review(s): 45)');

    // Once per student: sending again (all, or that student) skips, and so does a resend within a
    // minute of the last send (a retry). A resend later sends once, even when clicked twice at once.
    const cards = () => emailsOf(s1, 'activity_score_card');
    expect((await cards()).length).toBe(1);
    expect((await send()).json().data).toEqual({ sent: 0, skipped: 1 });
    expect((await send({ profile_id: s1.profileId })).json().data).toEqual({ sent: 0, skipped: 1 });
    expect((await send({ profile_id: s1.profileId, resend: true })).json().data).toEqual({ sent: 0, skipped: 1 });
    now = new Date(now.getTime() + 61_000);
    const [resent, doubleClick] = await Promise.all([
      send({ profile_id: s1.profileId, resend: true }),
      send({ profile_id: s1.profileId, resend: true }),
    ]);
    expect([resent.json().data.sent, doubleClick.json().data.sent].sort()).toEqual([0, 1]);
    expect((await send({ resend: true })).json().data).toEqual({ sent: 0, skipped: 1 });
    expect((await cards()).length).toBe(2);
    now = new Date(now.getTime() + 61_000);
    expect((await send({ resend: true })).json().data).toEqual({ sent: 1, skipped: 0 });
    expect((await cards()).length).toBe(3);

    const pdf = await call(
      'GET',
      `/api/admin/download_score_card?profile_id=${s1.profileId}&assignment_id=${id}`,
      admin.token,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Design a footbridge');
    expect(text).toContain('85 / 100');
    expect(
      (
        await call(
          'GET',
          `/api/admin/download_score_card?profile_id=${rival.profileId}&assignment_id=${id}`,
          admin.token,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/admin/download_score_card?profile_id=${s1.profileId}&assignment_id=${id}`, mentor.token))
        .statusCode,
    ).toBe(403);
  });

  it('lets the activity’s mentor allocate reviewers and send and download score cards (another mentor’s activity: 404), and shows who reviews whom', async () => {
    const { id, my, s1, s2, s3, s4 } = await setup(2, { final_evaluation: true });
    const allocate = (token?: string, assignment = id) =>
      call('POST', '/api/auto_enroll', token, { assignment_id: assignment });
    expect((await allocate()).statusCode).toBe(401);
    expect((await allocate(s1.token)).statusCode).toBe(403);
    expect((await allocate(rival.token)).statusCode).toBe(404);
    expect((await allocate(mentor.token, 999_999)).statusCode).toBe(404);
    const run = await allocate(mentor.token);
    expect(run.statusCode).toBe(200);
    expect(run.json().data.added).toHaveLength(6);
    // Admins use the same path (and the admin one); nothing is left to add.
    expect((await allocate(admin.token)).json().data).toEqual({ added: [], shortfall: [] });

    // The dashboard names each submission's reviewers and whether their evaluation stands.
    await evaluate(s2, my.get(s1.profileId)!, id, 45);
    const rows = (await call('GET', `/api/activity_dashboard/${id}`, mentor.token)).json().data.students as {
      profile_id: number;
      name: string;
      evaluators: { profile_id: number; name: string; source: string; evaluated: boolean; score: number | null }[];
    }[];
    const s1Row = rows.find((r) => r.profile_id === s1.profileId)!;
    expect(s1Row.evaluators.map((e) => e.profile_id).sort()).toEqual([s2.profileId, s3.profileId].sort());
    expect(s1Row.evaluators.find((e) => e.profile_id === s2.profileId)).toEqual({
      profile_id: s2.profileId,
      name: rows.find((r) => r.profile_id === s2.profileId)!.name,
      source: 'auto',
      evaluated: true,
      score: 45,
    });
    expect(s1Row.evaluators.find((e) => e.profile_id === s3.profileId)).toMatchObject({
      evaluated: false,
      score: null,
    });
    expect(rows.find((r) => r.profile_id === s4.profileId)!.evaluators).toEqual([]);

    // By hand: s4 (enrolled, not yet submitted) joins the reviewers of s2's work; never its author.
    const manual = (token: string | undefined, ids: number[]) =>
      call('POST', '/api/manual_enroll_peer_evaluators', token, {
        my_assignment_id: my.get(s2.profileId),
        evaluator_profile_ids: ids,
      });
    expect((await manual(undefined, [s4.profileId])).statusCode).toBe(401);
    expect((await manual(s1.token, [s4.profileId])).statusCode).toBe(403);
    expect((await manual(rival.token, [s4.profileId])).statusCode).toBe(404);
    expect((await manual(mentor.token, [s2.profileId])).json().error.message).toBe(ACTIVITY_MESSAGES.ownSubmission);
    const added = await manual(mentor.token, [s4.profileId]);
    expect(added.statusCode).toBe(200);
    expect(added.json().data.added).toEqual([
      { my_assignment_id: my.get(s2.profileId), evaluator_profile_id: s4.profileId },
    ]);

    // The admin's allocation sheet: who reviews whom, done or not, and what is still unallocated.
    const sheetUrl = `/api/admin/techops_allocation?assignment_id=${id}`;
    expect((await call('GET', sheetUrl)).statusCode).toBe(401);
    expect((await call('GET', sheetUrl, mentor.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/techops_allocation?assignment_id=999999', admin.token)).statusCode).toBe(404);
    const missing = await call('GET', '/api/admin/techops_allocation', admin.token);
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().error.fields)).toEqual(['assignment_id']);
    const sheet = (await call('GET', sheetUrl, admin.token)).json().data;
    expect(sheet).toMatchObject({ assignment_id: id, evaluators_per_submission: 2 });
    // Only work that was submitted (s4's enrolment is not a submission).
    expect(sheet.submissions.map((x: { profile_id: number }) => x.profile_id).sort()).toEqual(
      [s1.profileId, s2.profileId, s3.profileId].sort(),
    );
    const s2Work = sheet.submissions.find((x: { profile_id: number }) => x.profile_id === s2.profileId);
    expect(s2Work.evaluators).toHaveLength(3);
    expect(s2Work.evaluators.find((e: { profile_id: number }) => e.profile_id === s4.profileId).source).toBe('manual');
    expect(s2Work.unallocated).toBe(0);
    expect(sheet.reviewers.find((r: { profile_id: number }) => r.profile_id === s2.profileId)).toMatchObject({
      allocated: 2,
      evaluated: 1,
    });

    // Score cards: the mentor's own activity; another mentor's is not found.
    await call('POST', '/api/evaluate_my_assignment', mentor.token, {
      my_assignment_id: my.get(s1.profileId),
      score: 50,
    });
    const card = (token?: string) => call('POST', '/api/send_score_card', token, { assignment_id: id });
    expect((await card()).statusCode).toBe(401);
    expect((await card(s1.token)).statusCode).toBe(403);
    expect((await card(rival.token)).statusCode).toBe(404);
    expect((await card(mentor.token)).json().data).toEqual({ sent: 1, skipped: 0 });
    expect((await lastEmail(t.app, s1.profile.email))?.subject).toBe('Score card: Design a footbridge');
    const pdfUrl = `/api/download_score_card?profile_id=${s1.profileId}&assignment_id=${id}`;
    expect((await call('GET', pdfUrl)).statusCode).toBe(401);
    expect((await call('GET', pdfUrl, s1.token)).statusCode).toBe(403);
    expect((await call('GET', pdfUrl, rival.token)).statusCode).toBe(404);
    const pdf = await call('GET', pdfUrl, mentor.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdfText(pdf.rawPayload)).toContain('Design a footbridge');
    // A student not enrolled in it has no score card here.
    expect(
      (await call('GET', `/api/download_score_card?profile_id=${rival.profileId}&assignment_id=${id}`, mentor.token))
        .statusCode,
    ).toBe(404);
  });

  // Found by the fuzzer: ids beyond a database integer reached the query (500).
  it('refuses query ids beyond the integer range with 422', async () => {
    const huge = await call(
      'GET',
      '/api/admin/download_score_card?profile_id=14&assignment_id=9007199254740954',
      admin.token,
    );
    expect(huge.statusCode).toBe(422);
    expect(Object.keys(huge.json().error.fields)).toEqual(['assignment_id']);
    const group = await call('GET', '/api/get_all_students/1?data_group_id=2147483648', mentor.token);
    expect(group.statusCode).toBe(422);
    expect(Object.keys(group.json().error.fields)).toEqual(['data_group_id']);
  });
});
