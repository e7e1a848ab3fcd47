import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { apiMentor } from '../../support/activities-api';
import { expectNoAxeViolations } from '../../support/axe';
import { watchConsole } from '../../support/console';
import { apiPortfolioStudent, signedInPage, signInWithToken } from '../../support/portfolio';
import { apiPublishedProject, fitsPhone } from '../../support/projects-api';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');

test('a student enrols, submits, gets changes requested, resubmits, is accepted and finds the verified project in the portfolio', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const mentor = await apiMentor(request, { firstName: 'Anil', lastName: 'Rao' });
  const title = `Kirana sales dashboard ${randomUUID().slice(0, 6)}`;
  const projectId = await apiPublishedProject(request, mentor, title);
  const student = await apiPortfolioStudent(request, { firstName: 'Asha', lastName: 'Verma' });
  const errors = watchConsole(page);
  await signInWithToken(page, request, student.email, student.password);

  // The project page: enrol.
  await page.goto(`/projects/${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectNoAxeViolations(page);
  await fitsPhone(page);
  await page.getByRole('button', { name: 'Enrol', exact: true }).click();
  await expect(page).toHaveURL(/\/myProjects\/\d+$/);
  const myProjectPath = new URL(page.url()).pathname;
  await expect(page.getByRole('progressbar', { name: 'Progress: 0%' })).toBeVisible();
  const task = page.getByRole('listitem', { name: 'Share your cleaned notebook' });
  await expect(task.getByText(/^Due \d+ \w+ \d{4} · /)).toBeVisible();
  await expectNoAxeViolations(page);
  await fitsPhone(page);

  // First version.
  const submit = task.getByRole('form', { name: 'Submit your work' });
  await submit.getByRole('textbox', { name: 'Your answer' }).fill('I removed duplicate bills and fixed the dates.');
  await submit.getByRole('button', { name: 'Add a link' }).click();
  await submit.getByRole('textbox', { name: 'Link 1' }).fill('https://github.com/asha/kirana-sales');
  // A file goes up as it is picked (a signed PUT, then the server checks the bytes).
  await submit
    .getByLabel('Attach files')
    .setInputFiles({ name: 'cleaned bills.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(submit.getByText(/^cleaned bills\.pdf \(/)).toBeVisible();
  await submit.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Submitted. Your mentor will review it.')).toBeVisible();
  await expect(task.getByText('Waiting for your mentor’s review.')).toBeVisible();

  // The mentor's queue shows the work; changes need a comment.
  const { page: mentorPage, errors: mentorErrors } = await signedInPage(browser, request, baseURL!, mentor);
  await mentorPage.goto('/projectDashboard');
  const card = mentorPage.getByRole('listitem', { name: 'Asha Verma: Share your cleaned notebook' });
  await expect(card.getByText('I removed duplicate bills and fixed the dates.')).toBeVisible();
  await expect(card.getByRole('link', { name: 'cleaned bills.pdf' })).toBeVisible();
  await card.getByRole('button', { name: 'Ask for changes' }).click();
  await expect(card.getByText('Please say what should change')).toBeVisible();
  await card.getByRole('textbox', { name: 'Comment to the student' }).fill('Add a chart of sales per month.');
  await card.getByRole('button', { name: 'Ask for changes' }).click();
  await expect(mentorPage.getByText('Changes requested. The student has been told.')).toBeVisible();
  await expect(card).toBeHidden();

  // The student sees the comment, replies and sends a second version.
  await page.reload();
  await expect(task.getByText('Add a chart of sales per month.')).toBeVisible();
  await task.getByRole('textbox', { name: 'Reply to your mentor' }).fill('Bar chart per month, coming up.');
  await task.getByRole('button', { name: 'Send reply' }).click();
  await expect(task.getByText('Bar chart per month, coming up.')).toBeVisible();
  const resubmit = task.getByRole('form', { name: 'Submit a new version' });
  await resubmit.getByRole('textbox', { name: 'Your new version' }).fill('Added a bar chart of sales per month.');
  await resubmit.getByRole('button', { name: 'Submit new version' }).click();
  await expect(task.getByRole('listitem', { name: 'Version 2' })).toBeVisible();

  // The mentor's queue picks the new version up without a reload (focus, the live count or the interval).
  const second = mentorPage.getByRole('listitem', { name: 'Asha Verma: Share your cleaned notebook' });
  await expect(second.getByText('Added a bar chart of sales per month.')).toBeVisible({ timeout: 30_000 });
  await second.getByRole('spinbutton', { name: 'Score (optional)' }).fill('90');
  await second.getByRole('button', { name: 'Accept' }).click();
  await expect(mentorPage.getByText('Accepted. The student has been told.')).toBeVisible();

  // Completed, and in the portfolio as a verified project.
  await page.goto(myProjectPath);
  await expect(page.getByRole('progressbar', { name: 'Progress: 100%' })).toBeVisible();
  await expect(page.getByText(/added to your portfolio as a verified project/)).toBeVisible();
  await page.getByRole('link', { name: 'Open My Portfolio' }).click();
  await expect(page).toHaveURL(/\/myPortfolio$/);
  await page.goto('/myPortfolio/projects?tab=Completed');
  await expect(page.getByText(title).first()).toBeVisible();
  await expect(page.getByText(/Verified/).first()).toBeVisible();

  expect(errors).toEqual([]);
  expect(mentorErrors).toEqual([]);
  await mentorPage.context().close();
});
