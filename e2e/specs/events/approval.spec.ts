import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { apiOrgUser } from '../../support/api';
import { watchConsole } from '../../support/console';
import { apiPortfolioStudent, signInWithToken } from '../../support/portfolio';

const dayInIndia = (days: number) => new Date(Date.now() + days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);

test('a student asks to join an event that needs approval; the organiser accepts; the student sees Joined', async ({
  page,
  request,
  browser,
}) => {
  // Set-up through the API: a published event whose organiser approves each place.
  const company = await apiOrgUser(request, 'COMPANY');
  const title = `Design Sprint ${randomUUID().slice(0, 6)}`;
  const created = await request.post('/api/events', {
    headers: company.headers,
    data: {
      title,
      description: 'Two days of research, sketching and testing with our product designers.',
      category: 'Workshop',
      is_online: true,
      location: '',
      starts_at: `${dayInIndia(12)}T09:30:00+05:30`,
      duration_hours: 16,
      apply_by: dayInIndia(7),
      capacity: 20,
      requires_approval: true,
    },
  });
  expect(created.status()).toBe(201);
  const eventId = (await created.json()).data.id as number;
  expect((await request.post(`/api/events/${eventId}/publish`, { headers: company.headers })).status()).toBe(200);

  // The student asks to join.
  const errors = watchConsole(page);
  const student = await apiPortfolioStudent(request);
  await signInWithToken(page, request, student.email, student.password);
  await page.goto(`/events/${eventId}`);
  await expect(page.getByText('The organiser confirms each place.')).toBeVisible();
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByText('Your request has been sent to the organiser.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Requested', exact: true })).toBeDisabled();

  // The company accepts the request on its dashboard.
  const orgContext = await browser.newContext();
  const orgPage = await orgContext.newPage();
  const orgErrors = watchConsole(orgPage);
  await signInWithToken(orgPage, request, company.email, company.password);
  await orgPage.goto(`/eventDashboard/${eventId}`);
  await expect(orgPage.getByRole('group', { name: 'Waiting for you' })).toContainText('1');
  await orgPage.getByRole('button', { name: 'Accept Kavya Nair' }).click();
  await expect(orgPage.getByText('Joined: 1 student.')).toBeVisible();
  const row = orgPage.getByTestId(`applicant-${student.profileId}`);
  await expect(row.getByText('Joined', { exact: true })).toBeVisible();
  await expect(orgPage.getByText('19 of 20 seats left')).toBeVisible();

  // The student sees the place confirmed.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Joined', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Leave this event' })).toBeVisible();

  expect(errors).toEqual([]);
  expect(orgErrors).toEqual([]);
  await orgContext.close();
});
