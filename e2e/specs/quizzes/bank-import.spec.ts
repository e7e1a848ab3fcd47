import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { apiMentor } from '../../support/activities-api';
import { signedInPage } from '../../support/portfolio';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures');

test('a mentor imports a CSV with one bad row: the good rows appear, the bad row is listed with its reason; then exports the bank', async ({
  browser,
  request,
  baseURL,
}) => {
  const mentor = await apiMentor(request);
  const { page } = await signedInPage(browser, request, baseURL!, mentor);

  await page.goto('/createQuizBank');
  const newBank = page.getByRole('form', { name: 'New question bank' });
  await newBank.getByLabel('Title').fill(`Imported drills ${randomUUID().slice(0, 6)}`);
  await newBank.getByRole('button', { name: 'Create draft' }).click();
  await expect(page).toHaveURL(/\/createQuizBank\/\d+$/);
  await expect(page.getByText('No questions yet. Add the first one.')).toBeVisible();

  // Four rows; the third (row 4 of the sheet, under the header) names a type that does not exist.
  const panel = page.getByRole('region', { name: 'Import and export' });
  await panel.getByLabel('Import a file').setInputFiles(path.join(fixtures, 'quiz-import-one-bad-row.csv'));

  const report = panel.getByRole('region', { name: 'Import report' });
  await expect(report).toContainText('Import finished');
  await expect(report).toContainText('4 questions read from the file');
  await expect(report).toContainText('3 questions were imported');
  await expect(report).toContainText('1 question not imported');
  const bad = report.getByRole('table', { name: 'Not imported' }).getByRole('row');
  await expect(bad).toHaveCount(2);
  // Row 4 of the sheet, with one reason: the type the template names, not the contract's echo of it.
  await expect(bad.nth(1).getByRole('cell')).toHaveText([
    '4',
    'type: one of single_choice, multiple_response, true_false, short_answer, numerical, fill_blanks, matching, ordering, essay',
  ]);

  // The good rows are in the bank, in the file's order; nothing else was lost or added.
  const list = page.getByRole('list', { name: 'Questions of the bank' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem').nth(0)).toContainText('What is 10% of 250?');
  await expect(list.getByRole('listitem').nth(1)).toContainText('Water boils at 100 °C at sea level.');
  await expect(list.getByRole('listitem').nth(2)).toContainText('What is the capital of India?');
  await expect(page.getByText('Questions (3)')).toBeVisible();

  // The bad row comes back as a file to fix.
  const errorFile = page.waitForEvent('download');
  await report.getByRole('button', { name: 'Download the rows not imported (CSV)' }).click();
  const errors = await readFile((await (await errorFile).path())!, 'utf8');
  expect(errors).toContain('single_choise');
  expect(errors).toContain('type: one of single_choice');
  expect(errors).not.toContain('What is 10% of 250?');

  // Export: CSV and Moodle XML hold the three questions.
  const csvDownload = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export as CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const csvText = await readFile((await csv.path())!, 'utf8');
  expect(csvText).toContain('What is 10% of 250?');
  expect(csvText).toContain('New Delhi|Delhi');
  expect(csvText.trim().split(/\r\n/)).toHaveLength(4);

  const xmlDownload = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export as Moodle XML' }).click();
  const xml = await xmlDownload;
  expect(xml.suggestedFilename()).toMatch(/\.xml$/);
  const xmlText = await readFile((await xml.path())!, 'utf8');
  expect(xmlText.match(/<question type="(?!category)/g)).toHaveLength(3);
});
