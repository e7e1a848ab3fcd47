import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { watchConsole } from '../../support/console';
import { apiPortfolioStudent, signInWithToken } from '../../support/portfolio';

/*
 * Issue 28: a student posts with a photo and a mention; another student likes and comments; a third likes
 * too; the first opens the bell and finds the likes counted into one item ('... and 1 other liked your
 * post') and the comment, and the item opens the post.
 */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVRoge2SwQ0AQRCCrIiH/V3vVwaZrAkFgDF8PU10AxZQfUV2od4lugELqL4iu1DvEt2ABVRfkV2od4luwAKqr8gu1LtEN2AB1VdkF+pdohuwgOorsgv1LtENWED1FdmFepfoBiyg+orsQr1LdAMWUH1FdqHeJboBjwf8kGVclxuRLosAAAAASUVORK5CYII=',
  'base64',
);

test('a student posts with a photo and a mention; others like and comment; she sees one batched notification', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const errors = watchConsole(page);
  const asha = await apiPortfolioStudent(request, { firstName: 'Asha', lastName: 'Verma' });
  const rohit = await apiPortfolioStudent(request, { firstName: 'Rohit', lastName: 'Bose' });
  const neha = await apiPortfolioStudent(request, { firstName: 'Neha', lastName: 'Kapoor' });
  const words = `Our hackathon demo ${randomUUID().slice(0, 6)}`;

  // Asha writes a post with a photo (described) and mentions Rohit.
  await signInWithToken(page, request, asha.email, asha.password);
  await page.goto('/posts');
  const composer = page.getByRole('region', { name: 'Write a post' });
  const editor = composer.locator('[contenteditable="true"]');
  await editor.click();
  await editor.pressSequentially(`${words} #hackathon`);
  await page.getByTestId('post-photo-input').setInputFiles({ name: 'team.png', mimeType: 'image/png', buffer: PNG });
  await composer.getByRole('textbox', { name: 'Description of photo 1' }).fill('Our team on stage');
  await composer.getByRole('combobox', { name: 'Mention people' }).fill('Rohit');
  await page.getByRole('option', { name: '@Rohit Bose' }).click();
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  const mine = page.getByRole('article').filter({ hasText: words });
  await expect(mine).toBeVisible();
  await expect(mine.getByRole('img', { name: 'Our team on stage' })).toBeVisible();
  await expect(mine).toContainText('with @Rohit Bose');
  const postId = Number(
    (await mine.getByRole('link', { name: /\d{4}/ }).first().getAttribute('href'))!.replace('/posts/', ''),
  );

  // Rohit likes it and comments.
  const other = await browser.newContext({ baseURL });
  const rohitPage = await other.newPage();
  await signInWithToken(rohitPage, request, rohit.email, rohit.password);
  await rohitPage.goto('/posts');
  const seen = rohitPage.getByRole('article').filter({ hasText: words });
  await seen.getByRole('button', { name: 'Like (0)' }).click();
  await expect(seen.getByRole('button', { name: 'Like (1)' })).toHaveAttribute('aria-pressed', 'true');
  await seen.getByRole('button', { name: 'Comments (0)' }).click();
  await seen.getByRole('textbox', { name: 'Write a comment' }).fill('Congratulations, great demo!');
  await seen.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(seen.getByRole('button', { name: 'Comments (1)' })).toBeVisible();
  await expect(seen.getByText('Congratulations, great demo!')).toBeVisible();
  await other.close();

  // Neha likes it too (through the API).
  const liked = await request.post(`/api/posts/${postId}/like`, { headers: neha.headers });
  expect(liked.status()).toBe(200);
  expect((await liked.json()).data.like_count).toBe(2);

  // Asha's bell: the likes as one item, and the comment; the item opens the post.
  await page.goto('/posts');
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(async () => {
    await page.reload();
    await expect(bell).toHaveAccessibleName(/Notifications, [1-9]\d* unread/, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await bell.click();
  const notifications = page.getByRole('dialog', { name: 'Notifications' });
  const likes = notifications.getByRole('link', { name: /Neha Kapoor and 1 other liked your post/ });
  await expect(async () => {
    await expect(likes).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(notifications.getByRole('link', { name: /liked your post/ })).toHaveCount(1);
  await expect(notifications.getByRole('link', { name: /Rohit Bose commented on your post/ })).toBeVisible();
  await likes.click();
  await expect(page).toHaveURL(new RegExp(`/posts/${postId}$`));
  await expect(page.getByText('Congratulations, great demo!')).toBeVisible();
  expect(errors).toEqual([]);
});
