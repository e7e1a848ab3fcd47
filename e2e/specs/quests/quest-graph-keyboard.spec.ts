import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { demoAccount } from '../../support/demo-accounts';
import { signedInPage } from '../../support/portfolio';

/*
 * The quest graph by keyboard and screen reader (issue 27 item 3), read only, on the demo content: the demo
 * student is part-way through 'Data Analyst in 12 weeks', whose kirana project waits for the placement mock
 * test passed with 80%. She tabs to its node, presses Enter and reads why it is locked; the list view gives
 * the same answer.
 */
const QUEST = 'Data Analyst in 12 weeks';
const PROJECT = 'Sales dashboard for a kirana store';
const QUIZ = 'Campus placement mock test';
const REASON = new RegExp(`^Pass ${QUIZ} with 80%: your best is \\d+(\\.\\d)?%$`);

test('the demo student tabs to a locked step on her quest graph and reads why it is locked, then the same in the list view', async ({
  browser,
  request,
  baseURL,
}) => {
  const { page, errors } = await signedInPage(browser, request, baseURL!, demoAccount('Student'));
  await page.goto('/quests');
  await page.getByRole('link', { name: new RegExp(QUEST) }).click();
  await expect(page.getByRole('heading', { level: 1, name: QUEST })).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/myQuests\/\d+$/);
  await page.getByRole('link', { name: 'See the graph' }).click();
  await expect(page).toHaveURL(/\/questGraph\/\d+$/);

  // From the view switch, Tab reaches the locked project's node; Enter asks why it is locked.
  const graph = page.getByTestId('quest-graph');
  const node = graph.getByRole('button', { name: new RegExp(`^${PROJECT}\\. Project\\. Locked\\.`) });
  await expect(node).toBeVisible();
  await page.getByRole('button', { name: 'Graph', exact: true }).focus();
  for (let tabs = 0; tabs < 12; tabs += 1) {
    if (await node.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(node).toBeFocused();
  await page.keyboard.press('Enter');
  const why = page.getByRole('dialog', { name: 'Why is this locked?' });
  await expect(why.getByRole('list', { name: 'What is missing' })).toHaveText(REASON);
  await expect(why.getByRole('list', { name: 'The fewest steps that unlock it' })).toContainText(QUIZ);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(why).toBeHidden();
  await expectNoAxeViolations(page);

  // The list view: the same steps in order, the same answer.
  await page.getByRole('button', { name: 'List', exact: true }).click();
  const list = page.getByRole('list', { name: `${QUEST}: steps` });
  const item = list
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^\\d+\\. ${PROJECT}$`) }) });
  await expect(item).toContainText('Locked');
  await expect(item).toContainText(`Rule: Pass ${QUIZ} with 80%`);
  await item.getByRole('button', { name: `Why is this locked? ${PROJECT}` }).click();
  await expect(why.getByRole('list', { name: 'What is missing' })).toHaveText(REASON);
  await expectNoAxeViolations(page);
  expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
});
