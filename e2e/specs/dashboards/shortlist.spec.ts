import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiOrgUser, signInThroughPopup } from '../../support/api';
import { watchConsole } from '../../support/console';
import { apiStudentWithDegree, uniqueWord } from '../../support/jobs';

/** A student of the first institute (CSE, batch 2027) whose latest B.Tech has this CGPA. */
const studentWithCgpa = (request: Parameters<typeof apiStudentWithDegree>[0], firstName: string, cgpa: number) =>
  apiStudentWithDegree(request, cgpa, { firstName, lastName: 'Menon' });

/** The names in the first column of a downloaded shortlist, below its header. */
async function namesIn(file: Buffer): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const names: string[] = [];
  workbook.getWorksheet('Shortlist')!.eachRow((row, n) => {
    if (n > 1) names.push(String(row.getCell(1).value));
  });
  return names;
}

test('an institution filters its students, saves a shortlist and downloads it', async ({ page, request }) => {
  const errors = watchConsole(page);
  // Students made through the API study at the first institute: its staff shortlist them.
  const institutes = (await (await request.get('/api/orgs?org_type=INSTITUTION&count=1')).json()).data as {
    id: number;
  }[];
  const institution = await apiOrgUser(request, 'INSTITUTION', { orgId: institutes[0]!.id });
  const first = uniqueWord('Ishita');
  const ishita = await studentWithCgpa(request, first, 9.9);
  // Portfolios start private; Ishita shares hers, so her row links to it.
  const shared = await request.put('/api/my_portfolio/visibility', {
    headers: ishita.headers,
    data: { is_public: true },
  });
  expect(shared.status()).toBe(200);
  await studentWithCgpa(request, uniqueWord('Kabir'), 6.1);

  await page.goto('/');
  await signInThroughPopup(page, institution.email, institution.password);
  await expect(page).toHaveURL(/\/instituteDashboard$/);
  await page.getByRole('link', { name: 'Shortlist students' }).click();
  await expect(page).toHaveURL(/\/shortlist$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shortlist' })).toBeVisible();

  // Batch 2027 with a CGPA of 9.9 and up, no backlogs: the CGPA 6.1 student drops out.
  await page.getByRole('combobox', { name: 'Batches' }).click();
  await page.getByRole('option', { name: '2027' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('spinbutton', { name: 'CGPA from' }).fill('9.9');
  await page.getByRole('combobox', { name: 'Backlogs' }).click();
  await page.getByRole('option', { name: 'No backlogs' }).click();
  const filtered = page.waitForRequest(
    (r) => r.url().includes('/api/shortlist_portfolios') && r.url().includes('cgpa_min=9.9'),
  );
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await filtered;
  const results = page.getByRole('table', { name: 'Students' });
  const row = results.getByRole('row', { name: new RegExp(first) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('9.90');
  await expect(results.getByText(/^Kabir/)).toHaveCount(0);
  // Each student's public portfolio is one click away.
  await expect(row.getByRole('link', { name: `Open ${first} Menon's portfolio` })).toHaveAttribute(
    'href',
    /\/portfolio\/\d+$/,
  );

  // Save it under a name; the list of saved shortlists shows it.
  const name = `Toppers ${uniqueWord('')}`;
  await page.getByRole('textbox', { name: 'Shortlist name' }).fill(name);
  await page.getByRole('button', { name: 'Save shortlist' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Saved "${name}" with` })).toBeVisible();
  const saved = page.getByRole('listitem', { name });
  await expect(saved).toBeVisible();

  // The saved shortlist downloads as .xlsx with exactly its students.
  const downloading = page.waitForEvent('download');
  await saved.getByRole('button', { name: 'Download .xlsx' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^shortlist_toppers-[a-z]+_\d{8}_\d{6}\.xlsx$/);
  const names = await namesIn(await readFile(await download.path()));
  expect(names).toContain(`${first} Menon`);
  expect(names.some((n) => n.startsWith('Kabir'))).toBe(false);
  const shown = await results.getByRole('row').count();
  expect(names).toHaveLength(shown - 1);
  expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
});
