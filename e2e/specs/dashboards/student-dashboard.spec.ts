import { expect, test } from '@playwright/test';
import { apiOrgUser, signInThroughPopup } from '../../support/api';
import { watchConsole } from '../../support/console';
import { apiPublishedJob, inDays, uniqueWord } from '../../support/jobs';
import { apiAddEntry, apiPortfolioStudent } from '../../support/portfolio';
import { expectNoAxeViolations } from '../../support/axe';

test('a student signs in, lands on the dashboard, sees the points, the career path and a deadline, and opens the job', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const student = await apiPortfolioStudent(request, { role: 'Data Analyst', firstName: 'Ishita' });
  await apiAddEntry(request, student.headers, 'readings', {
    reading: {
      kind: 'book',
      title: 'Storytelling with Data',
      author: 'Cole Nussbaumer Knaflic',
      status: 'complete',
      date: inDays(-20),
      skills: ['Data Visualization'],
    },
  });
  const company = await apiOrgUser(request, 'COMPANY');
  const title = `${uniqueWord('Insights')} Analyst`;
  const jobId = await apiPublishedJob(request, company.headers, {
    title,
    job_role_ids: [student.jobRoleId],
    apply_by: inDays(2),
  });

  await page.goto('/Home');
  await signInThroughPopup(page, student.email, student.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Welcome back, Ishita.', { exact: false })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Exposure' })).toContainText('10');
  const coverage = page.getByRole('region', { name: 'Career-path coverage' });
  await expect(coverage.getByText(student.jobRole, { exact: true })).toBeVisible();
  await expect(coverage.getByText(/\d+ of \d+ skills shown/)).toBeVisible();
  await expectNoAxeViolations(page);

  const upcoming = page.getByRole('region', { name: 'Coming up' });
  await upcoming.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  expect(errors).toEqual([]);
});
