import { expect, test } from '@playwright/test';
import { lastEmail, uniqueEmail } from '../../support/api';
import { watchConsole } from '../../support/console';
import { apiAddEntry, apiPortfolioStudent, fill, signInWithToken } from '../../support/portfolio';

test('a student asks for a verification; the verifier confirms through the emailed link', async ({
  page,
  request,
  browser,
}) => {
  const errors = watchConsole(page);
  const student = await apiPortfolioStudent(request);
  await apiAddEntry(request, student.headers, 'internships', {
    internship: {
      type: 'Internship',
      title: 'Data Engineering Intern',
      host: 'Freshworks',
      status: 'complete',
      startdate: '2026-05-04',
      finishdate: '2026-07-31',
      desc: 'Pipelines in Airflow.',
      skills: ['Python'],
      job_roles: [],
      life_skills: [],
    },
  });
  await signInWithToken(page, request, student.email, student.password);
  await page.goto('/myPortfolio/internships');
  const entry = page.getByRole('listitem').filter({ hasText: 'Data Engineering Intern' });
  await entry.getByRole('button', { name: 'Request verification' }).click();

  const dialog = page.getByRole('dialog', { name: 'Request verification' });
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText('Enter a valid email id')).toBeVisible();
  const verifierEmail = uniqueEmail('verifier');
  await fill(dialog, 'Name', 'Meera Pillai');
  await fill(dialog, 'Email', verifierEmail);
  await fill(dialog, 'Organisation', 'Freshworks');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Your verification request has been sent.')).toBeVisible();
  await expect(entry.getByText('Verification requested')).toBeVisible();
  await expect(entry.getByRole('button', { name: 'Request verification' })).toHaveCount(0);

  // The verifier's email carries a one-time link to /verifyEntry.
  let link = '';
  await expect
    .poll(async () => {
      const mail = await lastEmail(request, verifierEmail);
      link = /https?:\/\/\S+\/verifyEntry\?token=[\w-]+/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');

  const verifier = await browser.newContext();
  const verifierPage = await verifier.newPage();
  const verifierErrors = watchConsole(verifierPage);
  await verifierPage.goto(link);
  await expect(verifierPage.getByRole('heading', { level: 1, name: 'Verify a portfolio entry' })).toBeVisible();
  await expect(verifierPage.getByText('Kavya Nair')).toBeVisible();
  await expect(verifierPage.getByRole('heading', { name: 'Data Engineering Intern' })).toBeVisible();
  await verifierPage.getByRole('button', { name: 'Confirm' }).click();
  await expect(verifierPage.getByTestId('verification-outcome')).toContainText('You confirmed this entry');

  // The link works once.
  await verifierPage.reload();
  await expect(verifierPage.getByTestId('verification-outcome')).toHaveText(
    'This verification request has already been answered. This entry was confirmed.',
  );
  await verifier.close();

  await page.reload();
  await expect(entry.getByText(/^Verified by Meera Pillai, Freshworks on \d{1,2} \w+ \d{4}$/)).toBeVisible();
  const ignored = (e: string) => e.includes('Failed to load resource');
  expect(errors.filter((e) => !ignored(e))).toEqual([]);
  expect(verifierErrors.filter((e) => !ignored(e))).toEqual([]);
});
