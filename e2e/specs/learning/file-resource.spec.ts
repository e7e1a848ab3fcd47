import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiMentor } from '../../support/activities-api';
import { watchConsole } from '../../support/console';
import { apiPortfolioStudent, signInWithToken } from '../../support/portfolio';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');

test('a mentor uploads a file resource’s file (a renamed file is refused), publishes it, and a student downloads it', async ({
  page,
  request,
  browser,
}) => {
  const errors = watchConsole(page);
  const mentor = await apiMentor(request);
  await signInWithToken(page, request, mentor.email, mentor.password);

  await page.goto('/createResource');
  const title = `Interview checklist ${randomUUID().slice(0, 6)}`;
  const start = page.getByRole('form', { name: 'New resource' });
  await start.getByLabel('Title').fill(title);
  await start.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'File' }).click();
  await start.getByRole('button', { name: 'Create draft' }).click();
  await expect(page).toHaveURL(/\/editResource\/\d+$/);
  const id = Number(/\/editResource\/(\d+)/.exec(page.url())![1]);

  const form = page.getByRole('form', { name: 'Edit resource' });
  await form.getByLabel('Duration (minutes)').fill('10');
  // A PDF renamed to .pptx is refused by its content, in the contract's words; what was typed stays.
  await form
    .getByLabel('Upload the file')
    .setInputFiles({ name: 'slides.pptx', mimeType: 'application/pdf', buffer: PDF });
  await expect(form.getByRole('alert')).toHaveText(
    'This file is not what its name says. Please upload the document itself, saved in its own format',
  );
  await form
    .getByLabel('Upload the file')
    .setInputFiles({ name: 'checklist.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(form.getByText(`checklist.pdf (${PDF.length} bytes)`)).toBeVisible();
  await expect(form.getByLabel('Duration (minutes)')).toHaveValue('10');

  await form.getByRole('combobox', { name: 'Skills', exact: true }).fill('Python');
  await page.getByRole('option').first().click();
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(new RegExp(`/resources/${id}$`));

  // A student finds the download with its name and size, and gets the bytes.
  const student = await apiPortfolioStudent(request, { firstName: 'Asha', lastName: 'Verma' });
  const context = await browser.newContext();
  const studentPage = await context.newPage();
  await signInWithToken(studentPage, request, student.email, student.password);
  await studentPage.goto(`/resources/${id}`);
  await expect(studentPage.getByText(`${PDF.length} bytes`)).toBeVisible();
  const [download] = await Promise.all([
    studentPage.waitForEvent('download'),
    studentPage.getByRole('link', { name: 'Download checklist.pdf' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('checklist.pdf');
  const path = await download.path();
  expect((await fs.readFile(path)).equals(PDF)).toBe(true);
  await context.close();

  // The browser logs the refused confirm; nothing else goes wrong.
  expect(errors).toEqual(['Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)']);
});
