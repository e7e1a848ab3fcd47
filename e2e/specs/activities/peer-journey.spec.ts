import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { advanceClock, apiMentor, inIndia, PDF_BYTES, serverNow } from '../../support/activities-api';
import { ADMIN, apiSignIn } from '../../support/api';
import { startOwnServer, type OwnServer } from '../../support/own-server';
import { apiPortfolioStudent, signedInPage } from '../../support/portfolio';

/*
 * Three students and a mentor through a peer-evaluation activity. The deadlines pass on a server of
 * this spec's own whose clock an admin may move (TEST_CLOCK_CONTROL): the shared server's clock is
 * never touched, since other specs run against it at the same time.
 */
const port = Number(process.env.E2E_ACTIVITY_PORT ?? 3215);
const baseURL = `http://127.0.0.1:${port}`;
const DAY = 24 * 60 * 60 * 1000;
let server: OwnServer | undefined;

test.use({ baseURL });

test.beforeAll(async () => {
  // A fresh database is migrated and seeded before the server answers.
  test.setTimeout(240_000);
  server = await startOwnServer({ name: 'e2e-activities', port, extraEnv: { TEST_CLOCK_CONTROL: 'true' } });
});
test.afterAll(async () => {
  await server?.stop();
});

type Student = Awaited<ReturnType<typeof apiPortfolioStudent>> & { name: string; page: Page; errors: string[] };

async function openAs(browser: Browser, request: APIRequestContext, names: { firstName: string; lastName: string }) {
  const account = await apiPortfolioStudent(request, names);
  const { page, errors } = await signedInPage(browser, request, baseURL, account);
  return { ...account, name: `${names.firstName} ${names.lastName}`, page, errors } satisfies Student;
}

