import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiOrgUser } from '../../support/api';
import { watchConsole } from '../../support/console';
import { signInWithToken } from '../../support/portfolio';

/*
 * Issue 29: an institute's admin uploads 200 students with 5 bad rows, reads the dry run, commits the
 * valid rows, downloads the error file, fixes it and sends it again, then undoes the first import.
 */
test('an institute imports 200 students: dry run, commit, error file, fixed re-send, undo', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  const staff = await apiOrgUser(request, 'INSTITUTION');
  const tag = randomUUID().slice(0, 6);
  const lines = ['Email ID,First Name,Surname,Passing Year'];
  for (let i = 1; i <= 200; i++) {
    const bad = i % 40 === 0; // rows 40, 80, 120, 160, 200: a batch no college has
    lines.push(`s${i}.${tag}@college.example.in,Student,Number,${bad ? '1850' : '2027'}`);
  }
  const file = info.outputPath('students.csv');
  fs.writeFileSync(file, lines.join('\r\n'));

  await signInWithToken(page, request, staff.email, staff.password);
  await page.goto('/bulkProfileUpdation');
  await expect(page.getByRole('heading', { level: 1, name: 'Bulk Profile Update' })).toBeVisible();
  await page.getByLabel('File to import').setInputFiles(file);
  await expect(page.getByText('Map the columns of students.csv')).toBeVisible();
  await expect(page.getByLabel('Field for column Passing Year')).toHaveText('Batch');
  await page.getByRole('button', { name: 'Run the dry run' }).click();
  await expect(page.getByRole('strong').filter({ hasText: 'create 195, update 0, unchanged 0, errors 5' })).toBeVisible(
    { timeout: 30_000 },
  );
  await expect(page.getByText('nothing has been written yet', { exact: false })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Error rows' });
  await expect(rows.getByRole('row')).toHaveCount(6);
  await expect(rows.getByText('Batch must be a year between 1990 and 2040')).toHaveCount(5);

  await page.getByRole('button', { name: 'Commit' }).click();
  await expect(page.getByRole('button', { name: 'Undo this import' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('195 records written', { exact: false })).toBeVisible();
  const firstUrl = page.url();

  // The error file: the five rows as sent, with an 'error' column; fixed and sent again.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the error file' }).click();
  const saved = await (await download).path();
  const errorFile = fs
    .readFileSync(saved!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(errorFile[0]).toBe('Email ID,First Name,Surname,Passing Year,error');
  expect(errorFile).toHaveLength(6);
  expect(errorFile[1]).toBe(
    `s40.${tag}@college.example.in,Student,Number,1850,Row 41: Batch must be a year between 1990 and 2040`,
  );
  const fixed = info.outputPath('students-fixed.csv');
  fs.writeFileSync(fixed, errorFile.map((l) => l.replace(',1850,', ',2027,')).join('\r\n'));

  await page.getByRole('button', { name: 'Start a new import' }).click();
  await page.getByLabel('File to import').setInputFiles(fixed);
  await expect(page.getByText('Map the columns of students-fixed.csv')).toBeVisible();
  // The 'error' column is not a field: it stays out.
  await page.getByRole('button', { name: 'Run the dry run' }).click();
  await expect(page.getByRole('strong').filter({ hasText: 'create 5, update 0, unchanged 0, errors 0' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Commit' }).click();
  await expect(page.getByText('5 records written', { exact: false })).toBeVisible({ timeout: 30_000 });

  // Undo the first import: its 195 students go; the history shows both imports.
  await page.goto(firstUrl);
  await page.getByRole('button', { name: 'Undo this import' }).click();
  await expect(page.getByText(/^Undone on/)).toBeVisible({ timeout: 30_000 });
  const history = page.getByRole('region', { name: 'Import history' });
  await expect(history.getByText('Undone')).toBeVisible();
  await expect(history.getByText('Committed')).toBeVisible();
  expect(errors).toEqual([]);
});
