import { expect, test } from '@playwright/test';
import { apiOrgUser, apiStudent, signInThroughPopup } from '../../support/api';
import { watchConsole } from '../../support/console';
import { apiPublishedJob, apiStudentWithDegree, uniqueWord } from '../../support/jobs';
import { expectNoAxeViolations } from '../../support/axe';

test('an institution signs in, lands on its dashboard, splits its students by batch and narrows to one', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  // Students made through the API study at the first institute: its staff see them.
  const institutes = (await (await request.get('/api/orgs?org_type=INSTITUTION&count=1')).json()).data as {
    id: number;
  }[];
  const institution = await apiOrgUser(request, 'INSTITUTION', { orgId: institutes[0]!.id });
  await apiStudent(request, { firstName: 'Tanvi', lastName: 'Desai' });

  await page.goto('/');
  await signInThroughPopup(page, institution.email, institution.password);
  await expect(page).toHaveURL(/\/instituteDashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Institute dashboard' })).toBeVisible();
  const counters = page.getByRole('region', { name: 'At a glance' });
  await expect(counters.getByRole('group', { name: 'Students', exact: true })).toContainText(/[1-9]\d*/);
  await expect(page.getByRole('region', { name: 'Placement' })).toContainText('Students placed');
  await expectNoAxeViolations(page);

  // Placed and not placed by batch, as a table: the new student's batch is a row.
  await page.getByRole('button', { name: 'Batch', exact: true }).click();
  const split = page.getByRole('region', { name: 'Placed and not placed by batch' });
  await split.getByRole('button', { name: 'Table' }).click();
  await expect(split.getByRole('row', { name: /^2027 / })).toBeVisible();

  // Narrowed to that batch, every widget counts only its students.
  const narrowed = page.waitForRequest(
    (r) => r.url().includes('/api/fetch_counters') && r.url().includes('batch=2027'),
  );
  await page.getByRole('combobox', { name: 'Batch' }).click();
  await page.getByRole('option', { name: '2027' }).click();
  await narrowed;
  await expect(split.getByRole('row', { name: /^2027 / })).toBeVisible();
  await expect(split.getByRole('row', { name: /^2026 / })).toHaveCount(0);
  expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
});

test("a college follows its students' applications to a company's job, read only (issue 23 item 13)", async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const company = await apiOrgUser(request, 'COMPANY');
  const title = `Analyst ${uniqueWord()}`;
  const jobId = await apiPublishedJob(request, company.headers, { title });
  // The journeys' students study at the first institute.
  const student = await apiStudentWithDegree(request, 8.2);
  const applied = await request.post(`/api/jobs/${jobId}/apply`, { headers: student.headers, data: {} });
  expect(applied.status()).toBe(201);
  const college = await apiOrgUser(request, 'INSTITUTION');

  await page.goto('/');
  await signInThroughPopup(page, college.email, college.password);
  await expect(page).toHaveURL(/\/instituteDashboard$/);
  await page.getByRole('link', { name: `${title}: your students' applications` }).click();
  await expect(page).toHaveURL(new RegExp(`/jobDashboard/${jobId}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/Your students' applications · posted by/)).toBeVisible();
  const row = page.getByRole('row', { name: /Kavya Nair/ });
  await expect(row).toContainText('8.2 CGPA');
  await expect(row).toContainText('Applied');
  // Read only: nothing to select or move.
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
});
