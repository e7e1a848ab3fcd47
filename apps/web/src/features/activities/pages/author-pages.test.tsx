import type { Assignment } from '@lbd/shared/activities';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorReply, mockApi, validationError, type MockRequest } from '../../../test/mock-api';
import { buildUser, renderWithApp } from '../../../test/render';
import { buildAssignment as buildSharedAssignment, buildPeerSubmission } from '../../../test/student-activity-fixtures';
import type { ActivityDashboard, MentorStudentRow } from '../api/author';

// Lazy pages load their chunks on first use; a loaded machine needs more than the default second.
const LOAD = { timeout: 20_000 };
/** The form tests fill a dozen MUI fields and walk several calls. */
const SLOW = 60_000;

const advisor = () =>
  buildUser(
    { id: 40, profile_type: 'ADVISOR', first_name: 'Anil', full_name: 'Anil Rao' },
    { portfolio_job_roles: [], portfolio: null },
  );

/** The mentor's activity 5: the shared fixture with this page's files, question ids and May windows. */
const buildAssignment = (overrides: Partial<Assignment> = {}): Assignment =>
  buildSharedAssignment({
    id: 5,
    description: 'Sketch and justify a footbridge.',
    files: [{ id: 31, file: '/api/storage/activities/5/a.pdf?sig=x', filename: '1700000000000_bridge_brief.pdf' }],
    assignment_que: [
      { id: 1, seq: 1, question: 'What load does it carry?' },
      { id: 2, seq: 2, question: 'Which material, and why?' },
    ],
    enable_at: '2026-05-04T04:30:00.000Z',
    disable_at: '2026-05-06T04:30:00.000Z',
    peer_enable_at: '2026-05-04T05:30:00.000Z',
    peer_disable_at: '2026-05-07T04:30:00.000Z',
    enrolled_count: 0,
    ...overrides,
  });

/** A text box by its label (role queries are slow on a form this size in jsdom). */
const textbox = (label: string | RegExp) => screen.getByLabelText(label);
/** Typing key by key into a dozen MUI fields is slow in jsdom; a change event sets the value as typing ends. */
const setText = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

/** Fill the required fields of the authoring form with a valid peer-evaluation activity. */
function fillValidForm() {
  setText(textbox(/^Title/), 'Design a footbridge');
  setText(textbox(/^Type/), 'Case study');
  setText(textbox(/^Duration \(minutes\)/), '90');
  setText(textbox(/^Max score/), '100');
  setText(textbox(/^Mentor assessment score/), '60');
  setText(textbox(/^Peer assessment score/), '40');
  setText(screen.getByLabelText(/^Comment window opens/), '2026-05-04T10:00');
  setText(screen.getByLabelText(/^Comment window closes/), '2026-05-06T10:00');
  setText(screen.getByLabelText(/^Evaluation window opens/), '2026-05-04T11:00');
  setText(screen.getByLabelText(/^Evaluation window closes/), '2026-05-07T10:00');
}

