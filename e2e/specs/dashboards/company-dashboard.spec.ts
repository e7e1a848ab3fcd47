import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { apiOrgUser, signInThroughPopup } from '../../support/api';
import { watchConsole } from '../../support/console';
import { apiPublishedJob, inDays, uniqueWord } from '../../support/jobs';
import { expectNoAxeViolations } from '../../support/axe';

test('a company signs in, lands on its dashboard, finds its draft job and opens it', async ({ page, request }) => {
  const errors = watchConsole(page);
  // One of many catalogue companies, so journeys running beside this one rarely share its lists.
  const orgs = (await (await request.get('/api/orgs?org_type=COMPANY&count=50')).json()).data as { id: number }[];
  const company = await apiOrgUser(request, 'COMPANY', { orgId: orgs[randomInt(orgs.length)]!.id });
  const word = uniqueWord('Draft');
  await apiPublishedJob(request, company.headers, { title: `Live Role ${word}` });
  const draft = await request.post('/api/jobs', {
    headers: company.headers,
    data: { title: `Backend Engineer ${word}`, type: 'Job_Fulltime', apply_by: inDays(30) },
  });
  expect(draft.status()).toBe(201);
  const draftId = (await draft.json()).data.id as number;

  await page.goto('/');
  await signInThroughPopup(page, company.email, company.password);
  await expect(page).toHaveURL(/\/companyDashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const jobsTile = page.getByRole('list', { name: 'Your content in numbers' }).getByRole('listitem', { name: 'Jobs' });
  await expect(jobsTile).toContainText(/\d+ draft/);
  await expectNoAxeViolations(page);

  // Only the drafts: the new one is there, marked Draft, and opens its page.
  await page.getByRole('button', { name: 'Draft', exact: true }).click();
  const row = page
    .getByRole('list', { name: 'Jobs' })
    .getByRole('link', { name: new RegExp(`Backend Engineer ${word}`) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Draft');
  await expect(
    page.getByRole('list', { name: 'Jobs' }).getByRole('link', { name: new RegExp(`Live Role ${word}`) }),
  ).toHaveCount(0);
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${draftId}$`));
  await expect(page.getByText('This job is a draft: only your organisation can see it.')).toBeVisible();
  expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
});
