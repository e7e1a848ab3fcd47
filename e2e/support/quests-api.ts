import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

type Headers = Record<string, string>;

async function ok(res: Awaited<ReturnType<APIRequestContext['post']>>, what: string) {
  if (res.status() >= 300) throw new Error(`${what} ${res.status()}: ${await res.text()}`);
  return ((await res.json()) as { data: { id: number } }).data;
}

/**
 * A published quiz of `count` single-choice questions, all on one page, retaken as often as the student
 * likes (attempts_allowed 0), with the default pass mark (40%), made through the API by its author. Question
 * n offers 'Right n' and 'Wrong n', so a journey scores what it means to.
 */
export async function apiPublishedQuiz(request: APIRequestContext, headers: Headers, title: string, count: number) {
  const bank = await ok(
    await request.post('/api/question_banks', { headers, data: { title: `${title} bank` } }),
    'bank',
  );
  const questions: number[] = [];
  for (let n = 1; n <= count; n += 1) {
    const q = await ok(
      await request.post(`/api/question_banks/${bank.id}/questions`, {
        headers,
        data: {
          question: {
            type: 'single_choice',
            stem: `<p>Question ${n} of ${title}: which one is right?</p>`,
            options: [
              { id: 'a', text: `Right ${n}` },
              { id: 'b', text: `Wrong ${n}` },
            ],
            correct: 'a',
          },
        },
      }),
      'question',
    );
    questions.push(q.id);
  }
  await ok(await request.post(`/api/question_banks/${bank.id}/publish`, { headers }), 'publish bank');
  const quiz = await ok(
    await request.post('/api/quizzes', { headers, data: { title, attempts_allowed: 0, per_page: 0 } }),
    'quiz',
  );
  for (const questionId of questions)
    await ok(
      await request.post(`/api/quizzes/${quiz.id}/slots`, {
        headers,
        data: { kind: 'fixed', question_id: questionId },
      }),
      'slot',
    );
  await ok(await request.post(`/api/quizzes/${quiz.id}/publish`, { headers }), 'publish quiz');
  return quiz.id;
}

/**
 * Takes the quiz open on its page (/quiz/{id}) in the browser: starts an attempt, answers the first `right`
 * of its `count` questions right and the rest wrong, submits, and waits for the result.
 */
export async function takeQuiz(page: Page, count: number, right: number) {
  await page.getByRole('button', { name: /^(Start|Start a new attempt)$/ }).click();
  await expect(page).toHaveURL(/\/myquiz\/\d+$/);
  for (let n = 1; n <= count; n += 1)
    await page.getByRole('radio', { name: `${n <= right ? 'Right' : 'Wrong'} ${n}`, exact: true }).check();
  await expect(page.getByText(`${count} of ${count} answered`)).toBeVisible();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Submit your attempt?' });
  await expect(confirm).toContainText('You have answered every question.');
  await confirm.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your attempt is submitted' })).toBeVisible();
}
