import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { adminHeaders, apiOrgUser } from '../../support/api';
import { expectNoAxeViolations } from '../../support/axe';
import { watchConsole } from '../../support/console';
import { apiPortfolioStudent, signInWithToken } from '../../support/portfolio';

test('an institution invites a student to its club from the dashboard; the student accepts on the club’s page and is a member', async ({
  page,
  request,
  browser,
}) => {
  const errors = watchConsole(page);
  const institution = await apiOrgUser(request, 'INSTITUTION');
  const student = await apiPortfolioStudent(request);
  const title = `Astronomy Club ${randomUUID().slice(0, 6)}`;
  const created = await request.post('/api/clubs', {
    headers: institution.headers,
    data: {
      title,
      description: 'Night-sky sessions with the campus telescope.',
      club_type: 'Technical',
      host: 'Department of Physics',
      location: 'Rooftop observatory',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const clubId = (await created.json()).data.id as number;
  expect((await request.post(`/api/clubs/${clubId}/publish`, { headers: institution.headers })).status()).toBe(200);

  // The institution pastes emails under Invitations; an unknown one is reported back.
  await signInWithToken(page, request, institution.email, institution.password);
  await page.goto(`/clubDashboard/${clubId}`);
  const panel = page.getByRole('region', { name: 'Invitations' });
  await panel.getByLabel('Student emails').fill(`${student.email}\nnobody-${randomUUID().slice(0, 6)}@example.com`);
  await panel.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByText('1 invited.')).toBeVisible();
  await expect(panel.getByText(/Not a student on Learn By Doing: nobody-/)).toBeVisible();
  const invited = panel.getByRole('list', { name: 'Invited students' });
  await expect(invited.getByText('Invited', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // The student hears of it in the bell, opens the club and accepts.
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  const studentErrors = watchConsole(studentPage);
  await signInWithToken(studentPage, request, student.email, student.password);
  await studentPage.goto('/clubs');
  const bell = studentPage.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  // Delivery runs through the queue: the bell counts it within seconds.
  await expect(async () => {
    await studentPage.reload();
    await expect(bell).toHaveAccessibleName(/Notifications, [1-9]\d* unread/, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await bell.click();
  await studentPage
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('link', { name: new RegExp(`invites you to join the club ${title}`) })
    .click();
  await expect(studentPage).toHaveURL(new RegExp(`/clubs/${clubId}$`));
  await expect(studentPage.getByText(/invited you to this club/)).toBeVisible();
  await expectNoAxeViolations(studentPage);
  await studentPage.getByRole('button', { name: 'Accept' }).click();
  await expect(studentPage.getByText('Welcome to the club.')).toBeVisible();
  await expect(studentPage.getByTestId('club-member-count')).toHaveText('1 member');

  // The organisation sees it accepted; so do the admins, in every organisation's list.
  await page.reload();
  await expect(invited.getByText('Accepted', { exact: true })).toBeVisible();
  const admin = await request.get('/api/admin/inivited_students_list?type=Club_Invited&status=accepted&count=100', {
    headers: await adminHeaders(request),
  });
  expect((await admin.json()).data.map((i: { item_title: string }) => i.item_title)).toContain(title);
  expect(errors).toEqual([]);
  expect(studentErrors).toEqual([]);
  await studentContext.close();
});
