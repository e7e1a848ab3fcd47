import { expect, test } from '@playwright/test';
import { apiOrgUser } from '../../support/api';
import { watchConsole } from '../../support/console';
import { apiPublishedJob, apiStudentWithDegree, inDays, uniqueWord } from '../../support/jobs';
import { signInWithToken } from '../../support/portfolio';

test('a student reloads a filtered search and gets the same list, with Applied and the failing criterion before Apply', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const company = await apiOrgUser(request, 'COMPANY');
  const word = uniqueWord();
  const open = `Support Analyst ${word}`;
  const strict = `Data Scientist ${word}`;
  const onSite = `Field Engineer ${word}`;
  const openId = await apiPublishedJob(request, company.headers, {
    title: open,
    location: '',
    is_remote: true,
    apply_by: inDays(30),
  });
  const strictId = await apiPublishedJob(request, company.headers, {
    title: strict,
    location: '',
    is_remote: true,
    min_cgpa: 7,
    apply_by: inDays(10),
  });
  await apiPublishedJob(request, company.headers, { title: onSite, location: 'Pune' });
  const student = await apiStudentWithDegree(request, 6.8);
  const applied = await request.post(`/api/jobs/${openId}/apply`, { headers: student.headers, data: {} });
  expect(applied.status()).toBe(201);

  await signInWithToken(page, request, student.email, student.password);
  await page.goto('/jobs');
  await page.getByLabel('Search jobs').fill(word);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('article')).toHaveCount(3);
  const filters = page.getByRole('group', { name: 'Filters' });
  await filters.getByRole('combobox', { name: 'Where' }).click();
  await page.getByRole('option', { name: 'Remote only' }).click();
  await filters.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Apply by: soonest first' }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${word}&remote=true&sort=apply_by$`));
  const titles = () =>
    results.getByRole('article').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
  await expect.poll(titles).toEqual([strict, open]);

  // A reload (or the link shared) opens the same list: the words, the filters, the order.
  await page.reload();
  await expect.poll(titles).toEqual([strict, open]);
  await expect(page.getByLabel('Search jobs')).toHaveValue(word);
  await expect(filters.getByRole('combobox', { name: 'Sort by' })).toHaveText('Apply by: soonest first');
  await expect(page.getByText('2 results for')).toBeVisible();

  // The cards say what is the student's: applied to one, a criterion not met on the other.
  await expect(results.getByRole('article', { name: open }).getByText('Applied', { exact: true })).toBeVisible();
  await expect(results.getByRole('article', { name: strict }).getByText('Not eligible: CGPA')).toBeVisible();

  // The job page says which criterion fails, and what the percentage means, before any click.
  await results.getByRole('article', { name: strict }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${strictId}$`));
  await expect(page.getByTestId('eligibility-percent')).toHaveText('0%');
  await expect(page.getByText(/The percentage is the share of this job's criteria you meet/)).toBeVisible();
  const reason = page.getByTestId('ineligible-reason');
  await expect(reason).toContainText('You cannot apply yet.');
  await expect(reason).toContainText('You do not meet these criteria: CGPA 6.8, needs 7.0.');
  await expect(page.getByRole('button', { name: 'Apply', exact: true })).toBeDisabled();

  // Back returns to the same search.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${word}&remote=true&sort=apply_by$`));
  await expect.poll(titles).toEqual([strict, open]);
  expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
});

test('the ineligible modal still answers an application whose criteria changed after the page opened', async ({
  page,
  request,
}) => {
  const company = await apiOrgUser(request, 'COMPANY');
  const title = `Data Engineer ${uniqueWord()}`;
  const jobId = await apiPublishedJob(request, company.headers, { title, min_cgpa: 6 });
  const student = await apiStudentWithDegree(request, 6.8);

  await signInWithToken(page, request, student.email, student.password);
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('eligibility-percent')).toHaveText('100%');
  const apply = page.getByRole('button', { name: 'Apply', exact: true });
  await expect(apply).toBeEnabled();

  // The company raises the bar while the student reads.
  const raised = await request.put(`/api/jobs/${jobId}`, { headers: company.headers, data: { min_cgpa: 7 } });
  expect(raised.status()).toBe(200);
  await apply.click();
  const modal = page.getByRole('dialog', { name: 'Ineligible' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('You do not meet these criteria: CGPA 6.8, needs 7.0.')).toBeVisible();
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(modal).toBeHidden();

  // Nothing was stored, and the page now says why before any other click.
  await expect(page.getByTestId('ineligible-reason')).toContainText('CGPA 6.8, needs 7.0');
  await expect(apply).toBeDisabled();
  const mine = await request.get('/api/my_profile/my_jobs', { headers: student.headers });
  expect((await mine.json()).data).toEqual([]);
});