describe('activity authoring form', () => {
  it(
    'shows the server’s messages for empty fields without calling it',
    async () => {
      const user = userEvent.setup();
      const { requests } = mockApi({});
      renderWithApp(undefined, { path: '/createActivity', user: advisor() });
      await user.click(await screen.findByRole('button', { name: 'Create activity' }, LOAD));
      expect(await screen.findByText('Title cannot be empty')).toBeTruthy();
      expect(screen.getByText('Type cannot be empty')).toBeTruthy();
      expect(screen.getByText('Duration should be between 1 and 100000')).toBeTruthy();
      expect(screen.getByText('Max score should be between 0 and 1000')).toBeTruthy();
      expect(screen.getAllByText('Please enter a valid date')).toHaveLength(4);
      expect(screen.getByText('Please correct the fields marked in red.')).toBeTruthy();
      expect(requests.filter((r) => r.path.startsWith('/api/assignments'))).toEqual([]);
    },
    SLOW,
  );

  it(
    'refuses disordered windows, scores above the maximum and empty questions, keeping what was typed',
    async () => {
      const user = userEvent.setup();
      const { requests } = mockApi({});
      renderWithApp(undefined, { path: '/createActivity', user: advisor() });
      const create = await screen.findByRole('button', { name: 'Create activity' }, LOAD);
      fillValidForm();
      setText(screen.getByLabelText(/^Comment window closes/), '2026-05-04T09:00');
      setText(textbox(/^Mentor assessment score/), '70');
      await user.click(screen.getByRole('button', { name: 'Add question' }));
      await user.click(create);
      expect(await screen.findByText('The comment window must end after it starts.')).toBeTruthy();
      expect(screen.getByText('Mentor and peer scores together cannot exceed the maximum score.')).toBeTruthy();
      expect(screen.getByText('Question cannot be empty')).toBeTruthy();
      expect(textbox(/^Title/)).toHaveProperty('value', 'Design a footbridge');
      expect(requests.filter((r) => r.path.startsWith('/api/assignments'))).toEqual([]);
    },
    SLOW,
  );

  it(
    'creates the activity, uploads its file through the signed URL, attaches it and opens the activity page',
    async () => {
      const user = userEvent.setup();
      const signed = '/api/storage/activities/5/f.pdf?expires=1&sig=abc&ct=application%2Fpdf';
      const { requests } = mockApi({
        'POST /api/assignments': { status: 201, body: { data: { id: 5 } } },
        'POST /api/my_profile/file_upload': (r: MockRequest) =>
          (r.body as Record<string, unknown>).file_name
            ? {
                body: {
                  success: signed,
                  data: {
                    id: null,
                    filename: '1700000000000_brief.pdf',
                    upload_url: signed,
                    content_type: 'application/pdf',
                  },
                },
              }
            : {
                body: {
                  message: 'File uploaded successfully',
                  data: {
                    id: 31,
                    filename: '1700000000000_brief.pdf',
                    upload_url: null,
                    content_type: 'application/pdf',
                  },
                },
              },
        'PUT /api/storage/activities/5/f.pdf': { status: 200 },
        'PUT /api/assignments/5': { body: { data: buildAssignment() } },
        'GET /api/assignments/5': { body: { data: buildAssignment() } },
        'GET /api/get_all_students/5': { body: { data: [] } },
      });
      renderWithApp(undefined, { path: '/createActivity', user: advisor() });
      await screen.findByRole('button', { name: 'Create activity' }, LOAD);
      fillValidForm();
      await user.click(screen.getByRole('button', { name: 'Add question' }));
      setText(textbox('Question 1'), 'What load does it carry?');
      await user.click(screen.getByRole('button', { name: 'Add question' }));
      setText(textbox('Question 2'), 'Which material, and why?');
      const pdf = new File(['%PDF-1.4 test'], 'brief.pdf', { type: 'application/pdf' });
      await user.upload(screen.getByTestId('activity-file-input'), pdf);
      expect(screen.getByText('Uploads when you save')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Create activity' }));

      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/activity/5'), LOAD);
      const created = requests.find((r) => r.method === 'POST' && r.path === '/api/assignments')!;
      expect(created.body).toMatchObject({
        title: 'Design a footbridge',
        type: 'Case study',
        duration: 90,
        max_score: 100,
        mentor_assessment_score: 60,
        peer_assessment_score: 40,
        learning_path: 'PEER',
        peer_evaluation: true,
        enable_at: '2026-05-04T10:00:00+05:30',
        disable_at: '2026-05-06T10:00:00+05:30',
        peer_enable_at: '2026-05-04T11:00:00+05:30',
        peer_disable_at: '2026-05-07T10:00:00+05:30',
        evaluators_per_submission: 3,
        scoring_method: 'median',
        spread_threshold: null,
        files: [],
        assignment_que: [{ question: 'What load does it carry?' }, { question: 'Which material, and why?' }],
      });
      const uploads = requests.filter((r) => r.path === '/api/my_profile/file_upload');
      expect(uploads.map((r) => r.body)).toEqual([
        { file_name: 'brief.pdf', uploader_id: 40, assignment_id: 5 },
        { content_type: 'application/pdf', filename: '1700000000000_brief.pdf', assignment_id: 5 },
      ]);
      const put = requests.find((r) => r.path === '/api/storage/activities/5/f.pdf')!;
      expect(put.method).toBe('PUT');
      expect(put.headers.get('Content-Type')).toBe('application/pdf');
      const attached = requests.find((r) => r.method === 'PUT' && r.path === '/api/assignments/5')!;
      expect(attached.body).toMatchObject({ files: [31], title: 'Design a footbridge' });

      // The activity page: the file without its 14-character prefix, the questions in order.
      expect(await screen.findByRole('heading', { level: 1, name: 'Design a footbridge' }, LOAD)).toBeTruthy();
      expect(within(screen.getByRole('list', { name: 'Activity files' })).getByRole('link').textContent).toBe(
        'bridge_brief.pdf',
      );
      expect(
        within(screen.getByRole('list', { name: 'Activity questions' }))
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['What load does it carry?', 'Which material, and why?']);
      expect(screen.getByText('4 May 2026, 10:00 am – 6 May 2026, 10:00 am')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'sends a create again with the same request id when its answer was lost, so one activity is made',
    async () => {
      const user = userEvent.setup();
      let posts = 0;
      const { requests } = mockApi({
        // The first answer is lost on the way (the server may have made the activity).
        'POST /api/assignments': () =>
          ++posts === 1 ? errorReply(502, 'Bad gateway', 'UPSTREAM') : { status: 201, body: { data: { id: 5 } } },
        'GET /api/assignments/5': { body: { data: buildAssignment() } },
        'GET /api/get_all_students/5': { body: { data: [] } },
      });
      renderWithApp(undefined, { path: '/createActivity', user: advisor() });
      await screen.findByRole('button', { name: 'Create activity' }, LOAD);
      fillValidForm();
      await user.click(screen.getByRole('button', { name: 'Create activity' }));
      await waitFor(() => expect(posts).toBe(1), LOAD);
      expect(screen.getByTestId('location').textContent).toBe('/createActivity');
      // The failure is told in a popup; closing it leaves the form as typed.
      await user.click(await screen.findByRole('button', { name: 'OK' }, LOAD));
      expect(textbox(/^Title/)).toHaveProperty('value', 'Design a footbridge');
      await user.click(await screen.findByRole('button', { name: 'Create activity' }, LOAD));
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/activity/5'), LOAD);
      const ids = requests
        .filter((r) => r.method === 'POST' && r.path === '/api/assignments')
        .map((r) => (r.body as { client_request_id?: string }).client_request_id);
      expect(ids).toHaveLength(2);
      expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(ids[1]).toBe(ids[0]);
    },
    SLOW,
  );

  it(
    'refuses a file of a type the spec does not allow before uploading anything',
    async () => {
      const user = userEvent.setup({ applyAccept: false });
      const { requests } = mockApi({});
      renderWithApp(undefined, { path: '/createActivity', user: advisor() });
      await screen.findByRole('button', { name: 'Create activity' }, LOAD);
      await user.upload(screen.getByTestId('activity-file-input'), new File(['x'], 'run.exe'));
      expect(await screen.findByText('Your file could not be uploaded', { selector: '[role="alert"]' })).toBeTruthy();
      expect(screen.queryByText('run.exe')).toBeNull();
      expect(requests).toEqual([]);
    },
    SLOW,
  );

  it(
    'edits an activity: loads every field, shows the server’s 422 on its field, keeps the input, then saves',
    async () => {
      const user = userEvent.setup();
      let puts = 0;
      const { requests } = mockApi({
        'GET /api/assignments/5': { body: { data: buildAssignment() } },
        'GET /api/get_all_students/5': { body: { data: [] } },
        'PUT /api/assignments/5': () =>
          ++puts === 1
            ? validationError({ 'assignment_que.1.question': 'Question cannot exceed 2000 characters' })
            : { body: { data: buildAssignment({ title: 'Design a cable bridge' }) } },
      });
      renderWithApp(undefined, { path: '/createActivity/5', user: advisor() });
      expect(await screen.findByRole('heading', { name: 'Edit activity' }, LOAD)).toBeTruthy();
      expect(textbox(/^Title/)).toHaveProperty('value', 'Design a footbridge');
      expect(screen.getByLabelText(/^Comment window opens/)).toHaveProperty('value', '2026-05-04T10:00');
      expect(textbox('Question 2')).toHaveProperty('value', 'Which material, and why?');
      expect(screen.getByText('bridge_brief.pdf')).toBeTruthy();

      setText(textbox(/^Title/), 'Design a cable bridge');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText('Question cannot exceed 2000 characters')).toBeTruthy();
      expect(textbox(/^Title/)).toHaveProperty('value', 'Design a cable bridge');

      await user.click(screen.getByRole('button', { name: 'Remove question 1' }));
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/activity/5'), LOAD);
      const last = requests.filter((r) => r.method === 'PUT').at(-1)!;
      expect(last.body).toMatchObject({
        title: 'Design a cable bridge',
        files: [31],
        assignment_que: [{ question: 'Which material, and why?' }],
        enable_at: '2026-05-04T10:00:00+05:30',
      });
    },
    SLOW,
  );
});

describe('activity page: enrolment', () => {
  const students = [
    {
      profile_id: 11,
      my_assignment_id: 101,
      name: 'Asha Verma',
      status: 'Enrolled',
      score: null,
      peer_score: null,
      final_score: null,
    },
    {
      profile_id: 12,
      my_assignment_id: 102,
      name: 'Ravi Kumar',
      status: 'Submitted',
      score: null,
      peer_score: null,
      final_score: null,
    },
  ];

  it(
    'enrols a pasted list and shows who was enrolled, already enrolled and not found',
    async () => {
      const user = userEvent.setup();
      const { requests } = mockApi({
        'GET /api/assignments/5': { body: { data: buildAssignment({ enrolled_count: 2 }) } },
        'GET /api/get_all_students/5': { body: { data: students } },
        'POST /api/assignments/5/enroll': {
          body: {
            data: {
              enrolled: [{ profile_id: 11, my_assignment_id: 101 }],
              already_enrolled: [12],
              not_found: ['nobody@example.com'],
            },
          },
        },
      });
      renderWithApp(undefined, { path: '/activity/5', user: advisor() });
      await user.click(await screen.findByRole('tab', { name: 'List of emails' }, LOAD));
      setText(textbox('Student emails'), 'asha@example.com, not-an-email');
      await user.click(screen.getByRole('button', { name: 'Enrol students' }));
      expect(await screen.findByText('Enter a valid email id: not-an-email')).toBeTruthy();

      setText(textbox('Student emails'), 'asha@example.com\nravi@example.com, nobody@example.com');
      await user.click(screen.getByRole('button', { name: 'Enrol students' }));
      const result = await screen.findByRole('status', { name: 'Enrolment result' });
      expect(within(result).getByText('Enrolled: 1').parentElement!.textContent).toContain('Asha Verma');
      expect(within(result).getByText('Already enrolled: 1').parentElement!.textContent).toContain('Ravi Kumar');
      expect(within(result).getByText('Not found: 1').parentElement!.textContent).toContain('nobody@example.com');
      expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
        emails: ['asha@example.com', 'ravi@example.com', 'nobody@example.com'],
      });
      // Only the emails not found stay in the box, to correct.
      expect(textbox('Student emails')).toHaveProperty('value', 'nobody@example.com');
      expect(screen.getByRole('heading', { name: 'Enrolled students (2)' })).toBeTruthy();
    },
    SLOW,
  );

  it(
    'enrols a batch by institute and year and shows the server’s answer as it is',
    async () => {
      const user = userEvent.setup();
      const { requests } = mockApi({
        'GET /api/assignments/5': { body: { data: buildAssignment() } },
        'GET /api/get_all_students/5': { body: { data: [] } },
        'GET /api/orgs': {
          body: { data: [{ id: 9, full_name: 'Example College of Engineering', city: 'Pune', state: null }] },
        },
        'POST /api/assignments/5/enroll': validationError({ profile_ids: 'Choose at least one student.' }),
      });
      renderWithApp(undefined, { path: '/activity/5', user: advisor() });
      await user.click(await screen.findByRole('tab', { name: 'By batch' }, LOAD));
      await user.click(screen.getByRole('button', { name: 'Enrol batch' }));
      expect(await screen.findByText('Institute cannot be empty')).toBeTruthy();
      expect(screen.getByText(`Year should be between 1970 and ${new Date().getFullYear() + 15}`)).toBeTruthy();

      await user.click(screen.getByRole('combobox', { name: /^Institute/ }));
      await user.click(await screen.findByRole('option', { name: /Example College of Engineering/ }));
      await user.type(textbox(/^Graduation year/), '2026');
      await user.click(screen.getByRole('button', { name: 'Enrol batch' }));
      expect(await screen.findByText('Choose at least one student.')).toBeTruthy();
      expect(requests.find((r) => r.method === 'POST')!.body).toEqual({ batch: { institute_id: 9, year: 2026 } });
    },
    SLOW,
  );
});

