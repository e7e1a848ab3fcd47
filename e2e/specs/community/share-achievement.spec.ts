import { expect, test } from '@playwright/test';
import { lastEmail, uniqueEmail } from '../../support/api';
import { watchConsole } from '../../support/console';
import { apiAddEntry, apiPortfolioStudent, signInWithToken } from '../../support/portfolio';

/*
 * Issue 28 item 6: a student shares a verified entry. Her internship is verified through the emailed link;
 * she shares it from the composer; the post's green 'Verified' badge opens the live verification. Once she
 * changes the internship's title the verification is withdrawn: the badge goes, and the link says so.
 */
const INTERNSHIP = {
  type: 'Internship',
  title: 'Data Engineering Intern',
  host: 'Freshworks',
  status: 'complete',
  startdate: '2025-05-05',
  finishdate: '2025-07-31',
  desc: 'Pipelines in Airflow.',
  skills: ['Python'],
  job_roles: [],
  life_skills: [],
};

test('a student shares a verified entry; the badge links to the live verification and goes when it is withdrawn', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const asha = await apiPortfolioStudent(request, { firstName: 'Asha', lastName: 'Menon' });
  const entry = await apiAddEntry(request, asha.headers, 'internships', { internship: INTERNSHIP });

  // The manager verifies it through the emailed one-time link.
  const verifierEmail = uniqueEmail('manager');
  const asked = await request.post('/api/my_portfolio/verifications', {
    headers: asha.headers,
    data: {
      section: 'internships',
      entry_id: entry.id,
      verifier_name: 'Meera Pillai',
      verifier_email: verifierEmail,
      verifier_organisation: 'Freshworks',
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  let token = '';
  await expect
    .poll(async () => {
      token = /verifyEntry\?token=([\w-]+)/.exec((await lastEmail(request, verifierEmail))?.text ?? '')?.[1] ?? '';
      return token;
    })
    .not.toBe('');
  const confirmed = await request.post(`/api/entry_verifications/${token}`, { data: { decision: 'confirm' } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  // Asha shares it from the composer, with a few words.
  await signInWithToken(page, request, asha.email, asha.password);
  await page.goto('/posts');
  const composer = page.getByRole('region', { name: 'Write a post' });
  await composer.getByRole('button', { name: 'Share an achievement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share an achievement' });
  await dialog.getByRole('button', { name: /Data Engineering Intern/ }).click();
  await expect(dialog).toBeHidden();
  await expect(composer.getByRole('group', { name: 'Achievement: Data Engineering Intern' })).toContainText(
    'Verified by Meera Pillai, Freshworks',
  );
  const editor = composer.locator('[contenteditable="true"]');
  await editor.click();
  await editor.pressSequentially('My internship is verified! #internships');
  await composer.getByRole('button', { name: 'Post', exact: true }).click();

  const mine = page.getByRole('article').filter({ hasText: 'My internship is verified!' });
  const shared = mine.getByRole('group', { name: 'Achievement: Data Engineering Intern' });
  await expect(shared).toContainText('Internship');
  await expect(shared).toContainText(/Verified by Meera Pillai, Freshworks on \d{1,2} \w+ \d{4}/);
  const badge = shared.getByRole('link', { name: /^Verified/ });
  const href = (await badge.getAttribute('href'))!;
  expect(href).toMatch(/^\/achievement\/portfolio_entry\/internships\.[0-9a-f-]{36}$/);

  // The badge opens the live verification (a public page).
  await badge.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Verified achievement' })).toBeVisible();
  await expect(page.getByText('Asha Menon')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Data Engineering Intern' })).toBeVisible();
  await expect(page.getByTestId('achievement-verifier')).toHaveText(
    /^Verified by Meera Pillai, Freshworks on \d{1,2} \w+ \d{4}$/,
  );

  // She renames the internship: the verification is withdrawn, and with it the badge.
  const renamed = await request.put(`/api/my_portfolio/internships/${entry.id}`, {
    headers: asha.headers,
    data: { internship: { ...INTERNSHIP, title: 'Data Platform Intern' } },
  });
  expect(renamed.status(), await renamed.text()).toBe(200);
  await page.goto('/posts');
  const withdrawn = page
    .getByRole('article')
    .filter({ hasText: 'My internship is verified!' })
    .getByRole('group', { name: 'Achievement: Data Platform Intern' });
  await expect(withdrawn).toBeVisible();
  await expect(withdrawn.getByRole('link', { name: /^Verified/ })).toHaveCount(0);
  await expect(withdrawn).not.toContainText('Verified by');
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1, name: 'Verified achievement' })).toBeVisible();
  await expect(page.getByText('This achievement is no longer verified.')).toBeVisible();

  // The 404 of the withdrawn verification is the answer the page expects, not a failure.
  const ignored = (e: string) => e.includes('Failed to load resource');
  expect(errors.filter((e) => !ignored(e))).toEqual([]);
});
