import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { demoAccount } from '../../support/demo-accounts';
import { signedInPage } from '../../support/portfolio';

/** Gives some answer to the question on screen, whatever its type (right or wrong does not matter here). */
async function answerShown(page: Page) {
  const section = page.getByRole('region', { name: /^Question \d+ of \d+$/ });
  const radios = section.getByRole('radio');
  if ((await radios.count()) > 0) return radios.first().check();
  const boxes = section.getByRole('checkbox');
  if ((await boxes.count()) > 0) return boxes.first().check();
  const selects = section.getByRole('combobox');
  for (let i = 0; i < (await selects.count()); i++) {
    await selects.nth(i).click();
    await page.getByRole('listbox').getByRole('option').first().click();
  }
  const texts = section.getByRole('textbox');
  for (let i = 0; i < (await texts.count()); i++) await texts.nth(i).fill('1');
  // Items to order are an answer as they stand.
}

test('the demo student opens the daily notice of her quiz byte, practises a session question by question and sees her scorecard', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const { page, errors } = await signedInPage(browser, request, baseURL!, demoAccount('Student'));
  await page.goto('/dashboard');

  // Today's notice of due practice (the demo seeds it on a fresh start) leads to the byte's page.
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await bell.click();
  const notifications = page.getByRole('dialog', { name: 'Notifications' });
  const notice = notifications.getByRole('link', {
    name: /Aptitude in five minutes a day: \d+ questions? (is|are) due for review today/,
  });
  await expect(notice).toBeVisible();
  await notice.click();
  await expect(page).toHaveURL(/\/quizByte\/\d+\?question_bank_id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Aptitude in five minutes a day' })).toBeVisible();
  const cards = page.getByLabel('Your cards');
  await expect(cards).toContainText('Due today');
  await expectNoAxeViolations(page);

  // Today's practice: 5 questions, each checked at once with the explanation, then the next.
  await page.getByRole('button', { name: /^(Start today’s practice|Resume practice|Practise again)$/ }).click();
  await expect(page).toHaveURL(/\/myquizbyte\/\d+\?session=\d+$/);
  for (let n = 1; n <= 5; n++) {
    await expect(page.getByRole('heading', { name: `Question ${n} of 5` })).toBeVisible();
    await answerShown(page);
    await page.getByRole('button', { name: 'Check' }).click();
    const verdict = page.getByTestId('verdict');
    await expect(verdict).toContainText(/^(Right|Partly right|Not right)/);
    await expect(verdict).toContainText(/It comes back (today|tomorrow|in \d+ days)/);
    if (n === 1) await expectNoAxeViolations(page);
    if (n === 2) {
      // A reload in the middle resumes the same session at the next question, the answers kept.
      await page.reload();
      await expect(page.getByText('2 of 5', { exact: true })).toBeVisible();
      continue;
    }
    await page.getByRole('button', { name: n === 5 ? 'See how you did' : 'Next question' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Today’s practice is done' })).toBeVisible();
  await expect(page.getByText(/^\d of 5 right\.$/)).toBeVisible();

  // The scorecard: mastery per category, and the rule behind it.
  await page.getByRole('link', { name: 'See your scorecard' }).click();
  await expect(page).toHaveURL(/\/quizBankScorecard\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Scorecard: Placement aptitude' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^\d+ of 21 mastered$/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Category' })).toContainText('Percentages');
  await expectNoAxeViolations(page);

  // Back on the byte's page (from the list on /quizzes), today's practice counts.
  await page.goto('/quizzes');
  await page.getByRole('link', { name: /Aptitude in five minutes a day/ }).click();
  await expect(page.getByRole('button', { name: /^(Practise again|Practise ahead)$/ })).toBeVisible();
  expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
});
