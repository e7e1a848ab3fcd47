import { expect, test } from '@playwright/test';
import { ADMIN, apiSignUp, signInThroughPopup, uniquePhone } from '../../support/api';
import { expectNoAxeViolations } from '../../support/axe';

/** Issue 24 item 9: an admin finds the admin menu, the dashboard's numbers, and the way to approvals. */
test('an admin opens Admin Dashboard from the admin menu and follows the awaiting-approval tile to /accounts', async ({
  browser,
  request,
}) => {
  // A company of a new organisation, waiting for approval (set up through the API).
  const orgName = `Monsoon Kitchens ${Date.now()}`;
  const company = await apiSignUp(request);
  const designation = (await (await request.get('/api/designations?count=1')).json()).data[0].id as number;
  const created = await request.post('/api/v1/profile', {
    headers: { authorization: `Bearer ${company.token}` },
    data: {
      profile: {
        profile_type: 'COMPANY',
        first_name: 'Nisha',
        last_name: 'Pillai',
        email: company.email,
        country_code: '+91',
        phone: uniquePhone(),
        org_name: orgName,
        designation_id: designation,
      },
    },
  });
  expect(created.status()).toBe(201);

  // A context of its own: axe needs a page from browser.newContext(), not browser.newPage().
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await signInThroughPopup(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/accounts$/);

  // The admin menu, not the learner menu.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Accounts' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Ninja' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Admin Dashboard' }).click();

  await expect(page).toHaveURL(/\/adminDashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  const awaiting = page.getByRole('region', { name: 'Awaiting approval' });
  await expect(awaiting).toBeVisible();
  const waiting = Number((await awaiting.locator('p').first().textContent())?.replace(/,/g, ''));
  expect(waiting).toBeGreaterThanOrEqual(1);
  await expectNoAxeViolations(page);
  // The sign-ups chart has its table; the posts section counts the demo timeline's posts per day.
  await page.getByRole('button', { name: 'Show as table' }).click();
  await expect(page.getByRole('table', { name: /Sign-ups and active users/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Posts per day' })).toBeVisible();

  await awaiting.getByRole('link', { name: 'Open Accounts' }).click();
  await expect(page).toHaveURL(/\/accounts$/);
  await expect(page.getByRole('listitem').filter({ hasText: orgName })).toBeVisible();
});
