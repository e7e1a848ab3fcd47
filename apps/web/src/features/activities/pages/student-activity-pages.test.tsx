import { ACTIVITY_MESSAGES, peerScoreUpTo } from '@lbd/shared/activities';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorReply, mockApi, page, type MockHandler } from '../../../test/mock-api';
import { buildUser, renderWithApp } from '../../../test/render';
import {
  buildAssignment,
  buildMyAssignment,
  buildPeerComment,
  buildPeerSubmission,
  stored,
} from '../../../test/student-activity-fixtures';

// Lazy pages load their chunks on first use; a loaded machine needs more than the default second.
const LOAD = { timeout: 20_000 };
const student = () => buildUser({ id: 1, first_name: 'Asha', full_name: 'Asha Verma' });

/** The three calls of the SPEC §7.6 upload, answering file id `id` for `name`. */
function uploadRoutes(picked: string, id: number): Record<string, MockHandler> {
  const name = picked.replace(/\s+/g, '_');
  return {
    'POST /api/my_profile/file_upload': (req) => {
      const body = req.body as Record<string, unknown>;
      if ('file_name' in body)
        return {
          body: {
            success: '/api/storage/activities/7/abc.pdf?sig=1',
            data: {
              id: null,
              filename: stored(name),
              upload_url: '/api/storage/activities/7/abc.pdf?sig=1',
              content_type: 'application/pdf',
            },
          },
        };
      return {
        body: {
          message: ACTIVITY_MESSAGES.fileUploaded,
          data: { id, filename: stored(name), upload_url: null, content_type: 'application/pdf' },
        },
      };
    },
    'PUT /api/storage/activities/7/abc.pdf': { status: 200 },
  };
}

const pdf = (name: string) => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });

