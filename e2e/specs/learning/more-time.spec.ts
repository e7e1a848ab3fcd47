import { expect, test } from '@playwright/test';
import { apiMentor } from '../../support/activities-api';
import { watchConsole } from '../../support/console';
import { apiPublishedPath } from '../../support/learning';
import { apiPortfolioStudent, signInWithToken } from '../../support/portfolio';

/** 'YYYY-MM-DD' as the pages show it: '12 Aug 2026'. */
const shown = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

test('a student asks for more time and, once the mentor approves, sees the new due date', async ({ page, request }) => {
  const errors = watchConsole(page);
  const mentor = await apiMentor(request);
  const path = await apiPublishedPath(request, mentor.headers, { count: 2, dueDays: 5 });
  const student = await apiPortfolioStudent(request);
  const enrolled = await request.post(`/api/resource_groups/${path.id}/enrol`, {
    headers: student.headers,
    data: { status: 'Enrolled' },
  });
  expect(enrolled.status()).toBeLessThan(300);
  const myId = (await enrolled.json()).data.id as number;
  const mine = (await (await request.get(`/api/my_profile/my_resource_groups/${myId}`, { headers: student.headers })).json())
    .data as { items: { title: string; due_date: string }[] };
  const due = mine.items[0]!.due_date;
  const later = new Date(Date.parse(`${due}T00:00:00Z`) + 10 * 86_400_000).toISOString().slice(0, 10);

  await signInWithToken(page, request, student.email, student.password);
  await page.goto(`/myLearning/${myId}`);
  const row = page.getByRole('listitem', { name: `1. ${path.resources[0]!.title}` });
  await expect(row).toContainText(`Due ${shown(due)}`);

  // The dialog checks before sending: a reason, then a date after the current due date.
  await row.getByRole('button', { name: 'Ask for more time' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask for more time' });
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText('Please give a reason')).toBeVisible();
  await dialog.getByLabel('Reason').fill('My semester exams run until the end of the month.');
  await dialog.getByLabel('New due date').fill(later);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your request has been sent to the mentor.')).toBeVisible();
  await expect(row).toContainText('Waiting for your mentor');
  await expect(row.getByRole('button', { name: 'Ask for more time' })).toBeDisabled();

  // The mentor approves it through the API.
  const requests = await request.get('/api/learning_requests?status=Pending', { headers: mentor.headers });
  expect(requests.status()).toBe(200);
  const mineToAnswer = ((await requests.json()).data as { id: number; content: { id: number } }[]).find(
    (r) => r.content.id === path.id,
  )!;
  const answered = await request.put(`/api/learning_requests/${mineToAnswer.id}`, {
    headers: mentor.headers,
    data: { decision: 'approve', comment: 'Good luck with the exams.' },
  });
  expect(answered.status()).toBe(200);

  // The student sees the new due date and the answer.
  await page.reload();
  await expect(row).toContainText(`Due ${shown(later)}`);
  await expect(row).toContainText(`Approved: ${shown(later)}`);
  await expect(row).toContainText('Good luck with the exams.');
  expect(errors).toEqual([]);
});
