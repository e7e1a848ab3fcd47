import { ROUTES, samplePath } from '@lbd/shared';
import { expect, test } from '@playwright/test';
import { watchConsole } from '../../support/console';

// Sample values for route parameters that are not plain ids.
const SAMPLE = { card: 'education', type: 'companies', name: 'Acme' };

// Walk every route pattern of the route table in small batches, so the two workers share the load and
// each batch stays well inside the test timeout on a loaded machine.
const BATCH = 12;
const batches = Array.from({ length: Math.ceil(ROUTES.length / BATCH) }, (_, i) =>
  ROUTES.slice(i * BATCH, (i + 1) * BATCH),
);

for (const [index, batch] of batches.entries()) {
  test(`every route renders without a console error (batch ${index + 1}/${batches.length})`, async ({ page }) => {
    const errors = watchConsole(page);
    for (const route of batch) {
      const url = samplePath(route.path, SAMPLE);
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expect(page.locator('h1').first(), url).toBeVisible();
      await expect(page.getByText('Page Not Found'), url).toHaveCount(0);
      expect(errors, url).toEqual([]);
    }
  });
}

test('an unknown path shows Page Not Found and the back button goes to /dashboard', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/dashboard');
  await page.getByRole('link', { name: 'Back' }).click();
  // A signed-out visitor's /dashboard is behind the route gate: Access Denied with LOGIN.
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('/unauthorized and /error share one page', async ({ page }) => {
  await page.goto('/unauthorized');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(
    page.getByText(
      "Sorry about that, but you don't have permission to access this page. Please contact us if this was not supposed to happen.",
    ),
  ).toBeVisible();
  await page.goto('/error');
  await expect(page.getByRole('heading', { name: 'Something seems to be broken' })).toBeVisible();
  await page.goto('/error?type=server');
  await expect(page.getByRole('heading', { name: 'Internal Server Error' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
});
