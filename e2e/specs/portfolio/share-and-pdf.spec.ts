import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { watchConsole } from '../../support/console';
import { apiAddEntry, apiPortfolioStudent, pdfText, signInWithToken } from '../../support/portfolio';
import { expectNoAxeViolations } from '../../support/axe';

test('downloads the PDF, shares the public page and opens it signed out', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const errors = watchConsole(page);
  const student = await apiPortfolioStudent(request);
  await apiAddEntry(request, student.headers, 'external_courses', {
    external_course: {
      title: 'Machine Learning Specialization',
      status: 'complete',
      date: '2026-02-10',
      duration: 60,
      type: 'Online course',
      source: 'Coursera',
      certificate: 'https://coursera.org/verify/e2e',
      desc: 'Supervised learning <b>and</b> neural networks.',
      skills: ['Python'],
      job_roles: [],
      life_skills: [],
    },
  });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await signInWithToken(page, request, student.email, student.password);
  await page.goto('/myPortfolio');
  await expect(page.getByRole('heading', { level: 1, name: 'Kavya Nair' })).toBeVisible();
  await expectNoAxeViolations(page);

  // PDF: fetched with the bearer token, saved under the server's file name (it holds a timestamp).
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\d.*\.pdf$/);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdfText(pdf)).toContain('Kavya Nair');

  // While the public page is off there is nothing to share; switched on, the link is copied.
  const share = page.getByRole('button', { name: 'Share link' });
  const isPublic = page.getByRole('switch', { name: 'Public portfolio page' });
  if (await isPublic.isChecked()) {
    await isPublic.uncheck();
    await expect(page.getByText('Your portfolio page is now private.')).toBeVisible();
  }
  await expect(share).toBeDisabled();
  await isPublic.check();
  await expect(page.getByText('Your portfolio page is now public.')).toBeVisible();
  await share.click();
  const link = `${baseURL}/portfolio/${student.profileId}`;
  await expect(page.getByText(`Link copied: ${link}`)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // Signed out, in a fresh browser: readable, read-only, nothing private.
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  const visitorErrors = watchConsole(publicPage);
  await publicPage.goto(link);
  await expect(publicPage.getByRole('heading', { level: 1, name: 'Kavya Nair' })).toBeVisible();
  await expect(publicPage.getByRole('button', { name: 'LOGIN', exact: true })).toBeVisible();
  const main = publicPage.getByRole('main');
  await expect(main.getByText('Machine Learning Specialization')).toBeVisible();
  await expect(main.getByText('Supervised learning <b>and</b> neural networks.')).toBeVisible();
  for (const name of ['Edit', 'Delete', 'Request verification', 'Download PDF', 'Share link']) {
    await expect(main.getByRole('button', { name })).toHaveCount(0);
  }
  await expect(main.getByRole('switch')).toHaveCount(0);

  // Switched off again, the link shows Page Not Found.
  await isPublic.uncheck();
  await expect(page.getByText('Your portfolio page is now private.')).toBeVisible();
  await publicPage.reload();
  await expect(publicPage.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await visitor.close();

  const ignored = (e: string) => e.includes('Failed to load resource');
  expect(errors.filter((e) => !ignored(e))).toEqual([]);
  expect(visitorErrors.filter((e) => !ignored(e))).toEqual([]);
});
