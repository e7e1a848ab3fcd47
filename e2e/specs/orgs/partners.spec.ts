import { expect, test } from '@playwright/test';
import { watchConsole } from '../../support/console';
import { apiOrgUser } from '../../support/api';
import { expectNoAxeViolations } from '../../support/axe';

/*
 * A signed-out visitor finds a company among the partners, opens its public page and its jobs tab,
 * where the job the company published is listed (and a draft is not).
 */
test('a visitor opens /partners/companies, a company, and its public jobs', async ({ page, request }) => {
  const errors = watchConsole(page);
  const found = await request.get('/api/partners?type=companies&query=Persistent');
  const org = (await found.json()).data[0] as { id: number; full_name: string };
  const company = await apiOrgUser(request, 'COMPANY', { orgId: org.id });
  const title = `Graduate Engineer Trainee ${Date.now() % 100_000}`;
  const created = await request.post('/api/jobs', {
    headers: company.headers,
    data: {
      title,
      type: 'Job_Fulltime',
      description: 'Build and test services for our clients, with three months of training first.',
      location: 'Pune',
      is_remote: false,
      salary_min: 45_000_000,
      salary_max: 60_000_000,
      open_positions: 4,
      apply_by: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    },
  });
  expect(created.status()).toBe(201);
  const jobId = (await created.json()).data.id as number;
  expect((await request.post(`/api/jobs/${jobId}/publish`, { headers: company.headers })).status()).toBe(200);
  const draft = await request.post('/api/jobs', {
    headers: company.headers,
    data: { title: `Unpublished draft ${Date.now() % 100_000}`, type: 'Job_Fulltime' },
  });
  expect(draft.status()).toBe(201);

  await page.goto('/partners/companies');
  await expect(page.getByRole('heading', { name: 'Companies', level: 1 })).toBeVisible();
  await page.getByLabel('Search companies').fill('Persis');
  await expect(page.getByRole('link', { name: org.full_name })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: org.full_name }).click();

  await expect(page).toHaveURL(new RegExp(`/companyPublic/${org.id}/[a-z0-9-]+$`));
  await expect(page.getByRole('heading', { name: org.full_name, level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Jobs' }).click();

  await expect(page).toHaveURL(new RegExp(`/company/${org.id}/jobs$`));
  const jobs = page.getByRole('region', { name: 'Jobs' }).last();
  await expect(jobs.getByRole('link', { name: title })).toBeVisible();
  await expect(jobs.getByText('₹4,50,000 – ₹6,00,000 a year')).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.getByText('Unpublished draft')).toHaveCount(0);

  // Events and clubs come from modules that may not be installed: the tab says so plainly.
  await page.getByRole('tab', { name: 'Events' }).click();
  await expect(page).toHaveURL(new RegExp(`/company/${org.id}/events$`));
  await expect(page.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');

  await page.goto('/partners/schools');
  await expect(page.getByText('Page Not Found')).toBeVisible();
  // The browser logs the events endpoint's 404 while that module is missing; nothing else may fail.
  expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
});
