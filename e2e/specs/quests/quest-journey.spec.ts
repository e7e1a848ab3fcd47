import { randomUUID } from 'node:crypto';
import { scorecardScore, type Scorecard } from '@lbd/shared/quests';
import { expect, test } from '@playwright/test';
import { apiMentor } from '../../support/activities-api';
import { apiPortfolioStudent, pdfText, signedInPage } from '../../support/portfolio';
import { apiPublishedProject } from '../../support/projects-api';
import { apiPublishedQuiz, takeQuiz } from '../../support/quests-api';

/*
 * Issue 27's journey: a mentor builds a quest with a score gate (the project opens once the quiz is passed
 * with 70%), a student fails the quiz, reads why the project is locked, passes on a retake, and sees the
 * project open on the graph and its list; the scorecard PDF says what the page says.
 */
const QUESTIONS = 6;
// 4 of 6 right: 66.7%, above the quiz's own pass mark (40%) and below the quest's gate (70%).
const FAILED = 4;
// 5 of 6 right: 83.3%.
const PASSED = 5;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a mentor gates a project behind a quiz score; a student fails, reads why it is locked, passes and sees it open; the scorecard PDF matches the page', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 6);
  const quizTitle = `SQL basics check ${tag}`;
  const projectTitle = `Kirana sales dashboard ${tag}`;
  const questTitle = `Data analyst starter ${tag}`;
  const mentor = await apiMentor(request);
  await apiPublishedQuiz(request, mentor.headers, quizTitle, QUESTIONS);
  await apiPublishedProject(request, mentor, projectTitle);

  // The mentor builds the quest in the editor: the quiz, then the project behind 'pass the quiz with 70%'.
  const { page, errors: mentorErrors } = await signedInPage(browser, request, baseURL!, mentor);
  await page.goto('/createQuest');
  const newQuest = page.getByRole('form', { name: 'New quest' });
  await newQuest.getByRole('textbox', { name: /^Title/ }).fill(questTitle);
  await newQuest.getByRole('button', { name: 'Create draft' }).click();
  await expect(page).toHaveURL(/\/editQuest\/\d+$/);
  const questId = Number(/\/editQuest\/(\d+)/.exec(page.url())![1]);
  const editor = page.getByRole('form', { name: 'Edit quest' });
  await expect(editor.getByRole('textbox', { name: /^Title/ })).toHaveValue(questTitle);

  const addStep = async (kind: 'Quiz' | 'Project', title: string) => {
    await editor.getByRole('button', { name: 'Add step' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a step' });
    await dialog.getByRole('combobox', { name: 'Kind', exact: true }).click();
    await page.getByRole('listbox').getByRole('option', { name: kind, exact: true }).click();
    await dialog.getByRole('combobox', { name: new RegExp(`^${kind}`) }).fill(title);
    await page.getByRole('option', { name: title, exact: true }).click();
    await expect(dialog.getByRole('textbox', { name: /^Key/ })).not.toHaveValue('');
    return dialog;
  };
  const quizStep = await addStep('Quiz', quizTitle);
  await quizStep.getByRole('button', { name: 'Add step', exact: true }).click();
  await expect(quizStep).toBeHidden();

  const projectStep = await addStep('Project', projectTitle);
  await projectStep.getByRole('combobox', { name: 'Condition', exact: true }).click();
  await page.getByRole('option', { name: 'Pass a step with a score', exact: true }).click();
  await projectStep.getByRole('combobox', { name: 'Condition: step' }).click();
  await page.getByRole('option', { name: quizTitle, exact: true }).click();
  await projectStep.getByRole('spinbutton', { name: 'Condition: pass mark (%)' }).fill('70');
  await projectStep.getByRole('button', { name: 'Add step', exact: true }).click();
  await expect(projectStep).toBeHidden();
  const stepsList = editor.getByRole('list', { name: 'Steps' });
  await expect(stepsList.getByRole('listitem')).toHaveCount(2);
  await expect(stepsList.getByRole('listitem').nth(0)).toContainText('Rule: Open from the start');
  await expect(stepsList.getByRole('listitem').nth(1)).toContainText(`Rule: Pass ${quizTitle} with 70%`);

  await editor.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('The quest is published.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/quests/${questId}$`));
  await expect(page.getByRole('heading', { level: 1, name: questTitle })).toBeVisible();
  expect(mentorErrors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
  await page.context().close();

  // A new student (with her career path chosen, so no first-visit dialog) enrols; the project waits for the quiz.
  const student = await apiPortfolioStudent(request, { firstName: 'Ishita', lastName: 'Verma' });
  const { page: sp, errors } = await signedInPage(browser, request, baseURL!, student);
  await sp.goto(`/quests/${questId}`);
  await expect(sp.getByRole('heading', { level: 1, name: questTitle })).toBeVisible();
  await sp.getByRole('button', { name: 'Enrol', exact: true }).click();
  await expect(sp).toHaveURL(/\/myQuests\/\d+$/);
  const myQuestUrl = new URL(sp.url()).pathname;
  const steps = sp.getByRole('list', { name: 'Steps in order' });
  const quizCard = steps.getByRole('listitem', { name: `1. ${quizTitle}` });
  const projectCard = steps.getByRole('listitem', { name: `2. ${projectTitle}` });
  await expect(projectCard).toContainText('Locked');
  await expect(projectCard).toContainText(`Pass ${quizTitle} with 70%: not attempted yet`);

  // She takes the quiz from its step and scores 66.7%: the quiz's own pass mark, not the quest's gate.
  await quizCard.getByRole('link', { name: `Start: ${quizTitle}` }).click();
  await expect(sp).toHaveURL(/\/quiz\/\d+$/);
  await expect(sp.getByRole('heading', { level: 1, name: quizTitle })).toBeVisible();
  await takeQuiz(sp, QUESTIONS, FAILED);

  await sp.goto(myQuestUrl);
  // The quiz is done in the quest (its own pass mark is 40%), and the gate still holds.
  await expect(quizCard).toContainText('Done');
  await expect(quizCard).toContainText('Best 66.7%');
  await expect(projectCard).toContainText('Locked');
  await projectCard.getByRole('button', { name: 'Why is this locked?' }).click();
  const why = sp.getByRole('dialog', { name: `Why is ${projectTitle} locked?` });
  await expect(why.getByRole('list', { name: 'What is missing' })).toHaveText(
    `Pass ${quizTitle} with 70%: your best is 66.7%`,
  );
  const fewest = why.getByRole('list', { name: 'The fewest steps that unlock it' });
  await expect(fewest.getByRole('listitem')).toHaveCount(1);
  await expect(fewest.getByRole('listitem')).toContainText(quizTitle);
  await why.getByRole('button', { name: 'Close' }).click();
  await expect(why).toBeHidden();

  // She retakes it and scores 83.3%.
  await quizCard.getByRole('link', { name: `Open: ${quizTitle}` }).click();
  await expect(sp.getByRole('heading', { level: 1, name: quizTitle })).toBeVisible();
  await takeQuiz(sp, QUESTIONS, PASSED);

  // The graph: the project's node is no longer locked; the list view says the same.
  await sp.goto(`/questGraph/${questId}`);
  const graph = sp.getByTestId('quest-graph');
  const projectNode = graph.getByRole('link', {
    name: new RegExp(`^${escape(projectTitle)}\\. Project\\. Available\\.`),
  });
  await expect(projectNode).toBeVisible();
  await expect(projectNode).toContainText('Available');
  await expect(graph.getByRole('link', { name: new RegExp(`^${escape(quizTitle)}\\. Quiz\\. Done\\.`) })).toBeVisible();
  await sp.getByRole('button', { name: 'List', exact: true }).click();
  const list = sp.getByRole('list', { name: `${questTitle}: steps` });
  const projectItem = list
    .getByRole('listitem')
    .filter({ has: sp.getByRole('heading', { name: `2. ${projectTitle}` }) });
  await expect(projectItem).toContainText('Available');
  await expect(projectItem.getByRole('link', { name: projectTitle })).toBeVisible();
  await expect(projectItem.getByRole('button', { name: /Why is this locked/ })).toHaveCount(0);

  // The scorecard: the quiz's best with one decimal, as the API has it; the PDF says the same.
  const res = await request.get(`/api/quests/${questId}/scorecard`, { headers: student.headers });
  expect(res.status()).toBe(200);
  const card = (await res.json()).data as Scorecard;
  const quizScore = card.steps.find((s) => s.kind === 'quiz')!.score;
  expect(quizScore).toBe(83.3);
  const score = scorecardScore(quizScore);
  const total = scorecardScore(card.total);
  expect(score).toBe('83.3');

  await sp.goto(`/scorecard/${questId}`);
  await expect(sp.getByRole('heading', { level: 1, name: `Scorecard: ${questTitle}` })).toBeVisible();
  const table = sp.getByRole('table', { name: 'Scores per step (table)' });
  const quizRow = table.getByRole('row').filter({ hasText: quizTitle });
  await expect(quizRow.getByRole('cell').nth(3)).toHaveText(score);
  const totalRow = table.getByRole('row').filter({ hasText: 'Total' });
  await expect(totalRow.getByRole('cell').nth(1)).toHaveText(total);
  await expect(sp.getByRole('list', { name: 'Scorecard figures' }).getByRole('listitem').first()).toContainText(total);

  const downloading = sp.waitForEvent('download');
  await sp.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const pdf = await readFile(path);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(pdf);
  expect(text).toContain(questTitle);
  expect(text).toContain(`QuizDone${score}`);
  expect(text).toContain(`Total: ${total}`);
  expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
});
