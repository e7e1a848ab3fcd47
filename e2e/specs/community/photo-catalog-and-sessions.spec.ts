import { expect, test } from '@playwright/test';
import { demoAccount } from '../../support/demo-accounts';
import { signedInPage } from '../../support/portfolio';

/*
 * Issue 28 items 10 and 11 on the demo content: a visitor opens the photo catalog and moves through the
 * demo album in the lightbox by keyboard; the demo mentor schedules a session two days ahead in India time
 * and the demo student says she will attend, then sees 'Join' waiting for 10 minutes before the start.
 */

test('a visitor opens /instaCatalog and the lightbox, moving with the arrow keys and closing with Escape', async ({
  page,
}) => {
  await page.goto('/instaCatalog');
  await expect(page.getByRole('heading', { level: 1, name: 'Photo Catalog' })).toBeVisible();
  const photos = page.getByRole('button', { name: /^Open photo: / });
  await expect(photos.first()).toBeVisible();
  const firstAlt = await photos.first().locator('img').getAttribute('alt');
  expect(firstAlt?.length).toBeGreaterThan(10);
  await photos.first().click();
  const box = page.getByRole('dialog', { name: /^Photo 1 of \d+$/ });
  await expect(box.locator('img')).toHaveAttribute('alt', firstAlt!);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: /^Photo 2 of \d+$/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('a mentor schedules a session and a student says she will attend, with Join waiting for its time', async ({
  browser,
  request,
  baseURL,
}) => {
  const title = `Mock interview night ${Date.now() % 100_000}`;
  // Two days ahead, in India.
  const day = new Date(Date.now() + 2 * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
  const mentor = await signedInPage(browser, request, baseURL!, demoAccount('Mentor'));
  await mentor.page.goto('/createSession');
  await mentor.page.getByLabel(/^Title/).fill(title);
  await mentor.page.getByLabel(/^Date/).fill(day);
  await mentor.page.getByLabel(/^Starts \(IST\)/).fill('18:30');
  await mentor.page.getByLabel(/^Ends \(IST\)/).fill('19:30');
  await mentor.page.getByLabel(/^Meeting link/).fill('https://meet.jit.si/lbd-mock-interviews');
  await mentor.page.getByLabel(/^Skills it covers/).fill('Interviewing, Communication');
  await mentor.page.getByRole('button', { name: 'Schedule a session' }).click();
  await expect(mentor.page).toHaveURL(/\/sessions\/\d+$/);
  await expect(mentor.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(mentor.page.getByText(/6:30 pm to 7:30 pm IST/)).toBeVisible();
  const url = new URL(mentor.page.url()).pathname;
  await mentor.page.context().close();

  const student = await signedInPage(browser, request, baseURL!, demoAccount('Student'));
  await student.page.goto('/sessions');
  await student.page.getByRole('link', { name: title }).click();
  await expect(student.page).toHaveURL(new RegExp(`${url}$`));
  await student.page.getByRole('button', { name: 'I will attend' }).click();
  await expect(student.page.getByRole('button', { name: 'Cancel my RSVP' })).toBeVisible();
  await expect(student.page.getByText(/You will attend/)).toBeVisible();
  const join = student.page.getByRole('button', { name: /^Join opens at / });
  await expect(join).toBeDisabled();
  await expect(join).toContainText('6:20 pm');
  await student.page.context().close();
});