function buildRow(overrides: Partial<MentorStudentRow> = {}): MentorStudentRow {
  return {
    my_assignment_id: 101,
    profile_id: 11,
    name: 'Asha Verma',
    status: 'Submitted',
    submitted_at: '2026-05-04T06:00:00.000Z',
    submission_deadline: '2026-05-06T04:30:00.000Z',
    extended_deadline: null,
    reviews_done: 2,
    reviews_required: 3,
    evaluators_allocated: 3,
    evaluators: [],
    reviews_given: 1,
    peer_scores: [10, 50],
    aggregate: 30,
    peer_score: 20,
    spread: 40,
    flagged: true,
    open_appeals: 0,
    score: null,
    final_score: null,
    queue_reasons: ['flagged'],
    in_mentor_queue: true,
    ...overrides,
  };
}

const dashboard = (rows: MentorStudentRow[]): ActivityDashboard => ({
  assignment_id: 5,
  title: 'Design a footbridge',
  final_evaluation: false,
  enable_reviews: true,
  peer_disable_at: '2026-05-07T04:30:00.000Z',
  students: rows,
  mentor_queue: rows.filter((r) => r.in_mentor_queue).map((r) => r.my_assignment_id),
  reviewer_agreement: [{ reviewer_id: 12, name: 'Ravi Kumar', reviews: 1, mean_distance: 20, agreement: 66.7 }],
});

