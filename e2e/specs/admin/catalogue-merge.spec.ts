import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { ADMIN, adminHeaders } from '../../support/api';
import { signedInPage } from '../../support/portfolio';

/*
 * Issue 29 item 9's journey: two spellings of one skill exist, a career path names the second; an admin
 * merges it into the first on /catalogue, and the career path names the survivor from then on.
 */
test('an admin merges two spellings of a skill on /catalogue and every reference moves', async ({
  browser,
  request,
  baseURL,
}) => {
  const tag = randomUUID().slice(0, 6);
  const headers = await adminHeaders(request);
  const create = async (kind: string, data: object) => {
    const res = await request.post(`/api/admin/catalogue/${kind}`, { headers, data });
    expect(res.status()).toBe(201);
    return (await res.json()).data as { id: number; name: string };
  };
  const survivor = await create('skills', { name: `Terraform ${tag}`, code: 'TECHNICAL' });
  const duplicate = await create('skills', { name: `Terraform-${tag}`, code: 'TECHNICAL' });
  const role = await create('job_roles', {
    name: `Infrastructure Engineer ${tag}`,
    detail: 'Builds cloud infrastructure as code.',
    code: 'Technology',
    skill_ids: [duplicate.id],
  });

  const { page } = await signedInPage(browser, request, baseURL!, ADMIN);
  await page.goto('/catalogue');
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search skills' }).fill(tag);
  const row = page.getByRole('listitem', { name: duplicate.name });
  await row.getByRole('button', { name: 'Merge' }).click();
  const dialog = page.getByRole('dialog', { name: `Merge ${duplicate.name}` });
  await expect(dialog).toContainText(`1 record names ${duplicate.name}`);
  await dialog.getByRole('combobox', { name: 'Merge into' }).fill(`Terraform ${tag}`);
  await page.getByRole('option', { name: survivor.name }).click();
  await dialog.getByRole('button', { name: 'Merge' }).click();
  await expect(page.getByText(`${duplicate.name} was merged into ${survivor.name}: 1 record moved.`)).toBeVisible();
  await expect(page.getByRole('listitem', { name: duplicate.name })).toHaveCount(0);

  const roles = await request.get(`/api/admin/catalogue/job_roles?query=${encodeURIComponent(role.name)}`, { headers });
  expect((await roles.json()).data[0].skills).toEqual([{ id: survivor.id, display_name: survivor.name }]);
});
