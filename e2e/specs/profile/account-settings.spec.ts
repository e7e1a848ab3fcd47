import { readFileSync } from 'node:fs';
import { ACCOUNT_DELETION_TERMS, ACCOUNT_TEXTS } from '@lbd/shared';
import { expect, test } from '@playwright/test';
import { apiSignIn, signInThroughPopup } from '../../support/api';
import { watchConsole } from '../../support/console';
import { apiPortfolioStudent, signInWithToken } from '../../support/portfolio';

/** Issue 23 item 28: the route's access comes before any page; Profile Settings changes the password and deletes the account. */

test('signed out, /dashboard is Access Denied with LOGIN, and a student on an admin page gets Access Denied, not Coming soon', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/unauthorized$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expect(main.getByText('Welcome back')).toHaveCount(0);

  // LOGIN on the page opens the popup; signing in brings the visitor back to /dashboard.
  const student = await apiPortfolioStudent(request);
  await main.getByRole('button', { name: 'LOGIN', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Email', { exact: true }).fill(student.email);
  await dialog.getByLabel('Password', { exact: true }).fill(student.password);
  await dialog.getByRole('button', { name: 'LOGIN', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/adminAccess');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('Coming soon')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a student changes the password, the old one stops working, and signs in with the new one', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const student = await apiPortfolioStudent(request);
  // Another session (another device) ends when the password changes.
  const otherDevice = await apiSignIn(request, student.email, student.password);
  await signInWithToken(page, request, student.email, student.password);
  await page.goto('/myprofile');
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not my password');
  await form.getByLabel(/^New password/).fill('a brand new secret');
  await form.getByLabel('Confirm new password').fill('a brand new secret');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText(ACCOUNT_TEXTS.wrongCurrentPassword)).toBeVisible();
  await form.getByLabel('Current password').fill(student.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(ACCOUNT_TEXTS.passwordChanged)).toBeVisible();

  const other = await request.get('/api/v1/current_user_data', { headers: { authorization: `Bearer ${otherDevice}` } });
  expect(other.status()).toBe(401);
  const old = await request.post('/api/identity/sign_in', {
    data: { email: student.email, password: student.password },
  });
  expect(old.status()).toBe(422);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signInThroughPopup(page, student.email, 'a brand new secret');
  await expect(page).toHaveURL(/\/dashboard$/);
  // The one refusal is the wrong current password, answered on its field.
  expect(errors).toEqual(['Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)']);
});

test('a student downloads their data, deletes the account with the password, and is signed out for good', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const student = await apiPortfolioStudent(request);
  await signInWithToken(page, request, student.email, student.password);
  await page.goto('/myprofile');
  const section = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Delete account' }) });
  await expect(section.getByText(ACCOUNT_DELETION_TERMS.kept[0])).toBeVisible();

  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(ACCOUNT_TEXTS.exportFileName);
  const exported = JSON.parse(readFileSync(await file.path(), 'utf8'));
  expect(exported.data.account[0].email).toBe(student.email);

  await section.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your password').fill(student.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'LOGIN', exact: true })).toBeVisible();

  const again = await request.post('/api/identity/sign_in', {
    data: { email: student.email, password: student.password },
  });
  expect(again.status()).toBe(422);
  expect(errors).toEqual([]);
});