describe('activity dashboard', () => {
  it(
    'shows the queue and evaluates seeing the submission: a score above the mentor maximum shows the server’s message',
    async () => {
      const user = userEvent.setup();
      let posts = 0;
      const { requests } = mockApi({
        'GET /api/activity_dashboard/5': {
          body: {
            data: dashboard([
              buildRow(),
              buildRow({
                my_assignment_id: 102,
                profile_id: 12,
                name: 'Ravi Kumar',
                status: 'Enrolled',
                submitted_at: null,
                peer_scores: [],
                spread: null,
                flagged: false,
                queue_reasons: [],
                in_mentor_queue: false,
                reviews_done: 0,
                aggregate: null,
                peer_score: null,
              }),
            ]),
          },
        },
        'GET /api/assignments/5': { body: { data: buildAssignment() } },
        'GET /api/get_peer_submission/5': {
          body: {
            data: [
              buildPeerSubmission({
                name: 'Asha Verma',
                my_assignment_id: 101,
                assignment_id: 5,
                peer_profile_id: 11,
                submission: 'Overall: a cable-stayed bridge.',
                answers: [
                  { assignment_que_id: null, description: 'Overall: a cable-stayed bridge.', files: [] },
                  {
                    assignment_que_id: 1,
                    description: 'Five tonnes. Loads sheet: https://example.com/loads.',
                    files: [
                      {
                        id: 77,
                        file: '/api/storage/activities/5/loads.xlsx?sig=y',
                        filename: '1700000000000_loads.xlsx',
                      },
                    ],
                  },
                ],
              }),
            ],
          },
        },
        'POST /api/evaluate_my_assignment': () =>
          ++posts === 1
            ? validationError({ score: 'Please enter a score' }, undefined)
            : { body: { data: buildRow({ score: 55, status: 'complete', in_mentor_queue: false }) } },
      });
      renderWithApp(undefined, { path: '/activityDashboard/5', user: advisor() });
      const queue = await screen.findByRole('table', { name: 'Mentor queue' }, LOAD);
      expect(within(queue).getByText('Wide spread')).toBeTruthy();
      expect(within(queue).getByText('10, 50')).toBeTruthy();
      expect(screen.getByRole('group', { name: 'Reviews done / required' }).textContent).toContain('2 / 3');
      expect(within(screen.getByRole('table', { name: 'Reviewer agreement' })).getByText('66.7%')).toBeTruthy();
      // Work not submitted yet cannot be scored.
      const submissions = screen.getByRole('table', { name: 'Submissions' });
      expect(within(submissions).getByRole('button', { name: 'Evaluate Ravi Kumar' })).toHaveProperty('disabled', true);

      await user.click(within(queue).getByRole('button', { name: 'Evaluate Asha Verma' }));
      const dialog = await screen.findByRole('dialog', { name: 'Evaluate Asha Verma' });
      expect(within(dialog).getByText('Out of 60')).toBeTruthy();
      // The mentor reads what was handed in before scoring it: every answer under its question, its
      // links and files, and the way to the submission with its comments.
      const work = await within(dialog).findByRole('region', { name: 'Submission of Asha Verma' }, LOAD);
      expect(await within(work).findByText('Overall: a cable-stayed bridge.')).toBeTruthy();
      expect(within(work).getByText('Question 1: What load does it carry?')).toBeTruthy();
      expect(within(work).getByRole('link', { name: 'https://example.com/loads' }).getAttribute('href')).toBe(
        'https://example.com/loads',
      );
      expect(within(work).getByRole('link', { name: 'loads.xlsx' }).getAttribute('href')).toBe(
        '/api/storage/activities/5/loads.xlsx?sig=y',
      );
      expect(within(work).getByRole('link', { name: 'Open with comments and reviews' }).getAttribute('href')).toBe(
        '/peerLearning/5?submission=101',
      );
      const asked = requests.find((r) => r.path === '/api/get_peer_submission/5')!;
      expect(asked.query.get('my_assignment_id')).toBe('101');
      await user.type(within(dialog).getByRole('textbox', { name: 'Mentor score' }), '75');
      await user.click(within(dialog).getByRole('button', { name: 'Save score' }));
      expect(await within(dialog).findByText('Please enter a score')).toBeTruthy();
      expect(requests.find((r) => r.path === '/api/evaluate_my_assignment')!.body).toEqual({
        my_assignment_id: 101,
        score: 75,
        status: 'complete',
      });

      await user.clear(within(dialog).getByRole('textbox', { name: 'Mentor score' }));
      await user.type(within(dialog).getByRole('textbox', { name: 'Mentor score' }), '55');
      await user.click(within(dialog).getByRole('button', { name: 'Save score' }));
      expect(await screen.findByText('Asha Verma: score saved.')).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
    SLOW,
  );

  it(
    'extends one student’s deadline',
    async () => {
      const user = userEvent.setup();
      const { requests } = mockApi({
        'GET /api/activity_dashboard/5': { body: { data: dashboard([buildRow()]) } },
        'GET /api/assignments/5': { body: { data: buildAssignment() } },
        'POST /api/send_request_extension': validationError({
          extended_deadline: 'The extended deadline must be after the submission deadline.',
        }),
      });
      renderWithApp(undefined, { path: '/activityDashboard/5', user: advisor() });
      await user.click(
        within(await screen.findByRole('table', { name: 'Submissions' }, LOAD)).getByRole('button', {
          name: 'More actions for Asha Verma',
        }),
      );
      const menu = await screen.findByRole('menu');
      await user.click(within(menu).getByRole('menuitem', { name: 'Extend deadline' }));
      const dialog = await screen.findByRole('dialog', { name: 'Extend the deadline of Asha Verma' });
      expect(within(dialog).getByLabelText('New deadline (India time)')).toHaveProperty('value', '2026-05-06T10:00');
      await user.click(within(dialog).getByRole('button', { name: 'Extend deadline' }));
      expect(
        await within(dialog).findByText('The extended deadline must be after the submission deadline.'),
      ).toBeTruthy();
      expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
        my_assignment_id: 101,
        extended_deadline: '2026-05-06T10:00:00+05:30',
      });
    },
    SLOW,
  );

  it(
    'gives the mentor the allocation of reviewers, who reviews whom, and score cards (issue 23 item 14)',
    async () => {
      const user = userEvent.setup();
      const row = buildRow({
        evaluators: [
          { profile_id: 12, name: 'Ravi Kumar', source: 'auto', evaluated: true, score: 50 },
          { profile_id: 13, name: 'Meera Iyer', source: 'manual', evaluated: false, score: null },
        ],
        evaluators_allocated: 2,
      });
      const { requests } = mockApi({
        'GET /api/activity_dashboard/5': {
          body: { data: dashboard([row, buildRow({ my_assignment_id: 102, profile_id: 14, name: 'Kabir Singh' })]) },
        },
        'GET /api/assignments/5': { body: { data: buildAssignment() } },
        'POST /api/auto_enroll': {
          body: { data: { added: [{ my_assignment_id: 102, evaluator_profile_id: 11 }], shortfall: [] } },
        },
        'POST /api/send_score_card': { body: { data: { sent: 1, skipped: 0 } } },
      });
      renderWithApp(undefined, { path: '/activityDashboard/5', user: advisor() });
      await user.click(await screen.findByRole('button', { name: 'Allocate reviewers' }, LOAD));
      expect(await screen.findByText('1 reviewer allocation added.')).toBeTruthy();
      expect(requests.find((r) => r.path === '/api/auto_enroll')!.body).toEqual({ assignment_id: 5 });

      const table = screen.getByRole('table', { name: 'Submissions' });
      await user.click(within(table).getByRole('button', { name: 'More actions for Asha Verma' }));
      await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Reviewers' }));
      const dialog = await screen.findByRole('dialog', { name: 'Reviewers for Asha Verma' });
      const allocated = within(dialog).getByRole('list', { name: 'Allocated reviewers' });
      expect(within(allocated).getByText('Ravi Kumar: evaluated (50)')).toBeTruthy();
      expect(within(allocated).getByText('Meera Iyer: not evaluated yet, added by hand')).toBeTruthy();
      // Only students not already reviewing this work may be added.
      expect(within(dialog).getByRole('checkbox', { name: 'Kabir Singh' })).toBeTruthy();
      expect(within(dialog).queryByRole('checkbox', { name: 'Ravi Kumar' })).toBeNull();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

      await user.click(within(table).getByRole('button', { name: 'More actions for Asha Verma' }));
      await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Email score card' }));
      expect(await screen.findByText('Score card emailed to Asha Verma.')).toBeTruthy();
      expect(requests.find((r) => r.path === '/api/send_score_card')!.body).toEqual({
        assignment_id: 5,
        profile_id: 11,
      });
    },
    SLOW,
  );
});

