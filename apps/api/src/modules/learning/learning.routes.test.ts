import { LEARNING_TEXTS as T } from '@lbd/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { rowsOf } from '../../db/client';
import { bearer, buildAdmin, buildUser, type Account } from '../../../test/factories';
import { activityBody, createActivity } from '../../../test/factories/activities';
import { buildOrgUser } from '../../../test/factories/jobs';
import { buildPortfolioStudent, myPortfolio, testClock } from '../../../test/factories/portfolio';

type Body = Record<string, unknown>;

/**
 * Issue 25 through the API: authoring resources, learning paths and projects (lifecycle, SPEC §5.1's
 * issue list, §4.7 task order), enrolment and progress, deliverables and their review, pending tasks,
 * requests for time, and finished work arriving verified in the portfolio.
 */
describe('learning content', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Account;
  let mentor: Awaited<ReturnType<typeof buildUser>>;
  let otherMentor: Awaited<ReturnType<typeof buildUser>>;
  let company: Awaited<ReturnType<typeof buildOrgUser>>;
  let pendingCompany: Awaited<ReturnType<typeof buildOrgUser>>;
  let student: Awaited<ReturnType<typeof buildPortfolioStudent>>;
  let other: Awaited<ReturnType<typeof buildPortfolioStudent>>;
  let skills: number[];
  const clock = testClock();

  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now });
    admin = await buildAdmin(t.app);
    mentor = await buildUser(t.app, 'ADVISOR');
    otherMentor = await buildUser(t.app, 'ADVISOR');
    company = await buildOrgUser(t.app, 'COMPANY', { admin });
    pendingCompany = await buildOrgUser(t.app, 'COMPANY', { approved: false });
    student = await buildPortfolioStudent(t.app, ['Data Analyst']);
    other = await buildPortfolioStudent(t.app, ['Data Analyst']);
    skills = (await call('GET', '/api/skills?query=s&count=3')).json().data.map((s: { id: number }) => s.id);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

  const resource = async (title: string, over: Body = {}) => {
    const made = await call('POST', '/api/resources', mentor.token, {
      title,
      kind: 'text',
      body: '<p>Read the chapter and take notes.</p>',
      duration: 30,
      skill_ids: skills,
      ...over,
    });
    expect(made.statusCode).toBe(201);
    const id = made.json().data.id as number;
    expect((await call('POST', `/api/resources/${id}/publish`, mentor.token)).statusCode).toBe(200);
    return id;
  };

  describe('resources', () => {
    it('is written by mentors, organisations and admins only', async () => {
      const body = { title: 'SQL joins', kind: 'text' };
      expect((await call('POST', '/api/resources', undefined, body)).statusCode).toBe(401);
      expect((await call('POST', '/api/resources', student.token, body)).statusCode).toBe(403);
      expect((await call('POST', '/api/resources', company.token, body)).statusCode).toBe(201);
      // An organisation awaiting approval writes nothing.
      expect((await call('POST', '/api/resources', pendingCompany.token, body)).statusCode).toBe(403);
      expect((await call('POST', '/api/resources', admin.token, body)).statusCode).toBe(201);
    });

    it('lists what a draft lacks under the spec’s heading, keeps the draft, then publishes', async () => {
      const made = await call('POST', '/api/resources', mentor.token, {
        title: 'Pivot tables',
        kind: 'video',
        body: '<p></p>',
      });
      const id = made.json().data.id as number;
      const refused = await call('POST', `/api/resources/${id}/publish`, mentor.token);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.message).toBe(
        'The following issue(s) need to be fixed before you can submit the resource:',
      );
      expect(refused.json().error.fields).toEqual({
        url: T.urlRequired,
        duration: T.durationRequired,
        skill_ids: T.skillsRequired,
      });
      const draft = await call('GET', `/api/resources/${id}`, mentor.token);
      expect(draft.json().data).toMatchObject({ title: 'Pivot tables', status: 'draft', can_edit: true });
      // Nobody else sees a draft.
      expect((await call('GET', `/api/resources/${id}`)).statusCode).toBe(404);
      expect((await call('GET', `/api/resources/${id}`, company.token)).statusCode).toBe(404);
      expect((await call('PUT', `/api/resources/${id}`, otherMentor.token, { title: 'Mine now' })).statusCode).toBe(
        404,
      );

      const saved = await call('PUT', `/api/resources/${id}`, mentor.token, {
        title: 'Pivot tables',
        kind: 'video',
        url: 'https://www.youtube.com/watch?v=abc',
        duration: 12,
        skill_ids: skills,
      });
      expect(saved.statusCode).toBe(200);
      const live = await call('POST', `/api/resources/${id}/publish`, mentor.token);
      expect(live.json().data.status).toBe('published');
      expect((await call('GET', `/api/resources/${id}`)).json().data.can_edit).toBe(false);
      expect((await call('GET', '/api/webresources?query=pivot')).json().data.map((r: Body) => r.id)).toContain(id);
      expect((await call('POST', `/api/resources/${id}/publish`, mentor.token)).statusCode).toBe(409);
      expect((await call('DELETE', `/api/resources/${id}`, mentor.token)).statusCode).toBe(409);
    });

    it('sanitises rich text and counts an empty paragraph as empty', async () => {
      const made = await call('POST', '/api/resources', mentor.token, {
        title: 'Careful HTML',
        body: '<p>ok</p><script>alert(1)</script><img src=x onerror=alert(2)>',
      });
      const id = made.json().data.id as number;
      const shown = await call('GET', `/api/resources/${id}`, mentor.token);
      expect(shown.json().data.body).toBe('<p>ok</p><img src="x" />');
      const empty = await call('PUT', `/api/resources/${id}`, mentor.token, {
        title: 'Careful HTML',
        body: '<p></p>',
        duration: 5,
        skill_ids: skills,
      });
      expect(empty.statusCode).toBe(200);
      const refused = await call('POST', `/api/resources/${id}/publish`, mentor.token);
      expect(refused.json().error.fields).toEqual({ body: T.bodyRequired });
    });

    it('refuses bad input in the contract’s words', async () => {
      const res = await call('POST', '/api/resources', mentor.token, { title: 'ab', url: 'http://plain.example.com' });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields).toMatchObject({ title: T.titleLength, url: T.urlInvalid });
      const long = await call('POST', '/api/resources', mentor.token, { title: 'Long', body: 'x'.repeat(50_001) });
      expect(long.statusCode).toBe(422);
    });
  });

  describe('a learning path taken to the end', () => {
    let pathId: number;
    let myId: number;
    it('orders its resources, refuses a paid or empty path, publishes', async () => {
      const a = await resource('Spreadsheet basics');
      const b = await resource('Charts that tell a story');
      const made = await call('POST', '/api/resource_groups', mentor.token, { title: 'Excel for analysts', items: [] });
      pathId = made.json().data.id as number;
      const empty = await call('POST', `/api/resource_groups/${pathId}/publish`, mentor.token);
      expect(empty.json().error.fields).toMatchObject({ items: T.itemsRequired, skill_ids: T.skillsRequired });
      const body = {
        title: 'Excel for analysts',
        summary: 'From cells to charts',
        skill_ids: skills,
        price_paise: 49_900,
        items: [
          { resource_id: b, due_days: 7 },
          { resource_id: a, due_days: 3 },
        ],
      };
      const saved = await call('PUT', `/api/resource_groups/${pathId}`, mentor.token, body);
      expect(saved.json()).toMatchObject({ data: { price_paise: 49_900 } });
      const paid = await call('POST', `/api/resource_groups/${pathId}/publish`, mentor.token);
      expect(paid.json().error.fields).toEqual({ price_paise: T.paidNeedsPage });
      const reordered = await call('PUT', `/api/resource_groups/${pathId}`, mentor.token, {
        ...body,
        price_paise: 0,
        items: [body.items[1], body.items[0]],
      });
      expect(reordered.json().data.items.map((i: { resource: { title: string } }) => i.resource.title)).toEqual([
        'Spreadsheet basics',
        'Charts that tell a story',
      ]);
      expect((await call('POST', `/api/resource_groups/${pathId}/publish`, mentor.token)).statusCode).toBe(200);
      const found = await call('POST', '/api/filter_resource_groups', undefined, { query: 'excel' });
      expect(found.json().data[0]).toMatchObject({ id: pathId, item_count: 2, duration: 60, my_enrolment: null });
    });

    it('enrols a student at 0%, counts each resource done, and completes at 100% exactly', async () => {
      expect((await call('POST', `/api/resource_groups/${pathId}/enrol`, company.token, {})).statusCode).toBe(403);
      const joined = await call('POST', `/api/resource_groups/${pathId}/enrol`, student.token, {});
      expect(joined.statusCode).toBe(200);
      expect(joined.json().data).toMatchObject({
        status: 'Enrolled',
        progress: 0,
        done: 0,
        total: 2,
        enrolled_on: '2025-06-15',
      });
      myId = joined.json().data.id as number;
      // Someone else's enrolment is not there for them.
      expect((await call('GET', `/api/my_profile/my_resource_groups/${myId}`, other.token)).statusCode).toBe(404);

      const detail = (await call('GET', `/api/my_profile/my_resource_groups/${myId}`, student.token)).json().data;
      expect(detail.items.map((i: Body) => [i.title, i.due_date, i.days_left_text])).toEqual([
        ['Spreadsheet basics', '2025-06-18', '3 days'],
        ['Charts that tell a story', '2025-06-22', '1 week'],
      ]);
      const first = detail.items[0].id as number;
      const half = await call(
        'POST',
        `/api/my_profile/my_resource_groups/${myId}/items/${first}/complete`,
        student.token,
      );
      expect(half.json().data).toMatchObject({ progress: 50, status: 'Enrolled' });
      // Doing it twice changes nothing.
      const again = await call(
        'POST',
        `/api/my_profile/my_resource_groups/${myId}/items/${first}/complete`,
        student.token,
      );
      expect(again.json().data.progress).toBe(50);
      const card = (await call('POST', '/api/filter_resource_groups', student.token, { query: 'excel' })).json()
        .data[0];
      expect(card.my_enrolment).toEqual({ id: myId, status: 'Enrolled', progress: 50 });

      const second = detail.items[1].id as number;
      const done = await call(
        'POST',
        `/api/my_profile/my_resource_groups/${myId}/items/${second}/complete`,
        student.token,
      );
      expect(done.json().data).toMatchObject({ progress: 100, status: 'Completed' });
      expect(done.json().data.portfolio_entry_id).toEqual(expect.any(Number));
      const portfolio = await myPortfolio(t.app, student.token);
      const course = portfolio.sections.external_courses.find((c: Body) => c.title === 'Excel for analysts');
      expect(course).toMatchObject({
        status: 'complete',
        verification: { name: expect.any(String), organisation: 'Learn By Doing' },
      });
      expect((await call('DELETE', `/api/resource_groups/${pathId}/enrol`, student.token)).statusCode).toBe(409);
    });
  });

  describe('a project with deliverables and review', () => {
    let projectId: number;
    let readingId: number;
    let myId: number;
    let tasks: { id: number; title: string; kind: string }[];

    it('adds tasks at their seq, re-sorts on update, removes (SPEC §4.7), and lists what publishing needs', async () => {
      const made = await call('POST', '/api/projects', mentor.token, {
        title: 'Sales dashboard for a kirana chain',
        mentor_profile_ids: [mentor.profileId],
      });
      projectId = made.json().data.id as number;
      readingId = await resource('Reading the sales data');
      const add = (body: Body) => call('POST', `/api/projects/${projectId}/tasks`, mentor.token, body);
      await add({ kind: 'deliverable', title: 'Clean the data', due_days: 5 });
      await add({ kind: 'deliverable', title: 'Build the dashboard', due_days: 10 });
      const first = await add({
        kind: 'reading',
        title: 'Read the brief',
        resource_id: readingId,
        seq: 1,
        due_days: 2,
      });
      expect(first.statusCode).toBe(201);
      tasks = first.json().data;
      expect(tasks.map((x) => [x.title, (x as unknown as Body).seq])).toEqual([
        ['Read the brief', 1],
        ['Clean the data', 2],
        ['Build the dashboard', 3],
      ]);
      const extra = (await add({ kind: 'deliverable', title: 'Spare' })).json().data.at(-1).id;
      const moved = await call('PUT', `/api/projects/${projectId}/tasks/${tasks[2]!.id}`, mentor.token, {
        kind: 'deliverable',
        title: 'Build the dashboard',
        due_days: 10,
        seq: 2,
      });
      expect(moved.json().data.map((x: Body) => x.title)).toEqual([
        'Read the brief',
        'Build the dashboard',
        'Clean the data',
        'Spare',
      ]);
      const removed = await call('DELETE', `/api/projects/${projectId}/tasks/${extra}`, mentor.token);
      expect(removed.json().data.map((x: Body) => x.seq)).toEqual([1, 2, 3]);
      tasks = removed.json().data;
      const noReading = await add({ kind: 'reading', title: 'Nothing to read' });
      expect(noReading.json().error.fields).toEqual({ resource_id: T.readingNeedsResource });
      expect(
        (
          await call('POST', `/api/projects/${projectId}/tasks`, otherMentor.token, {
            kind: 'deliverable',
            title: 'Sneaky',
          })
        ).statusCode,
      ).toBe(404);

      const refused = await call('POST', `/api/projects/${projectId}/publish`, mentor.token);
      expect(refused.json().error.fields).toMatchObject({
        description: T.descriptionRequired,
        skill_ids: T.skillsRequired,
        duration_weeks: T.durationRequired,
      });
      await call('PUT', `/api/projects/${projectId}`, mentor.token, {
        title: 'Sales dashboard for a kirana chain',
        description: '<p>Help a shop owner see what sells.</p>',
        duration_weeks: 4,
        skill_ids: skills,
        mentor_profile_ids: [mentor.profileId],
      });
      expect((await call('POST', `/api/projects/${projectId}/publish`, mentor.token)).json().data.status).toBe(
        'published',
      );
      expect((await call('GET', `/api/list/project?query=kirana`)).json().data[0]).toMatchObject({
        id: projectId,
        task_count: 3,
        enrolled_count: 0,
      });
      const bad = await call('PUT', `/api/projects/${projectId}`, mentor.token, {
        title: 'x',
        mentor_profile_ids: [student.profileId],
      });
      expect(bad.statusCode).toBe(422);
    });

    it('takes a submission, refuses a second while it waits, and shows it in the mentor’s queue with the work', async () => {
      myId = (await call('POST', `/api/projects/${projectId}/enrol`, student.token, {})).json().data.id;
      const deliverable = tasks.find((x) => x.title === 'Build the dashboard')!.id;
      const url = `/api/my_profile/my_projects/${myId}/tasks/${deliverable}/submissions`;
      expect((await call('POST', url, student.token, { text: '' })).json().error.fields).toEqual({
        text: T.submissionEmpty,
      });
      const sent = await call('POST', url, student.token, { text: 'Dashboard v1', links: ['https://example.com/v1'] });
      expect(sent.statusCode).toBe(201);
      expect(sent.json().data.items.find((i: Body) => i.id === deliverable).state).toBe('submitted');
      expect((await call('POST', url, student.token, { text: 'again' })).json().error.message).toBe(T.awaitingReview);

      const queue = await call('GET', `/api/project_reviews?project_id=${projectId}`, mentor.token);
      expect(queue.json().data[0]).toMatchObject({
        my_project_id: myId,
        task: { title: 'Build the dashboard' },
        submission: { version: 1, text: 'Dashboard v1', links: ['https://example.com/v1'] },
      });
      expect(
        (await call('GET', `/api/project_reviews?project_id=${projectId}`, otherMentor.token)).json().data,
      ).toEqual([]);
      await t.app.services.notifications.deliverPending();
      const bell = await call('GET', '/api/myprofile/list/notifications', mentor.token);
      expect(JSON.stringify(bell.json())).toContain('submitted ‘Build the dashboard’');
    });

    it('asks for changes (with a comment), takes the new version, accepts it, and never counts a returned one', async () => {
      const deliverable = tasks.find((x) => x.title === 'Build the dashboard')!.id;
      const url = `/api/my_profile/my_projects/${myId}/tasks/${deliverable}/submissions`;
      const queue = (await call('GET', `/api/project_reviews?project_id=${projectId}`, mentor.token)).json().data;
      const submissionId = queue[0].submission.id as number;
      const noComment = await call('POST', '/api/admin/evaluate_my_project', mentor.token, {
        submission_id: submissionId,
        decision: 'changes',
      });
      expect(noComment.json().error.fields).toEqual({ comment: T.commentRequired });
      expect(
        (
          await call('POST', '/api/admin/evaluate_my_project', otherMentor.token, {
            submission_id: submissionId,
            decision: 'accept',
          })
        ).statusCode,
      ).toBe(404);
      const back = await call('POST', '/api/admin/evaluate_my_project', mentor.token, {
        submission_id: submissionId,
        decision: 'changes',
        comment: 'Add a month filter',
      });
      expect(back.json().data).toMatchObject({
        status: 'Changes requested',
        comments: [{ body: 'Add a month filter' }],
      });
      const mine = (await call('GET', `/api/my_profile/my_projects/${myId}`, student.token)).json().data;
      expect(mine.items.find((i: Body) => i.id === deliverable).state).toBe('changes_requested');
      expect(mine.progress).toBe(0);
      // The student answers in the thread; the mentor hears of it.
      expect(
        (
          await call('POST', `/api/project_submissions/${submissionId}/comments`, student.token, {
            body: 'Done, see v2',
          })
        ).statusCode,
      ).toBe(201);
      expect(
        (await call('POST', `/api/project_submissions/${submissionId}/comments`, other.token, { body: 'hi' }))
          .statusCode,
      ).toBe(404);

      await call('POST', url, student.token, { text: 'Dashboard v2' });
      const v2 = (await call('GET', `/api/project_reviews?project_id=${projectId}`, mentor.token)).json().data[0]
        .submission;
      expect(v2.version).toBe(2);
      const accepted = await call('POST', '/api/admin/evaluate_my_project', mentor.token, {
        submission_id: v2.id,
        decision: 'accept',
        score: 8.5,
      });
      expect(accepted.json().data).toMatchObject({ status: 'Accepted', score: 8.5 });
      expect(
        (
          await call('POST', '/api/admin/evaluate_my_project', mentor.token, {
            submission_id: v2.id,
            decision: 'reject',
            comment: 'no',
          })
        ).statusCode,
      ).toBe(409);
      const after = (await call('GET', `/api/my_profile/my_projects/${myId}`, student.token)).json().data;
      expect(after.progress).toBe(33);
      await t.app.services.notifications.deliverPending();
      const bell = await call('GET', '/api/myprofile/list/notifications', student.token);
      expect(JSON.stringify(bell.json())).toContain('accepted ‘Build the dashboard’');
    });

    it('lists pending tasks soonest first with the days left, and moves one student’s due date on an approved extension', async () => {
      const pending = (await call('GET', '/api/pending_tasks', student.token)).json().data;
      expect(pending.map((p: Body) => [p.item_title, p.due_date, p.days_left_text])).toEqual([
        ['Read the brief', '2025-06-17', '2 days'],
        ['Clean the data', '2025-06-20', '5 days'],
      ]);
      const clean = pending[1];
      const ask = await call('POST', '/api/request_extension', student.token, {
        kind: 'project',
        my_learning_id: myId,
        item_id: clean.item_id,
        reason: 'Exams this week',
        requested_date: '2025-06-27',
      });
      expect(ask.statusCode).toBe(201);
      const twice = await call('POST', '/api/request_extension', student.token, {
        kind: 'project',
        my_learning_id: myId,
        item_id: clean.item_id,
        reason: 'Again',
        requested_date: '2025-06-28',
      });
      expect(twice.json().error.message).toBe(T.requestPending);
      const early = await call('POST', '/api/request_extension', student.token, {
        kind: 'project',
        my_learning_id: myId,
        item_id: pending[0].item_id,
        reason: 'x',
        requested_date: '2025-06-16',
      });
      expect(early.json().error.fields).toEqual({ requested_date: T.dateAfterDue });

      const waiting = (await call('GET', '/api/learning_requests', mentor.token)).json().data;
      expect(waiting[0]).toMatchObject({
        reason: 'Exams this week',
        item: { title: 'Clean the data', due_date: '2025-06-20' },
      });
      expect(
        (await call('PUT', `/api/learning_requests/${waiting[0].id}`, otherMentor.token, { decision: 'approve' }))
          .statusCode,
      ).toBe(404);
      const yes = await call('PUT', `/api/learning_requests/${waiting[0].id}`, mentor.token, { decision: 'approve' });
      expect(yes.json().data).toMatchObject({ status: 'Approved', granted_date: '2025-06-27' });
      expect(
        (await call('PUT', `/api/learning_requests/${waiting[0].id}`, mentor.token, { decision: 'refuse' })).statusCode,
      ).toBe(409);
      const moved = (await call('GET', '/api/pending_tasks', student.token)).json().data;
      expect(moved.find((p: Body) => p.item_id === clean.item_id).due_date).toBe('2025-06-27');
      // Only this student's date moved.
      const theirs = (await call('POST', `/api/projects/${projectId}/enrol`, other.token, {})).json().data.id;
      const otherPending = (
        await call('GET', `/api/pending_tasks_by_intervention?type=project&id=${projectId}`, other.token)
      ).json().data;
      expect(otherPending.find((p: Body) => p.item_title === 'Clean the data').due_date).toBe('2025-06-20');
      expect(theirs).toEqual(expect.any(Number));

      // A standing accommodation adds days to every item of a flagged student; an admin sets it, audited.
      expect(
        (await call('PUT', `/api/learning_accommodations/${other.profileId}`, mentor.token, { days: 3, reason: 'x' }))
          .statusCode,
      ).toBe(403);
      expect(
        (
          await call('PUT', `/api/learning_accommodations/${other.profileId}`, admin.token, {
            days: 3,
            reason: 'Medical',
          })
        ).statusCode,
      ).toBe(200);
      const shifted = (await call('GET', `/api/pending_tasks`, other.token)).json().data;
      expect(shifted.map((p: Body) => p.due_date)).toEqual(['2025-06-20', '2025-06-23', '2025-06-28']);
      clock.advanceDays(6);
      const late = (await call('GET', '/api/pending_tasks', student.token)).json().data;
      expect(late[0]).toMatchObject({
        item_title: 'Read the brief',
        days_left: -4,
        days_left_text: 'Overdue by 4 days',
      });
      clock.set(new Date('2025-06-15T06:30:00Z'));
    });

    it('finishes the project: the last deliverable accepted adds a verified Projects entry to the portfolio', async () => {
      await call('POST', `/api/my_profile/my_projects/${myId}/tasks/${tasks[0]!.id}/complete`, student.token);
      const clean = tasks.find((x) => x.title === 'Clean the data')!.id;
      await call('POST', `/api/my_profile/my_projects/${myId}/tasks/${clean}/submissions`, student.token, {
        text: 'Cleaned',
      });
      const waiting = (await call('GET', `/api/project_reviews?project_id=${projectId}`, mentor.token)).json().data[0];
      await call('POST', '/api/admin/evaluate_my_project', mentor.token, {
        submission_id: waiting.submission.id,
        decision: 'accept',
      });
      const done = (await call('GET', `/api/my_profile/my_projects/${myId}`, student.token)).json().data;
      expect(done).toMatchObject({ status: 'Completed', progress: 100, done: 3, total: 3 });
      const entry = (await myPortfolio(t.app, student.token)).sections.external_projects.find(
        (p: Body) => p.title === 'Sales dashboard for a kirana chain',
      );
      expect(entry).toMatchObject({
        status: 'complete',
        duration: 4,
        verification: { name: `${mentor.profile.first_name} ${mentor.profile.last_name}` },
      });
      expect((await call('GET', '/api/my_profile/my_projects?status=Completed', student.token)).json().data[0].id).toBe(
        myId,
      );
    });

    it('gives the mentor the project’s numbers', async () => {
      const counter = await call('GET', `/api/project_status_counter?project_id=${projectId}`, mentor.token);
      expect(counter.json().data).toEqual({ Interested: 0, Enrolled: 1, Completed: 1, Dropped: 0, awaiting_review: 0 });
      const split = (await call('GET', `/api/project_status_split?project_id=${projectId}`, mentor.token)).json().data;
      expect(split.find((b: Body) => b.band === 'Done').count).toBe(1);
      expect(split.find((b: Body) => b.band === 'Not started').count).toBe(1);
      const applicants = await call('GET', `/api/my_profile/project_applicants?project_id=${projectId}`, mentor.token);
      expect(applicants.json().pagination.total).toBe(2);
      const orgs = await call(
        'GET',
        `/api/my_profile/project_applicants_org_split?project_id=${projectId}`,
        mentor.token,
      );
      expect(orgs.json().data.reduce((n: number, o: { enrolled: number }) => n + o.enrolled, 0)).toBe(2);
      expect((await call('GET', `/api/project_status_counter?project_id=${projectId}`, company.token)).statusCode).toBe(
        404,
      );
      const mentored = await call('GET', '/api/my_profile/my_mentored_projects', mentor.token);
      expect(mentored.json().data.map((p: Body) => p.id)).toContain(projectId);
    });

    it('lists the mentor’s activities with the projects their students take them in (ACTIVITY data groups)', async () => {
      const activity = await createActivity(
        t.app,
        mentor.token,
        activityBody(clock.now(), { title: 'Peer review the dashboards' }),
      );
      const task = await call('POST', `/api/projects/${projectId}/tasks`, mentor.token, {
        kind: 'activity',
        title: 'Review two classmates’ dashboards',
        assignment_id: activity,
      });
      expect(task.statusCode).toBe(201);
      const url = '/api/fetch_mentor_quiz_activity_data_groups?type=ACTIVITY';
      const got = await call('GET', url, mentor.token);
      expect(got.statusCode).toBe(200);
      const row = (got.json().data as Body[]).find((a) => a.id === activity);
      expect(row).toMatchObject({
        title: 'Peer review the dashboards',
        students: 0,
        data_groups: [
          { id: projectId, kind: 'project', name: 'Sales dashboard for a kirana chain', status: 'published' },
        ],
      });
      expect((row!.data_groups as Body[])[0]!.students).toBeGreaterThanOrEqual(1);
      // Another mentor sees none of it; students and companies may not ask; quizzes come later.
      const others = await call('GET', url, otherMentor.token);
      expect((others.json().data as Body[]).map((a) => a.id)).not.toContain(activity);
      expect((await call('GET', url, student.token)).statusCode).toBe(403);
      expect((await call('GET', url, company.token)).statusCode).toBe(403);
      expect((await call('GET', url)).statusCode).toBe(401);
      expect(
        (await call('GET', '/api/fetch_mentor_quiz_activity_data_groups?type=QUIZ', mentor.token)).statusCode,
      ).toBe(422);
      await call('DELETE', `/api/projects/${projectId}/tasks/${(task.json().data as Body[]).at(-1)!.id}`, mentor.token);
    });

    it('lets a student leave and come back with their completions kept', async () => {
      const other2 = await buildPortfolioStudent(t.app, ['Data Analyst']);
      const my = (await call('POST', `/api/projects/${projectId}/enrol`, other2.token, { status: 'Interested' })).json()
        .data;
      expect(my.status).toBe('Interested');
      const started = (await call('POST', `/api/projects/${projectId}/enrol`, other2.token, {})).json().data;
      expect(started.status).toBe('Enrolled');
      await call('POST', `/api/my_profile/my_projects/${started.id}/tasks/${tasks[0]!.id}/complete`, other2.token);
      const left = await call('DELETE', `/api/projects/${projectId}/enrol`, other2.token);
      expect(left.json().data.status).toBe('Dropped');
      const back = (await call('POST', `/api/projects/${projectId}/enrol`, other2.token, {})).json().data;
      expect(back).toMatchObject({ id: started.id, status: 'Enrolled', done: 1 });
    });
  });

  describe('recommendations', () => {
    it('puts first what covers the gaps of the student’s career path, says why, and leaves out what is taken', async () => {
      const fresh = await buildPortfolioStudent(t.app, ['Data Analyst']);
      const gap = rowsOf<{ id: number }>(
        await t.database.db.execute(sql`
          select jrs.skill_id as id from job_role_skills jrs join job_roles jr on jr.id = jrs.job_role_id
          where jr.name = 'Data Analyst' order by jrs.skill_id limit 2`),
      ).map((r) => Number(r.id));
      expect(gap).toHaveLength(2);
      const publishPath = async (title: string, skillIds: number[]) => {
        const item = await resource(`${title}: the reading`, { skill_ids: skillIds });
        const made = await call('POST', '/api/resource_groups', mentor.token, {
          title,
          summary: 'A path',
          skill_ids: skillIds,
          items: [{ resource_id: item }],
        });
        const id = made.json().data.id as number;
        expect((await call('POST', `/api/resource_groups/${id}/publish`, mentor.token)).statusCode).toBe(200);
        return id;
      };
      const closes = await publishPath('Analyst gap closer', gap);
      const taken = await publishPath('Analyst path already taken', gap);
      await call('POST', `/api/resource_groups/${taken}/enrol`, fresh.token, {});

      const got = await call('GET', '/api/recommended/resource_groups?count=100', fresh.token);
      expect(got.statusCode).toBe(200);
      const list = got.json().data as Body[];
      expect(list[0]).toMatchObject({ id: closes, reason: 'covers 2 skills your Data Analyst path lacks' });
      expect(list.map((p) => p.id)).not.toContain(taken);
      expect(list.every((p) => typeof p.reason === 'string')).toBe(true);

      const projects = await call('GET', '/api/recommended/projects', fresh.token);
      expect(projects.statusCode).toBe(200);
      expect((projects.json().data as Body[]).every((p) => typeof p.reason === 'string')).toBe(true);
      expect((await call('GET', '/api/recommended/projects', mentor.token)).statusCode).toBe(403);
      expect((await call('GET', '/api/recommended/resource_groups')).statusCode).toBe(401);
    });
  });

  describe('a learning path’s requests', () => {
    it('go to the path’s author, by path, and an approved skip leaves the list and skips the item for that student', async () => {
      const a = await resource('Reading a balance sheet');
      const b = await resource('Ratios in practice');
      // Another mentor writes the path: its requests are theirs, not the resources’ author’s.
      const made = await call('POST', '/api/resource_groups', otherMentor.token, {
        title: 'Finance for engineers',
        summary: 'Read the numbers',
        skill_ids: skills,
        items: [
          { resource_id: a, due_days: 5 },
          { resource_id: b, due_days: 10 },
        ],
      });
      const pathId = made.json().data.id as number;
      expect((await call('POST', `/api/resource_groups/${pathId}/publish`, otherMentor.token)).statusCode).toBe(200);
      const learner = await buildPortfolioStudent(t.app, ['Data Analyst']);
      const myId = (await call('POST', `/api/resource_groups/${pathId}/enrol`, learner.token, {})).json().data
        .id as number;
      const first = (await call('GET', `/api/my_profile/my_resource_groups/${myId}`, learner.token)).json().data
        .items[0] as Body;
      const asked = await call('POST', '/api/skip_resource_group_unit', learner.token, {
        my_resource_group_id: myId,
        item_id: first.id,
        reason: 'I did this in my internship',
      });
      expect(asked.statusCode).toBe(201);

      const ofPath = `/api/learning_requests?kind_of_content=resource_group&content_id=${pathId}`;
      expect((await call('GET', ofPath)).statusCode).toBe(401);
      expect((await call('GET', ofPath, learner.token)).statusCode).toBe(403);
      expect((await call('GET', ofPath, mentor.token)).json()).toMatchObject({ data: [], pagination: { total: 0 } });
      const theirs = (await call('GET', ofPath, otherMentor.token)).json();
      expect(theirs.data).toEqual([
        expect.objectContaining({
          kind: 'skip',
          status: 'Pending',
          reason: 'I did this in my internship',
          kind_of_content: 'resource_group',
          student: { profile_id: learner.profileId, name: expect.any(String) },
          content: { id: pathId, title: 'Finance for engineers' },
          item: { id: first.id, title: 'Reading a balance sheet', due_date: first.due_date },
        }),
      ]);
      const requestId = theirs.data[0].id as number;
      // By kind of content: the author's paths have it, their projects do not; an id needs its kind.
      const paths = (
        await call('GET', '/api/learning_requests?kind_of_content=resource_group', otherMentor.token)
      ).json();
      expect(paths.data.map((r: Body) => r.id)).toEqual([requestId]);
      const projects = (await call('GET', '/api/learning_requests?kind_of_content=project', otherMentor.token)).json();
      expect(projects.data).toEqual([]);
      const noKind = await call('GET', `/api/learning_requests?content_id=${pathId}`, otherMentor.token);
      expect(noKind.statusCode).toBe(422);
      expect(noKind.json().error.fields).toEqual({ kind_of_content: T.contentKindRequired });

      expect(
        (await call('PUT', `/api/learning_requests/${requestId}`, mentor.token, { decision: 'approve' })).statusCode,
      ).toBe(404);
      const yes = await call('PUT', `/api/learning_requests/${requestId}`, otherMentor.token, { decision: 'approve' });
      expect(yes.json().data).toMatchObject({ status: 'Approved', granted_date: null });
      expect((await call('GET', ofPath, otherMentor.token)).json().data).toEqual([]);
      const after = (await call('GET', `/api/my_profile/my_resource_groups/${myId}`, learner.token)).json().data;
      expect(after.items.map((i: Body) => i.state)).toEqual(['skipped', 'open']);
    });
  });
});
