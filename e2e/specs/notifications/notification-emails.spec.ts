import { expect, test } from '@playwright/test';
import { apiOrgUser, lastEmail } from '../../support/api';
import { watchConsole } from '../../support/console';
import { apiPublishedJob, uniqueWord } from '../../support/jobs';
import { apiPortfolioStudent, signInWithToken } from '../../support/portfolio';

test('a student has job alerts emailed at once from Profile Settings, gets one for a new job, and unsubscribes from its link', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const student = await apiPortfolioStudent(request, { role: 'Penetration Tester' });
  const company = await apiOrgUser(request, 'COMPANY');

  await signInWithToken(page, request, student.email, student.password);
  await page.goto('/myprofile');
  const section = page.getByRole('form', { name: 'Notification emails' });
  const alerts = section.getByRole('radiogroup', { name: 'Job alerts' });
  await expect(alerts.getByRole('radio', { name: 'Daily digest' })).toBeChecked();
  await alerts.getByRole('radio', { name: 'Immediately' }).check();
  await section.getByRole('button', { name: 'Save email settings' }).click();
  await expect(page.getByText('Your changes have been saved.')).toBeVisible();

  // A company publishes a job on the student's career path: the queue delivers the alert and emails it.
  const title = `Platform Engineer ${uniqueWord()}`;
  const jobId = await apiPublishedJob(request, company.headers, { title, job_role_ids: [student.jobRoleId] });
  await expect
    .poll(async () => (await lastEmail(request, student.email))?.subject ?? '', { timeout: 30_000 })
    .toContain(title);
  const email = (await lastEmail(request, student.email))!;
  expect(email.text).toContain(`/jobs/${jobId}`);
  const links = email.text.match(/https?:\/\/\S+\/unsubscribe\?token=\S+/g) ?? [];
  expect(links).toHaveLength(1);

  // The link asks first; the click turns job alert emails off.
  const link = new URL(links[0]!);
  await page.goto(link.pathname + link.search);
  await expect(page.getByText('You will no longer get emails about Job alerts.')).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('Done. Emails about Job alerts are turned off.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Profile Settings' }).click();
  await expect(
    page
      .getByRole('form', { name: 'Notification emails' })
      .getByRole('radiogroup', { name: 'Job alerts' })
      .getByRole('radio', { name: 'Off' }),
  ).toBeChecked();
  expect(errors).toEqual([]);
});
