import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiOrgUser } from '../../support/api';
import { watchConsole } from '../../support/console';
import { apiPublishedJob, apiStudentWithDegree, btechId, uniqueWord } from '../../support/jobs';
import { signInWithToken } from '../../support/portfolio';
import { expectNoAxeViolations } from '../../support/axe';

test('a student finds a job by search, sees eligibility and applies; the company shortlists and downloads the .xlsx', async ({
  page,
  request,
  browser,
}) => {
  const errors = watchConsole(page);
  const company = await apiOrgUser(request, 'COMPANY');
  const word = uniqueWord();
  const title = `Backend Developer ${word}`;
  const jobId = await apiPublishedJob(request, company.headers, {
    title,
    degree_ids: [await btechId(request)],
    min_cgpa: 7,
  });
  const student = await apiStudentWithDegree(request, 8);

  // The student searches, opens the job and sees each criterion before applying.
  await signInWithToken(page, request, student.email, student.password);
  await page.goto('/jobs');
  await page.getByLabel('Search jobs').fill(word);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('article')).toHaveCount(1);
  await expect(page.getByText('1 result for')).toBeVisible();
  await expectNoAxeViolations(page);
  await results.getByRole('article', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('eligibility-percent')).toHaveText('100%');
  const criteria = page.getByRole('list', { name: 'Eligibility criteria' });
  await expect(criteria.getByText('CGPA: Met')).toBeVisible();
  await expect(criteria.getByText('CGPA 8.0, needs 7.0')).toBeVisible();
  await expect(criteria.getByText('Degree: Met')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Cover note (optional)').fill('I build APIs in TypeScript.');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText('Your application was sent.')).toBeVisible();
  await expect(page.getByTestId('application-status')).toHaveText('Applied');
  await expect(page.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0);

  // The company reviews the applicant on the dashboard and shortlists them.
  const context = await browser.newContext({ acceptDownloads: true });
  const org = await context.newPage();
  const orgErrors = watchConsole(org);
  await signInWithToken(org, request, company.email, company.password);
  await org.goto(`/jobDashboard/${jobId}`);
  await expect(org.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(org.getByLabel('Total: 1')).toBeVisible();
  const table = org.getByRole('table', { name: 'Applicants' });
  await expect(table.getByText('Kavya Nair')).toBeVisible();
  await expect(table.getByText('I build APIs in TypeScript.')).toBeVisible();
  await org.getByRole('checkbox', { name: 'Select Kavya Nair' }).check();
  await org.getByLabel('Note (optional)').fill('Strong API projects');
  await org.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(org.getByText('1 applicant moved to Shortlisted.')).toBeVisible();
  await expect(table.getByText('Shortlisted')).toBeVisible();
  await expect(org.getByLabel('Shortlisted: 1')).toBeVisible();
  await expectNoAxeViolations(org);

  // Its history shows both steps, with the note.
  await org.getByRole('button', { name: 'History of Kavya Nair' }).click();
  const history = org.getByRole('dialog', { name: 'History of Kavya Nair' });
  await expect(history.getByText('Applied → Shortlisted')).toBeVisible();
  await expect(history.getByText(/Strong API projects/)).toBeVisible();
  await history.getByRole('button', { name: 'Close' }).click();

  // The spreadsheet arrives under the server's file name and is a real .xlsx (a zip).
  const downloading = org.waitForEvent('download');
  await org.getByRole('button', { name: 'Download .xlsx' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^applicants_backend-developer-${word.toLowerCase()}_\\d{8}_\\d{6}\\.xlsx$`),
  );
  const file = await readFile(await download.path());
  expect(file.length).toBeGreaterThan(1000);
  expect(file.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(file.includes(Buffer.from('xl/worksheets/'))).toBe(true);

  // The student sees the new status.
  await page.reload();
  await expect(page.getByTestId('application-status')).toHaveText('Shortlisted');
  await context.close();
  const ignored = (e: string) => e.includes('Failed to load resource');
  expect(errors.filter((e) => !ignored(e))).toEqual([]);
  expect(orgErrors.filter((e) => !ignored(e))).toEqual([]);
});
