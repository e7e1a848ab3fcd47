import { expect, test } from '@playwright/test';
import { apiOrgUser } from '../../support/api';
import { apiPublishedJob, apiStudentWithDegree, uniqueWord } from '../../support/jobs';
import { signInWithToken } from '../../support/portfolio';

test('an ineligible student sees why before applying and gets the ineligible modal', async ({ page, request }) => {
  const company = await apiOrgUser(request, 'COMPANY');
  const title = `Data Scientist ${uniqueWord()}`;
  const jobId = await apiPublishedJob(request, company.headers, { title, min_cgpa: 7 });
  const student = await apiStudentWithDegree(request, 6.8);

  await signInWithToken(page, request, student.email, student.password);
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('eligibility-percent')).toHaveText('0%');
  const criteria = page.getByRole('list', { name: 'Eligibility criteria' });
  await expect(criteria.getByText('CGPA: Not met')).toBeVisible();
  await expect(criteria.getByText('CGPA 6.8, needs 7.0')).toBeVisible();

  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Ineligible' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('You do not meet these criteria: CGPA 6.8, needs 7.0.')).toBeVisible();
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(modal).toBeHidden();

  // Nothing was stored: the job still offers Apply and the student has no application.
  await expect(page.getByRole('button', { name: 'Apply', exact: true })).toBeVisible();
  const mine = await request.get('/api/my_profile/my_jobs', { headers: student.headers });
  expect((await mine.json()).data).toEqual([]);
});
