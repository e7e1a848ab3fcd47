import { expect, test, type Page } from '@playwright/test';
import { apiOrgUser } from '../support/api';
import { watchConsole } from '../support/console';
import { apiPublishedJob, uniqueWord } from '../support/jobs';
import { apiPortfolioStudent, signInWithToken } from '../support/portfolio';

const LIVE_PATH = '/api/myprofile/notifications/live';

/** Opens a page of the app signed in, and waits until its live counts stream is connected. */
async function openWithLiveCounts(page: Page, path: string) {
  const connected = page.waitForResponse((response) => response.url().endsWith(LIVE_PATH) && response.ok());
  await page.goto(path);
  await connected;
}

test('a company publishes a job matching a student: the counts rise without a reload, the alert opens the job and the count falls', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const student = await apiPortfolioStudent(request, { role: 'Site Reliability' });
  const company = await apiOrgUser(request, 'COMPANY');

  await signInWithToken(page, request, student.email, student.password);
  await openWithLiveCounts(page, '/Aboutus');
  const header = page.getByRole('banner');
  const jobAlerts = header.getByRole('button', { name: 'Your Job Alerts' });
  const bell = header.getByRole('button', { name: 'Notifications' });
  await expect(jobAlerts).toHaveAccessibleName('Your Job Alerts');
  await expect(bell).toHaveAccessibleName('Notifications');
  // A reload would drop this mark: the counts below must change on the page as it is.
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));

  // The company publishes a job for the student's career path; the badge rises on the open page.
  const title = `Platform Engineer ${uniqueWord()}`;
  const jobId = await apiPublishedJob(request, company.headers, { title, job_role_ids: [student.jobRoleId] });
  await expect(jobAlerts).toHaveAccessibleName('Your Job Alerts, 1 unread');

  // The alert: title, company, days left; clicking it opens the job and the count falls.
  await jobAlerts.click();
  const alerts = page.getByRole('dialog', { name: 'Your Job Alerts' });
  const alert = alerts.getByRole('link', { name: new RegExp(title) });
  await expect(alert).toBeVisible();
  // Applications close in 21 days (a day less once it is tomorrow in India).
  await expect(alert.getByLabel(/^Days left: (3 weeks|2 weeks 6 days)$/)).toBeVisible();
  await alert.click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(alerts).toBeHidden();
  await expect(jobAlerts).toHaveAccessibleName('Your Job Alerts');

  // The student applies; the company shortlists them; the bell rises, still without a reload.
  const applied = await request.post(`/api/jobs/${jobId}/apply`, {
    headers: { ...student.headers, 'content-type': 'application/x-www-form-urlencoded' },
    data: `job_id=${jobId}`,
  });
  expect(applied.status()).toBe(201);
  const applicants = await request.get(`/api/job_applicants?job_id=${jobId}`, { headers: company.headers });
  const applicationId = (await applicants.json()).data[0].id as number;
  const moved = await request.post('/api/modify_job_applicants', {
    headers: company.headers,
    data: { job_id: jobId, application_ids: [applicationId], status: 'shortlisted' },
  });
  expect(moved.status()).toBe(200);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  // Opening the bell shows it and marks it viewed; it leads to the job.
  await bell.click();
  const notifications = page.getByRole('dialog', { name: 'Notifications' });
  const item = notifications.getByRole('link', { name: new RegExp(`^Unread: .*${title}`) });
  await expect(item).toBeVisible();
  // (The open dropdown hides the header from assistive technology, hence includeHidden and the
  // attribute rather than the computed name; the count is read, so the name has no count.)
  await expect(page.getByRole('button', { name: 'Notifications', includeHidden: true })).toHaveAttribute(
    'aria-label',
    'Notifications',
  );
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));
  await expect(notifications).toBeHidden();
  await expect(bell).toHaveAccessibleName('Notifications');

  // Never reloaded; nothing went wrong in the console.
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
});
