import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiMentor } from '../../support/activities-api';
import { demoAccount } from '../../support/demo-accounts';
import { signedInPage } from '../../support/portfolio';

async function apiQuestion(request: APIRequestContext, headers: Record<string, string>, bankId: number, n: number) {
  const res = await request.post(`/api/question_banks/${bankId}/questions`, {
    headers,
    data: {
      category: 'Percentages',
      question: {
        type: 'single_choice',
        stem: `<p>What is ${n * 10}% of 100?</p>`,
        options: [
          { id: 'a', text: String(n * 10) },
          { id: 'b', text: String(n * 10 + 5) },
        ],
        correct: 'a',
      },
    },
  });
  if (res.status() !== 201) throw new Error(`question ${res.status()}: ${await res.text()}`);
}

/** Answers the question shown (every drawn one is a single choice) and waits for the autosave to say so. */
async function answerShown(page: Page) {
  await page.getByRole('radio').first().check();
}

test('a mentor builds a bank and a quiz with a draw; the demo student takes it through a dropped connection and sees per-skill results', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const mentor = await apiMentor(request);
  const { page } = await signedInPage(browser, request, baseURL!, mentor);

  // A bank, and a question through the editor.
  const bankTitle = `Aptitude drills ${randomUUID().slice(0, 6)}`;
  await page.goto('/createQuizBank');
  const newBank = page.getByRole('form', { name: 'New question bank' });
  await newBank.getByLabel('Title').fill(bankTitle);
  await newBank.getByRole('button', { name: 'Create draft' }).click();
  await expect(page).toHaveURL(/\/createQuizBank\/\d+$/);
  const bankId = Number(/\/createQuizBank\/(\d+)/.exec(page.url())![1]);

  await page.getByRole('button', { name: 'Add question' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a question' });
  await dialog.getByRole('textbox', { name: 'Question' }).click();
  await page.keyboard.type('A price of 200 rises by 15%. What is the new price?');
  await dialog.getByLabel('Option 1', { exact: true }).fill('215');
  await dialog.getByLabel('Option 2', { exact: true }).fill('230');
  await dialog.getByRole('radio', { name: 'Option 2 is the right answer' }).check();
  await dialog.getByLabel('Category').fill('Percentages');
  await dialog.getByRole('combobox', { name: /^Skills/ }).fill('Python');
  await page.getByRole('option', { name: 'Python', exact: true }).click();
  await dialog.getByRole('button', { name: 'Add question' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Questions of the bank' })).toContainText('A price of 200 rises by 15%');
  // Two more, through the API, so that a draw has a pool.
  await apiQuestion(request, mentor.headers, bankId, 1);
  await apiQuestion(request, mentor.headers, bankId, 2);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('The question bank is published.')).toBeVisible();

  // A timed quiz of 3 drawn from the bank's category.
  const quizTitle = `Placement warm-up ${randomUUID().slice(0, 6)}`;
  await page.goto('/createQuiz');
  const newQuiz = page.getByRole('form', { name: 'New quiz' });
  await newQuiz.getByLabel('Title').fill(quizTitle);
  await newQuiz.getByRole('button', { name: 'Create draft' }).click();
  await expect(page).toHaveURL(/\/createQuiz\/\d+$/);
  const settings = page.getByRole('form', { name: 'Quiz settings' });
  await settings.getByLabel('Time limit (minutes)').fill('20');
  await page.getByRole('tab', { name: 'N from a bank' }).click();
  await page.getByRole('combobox', { name: 'Question bank' }).click();
  await page.getByRole('option', { name: new RegExp(bankTitle) }).click();
  await page.getByLabel('How many').fill('3');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Percentages' }).click();
  await page.getByRole('button', { name: 'Add draw' }).click();
  const slots = page.getByRole('list', { name: 'Questions of the quiz' });
  await expect(slots).toContainText('gives 3');
  await expect(slots).toContainText('pool 3');
  await settings.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/quiz\/\d+$/);
  const quizId = Number(/\/quiz\/(\d+)/.exec(page.url())![1]);
  await page.context().close();

  // The demo student takes it; the connection drops for a few seconds in the middle.
  const { page: sp } = await signedInPage(browser, request, baseURL!, demoAccount('Student'));
  await sp.goto(`/quiz/${quizId}`);
  await expect(sp.getByRole('heading', { level: 1, name: quizTitle })).toBeVisible();
  await sp.getByRole('button', { name: 'Start' }).click();
  await expect(sp).toHaveURL(/\/myquiz\/\d+$/);
  await expect(sp.getByRole('timer', { name: 'Time left' })).toHaveText(/^(20:00|19:5\d)$/);
  const status = sp.getByTestId('save-status');

  await answerShown(sp);
  await expect(status).toHaveText('Saved');
  await sp.getByRole('button', { name: 'Next' }).click();

  await sp.context().setOffline(true);
  await answerShown(sp);
  await expect(status).toHaveText('Offline');
  await sp.waitForTimeout(3000);
  await sp.context().setOffline(false);
  await expect(status).toHaveText('Saved');

  await sp.getByRole('button', { name: 'Next' }).click();
  await answerShown(sp);
  await expect(status).toHaveText('Saved');
  await expect(sp.getByText('3 of 3 answered')).toBeVisible();

  await sp.getByRole('button', { name: 'Finish' }).click();
  const confirm = sp.getByRole('dialog', { name: 'Submit your attempt?' });
  await expect(confirm).toContainText('You have answered every question.');
  await confirm.getByRole('button', { name: 'Submit' }).click();
  await expect(sp.getByRole('heading', { name: 'Your attempt is submitted' })).toBeVisible();
  await expect(sp.getByRole('table', { name: 'Results by skill' })).toContainText('Python');
  // Every answer reached the server: none is left unanswered.
  await expect(sp.getByText('Not answered')).toHaveCount(0);
});
