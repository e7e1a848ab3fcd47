import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { apiSignIn } from '../../support/api';
import { signedInPage } from '../../support/portfolio';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A demo account of the journey server (its random password is written beside the database). */
function demoAccount(role: 'Mentor' | 'Student') {
  const text = readFileSync(path.join(root, 'data', 'e2e', 'demo-accounts.txt'), 'utf8');
  const line = text.split('\n').find((l) => l.trim().startsWith(role))!;
  const [, email, password] = line.trim().split(/\s+/);
  return { email: email!, password: password! };
}

test('the demo mentor opens a quiz’s dashboard, grades an essay and gives a student extra time mid-attempt', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  // The demo student has started the placement mock test (20 minutes) and is answering it.
  const student = demoAccount('Student');
  const studentHeaders = { Authorization: `Bearer ${await apiSignIn(request, student.email, student.password)}` };
  const quizzes = await request.get('/api/quizzes?query=Campus%20placement%20mock%20test', { headers: studentHeaders });
  const mockTest = ((await quizzes.json()).data as { id: number; title: string }[]).find(
    (q) => q.title === 'Campus placement mock test',
  )!;
  const started = await request.post(`/api/quizzes/${mockTest.id}/attempts`, { headers: studentHeaders });
  expect(started.status(), await started.text()).toBe(201);
  const attempt = (await started.json()).data as { id: number; deadline_at: string };

  const { page, errors } = await signedInPage(browser, request, baseURL!, demoAccount('Mentor'));

  // The quiz statistics list the mentor's quizzes with real numbers.
  await page.goto('/quizStatsDashboard');
  const quizzesTable = page.getByRole('table', { name: 'Quizzes' });
  const screeningRow = quizzesTable.getByRole('row').filter({ hasText: 'Data analyst screening' });
  await expect(screeningRow).toContainText('32');
  await screeningRow.getByRole('link', { name: 'Data analyst screening' }).click();
  await expect(page).toHaveURL(/\/quizDashboard\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Data analyst screening' })).toBeVisible();
  const figures = page.getByRole('list', { name: 'Results' });
  await expect(figures.getByRole('group', { name: 'Finished' })).toHaveText('32Finished');
  await expect(page.getByRole('region', { name: 'Score distribution' })).toBeVisible();

  // The questions, one of them flagged with its reason.
  await page.getByRole('tab', { name: 'Questions' }).click();
  await expect(page.getByText('An option nobody picks').first()).toBeVisible();

  // An essay, marked against its rubric.
  const essaysTab = page.getByRole('tab', { name: /^Essays to grade \(\d+\)$/ });
  const waiting = Number(/\((\d+)\)/.exec((await essaysTab.getAttribute('aria-label'))!)![1]);
  expect(waiting).toBeGreaterThan(0);
  await essaysTab.click();
  const essays = page.getByRole('list', { name: 'Essays to grade' });
  const essay = essays.getByRole('listitem').first();
  await expect(essay.getByText('Rubric')).toBeVisible();
  await essay.getByLabel('Mark (0 to 2)').fill('1.5');
  await essay.getByLabel('Comment for the student').fill('A clear motive; add one number from your example.');
  await essay.getByRole('button', { name: 'Save the mark' }).click();
  await expect(page.getByText(/^Marked\. The attempt’s score is now/)).toBeVisible();
  await expect(
    page.getByRole('tab', { name: waiting > 1 ? `Essays to grade (${waiting - 1})` : 'Essays to grade' }),
  ).toBeVisible();

  // Extra time for the student whose attempt is running: its deadline moves at once.
  await page.goto('/quizStatsDashboard');
  await quizzesTable.getByRole('link', { name: 'Campus placement mock test' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Campus placement mock test' })).toBeVisible();
  await page.getByRole('tab', { name: 'Accommodations' }).click();
  const form = page.getByRole('form', { name: 'Give an accommodation' });
  await form.getByLabel('Students of this quiz').click();
  await page.getByRole('option', { name: /Ananya Sharma/ }).click();
  await form.getByLabel('Extra minutes').fill('10');
  await form.getByLabel(/^Reason/).fill('Power cut at home during the test');
  await form.getByRole('button', { name: 'Give' }).click();
  await expect(form.getByRole('status')).toHaveText(
    'Given to 1 student. The deadline of 1 running attempt moved at once.',
  );
  const given = page.getByRole('table', { name: 'Given' });
  await expect(given.getByRole('row').filter({ hasText: 'Power cut at home' })).toContainText(
    'Running attempt: deadline now',
  );

  // The student's page sees the new deadline at its next poll.
  const clock = await request.get(`/api/attempts/${attempt.id}/clock`, { headers: studentHeaders });
  const moved = (await clock.json()).data.deadline_at as string;
  expect(Date.parse(moved) - Date.parse(attempt.deadline_at)).toBe(10 * 60_000);
  expect(errors).toEqual([]);
});
