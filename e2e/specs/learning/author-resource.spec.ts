import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { apiMentor } from '../../support/activities-api';
import { watchConsole } from '../../support/console';
import { signInWithToken } from '../../support/portfolio';

const HEADING = 'The following issue(s) need to be fixed before you can submit the resource:';

test('a mentor creates a resource, gets the issues list on an incomplete publish, completes it and publishes', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const mentor = await apiMentor(request);
  await signInWithToken(page, request, mentor.email, mentor.password);

  await page.goto('/resources');
  await page.getByRole('link', { name: 'Create Resource' }).click();
  const title = `Reading a balance sheet ${randomUUID().slice(0, 6)}`;
  const start = page.getByRole('form', { name: 'New resource' });
  await start.getByLabel('Title').fill(title);
  await start.getByRole('button', { name: 'Create draft' }).click();
  await expect(page).toHaveURL(/\/editResource\/\d+$/);
  const id = Number(/\/editResource\/(\d+)/.exec(page.url())![1]);

  // An empty body is an empty paragraph: publishing lists what is missing, and keeps what was typed.
  const form = page.getByRole('form', { name: 'Edit resource' });
  await form.getByLabel('Duration (minutes)').fill('25');
  await form.getByRole('button', { name: 'Publish' }).click();
  const issues = page.getByRole('alert').filter({ hasText: HEADING });
  await expect(issues).toBeVisible();
  await expect(issues.getByRole('list', { name: 'Issues to fix' })).toContainText('Please write the resource’s content');
  await expect(form.getByLabel('Duration (minutes)')).toHaveValue('25');
  await expect(form.getByLabel('Title')).toHaveValue(title);

  // Complete it: the content through the editor's toolbar, a skill, then publish.
  const body = form.getByRole('textbox', { name: 'Content' });
  await body.click();
  await form.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Assets equal liabilities plus equity.');
  await form.getByRole('combobox', { name: 'Skills', exact: true }).fill('Python');
  await page.getByRole('option').first().click();
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(new RegExp(`/resources/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('This resource is published.')).toBeVisible();
  // The rich text is on the page as formatted text.
  await expect(page.getByRole('region', { name: 'Content' }).locator('strong')).toHaveText(
    'Assets equal liabilities plus equity.',
  );
  // The browser logs the refused publish; nothing else goes wrong.
  expect(errors).toEqual(['Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)']);
});
