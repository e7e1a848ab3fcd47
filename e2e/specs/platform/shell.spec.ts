import { expect, test } from '@playwright/test';
import { watchConsole } from '../../support/console';
import { expectNoAxeViolations } from '../../support/axe';

const SIGNED_OUT_DRAWER = [
  'Ninja',
  'Projects',
  'Events',
  'Courses',
  'Jobs',
  'Internships',
  'Readings',
  'Clubs',
  'Community',
  'Partners',
];

test('the landing page: title, logged-out header and drawer', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await expect(page).toHaveTitle('Learn By Doing');

  const header = page.locator('header').first();
  for (const name of ['NINJA', 'MENTOR', 'INSTITUTE', 'COMPANY']) {
    await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
  }
  for (const name of ['LOGIN', 'SIGN UP'])
    await expect(header.getByRole('button', { name, exact: true })).toBeVisible();
  expect((await header.boundingBox())?.height).toBe(70);
  await expectNoAxeViolations(page);

  const menu = page.getByRole('navigation', { name: 'Main menu' });
  for (const name of SIGNED_OUT_DRAWER) await expect(menu.getByText(name, { exact: true })).toBeVisible();
  await expect(menu.getByText('Mentor', { exact: true })).toHaveCount(0);

  // A parent entry opens its sub-list.
  await menu.getByText('Courses', { exact: true }).click();
  await expect(menu.getByText('Quests', { exact: true })).toBeVisible();
  await menu.getByText('Learning Paths', { exact: true }).click();
  await expect(page).toHaveURL(/\/resourceGroups$/);
  expect(errors).toEqual([]);
});

test('the header audience buttons go to their home pages', async ({ page }) => {
  await page.goto('/');
  await page.locator('header').getByRole('link', { name: 'MENTOR', exact: true }).click();
  await expect(page).toHaveURL(/\/MentorHome$/);
  await page.locator('header').getByRole('link', { name: 'COMPANY', exact: true }).click();
  await expect(page).toHaveURL(/\/CompanyHome$/);
});

test('the drawer collapses to icons and expands again', async ({ page }) => {
  await page.goto('/Home');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await page.getByRole('button', { name: 'Collapse menu' }).click();
  await expect(menu.getByText('Projects', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Expand menu' }).click();
  await expect(menu.getByText('Projects', { exact: true })).toBeVisible();
});

test('hideHeader hides the header and the menu', async ({ page }) => {
  await page.goto('/Home?hideHeader=true');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'LOGIN' })).toHaveCount(0);
});

test.describe('below 768 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu button opens a drawer with the audience homes and Jobs grouped', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const name of [
      'Ninja',
      'Mentor',
      'Institute',
      'Company',
      'Projects',
      'Events',
      'Courses',
      'Jobs',
      'Readings',
    ]) {
      await expect(menu.getByText(name, { exact: true }).first()).toBeVisible();
    }
    await expect(menu.getByText('Internships', { exact: true })).toHaveCount(0);
    await menu.getByText('Jobs', { exact: true }).click();
    await expect(menu.getByText('Internships', { exact: true })).toBeVisible();
    // Nothing overflows the viewport sideways.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });

  test('is_app hides the header and menu on a phone', async ({ page }) => {
    await page.goto('/Home?is_app=true');
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  });
});
