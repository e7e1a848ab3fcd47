import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiMentor, inIndia } from '../../support/activities-api';
import { apiStudent } from '../../support/api';
import { watchConsole } from '../../support/console';
import { apiPortfolioStudent, signInWithToken } from '../../support/portfolio';

/** Where the journey saves its screenshots for a look (desktop and a 390 px phone). */
const SHOTS = process.env.E2E_SHOTS_DIR;

/** The page also fits a 390 px phone without scrolling sideways; screenshots of both when asked for. */
async function checkLayouts(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-mobile.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

test('an advisor creates a peer-evaluation activity with a file and two questions, enrols two students and opens the dashboards', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const mentor = await apiMentor(request, { firstName: 'Anil', lastName: 'Rao' });
  const [a, b] = await Promise.all([apiStudent(request), apiStudent(request)]);
  const title = `Design a footbridge ${randomUUID().slice(0, 6)}`;
  await signInWithToken(page, request, mentor.email, mentor.password);

  await page.goto('/createActivity');
  const form = page.getByRole('form', { name: 'Create activity' });
  // Disordered windows are refused on the form with the server's words, and nothing typed is lost.
  await form.getByRole('textbox', { name: /^Title/ }).fill(title);
  await form.getByRole('textbox', { name: /^Type/ }).fill('Case study');
  await form.getByRole('textbox', { name: /^Duration \(minutes\)/ }).fill('90');
  await form
    .getByRole('textbox', { name: 'Description' })
    .fill('Sketch and justify a footbridge over the campus canal.');
  await form.getByRole('textbox', { name: /^Max score/ }).fill('100');
  await form.getByRole('textbox', { name: /^Mentor assessment score/ }).fill('60');
  await form.getByRole('textbox', { name: /^Peer assessment score/ }).fill('40');
  await form.getByLabel('Comment window opens').fill(inIndia(0));
  await form.getByLabel('Comment window closes').fill(inIndia(-1));
  await form.getByLabel('Evaluation window opens').fill(inIndia(1));
  await form.getByLabel('Evaluation window closes').fill(inIndia(72));
  await form.getByRole('button', { name: 'Add question' }).click();
  await form.getByRole('textbox', { name: 'Question 1' }).fill('What load does it carry?');
  await form.getByRole('button', { name: 'Add question' }).click();
  await form.getByRole('textbox', { name: 'Question 2' }).fill('Which material, and why?');
  await form.getByTestId('activity-file-input').setInputFiles({
    name: 'bridge brief.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1'),
  });
  await expect(form.getByText('Uploads when you save')).toBeVisible();
  await form.getByRole('button', { name: 'Create activity' }).click();
  await expect(form.getByText('The comment window must end after it starts.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Question 2' })).toHaveValue('Which material, and why?');
  await checkLayouts(page, 'activity-form');

  await form.getByLabel('Comment window closes').fill(inIndia(48));
  await form.getByRole('button', { name: 'Create activity' }).click();

  // The activity as authored: the file without its timestamp prefix, both questions.
  await expect(page).toHaveURL(/\/activity\/\d+$/);
  const id = Number(/\/activity\/(\d+)/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Activity files' }).getByRole('link')).toHaveText('bridge_brief.pdf');
  const questions = page.getByRole('list', { name: 'Activity questions' }).getByRole('listitem');
  await expect(questions).toHaveText(['What load does it carry?', 'Which material, and why?']);
  await expect(page.getByText('Peer evaluation', { exact: true }).first()).toBeVisible();

  // Enrol two students by a pasted list; an unknown email comes back as not found.
  await page.getByRole('tab', { name: 'List of emails' }).click();
  await page
    .getByRole('textbox', { name: 'Student emails' })
    .fill(`${a.email}\n${b.email}, nobody.${randomUUID().slice(0, 6)}@example.com`);
  await page.getByRole('button', { name: 'Enrol students' }).click();
  const result = page.getByRole('status', { name: 'Enrolment result' });
  await expect(result.getByText('Enrolled: 2')).toBeVisible();
  await expect(result.getByText('Already enrolled: 0')).toBeVisible();
  await expect(result.getByText('Not found: 1')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Enrolled students (2)' })).toBeVisible();
  await checkLayouts(page, 'activity-detail');

  // The same list again: both already enrolled.
  await page.getByRole('textbox', { name: 'Student emails' }).fill(`${a.email}, ${b.email}`);
  await page.getByRole('button', { name: 'Enrol students' }).click();
  await expect(result.getByText('Already enrolled: 2')).toBeVisible();

  // Edit keeps everything that was authored.
  await page.getByRole('main').getByRole('link', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: 'Edit activity' });
  await expect(edit.getByRole('textbox', { name: 'Question 2' })).toHaveValue('Which material, and why?');
  await expect(edit.getByText('bridge_brief.pdf')).toBeVisible();
  await edit.getByRole('textbox', { name: /^Duration \(minutes\)/ }).fill('120');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/activity/${id}$`));
  await expect(page.getByText('120 minutes')).toBeVisible();

  // The activity dashboard: both enrolled, nothing submitted, nothing in the queue.
  await page.getByRole('main').getByRole('link', { name: 'Activity dashboard' }).click();
  await expect(page).toHaveURL(new RegExp(`/activityDashboard/${id}$`));
  await expect(page.getByRole('group', { name: 'Enrolled' })).toContainText('2');
  await expect(page.getByRole('group', { name: 'Submitted' })).toContainText('0');
  await expect(page.getByText('Nothing waits for you.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Submissions' }).getByRole('row')).toHaveCount(3);
  await page.getByRole('button', { name: 'Send reminders' }).click();
  await expect(page.getByText('Reminders sent to 2 students.')).toBeVisible();
  await checkLayouts(page, 'activity-dashboard');

  // The mentor's list of activities.
  await page.goto('/assignmentStatsDashboard');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('2');
  await expect(row.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', `/activity/${id}`);
  await expect(page.getByRole('main').getByRole('link', { name: 'Create activity' })).toBeVisible();
  await checkLayouts(page, 'assignment-stats');

  expect(errors).toEqual([]);
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');

/** The three calls of a SPEC §7.6 upload, as a student's browser makes them; answers the file id. */
async function apiUpload(
  request: APIRequestContext,
  headers: Record<string, string>,
  uploaderId: number,
  assignmentId: number,
) {
  const grant = await request.post('/api/my_profile/file_upload', {
    headers,
    data: { file_name: 'rubric.pdf', uploader_id: uploaderId, assignment_id: assignmentId },
  });
  const { success, data } = (await grant.json()) as {
    success: string;
    data: { filename: string; content_type: string };
  };
  expect((await request.put(success, { headers: { 'content-type': data.content_type }, data: PDF })).status()).toBe(
    200,
  );
  const done = await request.post('/api/my_profile/file_upload', {
    headers,
    data: { content_type: data.content_type, filename: data.filename, assignment_id: assignmentId },
  });
  return (await done.json()).data.id as number;
}

test('the mentor opens their activities from the menu, allocates reviewers, reads the widely spread submission and scores it within the mentor maximum', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const mentor = await apiMentor(request, { firstName: 'Anil', lastName: 'Rao' });
  const mentorHeaders = { authorization: `Bearer ${mentor.token}` };
  const students = await Promise.all([1, 2, 3].map(() => apiStudent(request)));
  const at = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
  const title = `Survey the canal ${randomUUID().slice(0, 6)}`;
  const created = await request.post('/api/assignments', {
    headers: mentorHeaders,
    data: {
      title,
      type: 'Field work',
      max_score: 100,
      mentor_assessment_score: 60,
      peer_assessment_score: 40,
      duration: 60,
      peer_evaluation: true,
      enable_at: at(-1),
      disable_at: at(48),
      peer_enable_at: at(-1),
      peer_disable_at: at(72),
      evaluators_per_submission: 2,
      spread_threshold: 20,
    },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.id as number;
  const enrolled = await request.post(`/api/assignments/${id}/enroll`, {
    headers: mentorHeaders,
    data: { emails: students.map((s) => s.email) },
  });
  const myOf = new Map(
    ((await enrolled.json()).data.enrolled as { profile_id: number; my_assignment_id: number }[]).map((e) => [
      e.profile_id,
      e.my_assignment_id,
    ]),
  );
  for (const [i, s] of students.entries()) {
    const submitted = await request.post('/api/my_profile/my_assignment_submit', {
      headers: s.headers,
      data: {
        my_assignment_id: myOf.get(s.profileId),
        description: `Measured the banks every ${10 + i} m. Sheet: https://example.com/canal-${i}.`,
      },
    });
    expect(submitted.status()).toBe(200);
  }

  // The mentor finds the activity from the menu (issue 23 item 14) and allocates two reviewers to each
  // of the three submissions: no admin needed.
  await signInWithToken(page, request, mentor.email, mentor.password);
  await page.goto('/mentorDashboard');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByText('Activities', { exact: true }).click();
  await expect(menu.getByText('Create Activity', { exact: true })).toBeVisible();
  await menu.getByText('My Activities', { exact: true }).click();
  await expect(page).toHaveURL(/\/assignmentStatsDashboard$/);
  await page.getByRole('link', { name: `Dashboard of ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/activityDashboard/${id}$`));
  await expect(page.getByRole('group', { name: 'Submitted' })).toContainText('3');
  await page.getByRole('button', { name: 'Allocate reviewers' }).click();
  await expect(page.getByText('6 reviewer allocations added.')).toBeVisible();

  // Two peers score the first student's work 10 and 50: a spread of 40 flags it for the mentor.
  const [author, r1, r2] = students as [(typeof students)[0], (typeof students)[0], (typeof students)[0]];
  for (const [reviewer, score] of [
    [r1, 10],
    [r2, 50],
  ] as const) {
    const rubric = await apiUpload(request, reviewer.headers, reviewer.profileId, id);
    const posted = await request.post('/api/peer_activity_assessment', {
      headers: reviewer.headers,
      data: {
        type: 'PEER EVALUATION',
        comments: 'Clear method, thin conclusions.',
        peer_profile_id: reviewer.profileId,
        my_activity_id: myOf.get(author.profileId),
        activity_id: id,
        peer_assessment_score: score,
        rubric_file: rubric,
      },
    });
    expect(posted.status()).toBe(200);
  }
  await page.reload();
  const queue = page.getByRole('table', { name: 'Mentor queue' });
  await expect(queue.getByText('Wide spread')).toBeVisible();
  await expect(queue.getByText('10, 50')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Reviewer agreement' }).getByRole('row')).toHaveCount(3);
  await checkLayouts(page, 'activity-dashboard-mentor');

  // The mentor reads the work before scoring it: its text, its link, and the way to its comments.
  await queue.getByRole('button', { name: /^Evaluate/ }).click();
  let dialog = page.getByRole('dialog');
  const work = dialog.getByRole('region', { name: /^Submission of / });
  await expect(work.getByText('Measured the banks every 10 m.', { exact: false })).toBeVisible();
  await expect(work.getByRole('link', { name: 'https://example.com/canal-0' })).toHaveAttribute(
    'href',
    'https://example.com/canal-0',
  );
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/evaluate-dialog.png` });
  await work.getByRole('link', { name: 'Open with comments and reviews' }).click();
  await expect(page).toHaveURL(new RegExp(`/peerLearning/${id}\\?submission=${myOf.get(author.profileId)}$`));
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article').getByText('Measured the banks every 10 m.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Show every submission (3)' }).click();
  await expect(page.getByRole('article')).toHaveCount(3);
  await page.getByRole('link', { name: 'Activity Dashboard' }).click();

  // A score above the mentor assessment score is refused with the server's message.
  await page
    .getByRole('table', { name: 'Mentor queue' })
    .getByRole('button', { name: /^Evaluate/ })
    .click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Mentor score' }).fill('75');
  await dialog.getByRole('button', { name: 'Save score' }).click();
  await expect(dialog.getByText('Please enter a score')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Mentor score' }).fill('55');
  await dialog.getByRole('button', { name: 'Save score' }).click();
  await expect(page.getByText('Nothing waits for you.')).toBeVisible();
  const row = page.getByTestId(`student-${author.profileId}`);
  await expect(row).toContainText('55');

  // The score card downloads as a PDF.
  await row.getByRole('button', { name: /^More actions/ }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download score card (PDF)' }).click();
  expect((await download).suggestedFilename()).toBe(`score_card_${id}_${author.profileId}.pdf`);
  // The refused score's 422 is logged by the browser; nothing else may be.
  expect(errors.filter((e) => !e.includes('status of 422'))).toEqual([]);
});

test('a student is denied the authoring pages', async ({ page, request }) => {
  const student = await apiPortfolioStudent(request);
  await signInWithToken(page, request, student.email, student.password);
  await page.goto('/createActivity');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});
