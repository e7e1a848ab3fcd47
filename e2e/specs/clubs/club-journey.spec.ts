import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { apiOrgUser } from '../../support/api';
import { watchConsole } from '../../support/console';
import { apiPortfolioStudent, choose, signInWithToken } from '../../support/portfolio';
import { expectNoAxeViolations } from '../../support/axe';

test('an institution creates and publishes a club; a student asks to join and is accepted', async ({
  page,
  request,
  browser,
}) => {
  const errors = watchConsole(page);
  const institution = await apiOrgUser(request, 'INSTITUTION');
  // A student who has chosen career paths (the app sends others to choose them first).
  const student = await apiPortfolioStudent(request);
  const title = `Robotics Club ${randomUUID().slice(0, 6)}`;

  // The institution starts a draft from /clubs; the club page opens in edit mode.
  await signInWithToken(page, request, institution.email, institution.password);
  await page.goto('/clubs');
  await page.getByRole('button', { name: 'Create Club' }).click();
  const create = page.getByRole('dialog', { name: 'Create Club' });
  await create.getByRole('button', { name: 'Create Draft' }).click();
  await expect(create.getByText('Title cannot be empty')).toBeVisible();
  await create.getByLabel('Club title').fill(title);
  await create.getByRole('button', { name: 'Create Draft' }).click();
  await expect(page).toHaveURL(/\/clubs\/\d+\?edit=1$/);
  const clubId = Number(/\/clubs\/(\d+)/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { name: 'Edit club' })).toBeVisible();

  // Publishing an incomplete draft names what is missing.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Description cannot be empty')).toBeVisible();
  await expect(page.getByText('Please select a club type')).toBeVisible();

  await page.getByLabel('Description').fill('Weekend builds of line followers and drones.');
  await choose(page, page.locator('form'), 'Club type', 'Technical');
  await page.getByLabel('Host').fill('Department of Electronics');
  await page.getByLabel('Location').fill('Lab 204, Main Block');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Club saved.')).toBeVisible();
  // Those who run a club land on its dashboard (SPEC §6); the draft is edited again from there.
  await expect(page).toHaveURL(new RegExp(`/clubDashboard/${clubId}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByLabel('Host')).toHaveValue('Department of Electronics');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Club published. Students can now find it.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/clubDashboard/${clubId}$`));
  await expect(page.getByText('Published', { exact: true })).toBeVisible();

  // The student finds it on /clubs and asks to join.
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  const studentErrors = watchConsole(studentPage);
  await signInWithToken(studentPage, request, student.email, student.password);
  await studentPage.goto('/clubs');
  await studentPage.getByLabel('Search clubs').fill(title);
  await expect(studentPage.getByRole('link', { name: title })).toBeVisible();
  await expectNoAxeViolations(studentPage);
  await studentPage.getByRole('link', { name: title }).click();
  await expect(studentPage).toHaveURL(new RegExp(`/clubs/${clubId}$`));
  await expect(studentPage.getByText('Hosted by Department of Electronics')).toBeVisible();
  await studentPage.getByRole('button', { name: 'Request to Join' }).click();
  const join = studentPage.getByRole('dialog', { name: 'Request to Join' });
  await join.getByLabel('Message to the organisers (optional)').fill('I build robots at home.');
  await join.getByRole('button', { name: 'Send Request' }).click();
  await expect(studentPage.getByText('Your request to join has been sent.')).toBeVisible();
  await expect(studentPage.getByRole('button', { name: 'Requested' })).toBeDisabled();

  // The institution accepts on the dashboard.
  await page.reload();
  const requests = page.getByRole('region', { name: 'Join requests' });
  await expect(requests.getByText('I build robots at home.')).toBeVisible();
  await requests.getByRole('button', { name: 'Accept Kavya Nair' }).click();
  await expect(page.getByText('Request accepted. They are now a member.')).toBeVisible();
  // The institution runs the club without being counted: Kavya is its one member (issue 23 item 19).
  await expect(page.getByTestId('stat-members')).toHaveText('1');
  await expect(page.getByRole('region', { name: 'Members' }).getByText('Kavya Nair')).toBeVisible();

  // The student is a member now.
  await studentPage.reload();
  await expect(studentPage.getByText('Member', { exact: true })).toBeVisible();
  await expect(studentPage.getByRole('button', { name: 'Leave' })).toBeVisible();
  await expect(studentPage.getByTestId('club-member-count')).toHaveText('1 member');

  expect(errors).toEqual([]);
  expect(studentErrors).toEqual([]);
  await studentContext.close();
});
