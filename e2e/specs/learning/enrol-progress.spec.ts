import { expect, test } from '@playwright/test';
import { apiMentor } from '../../support/activities-api';
import { expectNoAxeViolations } from '../../support/axe';
import { watchConsole } from '../../support/console';
import { apiPublishedPath } from '../../support/learning';
import { apiPortfolioStudent, signInWithToken } from '../../support/portfolio';

test('a student opens a learning path, enrols, marks a resource done and sees the progress move', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const mentor = await apiMentor(request);
  const path = await apiPublishedPath(request, mentor.headers, { count: 3 });
  const student = await apiPortfolioStudent(request);
  await signInWithToken(page, request, student.email, student.password);

  // The learning path's page: its outline in order, and Enrol.
  await page.goto(`/resourceGroups/${path.id}`);
  await expect(page.getByRole('heading', { level: 1, name: path.title })).toBeVisible();
  const outline = page.getByRole('list', { name: 'Resources in order' });
  await expect(outline.getByRole('listitem')).toHaveCount(3);
  await expect(outline.getByRole('listitem').first()).toContainText(`1. ${path.resources[0]!.title}`);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Enrol', exact: true }).click();
  await expect(page).toHaveURL(/\/myLearning\/\d+$/);
  await expect(page.getByText('0 of 3 done')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '0');
  await expectNoAxeViolations(page);

  // Read the first resource inside the path and mark it done there.
  const first = page.getByRole('listitem', { name: `1. ${path.resources[0]!.title}` });
  await first.getByRole('link', { name: `1. ${path.resources[0]!.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: path.resources[0]!.title })).toBeVisible();
  await page.getByRole('button', { name: 'Mark as done' }).click();
  await expect(page.getByText('1 of 3 done')).toBeVisible();
  await expect(page.getByText('33%')).toBeVisible();

  // Next, then back to the path: the second one from its row.
  await page.getByRole('link', { name: `Next: ${path.resources[1]!.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: path.resources[1]!.title })).toBeVisible();
  await page.getByRole('link', { name: path.title, exact: true }).click();
  const second = page.getByRole('listitem', { name: `2. ${path.resources[1]!.title}` });
  await second.getByRole('button', { name: 'Mark as done' }).click();
  await expect(page.getByText('2 of 3 done')).toBeVisible();
  await expect(page.getByText('66%')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '66');

  // The same number on the path's page.
  await page.goto(`/resourceGroups/${path.id}`);
  await expect(page.getByText('In Progress · 66% done')).toBeVisible();
  expect(errors).toEqual([]);
});
