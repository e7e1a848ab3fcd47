import { randomUUID } from 'node:crypto';
import { POST_TEXTS as T } from '@lbd/shared/posts';
import { expect, test } from '@playwright/test';
import { ADMIN } from '../../support/api';
import { watchConsole } from '../../support/console';
import { apiPortfolioStudent, signedInPage, signInWithToken } from '../../support/portfolio';

/*
 * Issue 28 item 5: a student reports a post from the timeline (it leaves her feed at once); an admin finds
 * it in the moderation queue with its reason and note and hides it; nobody can open it any more.
 */
test('a student reports a post; an admin hides it from the moderation queue; it is gone for everyone', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const errors = watchConsole(page);
  const author = await apiPortfolioStudent(request, { firstName: 'Tarun', lastName: 'Mehta' });
  const reader = await apiPortfolioStudent(request, { firstName: 'Isha', lastName: 'Rao' });
  const other = await apiPortfolioStudent(request, { firstName: 'Nikhil', lastName: 'Jain' });
  const words = `Selling the mid-semester answer key ${randomUUID().slice(0, 6)}, message me`;
  const created = await request.post('/api/posts', { headers: author.headers, data: { text: `<p>${words}</p>` } });
  expect(created.status()).toBe(201);
  const postId = (await created.json()).data.id as number;

  // Isha reports it from the timeline: a reason is required, then the post leaves her sight.
  await signInWithToken(page, request, reader.email, reader.password);
  await page.goto('/posts');
  const card = page.getByRole('article').filter({ hasText: words });
  await card.getByRole('button', { name: 'Post actions' }).click();
  await page.getByRole('menuitem', { name: 'Report post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this post' });
  await dialog.getByRole('button', { name: 'Report' }).click();
  await expect(dialog.getByText(T.reportReasonRequired)).toBeVisible();
  await dialog.getByRole('radio', { name: 'Spam or scam' }).check();
  await dialog.getByRole('textbox').fill('Selling exam answers');
  await dialog.getByRole('button', { name: 'Report' }).click();
  await expect(page.getByText(T.reported)).toBeVisible();
  await expect(page.getByText(words)).toHaveCount(0);

  // The admin finds it waiting, with the reason and the note, and hides it with a note for the record.
  const admin = await signedInPage(browser, request, baseURL!, ADMIN);
  await admin.page.goto('/moderation');
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  const item = admin.page.getByRole('article').filter({ hasText: words });
  await expect(item).toContainText('Spam or scam (1)');
  await expect(item).toContainText('Selling exam answers');
  await item.getByRole('textbox', { name: 'Note for the record (optional)' }).fill('Academic dishonesty');
  await item.getByRole('button', { name: 'Hide' }).click();
  await expect(admin.page.getByText(T.moderationHidden)).toBeVisible();
  await admin.page.getByRole('tab', { name: 'Hidden' }).click();
  await expect(admin.page.getByRole('article').filter({ hasText: words })).toContainText('Hidden by a moderator');

  // Nobody else can open it or find it.
  const third = await signedInPage(browser, request, baseURL!, other);
  await third.page.goto(`/posts/${postId}`);
  await expect(third.page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await third.page.goto('/posts');
  await expect(third.page.getByRole('article').first()).toBeVisible();
  await expect(third.page.getByText(words)).toHaveCount(0);
  expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  expect(admin.errors).toEqual([]);
});