describe('activity statistics and permissions', () => {
  it(
    'lists the mentor’s activities with their counts and links',
    async () => {
      mockApi({
        'GET /api/assignment_stats_dashboard': {
          body: {
            data: [
              {
                assignment_id: 5,
                title: 'Design a footbridge',
                enrolled: 4,
                submitted: 3,
                reviews_done: 5,
                reviews_required: 9,
                flagged: 1,
                appealed: 0,
                in_mentor_queue: 1,
                mean_final_score: null,
              },
            ],
          },
        },
      });
      renderWithApp(undefined, { path: '/assignmentStatsDashboard', user: advisor() });
      const table = await screen.findByRole('table', { name: 'Activities' }, LOAD);
      expect(within(table).getByRole('link', { name: 'Design a footbridge' }).getAttribute('href')).toBe('/activity/5');
      expect(within(table).getByRole('link', { name: 'Dashboard of Design a footbridge' }).getAttribute('href')).toBe(
        '/activityDashboard/5',
      );
      expect(within(table).getByText('5 / 9')).toBeTruthy();
      expect(within(table).getByText('1 in your queue')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Create activity' }).getAttribute('href')).toBe('/createActivity');
    },
    SLOW,
  );

  it.each(['/createActivity', '/activity/5', '/activityDashboard/5', '/assignmentStatsDashboard'])(
    'denies a student %s without calling the API',
    async (path) => {
      const { requests } = mockApi({});
      renderWithApp(undefined, { path, user: buildUser() });
      expect(await screen.findByRole('heading', { name: 'Access Denied' }, LOAD)).toBeTruthy();
      expect(requests.filter((r) => /assignment|activity/.test(r.path))).toEqual([]);
    },
  );

  it(
    'lets an admin without a profile author, but not upload files',
    async () => {
      mockApi({});
      renderWithApp(undefined, { path: '/createActivity', user: buildUser({}, { is_admin: true, profile: null }) });
      expect(await screen.findByRole('heading', { name: 'Create activity' }, LOAD)).toBeTruthy();
      expect(screen.getByText(/an admin account without one cannot upload/)).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Add files' })).toBeNull();
    },
    SLOW,
  );
});