test('students submit, comment, reply and evaluate each other; after the deadline the mentor scores and the summary shows', async ({
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  const admin = { authorization: `Bearer ${await apiSignIn(request, ADMIN.email, ADMIN.password)}` };
  const mentor = await apiMentor(request);
  const [asha, ravi, meera] = [
    await openAs(browser, request, { firstName: 'Asha', lastName: 'Verma' }),
    await openAs(browser, request, { firstName: 'Ravi', lastName: 'Kumar' }),
    await openAs(browser, request, { firstName: 'Meera', lastName: 'Iyer' }),
  ];
  const students = [asha, ravi, meera] as Student[];

  // The mentor, in a browser of their own, sets up the activity: comments and submissions for a day,
  // then a day of peer evaluation; two reviewers per submission; a brief to download. The form takes
  // India time; the windows are set from this spec's server clock (still real time here).
  const mentorTab = await signedInPage(browser, request, baseURL, mentor);
  const desk = mentorTab.page;
  const now = await serverNow(request, admin);
  const title = `Design a footbridge ${randomUUID().slice(0, 6)}`;
  await desk.goto('/createActivity');
  const create = desk.getByRole('form', { name: 'Create activity' });
  await create.getByRole('textbox', { name: /^Title/ }).fill(title);
  await create.getByRole('textbox', { name: /^Type/ }).fill('Case study');
  await create.getByRole('textbox', { name: /^Duration \(minutes\)/ }).fill('90');
  await create
    .getByRole('textbox', { name: 'Description' })
    .fill('Sketch and justify a footbridge over the campus canal.');
  await create.getByRole('textbox', { name: /^Max score/ }).fill('100');
  await create.getByRole('textbox', { name: /^Mentor assessment score/ }).fill('60');
  await create.getByRole('textbox', { name: /^Peer assessment score/ }).fill('40');
  await create.getByRole('textbox', { name: /^Reviewers per submission/ }).fill('2');
  await create.getByLabel('Comment window opens').fill(inIndia(-5 / 60, now));
  await create.getByLabel('Comment window closes').fill(inIndia(24, now));
  await create.getByLabel('Evaluation window opens').fill(inIndia(24, now));
  await create.getByLabel('Evaluation window closes').fill(inIndia(48, now));
  await create.getByRole('button', { name: 'Add question' }).click();
  await create.getByRole('textbox', { name: 'Question 1' }).fill('Which material would you choose, and why?');
  await create
    .getByTestId('activity-file-input')
    .setInputFiles({ name: 'Bridge brief.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
  await create.getByRole('button', { name: 'Create activity' }).click();
  await expect(desk).toHaveURL(/\/activity\/\d+$/);
  const activityId = Number(/\/activity\/(\d+)$/.exec(desk.url())![1]);
  await expect(desk.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(desk.getByRole('list', { name: 'Activity files' }).getByRole('link')).toHaveText('Bridge_brief.pdf');
  await expect(desk.getByRole('list', { name: 'Activity questions' }).getByRole('listitem')).toHaveText([
    'Which material would you choose, and why?',
  ]);

  // The mentor enrols the three students by pasting their emails.
  await desk.getByRole('tab', { name: 'List of emails' }).click();
  await desk.getByRole('textbox', { name: 'Student emails' }).fill(students.map((s) => s.email).join('\n'));
  await desk.getByRole('button', { name: 'Enrol students' }).click();
  const enrolment = desk.getByRole('status', { name: 'Enrolment result' });
  await expect(enrolment.getByText('Enrolled: 3')).toBeVisible();
  await expect(enrolment.getByText('Not found: 0')).toBeVisible();
  await expect(desk.getByRole('heading', { name: 'Enrolled students (3)' })).toBeVisible();

  // Each student finds the activity on their dashboard and submits an answer with a file.
  const answers = new Map([
    [asha, 'Steel: a 40 m truss needs no pier in the canal.'],
    [ravi, 'Timber: light, warm and cheap to repair.'],
    [meera, 'Concrete: it will outlast the campus.'],
  ]);
  const enrolled = new Map<Student, number>();
  for (const s of students) {
    const { page } = s;
    await page.goto('/dashboard');
    await page.getByRole('region', { name: 'My Activities' }).getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/myActivity\/\d+$/);
    enrolled.set(s, Number(/\/myActivity\/(\d+)$/.exec(page.url())![1]));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('fact-duration')).toHaveText('90 minutes');
    await expect(page.getByTestId('fact-status')).toHaveText('Not submitted');
    await expect(page.getByRole('link', { name: 'Bridge_brief.pdf' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Submit Question 1' });
    await form
      .getByLabel('Attach files')
      .setInputFiles({ name: 'bridge notes.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
    await expect(page.getByText('File uploaded successfully')).toBeVisible();
    await form.getByLabel('Your answer').fill(answers.get(s)!);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Your submission has been saved.')).toBeVisible();
    await expect(page.getByTestId('fact-status')).toHaveText('Submitted');
    await expect(
      page.getByRole('group', { name: 'Current submission' }).getByRole('link', { name: 'bridge_notes.pdf' }),
    ).toBeVisible();
  }

  // Inside the comment window: Asha comments on Ravi's work, Ravi replies, Meera comments on Asha's.
  for (const s of students) {
    await s.page.getByRole('link', { name: 'Peer Learning and Evaluation' }).click();
    await expect(s.page).toHaveURL(new RegExp(`/peerLearning/${activityId}$`));
    await expect(s.page.getByRole('tab', { name: 'Peer Learning' })).toHaveAttribute('aria-selected', 'true');
  }
  const card = (s: Student, of: Student) =>
    s.page.getByRole('article', { name: of === s ? `${of.name} (your submission)` : of.name });
  await expect(card(asha, asha).getByText(answers.get(asha)!)).toBeVisible();
  await expect(card(asha, asha).getByRole('form', { name: /Comment on/ })).toHaveCount(0);
  const onRavi = card(asha, ravi).getByRole('form', { name: 'Comment on Ravi Kumar' });
  await onRavi.getByLabel('Add a comment').fill('Would timber survive the monsoon?');
  await onRavi.getByRole('button', { name: 'Post Comment' }).click();
  await expect(asha.page.getByText('Comment posted Successfully')).toBeVisible();
  await expect(card(asha, ravi).getByRole('listitem', { name: 'Comment by Asha Verma' })).toBeVisible();

  await ravi.page.reload();
  const own = card(ravi, ravi);
  await expect(own.getByText('Would timber survive the monsoon?')).toBeVisible();
  await own.getByRole('button', { name: 'Reply to Asha Verma' }).click();
  await own.getByRole('form', { name: 'Reply to Asha Verma' }).getByLabel('Your reply').fill('Treated teak, yes.');
  await own.getByRole('button', { name: 'Post Reply' }).click();
  await expect(ravi.page.getByText('Reply posted Successfully')).toBeVisible();
  await expect(own.getByRole('list', { name: 'Replies to Asha Verma' }).getByText('Treated teak, yes.')).toBeVisible();

  const onAsha = card(meera, asha).getByRole('form', { name: 'Comment on Asha Verma' });
  await onAsha.getByLabel('Add a comment').fill('How will the truss be painted?');
  await onAsha.getByRole('button', { name: 'Post Comment' }).click();
  await expect(meera.page.getByText('Comment posted Successfully')).toBeVisible();

  // The comment window closes on the server's clock; the evaluation window opens.
  await advanceClock(request, admin, DAY + 60_000);
  const late = card(meera, ravi).getByRole('form', { name: 'Comment on Ravi Kumar' });
  await late.getByLabel('Add a comment').fill('One more thing');
  await late.getByRole('button', { name: 'Post Comment' }).click();
  await expect(meera.page.getByText('Commenting is not allowed once deadline crossed')).toBeVisible();
  // The browser logs the refused post (422); that one is expected.
  expect(meera.errors.splice(0)).toEqual([expect.stringContaining('422')]);

  // Reviewer allocation is an admin's (the dashboard offers it to admins only): an admin, who has no
  // profile, allocates two reviewers to each of the three submissions on the activity dashboard.
  const adminTab = await signedInPage(browser, request, baseURL, ADMIN);
  await adminTab.page.goto(`/activityDashboard/${activityId}`);
  await expect(adminTab.page.getByRole('group', { name: 'Submitted' })).toContainText('3');
  await adminTab.page.getByRole('button', { name: 'Allocate reviewers' }).click();
  await expect(adminTab.page.getByText('6 reviewer allocations added.')).toBeVisible();
  expect(adminTab.errors).toEqual([]);
  await adminTab.page.context().close();

  // Each student evaluates the two others with a rubric file.
  const scores = new Map<Student, [Student, string][]>([
    [
      asha,
      [
        [ravi, '48'],
        [meera, '42'],
      ],
    ],
    [
      ravi,
      [
        [asha, '51'],
        [meera, '39'],
      ],
    ],
    [
      meera,
      [
        [asha, '45'],
        [ravi, '54.0'],
      ],
    ],
  ]);
  for (const s of students) {
    const { page } = s;
    await page.getByRole('tab', { name: 'Peer Evaluation' }).click();
    await expect(page.getByLabel('Evaluation progress')).toContainText('You have evaluated 0 of 2 submissions');
    await expect(card(s, s)).toHaveCount(0);
    for (const [peer, score] of scores.get(s)!) {
      const form = card(s, peer).getByRole('form', { name: `Evaluate ${peer.name}` });
      await form.getByLabel('Score (out of 60)').fill(score);
      await form.getByLabel('Comments').fill(`Clear reasoning from ${peer.name}.`);
      await form
        .getByLabel('Rubric file')
        .setInputFiles({ name: 'rubric.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
      await expect(form.getByText('rubric.pdf')).toBeVisible();
      await form.getByRole('button', { name: 'Submit Evaluation' }).click();
      await expect(card(s, peer).getByRole('group', { name: `Your evaluation of ${peer.name}` })).toContainText(
        `Your evaluation: ${Number(score)} / 60`,
      );
    }
    await expect(page.getByLabel('Evaluation progress')).toContainText('You have evaluated 2 of 2 submissions');
  }

  // The evaluation deadline passes; on the activity dashboard the mentor scores every submission and
  // turns final evaluation on.
  await advanceClock(request, admin, DAY);
  const mentorScores = new Map([
    [asha, 50],
    [ravi, 45],
    [meera, 40],
  ]);
  await desk.goto(`/activityDashboard/${activityId}`);
  const table = desk.getByRole('table', { name: 'Submissions' });
  for (const s of students) {
    const row = desk.getByTestId(`student-${s.profileId}`);
    await row.getByRole('button', { name: `Evaluate ${s.name}` }).click();
    const dialog = desk.getByRole('dialog', { name: `Evaluate ${s.name}` });
    await dialog.getByRole('textbox', { name: 'Mentor score' }).fill(String(mentorScores.get(s)));
    await dialog.getByRole('button', { name: 'Save score' }).click();
    await expect(desk.getByText(`${s.name}: score saved.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    // Columns: student, status, deadline, reviews, peer scores, peer score, mentor score, final score.
    await expect(row.getByRole('cell').nth(6)).toHaveText(String(mentorScores.get(s)));
  }
  await expect(table.getByRole('row')).toHaveCount(4);
  const finalEvaluation = desk.getByRole('switch', { name: 'Final evaluation' });
  await expect(finalEvaluation).not.toBeChecked();
  await finalEvaluation.click();
  await expect(desk.getByText('Final evaluation on.')).toBeVisible();
  await expect(finalEvaluation).toBeChecked();
  expect(mentorTab.errors).toEqual([]);

  // Asha sees the score summary: her two peer scores 51 and 45, median 48 of 60 -> 32 of 40; 50 + 32.
  await asha.page.goto(`/myActivity/${enrolled.get(asha)}`);
  const summary = asha.page.getByRole('region', { name: 'Score summary' });
  await expect(summary.getByTestId('summary-activity')).toHaveText('50 / 60');
  await expect(summary.getByTestId('summary-peer')).toHaveText('32 / 40');
  await expect(summary.getByTestId('summary-final')).toHaveText('82 / 100');
  await expect(asha.page.getByTestId('fact-status')).toHaveText('Complete');
  await asha.page.getByRole('link', { name: 'Peer Learning and Evaluation' }).click();
  await asha.page.getByRole('tab', { name: 'Reviews of My Work' }).click();
  await expect(asha.page.getByLabel('How your peer score is worked out')).toContainText(
    'Median: 48 of 60, so your peer score is 32 of 40.',
  );
  await expect(asha.page.getByRole('listitem', { name: 'Evaluation by Ravi Kumar' })).toContainText('Score 51 / 60');

  for (const s of students) expect(s.errors).toEqual([]);
});
