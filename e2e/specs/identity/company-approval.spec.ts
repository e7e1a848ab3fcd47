import { expect, test } from '@playwright/test';
import { ADMIN, apiSignUp, signInThroughPopup, uniquePhone } from '../../support/api';

test('a company signs up, waits for approval, an admin approves, the company reaches its dashboard', async ({
  browser,
  request,
}) => {
  const company = await apiSignUp(request);
  const companyPage = await browser.newPage();
  await companyPage.goto('/');
  await signInThroughPopup(companyPage, company.email, company.password);
  await expect(companyPage).toHaveURL(/\/createProfile$/);
  await companyPage.getByRole('radio', { name: 'Company' }).check();
  await companyPage.getByRole('textbox', { name: 'First Name', exact: true }).fill('Arjun');
  await companyPage.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Kapoor');
  await companyPage.getByRole('textbox', { name: 'Phone number', exact: true }).fill(uniquePhone());
  const orgName = `Tiffin Tech ${Date.now()}`;
  await companyPage.getByRole('combobox', { name: 'Company', exact: true }).fill(orgName);
  await companyPage.getByRole('combobox', { name: 'Your designation', exact: true }).fill('HR');
  await companyPage.getByRole('option').first().click();
  await companyPage.getByRole('button', { name: 'Create profile' }).click();
  await companyPage.getByRole('dialog', { name: 'Terms of Use' }).getByRole('button', { name: 'Agree' }).click();

  // Inactive company: the unapproved page, after every navigation, with no menu.
  await expect(companyPage).toHaveURL(/\/unapprovedProfile$/);
  await expect(companyPage.getByRole('heading', { name: 'Awaiting approval' })).toBeVisible();
  await companyPage.goto('/jobs');
  await expect(companyPage).toHaveURL(/\/unapprovedProfile$/);
  await expect(companyPage.getByRole('button', { name: 'Notifications' })).toHaveCount(0);

  // The admin approves it from the pending list.
  const adminPage = await browser.newPage();
  await adminPage.goto('/');
  await signInThroughPopup(adminPage, ADMIN.email, ADMIN.password);
  await expect(adminPage).toHaveURL(/\/accounts$/);
  const row = adminPage.getByRole('listitem').filter({ hasText: orgName });
  await row.getByRole('button', { name: 'Approve' }).click();
  await adminPage.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(adminPage.getByRole('listitem').filter({ hasText: orgName })).toHaveCount(0);

  await companyPage.reload();
  await expect(companyPage).toHaveURL(/\/companyDashboard$/);
  await expect(companyPage.getByRole('heading', { level: 1, name: 'Dashboard', exact: true })).toBeVisible();
});
