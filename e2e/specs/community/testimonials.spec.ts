import { randomUUID } from 'node:crypto';
import { TESTIMONIAL_CONSENT_TEXT, TESTIMONIAL_TEXTS as T } from '@lbd/shared/testimonials';
import { expect, test, type Browser } from '@playwright/test';
import { ADMIN } from '../../support/api';
import { apiPortfolioStudent, signedInPage } from '../../support/portfolio';

/*
 * Issue 28 item 8's journey: a student writes a testimonial with explicit consent, an admin approves and
 * features it, it shows on /Home; the student withdraws consent and a visitor no longer sees it.
 */

/** /Home as a first-time visitor (a fresh browser context: nothing cached). */
async function visitHome(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/testimonials');
  await page.goto('/Home');
  expect((await answered).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return { page, close: () => context.close() };
}

test('a student’s testimonial, given with consent, is approved and featured on /Home, and gone once consent is withdrawn', async ({
  browser,
  request,
  baseURL,
}) => {
  const words = `Mentors reviewed every deliverable within a day; I learnt SQL by building ${randomUUID().slice(0, 6)}.`;
  const student = await apiPortfolioStudent(request, { firstName: 'Isha', lastName: 'Verma' });

  const { page } = await signedInPage(browser, request, baseURL!, student);
  await page.goto('/testimonials/mine');
  const form = page.getByRole('form', { name: 'Write a testimonial' });
  await form.getByRole('textbox', { name: T.textLabel }).fill(words);
  await form.locator('label', { hasText: '5 Stars' }).click();
  await expect(form.getByRole('radio', { name: '5 Stars' })).toBeChecked();
  await form.getByRole('checkbox', { name: TESTIMONIAL_CONSENT_TEXT }).check();
  await form.getByRole('button', { name: T.submit }).click();
  await expect(page.getByText(T.submitted)).toBeVisible();
  await expect(page.getByRole('article', { name: 'My testimonial' })).toContainText('Waiting for review');

  const { page: admin } = await signedInPage(browser, request, baseURL!, ADMIN);
  await admin.goto('/adminTestimonials');
  const pending = admin.getByRole('article').filter({ hasText: words });
  await pending.getByRole('button', { name: T.approve }).click();
  await expect(pending).toHaveCount(0);
  await admin.getByRole('tab', { name: 'Approved' }).click();
  const approved = admin.getByRole('article').filter({ hasText: words });
  await approved.getByRole('button', { name: T.feature }).click();
  await expect(approved).toHaveCount(0);

  const before = await visitHome(browser, baseURL!);
  const section = before.page.getByRole('region', { name: T.sectionTitle });
  await expect(section.getByText(words)).toBeVisible();
  await expect(section.getByRole('figure').filter({ hasText: words })).toContainText('Isha Verma');
  await before.close();

  await page.reload();
  const mine = page.getByRole('article', { name: 'My testimonial' });
  await expect(mine).toContainText('Featured');
  await mine.getByRole('button', { name: T.withdraw }).click();
  await page.getByRole('dialog').getByRole('button', { name: T.withdraw }).click();
  await expect(mine).toContainText('Consent withdrawn');
  await expect(page.getByText(words)).toHaveCount(0);

  const after = await visitHome(browser, baseURL!);
  await expect(after.page.getByText(words)).toHaveCount(0);
  await after.close();
});
