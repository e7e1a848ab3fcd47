import { expect, test } from '@playwright/test';
import { watchConsole } from '../../support/console';
import { apiPortfolioStudent, signInWithToken } from '../../support/portfolio';

/*
 * A student opens /books and adds the top recommended book to their portfolio through the books card's
 * own form (filled from the book; the student chooses 'Want to read'), sees it marked as added and
 * finds it on /myPortfolio/books as on their reading list, with no points yet.
 */
test('a student adds a recommended book to their portfolio and sees it on My Books', async ({ page, request }) => {
  const errors = watchConsole(page);
  const student = await apiPortfolioStudent(request);
  await signInWithToken(page, request, student.email, student.password);

  await page.goto('/books');
  await expect(page.getByRole('heading', { name: 'Books', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Recommended' })).toHaveAttribute('aria-selected', 'true');
  const recommended = page.getByRole('region', { name: 'Recommended books' });
  const first = recommended.getByTestId('reading-card').first();
  await expect(first.getByTestId('reading-reason')).toContainText('Recommended: ');
  const title = (await first.getByRole('heading', { level: 3 }).textContent())!.trim();

  await first.getByRole('button', { name: `Add to portfolio: ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Add book' });
  await expect(dialog.getByRole('textbox', { name: /^Title/ })).toHaveValue(title);
  await dialog.getByRole('combobox', { name: /^Status/ }).click();
  await expect(page.getByRole('option')).toHaveText(['Want to read', 'Reading', 'Finished']);
  await page.getByRole('option', { name: 'Want to read' }).click();
  await expect(dialog.getByRole('group', { name: 'Date added' })).toBeVisible();
  await dialog.getByRole('button', { name: 'ADD THIS TO PORTFOLIO' }).click();
  await expect(page.getByText('Your book has been added to your portfolio.')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Recommendations leave out what the student has; the catalogue marks it instead.
  await expect(recommended.getByRole('heading', { name: title, exact: true })).toHaveCount(0);
  await page.getByRole('tab', { name: 'All Books' }).click();
  await page.getByLabel('Search books').fill(title.split(':')[0]!);
  const card = page.getByRole('article', { name: title, exact: true });
  await expect(card.getByText('In your portfolio')).toBeVisible();

  await page.goto('/myPortfolio/books');
  await page.getByRole('tab', { name: 'My Books' }).click();
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Want to read', { exact: true }).first()).toBeVisible();
  expect(errors).toEqual([]);
});
