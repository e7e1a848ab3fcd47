import { expect, test } from '@playwright/test';
import { ADMIN, apiSignUp, signInThroughPopup } from '../../support/api';
import { expectNoAxeViolations } from '../../support/axe';

/**
 * Issue 29 items 7-8 (decision 0084): a full admin creates an access level, grants it to someone by
 * email, reads what it unlocks on its view-as page, and finds the grant on the audit trail; the person
 * then sees only the tools their level opens.
 */
test('a full admin creates a level, grants it, views as it, and finds the grant on the audit trail', async ({
  browser,
  request,
}) => {
  const grantee = await apiSignUp(request);
  const levelName = `Placement cell ${Date.now() % 100000}`;

  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await signInThroughPopup(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/accounts$/);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Admin Access' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin access' })).toBeVisible();

  // A new level: reports and approvals.
  await page.getByRole('button', { name: 'New level' }).click();
  const dialog = page.getByRole('dialog', { name: 'New access level' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(levelName);
  await dialog.getByRole('checkbox', { name: /^Reports/ }).check();
  await dialog.getByRole('checkbox', { name: /^Approve profiles/ }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  const card = page.getByRole('article', { name: levelName });
  await expect(card).toBeVisible();
  await expectNoAxeViolations(page);

  // Granted to someone by email.
  await page.getByRole('textbox', { name: 'Email of the person' }).fill(grantee.email);
  await page.getByRole('combobox', { name: 'Access level' }).click();
  await page.getByRole('option', { name: levelName }).click();
  await page.getByRole('button', { name: 'Grant' }).click();
  await expect(card.getByText(grantee.email)).toBeVisible();

  // What it unlocks: its pages and API actions.
  await card.getByRole('link', { name: 'View as' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `View as: ${levelName}` })).toBeVisible();
  await expect(page.getByText('/auditTrail', { exact: true })).toBeVisible();
  await expect(page.getByText('/accounts', { exact: true })).toBeVisible();
  await expect(page.getByText('/adminAccess', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: '/api/admin/audit' })).toBeVisible();

  // The audit trail shows the grant.
  await menu.getByRole('link', { name: 'Audit Trail' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Action' }).fill('access_grant');
  await page.getByRole('button', { name: 'Search' }).click();
  // The grant's row: by the admin, the person's levels before and after.
  const row = page.getByRole('row').filter({ hasText: levelName }).first();
  await expect(row).toContainText('access_grant');
  await expect(row).toContainText(ADMIN.email);
  await expectNoAxeViolations(page);

  // The person holding the level sees only its tools.
  const theirs = await (await browser.newContext()).newPage();
  await theirs.goto('/');
  await signInThroughPopup(theirs, grantee.email, grantee.password);
  const theirMenu = theirs.getByRole('navigation', { name: 'Main menu' });
  await expect(theirMenu.getByRole('link', { name: 'Audit Trail' })).toBeVisible();
  await expect(theirMenu.getByRole('link', { name: 'Admin Access' })).toHaveCount(0);
  await expect(theirMenu.getByRole('link', { name: 'Bulk Enrolment' })).toHaveCount(0);
});
