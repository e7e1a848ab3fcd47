import { expect, test } from '@playwright/test';
import { watchConsole } from '../../support/console';
import { PASSWORD, uniqueEmail, uniquePhone } from '../../support/api';

test('a student signs up, creates the profile, agrees to the terms, chooses career paths and reaches the dashboard', async ({
  page,
}) => {
  const errors = watchConsole(page);
  const email = uniqueEmail('new.student');
  await page.goto('/');
  await page.getByRole('button', { name: 'SIGN UP', exact: true }).click();
  const dialog = page.getByRole('dialog');

  // The register face checks passwords with the spec's texts before calling the server.
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('short');
  await dialog.getByLabel('Confirm password', { exact: true }).fill('different');
  await dialog.getByRole('button', { name: 'SIGN UP', exact: true }).click();
  await expect(dialog.getByText('Please enter a password with atleast 8 characters.')).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'SIGN UP', exact: true }).click();
  await expect(dialog.getByText('Your password and confirmation password do not match.')).toBeVisible();
  await dialog.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'SIGN UP', exact: true }).click();

  // No profile yet: profile creation.
  await expect(page).toHaveURL(/\/createProfile$/);
  await page.getByRole('radio', { name: 'Student' }).check();
  await page.getByRole('textbox', { name: 'First Name', exact: true }).fill('Riya');
  await page.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Verma');
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill(uniquePhone());
  for (const [label, text, option] of [
    ['Institute', 'Indian Institute of Technology M', /Indian Institute of Technology Madras/],
    ['Degree', 'B.Tech', /^B\.Tech/],
    ['Specialization', 'Computer Science', /^Computer Science and Engineering/],
  ] as const) {
    await page.getByRole('combobox', { name: label, exact: true }).fill(text);
    await page.getByRole('option', { name: option }).first().click();
  }
  await page.getByRole('combobox', { name: 'Graduation year', exact: true }).click();
  await page.getByRole('option', { name: '2027' }).click();
  await page.getByRole('button', { name: 'Create profile' }).click();

  // Terms first (blocking), then the career paths.
  const terms = page.getByRole('dialog', { name: 'Terms of Use' });
  await expect(terms).toBeVisible();
  await expect(terms.getByText(/18/).first()).toBeVisible();
  await terms.getByRole('button', { name: 'Agree' }).click();

  await expect(page).toHaveURL(/\/selectJobRoles$/);
  const roles = page.getByRole('dialog');
  await roles.getByLabel('Search career paths').fill('Software');
  await roles.getByRole('checkbox').first().check();
  await roles.getByRole('button', { name: 'Save career paths' }).click();

  await expect(page).toHaveURL(/\/jobRoles$/);
  await page.getByRole('button', { name: 'Start my portfolio' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('header')).toHaveCSS('height', '55px');

  // A reload keeps the session and the user stays on the dashboard.
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page
    .getByRole('button', { name: /account|Riya/i })
    .first()
    .click();
  await expect(page.getByRole('menuitem', { name: 'Profile Settings' })).toBeVisible();
  expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
});
