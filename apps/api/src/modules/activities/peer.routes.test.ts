import { randomUUID } from 'node:crypto';
import { ACTIVITY_MESSAGES, peerScoreUpTo } from '@lbd/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildUser } from '../../../test/factories';
import {
  activityBody,
  createActivity,
  enrolStudents,
  hoursFrom,
  PDF_BYTES,
  uploadFile,
} from '../../../test/factories/activities';

type User = Awaited<ReturnType<typeof buildUser>>;
const H = 3_600_000;

describe('activities: peer learning and peer evaluation', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const T0 = new Date('2026-04-01T04:30:00Z');
  let now = T0;
  const at = (hours: number) => {
    now = new Date(T0.getTime() + hours * H);
  };
  let mentor: User;
  let rivalMentor: User;
  let [a, b, c, d]: User[] = [];
  let stranger: User;
  let id: number;
  let my: Map<number, number>;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    mentor = await buildUser(t.app, 'ADVISOR');
    rivalMentor = await buildUser(t.app, 'ADVISOR');
    const users = await Promise.all([1, 2, 3, 4, 5].map(() => buildUser(t.app, 'STUDENT')));
    [a, b, c, d] = users;
    stranger = users[4]!;
    id = await createActivity(
      t.app,
      mentor.token,
      activityBody(T0, {
        enable_at: T0.toISOString(),
        disable_at: hoursFrom(T0, 48),
        peer_enable_at: hoursFrom(T0, 24),
        peer_disable_at: hoursFrom(T0, 72),
        spread_threshold: 20,
      }),
    );
    my = await enrolStudents(t.app, mentor.token, id, [a!.profileId, b!.profileId, c!.profileId, d!.profileId]);
    at(1);
    for (const s of [a!, b!, c!]) {
      const res = await call('POST', '/api/my_profile/my_assignment_submit', s.token, {
        my_assignment_id: my.get(s.profileId),
        description: `Answer of ${s.profileId}`,
      });
      expect(res.statusCode).toBe(200);
    }
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const comment = (from: User, to: User, comments: string, extra: object = {}) =>
    call('POST', '/api/peer_activity_assessment', from.token, {
      type: 'PEER LEARNING',
      comments,
      peer_profile_id: from.profileId,
      my_activity_id: my.get(to.profileId),
      activity_id: id,
      ...extra,
    });
  const rubric = async (s: User) =>
    (await uploadFile(t.app, s.token, s.profileId, id, 'rubric.pdf', PDF_BYTES)).res.json().data.id as number;
  const evaluate = (from: User, to: User, score: unknown, file: number | null, extra: object = {}) =>
    call('POST', '/api/peer_activity_assessment', from.token, {
      type: 'PEER EVALUATION',
      comments: 'Clear load analysis.',
      peer_profile_id: from.profileId,
      my_activity_id: my.get(to.profileId),
      activity_id: id,
      peer_assessment_score: score,
      rubric_file: file,
      ...extra,
    });

  it('checks access on opening: enrolled students and the mentor pass; others are refused', async () => {
    const check = (u: User | undefined, profileId = u?.profileId ?? 1) =>
      call('POST', '/api/peer_access_check', u?.token, { assignment_id: id, profile_id: profileId });
    expect((await check(undefined)).statusCode).toBe(401);
    const company = await buildUser(t.app, 'COMPANY');
    expect((await check(company)).statusCode).toBe(403);
    expect((await check(stranger)).statusCode).toBe(403);
    expect((await check(rivalMentor)).statusCode).toBe(403);
    expect((await check(a, b!.profileId)).statusCode).toBe(403);
    expect((await check(a)).json().data).toEqual({
      allowed: true,
      role: 'student',
      my_assignment_id: my.get(a!.profileId),
    });
    expect((await check(mentor)).json().data).toMatchObject({ allowed: true, role: 'mentor' });
  });

  it('lists peer submissions to enrolled students only; own excluded for evaluation, unsubmitted never', async () => {
    expect((await call('GET', `/api/get_peer_submission/${id}`)).statusCode).toBe(401);
    expect((await call('GET', `/api/get_peer_submission/${id}`, stranger.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/get_peer_submission/${id}`, rivalMentor.token)).statusCode).toBe(404);
    const learning = await call('GET', `/api/get_peer_submission/${id}`, a!.token);
    expect(learning.statusCode).toBe(200);
    const rows = learning.json().data as { peer_profile_id: number; is_own: boolean; submission: string }[];
    expect(rows.map((r) => r.peer_profile_id).sort()).toEqual([a!.profileId, b!.profileId, c!.profileId].sort());
    expect(rows.find((r) => r.is_own)?.peer_profile_id).toBe(a!.profileId);
    expect(rows[0]).toMatchObject({ assignment_id: id, submitted_at: hoursFrom(T0, 1) });
    const evaluation = await call('GET', `/api/get_peer_submission/${id}?type=PEER%20EVALUATION`, a!.token);
    expect(evaluation.json().data.map((r: { peer_profile_id: number }) => r.peer_profile_id)).not.toContain(
      a!.profileId,
    );
    const byMentor = await call('GET', `/api/get_peer_submission/${id}`, mentor.token);
    expect(byMentor.json().data).toHaveLength(3);
  });

  it('gives peers every current answer of a submission, in question order', async () => {
    at(1);
    const questions = (await call('GET', `/api/my_profile/my_assignments/${my.get(c!.profileId)}`, c!.token)).json()
      .data.assignment.assignment_que as { id: number }[];
    const answer = (q: number, description: string) =>
      call('POST', '/api/my_profile/my_assignment_submit', c!.token, {
        my_assignment_id: my.get(c!.profileId),
        assignment_que_id: q,
        description,
      });
    expect((await answer(questions[1]!.id, 'Steel, for the span.')).statusCode).toBe(200);
    expect((await answer(questions[0]!.id, 'Two tonnes.')).statusCode).toBe(200);
    expect((await answer(questions[0]!.id, 'Three tonnes.')).statusCode).toBe(200);
    const rows = (await call('GET', `/api/get_peer_submission/${id}`, a!.token)).json().data as {
      peer_profile_id: number;
      submission: string;
      answers: { assignment_que_id: number | null; description: string }[];
    }[];
    const ofC = rows.find((r) => r.peer_profile_id === c!.profileId)!;
    expect(ofC.submission).toBe(`Answer of ${c!.profileId}`);
    expect(ofC.answers.map((x) => [x.assignment_que_id, x.description])).toEqual([
      [null, `Answer of ${c!.profileId}`],
      [questions[0]!.id, 'Three tonnes.'],
      [questions[1]!.id, 'Steel, for the span.'],
    ]);
  });

  it('comments inside enable_at..disable_at only, with the spec messages, once per request id', async () => {
    at(0);
    now = new Date(T0.getTime() - 1);
    expect((await comment(b!, a!, 'Early')).json().error.message).toBe(ACTIVITY_MESSAGES.notOpenYet);
    at(0);
    const first = await comment(b!, a!, 'Why steel over timber?', {
      client_request_id: 'b3e1f9a2-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(ACTIVITY_MESSAGES.commentPosted);
    const retry = await comment(b!, a!, 'Why steel over timber?', {
      client_request_id: 'b3e1f9a2-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
    });
    expect(retry.json().data.filter((x: { type: string }) => x.type === 'PEER LEARNING')).toHaveLength(1);

    expect((await comment(b!, a!, '   ')).json().error.message).toBe(ACTIVITY_MESSAGES.invalidData);
    expect((await comment(a!, a!, 'Me')).json().error.message).toBe(ACTIVITY_MESSAGES.ownComment);
    expect((await comment(b!, d!, 'Nothing to see')).statusCode).toBe(404);
    expect((await comment(b!, a!, 'As someone else', { peer_profile_id: c!.profileId })).statusCode).toBe(403);
    expect(
      (
        await call('POST', '/api/peer_activity_assessment', stranger.token, {
          type: 'PEER LEARNING',
          comments: 'Hi',
          peer_profile_id: stranger.profileId,
          my_activity_id: my.get(a!.profileId),
          activity_id: id,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST', '/api/peer_activity_assessment', mentor.token, {
          type: 'PEER LEARNING',
          comments: 'Hi',
          peer_profile_id: mentor.profileId,
          my_activity_id: my.get(a!.profileId),
          activity_id: id,
        })
      ).statusCode,
    ).toBe(403);

    now = new Date(T0.getTime() + 48 * H - 1);
    expect((await comment(c!, a!, 'Last second')).statusCode).toBe(200);
    at(48);
    const late = await comment(c!, a!, 'Too late');
    expect(late.statusCode).toBe(422);
    expect(late.json().error.message).toBe(ACTIVITY_MESSAGES.commentDeadline);
  });

  it('replies inside the comment window, refuses empty text, never for another profile, once per request id', async () => {
    at(2);
    const list = await call(
      'GET',
      `/api/get_peer_review/${my.get(a!.profileId)}?type=PEER%20LEARNING&aid=${id}`,
      a!.token,
    );
    expect(list.statusCode).toBe(200);
    const target = list.json().data[0].id as number;
    const reply = (u: User, text: string, extra: object = {}) =>
      call('POST', '/api/peer_comment', u.token, {
        peer_activity_assessment_id: target,
        profile_id: u.profileId,
        comment: text,
        ...extra,
      });
    const rid = randomUUID();
    const ok = await reply(a!, 'Steel spans further.', { client_request_id: rid });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(ACTIVITY_MESSAGES.replyPosted);
    expect((await reply(a!, 'Steel spans further.', { client_request_id: rid })).json().data.id).toBe(
      ok.json().data.id,
    );
    expect((await reply(a!, '')).json().error.message).toBe(ACTIVITY_MESSAGES.invalidData);
    expect(
      (
        await call('POST', '/api/peer_comment', a!.token, {
          peer_activity_assessment_id: target,
          profile_id: b!.profileId,
          comment: 'x',
        })
      ).statusCode,
    ).toBe(403);
    expect((await reply(stranger, 'x')).statusCode).toBe(404);
    expect((await call('POST', '/api/peer_comment', undefined, {})).statusCode).toBe(401);
    const after = await call('GET', `/api/get_peer_review/${my.get(a!.profileId)}`, b!.token);
    expect(after.json().data[0].replies).toEqual([
      expect.objectContaining({ comment: 'Steel spans further.', profile_id: a!.profileId }),
    ]);
    at(48);
    const late = await reply(a!, 'Too late');
    expect(late.json().error.message).toBe(ACTIVITY_MESSAGES.replyDeadline);
  });

  it('evaluates inside peer_enable_at..peer_disable_at with the spec rules and messages', async () => {
    at(2);
    const fileB = await rubric(b!);
    const early = await evaluate(b!, a!, 50, fileB);
    expect(early.json().error.message).toBe(ACTIVITY_MESSAGES.evaluationNotOpen);
    at(24);
    expect((await evaluate(a!, a!, 50, fileB)).json().error.message).toBe(ACTIVITY_MESSAGES.ownSubmission);
    expect((await evaluate(b!, d!, 50, fileB)).json().error.message).toBe(ACTIVITY_MESSAGES.notEvaluable);
    expect((await evaluate(b!, a!, 50, fileB, { peer_profile_id: c!.profileId })).statusCode).toBe(403);
    expect((await evaluate(stranger, a!, 50, fileB)).statusCode).toBe(404);
    const advisor = await call('POST', '/api/peer_activity_assessment', mentor.token, {
      type: 'PEER EVALUATION',
      comments: 'x',
      peer_profile_id: mentor.profileId,
      my_activity_id: my.get(a!.profileId),
      activity_id: id,
      peer_assessment_score: 5,
      rubric_file: fileB,
    });
    expect(advisor.statusCode).toBe(403);
    expect((await evaluate(b!, a!, 50, fileB, { comments: ' ' })).json().error.message).toBe(
      ACTIVITY_MESSAGES.enterComment,
    );
    // Over the maximum says the maximum; more than one decimal says so (issue 23 item 27).
    expect((await evaluate(b!, a!, 60.1, fileB)).json().error.message).toBe(peerScoreUpTo(60));
    expect((await evaluate(b!, a!, 48.25, fileB)).json().error.message).toBe(ACTIVITY_MESSAGES.scoreOneDecimal);
    expect((await evaluate(b!, a!, '48.25', fileB)).json().error.fields.peer_assessment_score).toBe(
      ACTIVITY_MESSAGES.scoreOneDecimal,
    );
    expect((await evaluate(b!, a!, 'abc', fileB)).json().error.message).toBe(ACTIVITY_MESSAGES.enterScore);
    expect((await evaluate(b!, a!, -1, fileB)).json().error.message).toBe(ACTIVITY_MESSAGES.enterScore);
    expect((await evaluate(b!, a!, null, fileB)).json().error.message).toBe(ACTIVITY_MESSAGES.enterScore);
    expect((await evaluate(b!, a!, 50, null)).json().error.message).toBe(ACTIVITY_MESSAGES.uploadFile);
    const fileC = await rubric(c!);
    expect((await evaluate(b!, a!, 50, fileC)).json().error.message).toBe(ACTIVITY_MESSAGES.uploadFile);

    const posted = await evaluate(b!, a!, '48.3', fileB);
    expect(posted.statusCode).toBe(200);
    const mine = posted.json().data.find((x: { type: string }) => x.type === 'PEER EVALUATION');
    expect(mine).toMatchObject({ peer_assessment_score: 48.3, status: 'Submitted', file: { data: { id: fileB } } });
    expect(posted.json().allow_evaluation).toBe(false);
    const twice = await evaluate(b!, a!, 40, fileB);
    expect(twice.statusCode).toBe(409);

    // Only the author, the writer and the mentor see an evaluation.
    const seenByC = await call('GET', `/api/get_peer_review/${my.get(a!.profileId)}?type=PEER%20EVALUATION`, c!.token);
    expect(seenByC.json().data).toEqual([]);
    expect(seenByC.json().allow_evaluation).toBe(true);
    const seenByA = await call('GET', `/api/get_peer_review/${my.get(a!.profileId)}?type=PEER%20EVALUATION`, a!.token);
    expect(seenByA.json().data).toHaveLength(1);

    await evaluate(c!, a!, 30, fileC);
    const details = await call('GET', `/api/get_my_evaluation_details/${id}`, a!.token);
    // Median of 48.3 and 30 is 39.2 (one decimal), scaled by 40/60.
    expect(details.json().data).toMatchObject({
      scores: [48.3, 30],
      aggregate: 39.2,
      peer_score: 26.1,
      reviews_received: 2,
    });
    expect(
      (await call('GET', `/api/my_profile/my_assignments/${my.get(a!.profileId)}`, a!.token)).json().data.peer_score,
    ).toBe(26.1);

    now = new Date(T0.getTime() + 72 * H - 1);
    expect((await evaluate(b!, c!, 41, fileB)).statusCode).toBe(200);
    at(72);
    expect((await evaluate(c!, b!, 41, fileC)).json().error.message).toBe(ACTIVITY_MESSAGES.evaluationClosed);
  });

  it('marks an evaluation REDO (it stops counting), resets it, and takes a re-post of a REDO item', async () => {
    at(30);
    const list = await call('GET', `/api/get_peer_review/${my.get(a!.profileId)}?type=PEER%20EVALUATION`, b!.token);
    const mine = list.json().data.find((x: { peer_profile_id: number }) => x.peer_profile_id === b!.profileId);
    const setStatus = (u: User | undefined, status: string) =>
      call('POST', '/api/peer_review_update_status', u?.token, { id: mine.id, status });
    expect((await setStatus(undefined, 'REDO')).statusCode).toBe(401);
    expect((await setStatus(d, 'REDO')).statusCode).toBe(404);
    expect((await setStatus(rivalMentor, 'REDO')).statusCode).toBe(404);
    const redo = await setStatus(b, 'REDO');
    expect(redo.json().data.find((x: { id: number }) => x.id === mine.id).status).toBe('REDO');
    expect(redo.json().allow_evaluation).toBe(true);
    const details = await call('GET', `/api/get_my_evaluation_details/${id}`, a!.token);
    expect(details.json().data.scores).toEqual([30]);
    expect((await setStatus(b, 'Submitted')).json().data.find((x: { id: number }) => x.id === mine.id).status).toBe(
      'Submitted',
    );
    await setStatus(mentor, 'REDO');
    const fileB = await rubric(b!);
    const again = await evaluate(b!, a!, 36, fileB);
    expect(again.statusCode).toBe(200);
    const updated = again.json().data.find((x: { id: number }) => x.id === mine.id);
    // The re-post's time is the server clock's, as every window is.
    expect(updated).toMatchObject({ status: 'Submitted', peer_assessment_score: 36, submitted_at: now.toISOString() });
  });

  it('lets the author appeal a review inside the comment window only', async () => {
    at(30);
    const list = await call('GET', `/api/get_peer_review/${my.get(a!.profileId)}?type=PEER%20EVALUATION`, a!.token);
    const review = list.json().data[0].id as number;
    expect(
      (await call('POST', '/api/peer_review_appeal', b!.token, { id: review, reason: 'Not mine to appeal' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/api/peer_review_appeal', stranger.token, { id: review, reason: 'x' })).statusCode,
    ).toBe(404);
    const ok = await call('POST', '/api/peer_review_appeal', a!.token, {
      id: review,
      reason: 'The load figure was read wrong.',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.find((x: { id: number }) => x.id === review).appealed).toBe(true);
    at(48);
    const late = await call('POST', '/api/peer_review_appeal', a!.token, { id: review, reason: 'Late' });
    expect(late.json().error.message).toBe(ACTIVITY_MESSAGES.appealClosed);
  });

  it('reports evaluation progress and the caller’s history', async () => {
    at(30);
    const progress = await call('GET', `/api/check_peer_evaluated/${id}`, b!.token);
    expect(progress.json().data).toEqual({ evaluated: 2, required: 2, is_evaluated: true });
    expect((await call('GET', `/api/check_peer_evaluated/${id}`, stranger.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/check_peer_evaluated/${id}`, mentor.token)).statusCode).toBe(403);
    const history = await call('GET', `/api/peer_review_history?assignment_id=${id}`, b!.token);
    expect(
      history
        .json()
        .data.map((h: { type: string }) => h.type)
        .sort(),
    ).toEqual(['PEER EVALUATION', 'PEER EVALUATION', 'PEER LEARNING']);
    expect((await call('GET', '/api/peer_review_history')).statusCode).toBe(401);
  });

  it('takes an identical comment or reply within 10 s (a double click, no request id) for a retry: one row', async () => {
    at(5);
    const comments = async () =>
      (
        (await call('GET', `/api/get_peer_review/${my.get(b!.profileId)}?type=PEER%20LEARNING`, b!.token)).json()
          .data as {
          id: number;
          peer_profile_id: number;
          comments: string;
          replies: { id: number; comment: string }[];
        }[]
      ).filter((x) => x.peer_profile_id === c!.profileId);
    // Clicked twice in a row, and twice at once: each answers the list with the one comment.
    const first = await comment(c!, b!, 'Where does the cable anchor?');
    expect(first.statusCode).toBe(200);
    expect((await comment(c!, b!, ' Where does the cable anchor? ')).json().message).toBe(
      ACTIVITY_MESSAGES.commentPosted,
    );
    now = new Date(now.getTime() + 9_999);
    const both = await Promise.all([
      comment(c!, b!, 'Where does the cable anchor?'),
      comment(c!, b!, 'Where does the cable anchor?'),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await comments()).map((x) => x.comments)).toEqual(['Where does the cable anchor?']);
    // Another text, or the same one 10 s after the first, is a new comment.
    await comment(c!, b!, 'And the deck?');
    at(5);
    now = new Date(now.getTime() + 10_000);
    await comment(c!, b!, 'Where does the cable anchor?');
    expect((await comments()).map((x) => x.comments)).toEqual([
      'Where does the cable anchor?',
      'And the deck?',
      'Where does the cable anchor?',
    ]);

    // Replies the same way.
    const target = (await comments())[0]!.id;
    const reply = (text: string) =>
      call('POST', '/api/peer_comment', b!.token, {
        peer_activity_assessment_id: target,
        profile_id: b!.profileId,
        comment: text,
      });
    at(6);
    const r1 = await reply('At the east abutment.');
    const [r2, r3] = await Promise.all([reply('At the east abutment.'), reply('At the east abutment.')]);
    expect(r1.json().message).toBe(ACTIVITY_MESSAGES.replyPosted);
    expect([r2.json().data.id, r3.json().data.id]).toEqual([r1.json().data.id, r1.json().data.id]);
    now = new Date(now.getTime() + 10_000);
    const later = await reply('At the east abutment.');
    expect(later.json().data.id).not.toBe(r1.json().data.id);
    expect((await comments())[0]!.replies.map((r) => r.comment)).toEqual([
      'At the east abutment.',
      'At the east abutment.',
    ]);
  });
  it('narrows the submissions to one enrolment for the mentor’s Evaluate dialog; another activity’s is not found', async () => {
    const one = (u: User | undefined, myId: number) =>
      call('GET', `/api/get_peer_submission/${id}?my_assignment_id=${myId}`, u?.token);
    expect((await one(undefined, my.get(a!.profileId)!)).statusCode).toBe(401);
    expect((await one(rivalMentor, my.get(a!.profileId)!)).statusCode).toBe(404);
    expect((await one(mentor, 999_999)).statusCode).toBe(404);
    const ofA = await one(mentor, my.get(a!.profileId)!);
    expect(ofA.statusCode).toBe(200);
    expect(ofA.json().data).toHaveLength(1);
    expect(ofA.json().data[0]).toMatchObject({
      my_assignment_id: my.get(a!.profileId),
      submission: `Answer of ${a!.profileId}`,
    });
    // Nothing submitted yet: nothing to show.
    expect((await one(mentor, my.get(d!.profileId)!)).json().data).toEqual([]);
    const bad = await call('GET', `/api/get_peer_submission/${id}?my_assignment_id=abc`, mentor.token);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().error.fields)).toEqual(['my_assignment_id']);
  });

  it('answers the spec’s peer_review, peer_evaluation and peer_comment/{id} paths with the same rules as the screen’s calls', async () => {
    // POST /api/peer_review posts as peer_activity_assessment does.
    at(7);
    const review = (u: User | undefined, extra: object = {}) =>
      call('POST', '/api/peer_review', u?.token, {
        type: 'PEER LEARNING',
        comments: 'How deep are the footings?',
        peer_profile_id: u?.profileId ?? 1,
        my_activity_id: my.get(a!.profileId),
        activity_id: id,
        ...extra,
      });
    expect((await review(undefined)).statusCode).toBe(401);
    expect((await review(mentor)).statusCode).toBe(403);
    expect((await review(stranger)).statusCode).toBe(404);
    expect((await review(d, { peer_profile_id: b!.profileId })).statusCode).toBe(403);
    expect((await review(d, { comments: ' ' })).json().error.message).toBe(ACTIVITY_MESSAGES.invalidData);
    const posted = await review(d);
    expect(posted.statusCode).toBe(200);
    expect(posted.json().message).toBe(ACTIVITY_MESSAGES.commentPosted);
    expect(
      posted.json().data.some((x: { peer_profile_id: number; comments: string }) => x.peer_profile_id === d!.profileId),
    ).toBe(true);

    // POST /api/peer_evaluation: an evaluation whatever type is sent, with the evaluation's rules.
    at(30);
    const evaluation = (u: User, extra: object = {}) =>
      call('POST', '/api/peer_evaluation', u.token, {
        comments: 'Sound plan.',
        peer_profile_id: u.profileId,
        my_activity_id: my.get(b!.profileId),
        activity_id: id,
        peer_assessment_score: 42,
        ...extra,
      });
    expect((await call('POST', '/api/peer_evaluation', undefined, {})).statusCode).toBe(401);
    expect((await evaluation(mentor)).statusCode).toBe(403);
    const fileD = await rubric(d!);
    expect((await evaluation(d!, { rubric_file: fileD, peer_assessment_score: 61 })).json().error.message).toBe(
      peerScoreUpTo(60),
    );
    expect((await evaluation(d!)).json().error.message).toBe(ACTIVITY_MESSAGES.uploadFile);
    const done = await evaluation(d!, { rubric_file: fileD, type: 'PEER LEARNING' });
    expect(done.statusCode).toBe(200);
    const mine = done
      .json()
      .data.find((x: { peer_profile_id: number; type: string }) => x.peer_profile_id === d!.profileId)!;
    expect(mine).toMatchObject({ type: 'PEER EVALUATION', peer_assessment_score: 42, status: 'Submitted' });
    expect((await evaluation(d!, { rubric_file: fileD })).statusCode).toBe(409);

    // GET /api/peer_evaluation/{id}: its writer, the submission's author and the mentor; nobody else.
    const read = (u: User | undefined, evaluationId = mine.id as number) =>
      call('GET', `/api/peer_evaluation/${evaluationId}`, u?.token);
    expect((await read(undefined)).statusCode).toBe(401);
    for (const u of [d!, b!, mentor])
      expect((await read(u)).json().data).toMatchObject({ id: mine.id, type: 'PEER EVALUATION' });
    expect((await read(d)).json().data).toMatchObject({ peer_assessment_score: 42, peer_profile_id: d!.profileId });
    for (const u of [c!, stranger, rivalMentor]) expect((await read(u)).statusCode).toBe(404);
    expect((await read(mentor, 999_999)).statusCode).toBe(404);
    const company = await buildUser(t.app, 'COMPANY');
    expect((await read(company)).statusCode).toBe(403);

    // GET /api/peer_comment/{id}: one comment with its replies, to whoever sees it in the list.
    const learning = (
      await call('GET', `/api/get_peer_review/${my.get(a!.profileId)}?type=PEER%20LEARNING`, a!.token)
    ).json().data as { id: number; comments: string; replies: { comment: string }[] }[];
    const first = learning.find((x) => x.comments === 'Why steel over timber?')!;
    const thread = (u: User | undefined, commentId = first.id) =>
      call('GET', `/api/peer_comment/${commentId}`, u?.token);
    expect((await thread(undefined)).statusCode).toBe(401);
    for (const u of [c!, d!, mentor]) {
      const res = await thread(u);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        id: first.id,
        type: 'PEER LEARNING',
        my_activity_id: my.get(a!.profileId),
        assignment_id: id,
        replies: [expect.objectContaining({ comment: 'Steel spans further.', profile_id: a!.profileId })],
      });
    }
    for (const u of [stranger, rivalMentor]) expect((await thread(u)).statusCode).toBe(404);
    // An evaluation is seen by its writer, the author and the mentor only: to another peer it is not there.
    expect((await thread(c, mine.id)).statusCode).toBe(404);
    expect((await thread(b, mine.id)).json().data.type).toBe('PEER EVALUATION');
  });
});
