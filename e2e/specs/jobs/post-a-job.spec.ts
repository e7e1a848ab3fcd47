import { expect, test } from '@playwright/test';
import { apiOrgUser } from '../../support/api';
import { watchConsole } from '../../support/console';
import { inDays, uniqueWord } from '../../support/jobs';
import { signInWithToken } from '../../support/portfolio';

test('a company posts a job: a draft opens in edit mode, is edited, saved and published', async ({ page, request }) => {
  const errors = watchConsole(page);
  const company = await apiOrgUser(request, 'COMPANY');
  const word = uniqueWord();
  await signInWithToken(page, request, company.email, company.password);
  await page.goto('/jobs');
  await page.getByRole('button', { name: 'Post a Job' }).click();

  // The new draft opens in edit mode.
  await expect(page).toHaveURL(/\/jobs\/\d+\?edit=true$/);
  const jobId = Number(/\/jobs\/(\d+)/.exec(page.url())![1]);
  await expect(page.getByText('This job is a draft: only your organisation can see it.')).toBeVisible();
  const title = page.getByRole('textbox', { name: /^Title/ });
  await expect(title).toHaveValue('New job');

  // Publishing an incomplete draft puts the server's messages on the fields.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Description cannot be empty')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();

  await title.fill(`Platform Engineer ${word}`);
  await page.getByRole('textbox', { name: 'Description' }).fill('Keep our learning platform fast and reliable.');
  await page.getByRole('textbox', { name: 'Location' }).fill('Pune');
  await page.getByLabel('Apply by').fill(inDays(30));
  await page.getByRole('textbox', { name: 'Minimum salary (₹ a year)' }).fill('900000');
  await page.getByRole('textbox', { name: 'Maximum salary (₹ a year)' }).fill('600000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Maximum salary should be at least the minimum')).toBeVisible();
  await page.getByRole('textbox', { name: 'Maximum salary (₹ a year)' }).fill('1400000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes have been saved.')).toBeVisible();

  // Still a draft: not in the public list.
  const before = await request.get(`/api/search/jobs?query=${word}`);
  expect((await before.json()).pagination.total).toBe(0);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Your job is live.')).toBeVisible();
  await expect(page.getByText('This job is live.')).toBeVisible();
  // Live: the address no longer asks for the editor.
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Platform Engineer ${word}` })).toBeVisible();
  await expect(page.getByText('₹9,00,000 – ₹14,00,000 a year')).toBeVisible();

  const after = await (await request.get(`/api/search/jobs?query=${word}`)).json();
  expect(after.data.map((j: { id: number }) => j.id)).toEqual([jobId]);
  expect(after.data[0]).toMatchObject({ status: 'published', location: 'Pune', salary_max: 140_000_000 });

  // A published job can be edited again and closed.
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Location' }).fill('Pune or Hyderabad');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes have been saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByText('This job is closed to new applications.')).toBeVisible();
  expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
});

test("a company finds its draft under 'Our jobs'; a draft left without saving is not kept", async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const company = await apiOrgUser(request, 'COMPANY');
  const word = uniqueWord();
  const drafts = async () => {
    const res = await request.get('/api/show_org_jobs?kind=jobs&status=draft&count=100', { headers: company.headers });
    return ((await res.json()).data as { id: number; title: string }[]).map((j) => j.id);
  };
  await signInWithToken(page, request, company.email, company.password);
  await page.goto('/jobs');

  // 'Post a Job', then Back without saving: the new draft goes.
  await page.getByRole('button', { name: 'Post a Job' }).click();
  await expect(page).toHaveURL(/\/jobs\/\d+\?edit=true$/);
  const leftId = Number(/\/jobs\/(\d+)/.exec(page.url())![1]);
  await expect(page.getByText('This job is a draft: only your organisation can see it.')).toBeVisible();
  expect(await drafts()).toContain(leftId);
  await page.goBack();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect.poll(drafts).not.toContain(leftId);

  // A draft that was saved stays, and its organisation finds it again under 'Our jobs'.
  await page.getByRole('button', { name: 'Post a Job' }).click();
  await expect(page).toHaveURL(/\/jobs\/\d+\?edit=true$/);
  const keptId = Number(/\/jobs\/(\d+)/.exec(page.url())![1]);
  await page.getByRole('textbox', { name: /^Title/ }).fill(`Site Reliability Engineer ${word}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes have been saved.')).toBeVisible();
  await page.goto('/jobs');
  await page.getByRole('tab', { name: 'Our jobs' }).click();
  await expect(page).toHaveURL(/\/jobs\?view=ours$/);
  const ours = page.getByRole('list', { name: 'Our jobs' });
  const card = ours.getByRole('article', { name: `Site Reliability Engineer ${word}` });
  await expect(card).toBeVisible();
  await expect(card.getByText('Draft', { exact: true })).toBeVisible();
  expect(await drafts()).toContain(keptId);

  // The tab is in the address: a reload stays on it; the card opens the draft in edit mode.
  await page.reload();
  await expect(ours.getByRole('article', { name: `Site Reliability Engineer ${word}` })).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${keptId}$`));
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(`Site Reliability Engineer ${word}`);
  expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
});
