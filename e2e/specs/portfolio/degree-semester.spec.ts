import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from '../../support/console';
import {
  apiAddEntry,
  apiPortfolioStudent,
  choose,
  fill,
  pickName,
  setDate,
  signInWithToken,
  submitCard,
} from '../../support/portfolio';

const total = async (page: Page) => Number((await page.getByTestId('points-total').textContent())?.replace(/\D/g, ''));

test('edits a degree, adds a semester subject to it and edits that; the points follow', async ({ page, request }) => {
  const errors = watchConsole(page);
  const student = await apiPortfolioStudent(request);
  const added = await apiAddEntry(request, student.headers, 'educations', {
    education: {
      institute: 'Indian Institute of Technology Madras',
      degree: 'B.Tech',
      specialization: 'Computer Science and Engineering',
      tenure: ['2022-08-01', '2026-05-31'],
      format: 'GPA',
      score: 8,
      backlogsStatus: 'no',
      backlogs: 0,
      placed: 'no',
      latest_edu: true,
    },
  });
  await signInWithToken(page, request, student.email, student.password);
  await page.goto('/myPortfolio');
  await expect(page.getByTestId('points-total')).toBeVisible();
  const before = await total(page);
  expect(before).toBeGreaterThan(0);

  // Edit: institute and degree are locked, and so is the saved score format.
  await page.getByRole('link', { name: 'Open Degrees' }).click();
  // The degree the profile named is listed too (with no score): this is the one added above.
  const degree = page.getByTestId(`entry-education-${added.id}`);
  await degree.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit degree' });
  await expect(edit.getByRole('combobox', { name: /^Institute/ })).toBeDisabled();
  await expect(edit.getByRole('combobox', { name: /^Degree/ })).toBeDisabled();
  await expect(edit.getByRole('radio', { name: 'CGPA' })).toBeDisabled();
  await fill(edit, 'CGPA', '11');
  await edit.getByRole('button', { name: 'ADD THIS TO PORTFOLIO' }).click();
  await expect(edit.getByText('CGPA should be between 0 and 10')).toBeVisible();
  await fill(edit, 'CGPA', '8.9');
  await submitCard(page, edit, 'Your changes have been saved.');
  await expect(page.getByText('CGPA 8.9')).toBeVisible();

  // Add a semester to the degree.
  await degree.getByRole('button', { name: 'Add semester' }).click();
  const add = page.getByRole('dialog', { name: 'Add semester' });
  await expect(add.getByTestId('static-format')).toHaveText('CGPA');
  await fill(add, 'Subject Name', 'Operating Systems');
  await fill(add, 'Semester', '5');
  await add.getByRole('radio', { name: 'Theory' }).check();
  await setDate(page, add, 'Date', { day: '10', month: 'Dec', year: '2024' });
  await fill(add, 'CGPA', '9');
  await pickName(page, add, 'Skills', 'Linux', /^Linux/);
  // Career paths: the student's own are offered under 'Selected'.
  await pickName(page, add, 'Career Paths', '', student.jobRole);
  await submitCard(page, add, 'Your subject has been added to your portfolio.');
  const subject = page.locator('[data-testid^="entry-semester-"]').filter({ hasText: 'Operating Systems' });
  await expect(subject).toBeVisible();

  // Edit the subject (PUT).
  await subject.getByRole('button', { name: 'Edit' }).click();
  const editSubject = page.getByRole('dialog', { name: 'Edit semester' });
  await choose(page, editSubject, 'Date Month', 'Nov');
  await fill(editSubject, 'Subject Name', 'Operating Systems Lab');
  await editSubject.getByRole('radio', { name: 'Lab' }).check();
  await submitCard(page, editSubject, 'Your changes have been saved.');
  await expect(page.getByText('Operating Systems Lab')).toBeVisible();

  // The subject's points count on the portfolio.
  await page.getByRole('link', { name: 'My Portfolio' }).first().click();
  await expect.poll(() => total(page)).toBeGreaterThan(before);
  await expect(page.getByTestId('section-semester').getByText('Operating Systems Lab')).toBeVisible();
  expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
});