describe('the student activity screen (/myActivity/{id})', () => {
  it('shows the facts, description, files without their prefix, each question with the current submission and history', async () => {
    const my = buildMyAssignment({
      status: 'Submitted',
      submissions: [
        {
          id: 3,
          assignment_que_id: 11,
          description: 'Three tonnes.',
          files: [],
          inserted_at: '2026-04-01T08:30:00.000Z',
        },
        {
          id: 1,
          assignment_que_id: 11,
          description: 'Two tonnes.',
          files: [],
          inserted_at: '2026-04-01T06:00:00.000Z',
        },
      ],
    });
    mockApi({ 'GET /api/my_profile/my_assignments/21': { body: { data: my } } });
    renderWithApp(undefined, { path: '/myActivity/21', user: student() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Design a footbridge' }, LOAD)).toBeTruthy();
    const fact = (term: string) => screen.getByTestId(`fact-${term.toLowerCase().replace(/\s+/g, '-')}`).textContent;
    expect(screen.getByText('Case study')).toBeTruthy();
    expect(fact('Total score')).toBe('100');
    expect(fact('Mentor score')).toBe('60');
    expect(fact('Peer engagement score')).toBe('40');
    expect(fact('Duration')).toBe('90 minutes');
    expect(fact('Status')).toBe('Submitted');
    expect(fact('Submission deadline')).toBe('3 Apr 2099, 10:00 am');
    expect(fact('Evaluation deadline')).toBe('4 Apr 2099, 4:00 pm');
    expect(screen.getByText('Sketch and justify a footbridge over the campus canal.')).toBeTruthy();
    const brief = screen.getByRole('link', { name: 'Canal_brief.pdf' });
    expect(brief.getAttribute('href')).toBe('/api/storage/activities/7/brief.pdf?sig=x');
    expect(brief.getAttribute('download')).toBe('Canal_brief.pdf');

    const q1 = screen.getByRole('article', { name: 'Question 1' });
    expect(within(q1).getByText('What load does it carry?')).toBeTruthy();
    expect(within(q1).getByRole('group', { name: 'Current submission' }).textContent).toContain('Three tonnes.');
    expect(within(q1).getByText('Submitted on 1 Apr 2026, 2:00 pm')).toBeTruthy();
    expect(within(q1).getByText('Earlier versions (1)')).toBeTruthy();
    expect(within(q1).getByText('Two tonnes.')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Question 2' })).getByText('Not submitted yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Peer Learning and Evaluation' }).getAttribute('href')).toBe(
      '/peerLearning/7',
    );
  });

  it('marks submitted work complete after asking', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({
      'GET /api/my_profile/my_assignments/21': { body: { data: buildMyAssignment({ status: 'Submitted' }) } },
      'POST /api/my_profile/update_my_assignment_status': { body: { data: { id: 21, status: 'complete' } } },
    });
    renderWithApp(undefined, { path: '/myActivity/21', user: student() });
    await user.click(await screen.findByRole('button', { name: 'Mark as Complete' }, LOAD));
    const dialog = screen.getByRole('dialog', { name: 'Mark as Complete' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Complete' }));
    expect(await screen.findByText('Your activity is marked complete.')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({ my_assignment_id: 21, status: 'complete' });
  });

  it('answers /myactivity/{id} (the notification target) by the same my_assignment id', async () => {
    const { requests } = mockApi({ 'GET /api/my_profile/my_assignments/21': { body: { data: buildMyAssignment() } } });
    renderWithApp(undefined, { path: '/myactivity/21', user: student() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Design a footbridge' }, LOAD)).toBeTruthy();
    expect(requests.map((r) => r.path)).toContain('/api/my_profile/my_assignments/21');
  });

  it('refuses an empty answer, uploads a file in three steps and submits it', async () => {
    const user = userEvent.setup();
    const my = buildMyAssignment({ assignment: buildAssignment({ assignment_que: [] }) });
    const { requests } = mockApi({
      'GET /api/my_profile/my_assignments/21': { body: { data: my } },
      ...uploadRoutes('load calc.pdf', 501),
      'POST /api/my_profile/my_assignment_submit': (req) => ({
        body: {
          data: buildMyAssignment({
            ...my,
            status: 'Submitted',
            submissions: [
              {
                id: 9,
                assignment_que_id: null,
                description: (req.body as { description: string }).description,
                files: [{ id: 501, file: '/api/storage/x', filename: stored('load_calc.pdf') }],
                inserted_at: '2026-04-01T09:00:00.000Z',
              },
            ],
          }),
        },
      }),
    });
    renderWithApp(undefined, { path: '/myActivity/21', user: student() });
    const form = await screen.findByRole('form', { name: 'Submit Your work' }, LOAD);
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(within(form).getByText(ACTIVITY_MESSAGES.invalidData)).toBeTruthy();
    expect(requests.some((r) => r.path.endsWith('my_assignment_submit'))).toBe(false);

    await user.upload(within(form).getByLabelText('Attach files'), pdf('load calc.pdf'));
    expect(await screen.findByText(ACTIVITY_MESSAGES.fileUploaded)).toBeTruthy();
    expect(within(form).getByText('load_calc.pdf')).toBeTruthy();
    const uploads = requests.filter((r) => r.path === '/api/my_profile/file_upload' || r.method === 'PUT');
    expect(uploads.map((r) => (r.body instanceof File ? 'file' : r.body))).toEqual([
      { file_name: 'load calc.pdf', uploader_id: 1, assignment_id: 7 },
      'file',
      { content_type: 'application/pdf', filename: stored('load_calc.pdf'), assignment_id: 7 },
    ]);
    expect(uploads[1]!.headers.get('content-type')).toBe('application/pdf');
    expect(uploads[1]!.headers.get('authorization')).toBeNull();

    await user.type(within(form).getByLabelText('Your answer'), 'See the calculation.');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your submission has been saved.')).toBeTruthy();
    expect(requests.find((r) => r.path.endsWith('my_assignment_submit'))!.body).toEqual({
      my_assignment_id: 21,
      description: 'See the calculation.',
      files: [501],
    });
    expect(await screen.findByRole('button', { name: 'Resubmit' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'load_calc.pdf' })).toBeTruthy();
  });

  it("says 'Your file could not be uploaded' for a type not allowed and 'The file could not be uploaded' when the bytes fail", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { requests } = mockApi({
      'GET /api/my_profile/my_assignments/21': { body: { data: buildMyAssignment() } },
      'POST /api/my_profile/file_upload': (req) =>
        'file_name' in (req.body as object)
          ? {
              body: {
                success: '/api/storage/k.pdf?sig=1',
                data: {
                  id: null,
                  filename: stored('a.pdf'),
                  upload_url: '/api/storage/k.pdf?sig=1',
                  content_type: 'application/pdf',
                },
              },
            }
          : errorReply(422, ACTIVITY_MESSAGES.fileNotUploaded, 'VALIDATION_FAILED'),
      'PUT /api/storage/k.pdf': { status: 200 },
    });
    renderWithApp(undefined, { path: '/myActivity/21', user: student() });
    const form = await screen.findByRole('form', { name: 'Submit Question 1' }, LOAD);
    await user.upload(within(form).getByLabelText('Attach files'), new File(['MZ'], 'setup.exe'));
    expect(await screen.findByText(ACTIVITY_MESSAGES.yourFileNotUploaded)).toBeTruthy();
    expect(requests.some((r) => r.path === '/api/my_profile/file_upload')).toBe(false);
    await user.upload(within(form).getByLabelText('Attach files'), pdf('a.pdf'));
    expect(await screen.findByText(ACTIVITY_MESSAGES.fileNotUploaded)).toBeTruthy();
  });

  it('shows the score summary only when final_evaluation is set and the status is complete', async () => {
    const scored = { score: 48, peer_score: 30.5, total_score: 78.5 };
    const cases = [
      { final: true, status: 'complete' as const, shown: true },
      { final: false, status: 'complete' as const, shown: false },
      { final: true, status: 'Submitted' as const, shown: false },
    ];
    for (const c of cases) {
      mockApi({
        'GET /api/my_profile/my_assignments/21': {
          body: {
            data: buildMyAssignment({
              ...scored,
              status: c.status,
              assignment: buildAssignment({ final_evaluation: c.final }),
            }),
          },
        },
      });
      const view = renderWithApp(undefined, { path: '/myActivity/21', user: student() });
      await screen.findByRole('heading', { level: 1, name: 'Design a footbridge' }, LOAD);
      const summary = screen.queryByRole('region', { name: 'Score summary' });
      expect(Boolean(summary)).toBe(c.shown);
      if (summary) {
        expect(within(summary).getByTestId('summary-activity').textContent).toBe('48 / 60');
        expect(within(summary).getByTestId('summary-peer').textContent).toBe('30.5 / 40');
        expect(within(summary).getByTestId('summary-final').textContent).toBe('78.5 / 100');
      }
      view.unmount();
    }
  });
});

describe('the peer activity screen (/peerLearning/{id})', () => {
  const me = buildPeerSubmission({
    name: 'Asha Verma',
    peer_profile_id: 1,
    my_assignment_id: 21,
    is_own: true,
    allow_evaluation: false,
  });
  const ravi = buildPeerSubmission();
  const base = (extra: Record<string, MockHandler> = {}): Record<string, MockHandler> => ({
    'POST /api/peer_access_check': { body: { data: { allowed: true, role: 'student', my_assignment_id: 21 } } },
    'GET /api/my_profile/my_assignment_by_activity/7': { body: { data: buildMyAssignment({ status: 'Submitted' }) } },
    'GET /api/get_peer_submission/7': (req) => ({
      body: { data: req.query.get('type') === 'PEER EVALUATION' ? [me, ravi] : [me, ravi] },
    }),
    'GET /api/get_peer_review/21': { body: { data: [], allow_evaluation: false } },
    'GET /api/get_peer_review/22': { body: { data: [], allow_evaluation: true } },
    'GET /api/peer_review_history': { body: { data: [] } },
    'GET /api/check_peer_evaluated/7': { body: { data: { evaluated: 0, required: 1, is_evaluated: false } } },
    'GET /api/get_my_evaluation_details/7': {
      body: {
        data: {
          my_assignment_id: 21,
          scores: [],
          scoring_method: 'median',
          aggregate: null,
          peer_score: null,
          reviews_received: 0,
          reviews_required: 3,
          score: null,
          status: 'Submitted',
        },
      },
    },
    ...extra,
  });

  it('posts the access check first and goes to /unauthorized when it fails', async () => {
    const { requests } = mockApi({
      'POST /api/peer_access_check': errorReply(403, 'You may not do this.', 'FORBIDDEN'),
    });
    renderWithApp(undefined, { path: '/peerLearning/7', user: student() });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/unauthorized'), LOAD);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/peer_access_check',
      body: { assignment_id: 7, profile_id: 1 },
    });
    expect(requests.some((r) => r.path.startsWith('/api/my_profile/my_assignment_by_activity'))).toBe(false);
  });

  it('goes to /unauthorized for a signed-out visitor without asking the server', async () => {
    const { requests } = mockApi({});
    renderWithApp(undefined, { path: '/peerLearning/7', user: null });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/unauthorized'), LOAD);
    expect(requests.some((r) => r.path === '/api/peer_access_check')).toBe(false);
  });

  it('hides the comment box on one’s own submission and refuses an empty comment', async () => {
    const user = userEvent.setup();
    mockApi(base());
    renderWithApp(undefined, { path: '/peerLearning/7', user: student() });
    const own = await screen.findByRole('article', { name: 'Asha Verma (your submission)' }, LOAD);
    const other = screen.getByRole('article', { name: 'Ravi Kumar' });
    expect(within(own).queryByRole('form', { name: /Comment on/ })).toBeNull();
    const form = within(other).getByRole('form', { name: 'Comment on Ravi Kumar' });
    await user.click(within(form).getByRole('button', { name: 'Post Comment' }));
    expect(within(form).getByText(ACTIVITY_MESSAGES.invalidData)).toBeTruthy();
  });

  it('shows progress, then success; a double click posts once; after the deadline the server’s message', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    let calls = 0;
    const { requests } = mockApi(
      base({
        'POST /api/peer_activity_assessment': async () => {
          calls += 1;
          if (calls === 1) {
            await new Promise<void>((resolve) => (release = resolve));
            return {
              body: {
                data: [buildPeerComment({ peer_name: 'Asha Verma' })],
                allow_evaluation: false,
                message: ACTIVITY_MESSAGES.commentPosted,
              },
            };
          }
          return errorReply(422, ACTIVITY_MESSAGES.commentDeadline, 'VALIDATION_FAILED');
        },
      }),
    );
    renderWithApp(undefined, { path: '/peerLearning/7', user: student() });
    const other = await screen.findByRole('article', { name: 'Ravi Kumar' }, LOAD);
    const form = within(other).getByRole('form', { name: 'Comment on Ravi Kumar' });
    await user.type(within(form).getByLabelText('Add a comment'), 'Why steel over timber?');
    const post = within(form).getByRole('button', { name: 'Post Comment' });
    await user.dblClick(post);
    expect(await screen.findByText(ACTIVITY_MESSAGES.postingComment)).toBeTruthy();
    expect((post as HTMLButtonElement).disabled).toBe(true);
    release();
    expect(await screen.findByText(ACTIVITY_MESSAGES.commentPosted)).toBeTruthy();
    const posts = requests.filter((r) => r.path === '/api/peer_activity_assessment');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({
      type: 'PEER LEARNING',
      comments: 'Why steel over timber?',
      peer_profile_id: 1,
      my_activity_id: 22,
      activity_id: 7,
      client_request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });

    await user.type(within(form).getByLabelText('Add a comment'), 'One more thought');
    await user.click(within(form).getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText(ACTIVITY_MESSAGES.commentDeadline)).toBeTruthy();
    const second = requests.filter((r) => r.path === '/api/peer_activity_assessment')[1]!;
    expect((second.body as { client_request_id: string }).client_request_id).not.toBe(
      (posts[0]!.body as { client_request_id: string }).client_request_id,
    );
  });

  it("says 'Comment posting failed' when the post fails for no reason the server names", async () => {
    const user = userEvent.setup();
    mockApi(base({ 'POST /api/peer_activity_assessment': errorReply(500, 'Internal', 'INTERNAL') }));
    renderWithApp(undefined, { path: '/peerLearning/7', user: student() });
    const other = await screen.findByRole('article', { name: 'Ravi Kumar' }, LOAD);
    await user.type(within(other).getByLabelText('Add a comment'), 'Nice');
    await user.click(within(other).getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText(ACTIVITY_MESSAGES.commentFailed)).toBeTruthy();
  });

  it("shows 3 replies until 'Show More Comments', and replies with the reply messages", async () => {
    const user = userEvent.setup();
    const replies = [1, 2, 3, 4, 5].map((n) => ({
      id: n,
      peer_profile_name: `Peer ${n}`,
      profile_id: 10 + n,
      comment: `Reply number ${n}`,
      submitted_at: '2026-04-01T08:00:00.000Z',
    }));
    let replyCalls = 0;
    const { requests } = mockApi(
      base({
        'GET /api/get_peer_review/22': { body: { data: [buildPeerComment({ replies })], allow_evaluation: true } },
        'POST /api/peer_comment': () => {
          replyCalls += 1;
          return replyCalls === 1
            ? {
                body: {
                  message: ACTIVITY_MESSAGES.replyPosted,
                  data: { id: 9, comment: 'Agreed', profile_id: 1, submitted_at: '2026-04-01T09:00:00.000Z' },
                },
              }
            : replyCalls === 2
              ? errorReply(422, ACTIVITY_MESSAGES.replyDeadline, 'VALIDATION_FAILED')
              : errorReply(500, 'x', 'INTERNAL');
        },
      }),
    );
    renderWithApp(undefined, { path: '/peerLearning/7', user: student() });
    const list = await screen.findByRole('list', { name: 'Replies to Meera Iyer' }, LOAD);
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).queryByText('Reply number 4')).toBeNull();
    await user.click(screen.getByRole('button', { name: ACTIVITY_MESSAGES.showMoreComments }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: ACTIVITY_MESSAGES.showMoreComments })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Reply to Meera Iyer' }));
    const form = screen.getByRole('form', { name: 'Reply to Meera Iyer' });
    await user.click(within(form).getByRole('button', { name: 'Post Reply' }));
    expect(within(form).getByText(ACTIVITY_MESSAGES.invalidData)).toBeTruthy();
    await user.type(within(form).getByLabelText('Your reply'), 'Agreed');
    await user.click(within(form).getByRole('button', { name: 'Post Reply' }));
    expect(await screen.findByText(ACTIVITY_MESSAGES.replyPosted)).toBeTruthy();
    expect(requests.find((r) => r.path === '/api/peer_comment')!.body).toMatchObject({
      peer_activity_assessment_id: 300,
      profile_id: 1,
      comment: 'Agreed',
    });

    await user.click(screen.getByRole('button', { name: 'Reply to Meera Iyer' }));
    await user.type(screen.getByLabelText('Your reply'), 'Late');
    await user.click(screen.getByRole('button', { name: 'Post Reply' }));
    expect(await screen.findByText(ACTIVITY_MESSAGES.replyDeadline)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Post Reply' }));
    expect(await screen.findByText(ACTIVITY_MESSAGES.replyFailed)).toBeTruthy();
  });

  it('evaluates a peer: own work filtered out, score, comment and rubric checked, score sent with one decimal', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi(
      base({
        ...uploadRoutes('rubric.pdf', 777),
        'POST /api/peer_activity_assessment': {
          body: { data: [], allow_evaluation: false, message: ACTIVITY_MESSAGES.commentPosted },
        },
      }),
    );
    renderWithApp(undefined, { path: '/peerLearning/7?tab=evaluation', user: student() });
    const card = await screen.findByRole('article', { name: 'Ravi Kumar' }, LOAD);
    expect(screen.queryByRole('article', { name: /your submission/ })).toBeNull();
    expect(screen.getByLabelText('Evaluation progress').textContent).toContain('You have evaluated 0 of 1 submission');
    const form = within(card).getByRole('form', { name: 'Evaluate Ravi Kumar' });
    const submit = () => user.click(within(form).getByRole('button', { name: 'Submit Evaluation' }));
    await submit();
    expect(within(form).getByText(ACTIVITY_MESSAGES.enterScore)).toBeTruthy();
    expect(within(form).getByText(ACTIVITY_MESSAGES.enterComment)).toBeTruthy();
    expect(within(form).getByText(ACTIVITY_MESSAGES.uploadFile)).toBeTruthy();
    const score = within(form).getByLabelText('Score (out of 60)');
    for (const [bad, message] of [
      ['60.5', peerScoreUpTo(60)],
      ['47.25', ACTIVITY_MESSAGES.scoreOneDecimal],
      ['-1', ACTIVITY_MESSAGES.enterScore],
      ['abc', ACTIVITY_MESSAGES.enterScore],
    ] as const) {
      await user.clear(score);
      await user.type(score, bad);
      await submit();
      expect(within(form).getByText(message), bad).toBeTruthy();
    }
    await user.clear(score);
    await user.type(score, '47.3');
    await user.type(within(form).getByLabelText('Comments'), 'Clear load analysis.');
    await submit();
    expect(within(form).queryByText(ACTIVITY_MESSAGES.enterScore)).toBeNull();
    expect(within(form).getByText(ACTIVITY_MESSAGES.uploadFile)).toBeTruthy();
    expect(requests.some((r) => r.path === '/api/peer_activity_assessment')).toBe(false);

    await user.upload(within(form).getByLabelText('Rubric file'), pdf('rubric.pdf'));
    expect(await screen.findByText(ACTIVITY_MESSAGES.fileUploaded)).toBeTruthy();
    expect(within(form).queryByText(ACTIVITY_MESSAGES.uploadFile)).toBeNull();
    await submit();
    expect(await screen.findByText(ACTIVITY_MESSAGES.commentPosted)).toBeTruthy();
    expect(requests.find((r) => r.path === '/api/peer_activity_assessment')!.body).toMatchObject({
      type: 'PEER EVALUATION',
      comments: 'Clear load analysis.',
      peer_profile_id: 1,
      my_activity_id: 22,
      activity_id: 7,
      peer_assessment_score: 47.3,
      rubric_file: 777,
    });
  });

  it('rates only complete or Submitted work, and lets a REDO evaluation be reset before re-posting', async () => {
    const user = userEvent.setup();
    const redone = buildPeerSubmission({
      name: 'Kavya Nair',
      peer_profile_id: 4,
      my_assignment_id: 24,
      status: 'REDO',
      allow_evaluation: false,
    });
    const { requests } = mockApi(
      base({
        'GET /api/get_peer_submission/7': { body: { data: [ravi, redone] } },
        'GET /api/peer_review_history': {
          body: {
            data: [
              {
                id: 55,
                type: 'PEER EVALUATION',
                assignment_id: 7,
                my_activity_id: 22,
                author_name: 'Ravi Kumar',
                comments: 'Good',
                peer_assessment_score: 40,
                status: 'REDO',
                submitted_at: '2026-04-01T09:00:00.000Z',
              },
            ],
          },
        },
        'POST /api/peer_review_update_status': { body: { data: [], allow_evaluation: false } },
      }),
    );
    renderWithApp(undefined, { path: '/peerLearning/7?tab=evaluation', user: student() });
    const kavya = await screen.findByRole('article', { name: 'Kavya Nair' }, LOAD);
    expect(within(kavya).queryByRole('form')).toBeNull();
    expect(within(kavya).getByText(ACTIVITY_MESSAGES.notEvaluable)).toBeTruthy();
    const ravis = screen.getByRole('article', { name: 'Ravi Kumar' });
    expect(within(ravis).getByText(/marked for redo and does not count/)).toBeTruthy();
    expect(within(ravis).getByRole('form', { name: 'Evaluate Ravi Kumar' })).toBeTruthy();
    await user.click(within(ravis).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Your earlier evaluation stands again.')).toBeTruthy();
    expect(requests.find((r) => r.path === '/api/peer_review_update_status')!.body).toEqual({
      id: 55,
      status: 'Submitted',
    });
  });

  it('lets a mentor read and reply but never comment as a peer or rate (advisors cannot rate)', async () => {
    mockApi(
      base({
        'POST /api/peer_access_check': { body: { data: { allowed: true, role: 'mentor', my_assignment_id: null } } },
        'GET /api/assignments/7': { body: { data: buildAssignment() } },
        'GET /api/get_peer_submission/7': { body: { data: [{ ...ravi, allow_evaluation: false }] } },
        'GET /api/get_peer_review/22': {
          body: {
            data: [
              buildPeerComment(),
              buildPeerComment({ id: 301, type: 'PEER EVALUATION', peer_assessment_score: 45, comments: 'Solid' }),
            ],
            allow_evaluation: false,
          },
        },
      }),
    );
    const mentor = buildUser({ id: 9, profile_type: 'ADVISOR', first_name: 'Neha' });
    const view = renderWithApp(undefined, { path: '/peerLearning/7', user: mentor });
    const card = await screen.findByRole('article', { name: 'Ravi Kumar' }, LOAD);
    expect(within(card).queryByRole('form', { name: /Comment on/ })).toBeNull();
    expect(await within(card).findByRole('button', { name: 'Reply to Meera Iyer' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Reviews of My Work' })).toBeNull();
    view.unmount();
    renderWithApp(undefined, { path: '/peerLearning/7?tab=evaluation', user: mentor });
    const evaluated = await screen.findByRole('article', { name: 'Ravi Kumar' }, LOAD);
    expect(await within(evaluated).findByText('Solid')).toBeTruthy();
    expect(within(evaluated).queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit Evaluation' })).toBeNull();
  });

  it('asks the admin access level once; the activity’s mentor allocates reviewers, as an admin does', async () => {
    const user = userEvent.setup();
    const mentorRoutes = (level: 'ADMIN' | null) =>
      base({
        'POST /api/peer_access_check': { body: { data: { allowed: true, role: 'mentor', my_assignment_id: null } } },
        'GET /api/assignments/7': { body: { data: buildAssignment() } },
        'GET /api/get_peer_submission/7': { body: { data: [] } },
        'GET /api/v1/admin_access_level': { body: { data: { access_level: level } } },
        'POST /api/auto_enroll': {
          body: { data: { added: [{ my_assignment_id: 22, evaluator_profile_id: 1 }], shortfall: [] } },
        },
      });
    const mentor = buildUser({ id: 9, profile_type: 'ADVISOR', first_name: 'Neha' });
    const plain = mockApi(mentorRoutes(null));
    const view = renderWithApp(undefined, { path: '/peerLearning/7', user: mentor });
    const dashboard = await screen.findByRole('link', { name: 'Activity Dashboard' }, LOAD);
    expect(dashboard.getAttribute('href')).toBe('/activityDashboard/7');
    await user.click(await screen.findByRole('button', { name: 'Allocate reviewers' }, LOAD));
    expect(await screen.findByText('1 reviewer allocation added.')).toBeTruthy();
    expect(plain.requests.find((r) => r.path === '/api/auto_enroll')?.body).toEqual({ assignment_id: 7 });
    view.unmount();

    const admin = buildUser({ id: 9, profile_type: 'ADVISOR', first_name: 'Neha' }, { is_admin: true });
    const { requests } = mockApi(mentorRoutes('ADMIN'));
    renderWithApp(undefined, { path: '/peerLearning/7', user: admin });
    expect(await screen.findByRole('button', { name: 'Allocate reviewers' }, LOAD)).toBeTruthy();
    await waitFor(() => expect(requests.filter((r) => r.path === '/api/v1/admin_access_level')).toHaveLength(1));
  });

  it('opens on one submission from the mentor’s Evaluate dialog, and shows every one on request', async () => {
    const user = userEvent.setup();
    mockApi(
      base({
        'POST /api/peer_access_check': { body: { data: { allowed: true, role: 'mentor', my_assignment_id: null } } },
        'GET /api/assignments/7': { body: { data: buildAssignment() } },
        'GET /api/get_peer_submission/7': {
          body: {
            data: [
              buildPeerSubmission(),
              buildPeerSubmission({ name: 'Asha Verma', my_assignment_id: 23, peer_profile_id: 4 }),
            ],
          },
        },
        'GET /api/get_peer_review/22': { body: { data: [], allow_evaluation: false } },
        'GET /api/get_peer_review/23': { body: { data: [], allow_evaluation: false } },
        'GET /api/v1/admin_access_level': { body: { data: { access_level: null } } },
      }),
    );
    const mentor = buildUser({ id: 9, profile_type: 'ADVISOR', first_name: 'Neha' });
    renderWithApp(undefined, { path: '/peerLearning/7?submission=23', user: mentor });
    expect(await screen.findByRole('article', { name: 'Asha Verma' }, LOAD)).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Ravi Kumar' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show every submission (2)' }));
    expect(await screen.findByRole('article', { name: 'Ravi Kumar' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Asha Verma' })).toBeTruthy();
  });

  it('shows the reviews of one’s work with the peer score maths, and appeals one', async () => {
    const user = userEvent.setup();
    const review = buildPeerComment({
      id: 310,
      type: 'PEER EVALUATION',
      my_activity_id: 21,
      peer_name: 'Ravi Kumar',
      comments: 'Weak',
      peer_assessment_score: 30,
      file: { data: { id: 8, file: '/api/storage/r.pdf', filename: stored('rubric.pdf') } },
    });
    const { requests } = mockApi(
      base({
        'GET /api/get_peer_review/21': { body: { data: [review], allow_evaluation: false } },
        'GET /api/get_my_evaluation_details/7': {
          body: {
            data: {
              my_assignment_id: 21,
              scores: [30, 48.3],
              scoring_method: 'median',
              aggregate: 39.2,
              peer_score: 26.1,
              reviews_received: 2,
              reviews_required: 3,
              score: null,
              status: 'Submitted',
            },
          },
        },
        'POST /api/peer_review_appeal': { body: { data: [{ ...review, appealed: true }], allow_evaluation: false } },
      }),
    );
    renderWithApp(undefined, { path: '/peerLearning/7?tab=received', user: student() });
    expect((await screen.findByLabelText('How your peer score is worked out', {}, LOAD)).textContent).toContain(
      'Scores received: 30, 48.3 (2 of 3 reviews). Median: 39.2 of 60, so your peer score is 26.1 of 40.',
    );
    const item = screen.getByRole('listitem', { name: 'Evaluation by Ravi Kumar' });
    expect(within(item).getByRole('link', { name: 'rubric.pdf' })).toBeTruthy();
    await user.click(within(item).getByRole('button', { name: 'Appeal the review by Ravi Kumar' }));
    const dialog = screen.getByRole('dialog', { name: 'Appeal the review by Ravi Kumar' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Appeal' }));
    expect(within(dialog).getByText(ACTIVITY_MESSAGES.invalidData)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Reason'), 'The load was read wrong.');
    await user.click(within(dialog).getByRole('button', { name: 'Send Appeal' }));
    expect(await screen.findByText('Your appeal has been sent to the mentor.')).toBeTruthy();
    expect(requests.find((r) => r.path === '/api/peer_review_appeal')!.body).toEqual({
      id: 310,
      reason: 'The load was read wrong.',
    });
  });
});

describe("the student's activities on /dashboard", () => {
  it('lists them with links to /myActivity/{my_assignment id}', async () => {
    mockApi({
      'GET /api/my_profile/my_assignments': {
        body: {
          data: [
            {
              id: 21,
              assignment_id: 7,
              title: 'Design a footbridge',
              type: 'Case study',
              status: 'Submitted',
              score: null,
              peer_score: null,
              submission_deadline: '2099-04-03T04:30:00.000Z',
              peer_disable_at: '2099-04-04T10:30:00.000Z',
            },
          ],
          pagination: page(1),
        },
      },
      // The rest of the dashboard, empty: the activities list is one of its sections.
      'GET /api/student_dashboard': {
        body: {
          data: {
            points: { exposure: 0, experience: 0, education: 0, total: 0 },
            points_growth: [],
            career_paths: [],
            applications: {
              counts: { applied: 0, shortlisted: 0, rejected: 0, selected: 0, withdrawn: 0 },
              latest: [],
            },
            upcoming: [],
            notifications: [],
          },
        },
      },
      'GET /api/recommended/jobs': { body: { data: [] } },
      'GET /api/recommended/events': { body: { data: [] } },
    });
    renderWithApp(undefined, { path: '/dashboard', user: student() });
    const link = await screen.findByRole('link', { name: 'Design a footbridge' }, LOAD);
    expect(link.getAttribute('href')).toBe('/myActivity/21');
    expect(screen.getByText('Submit by 3 Apr 2099, 10:00 am · Evaluate by 4 Apr 2099, 4:00 pm')).toBeTruthy();
  });
});

describe('/myActivity/{id} for those who have no activities of their own', () => {
  it.each([
    ['a company', buildUser({ profile_type: 'COMPANY' })],
    ['a mentor', buildUser({ profile_type: 'ADVISOR' })],
  ])('%s gets Access Denied, without asking for the activity', async (_who, user) => {
    const { requests } = mockApi({});
    renderWithApp(undefined, { path: '/myActivity/12', user });
    expect(await screen.findByRole('heading', { name: 'Access Denied' }, LOAD)).toBeTruthy();
    expect(requests.some((request) => request.path.includes('my_assignments'))).toBe(false);
  });
});
