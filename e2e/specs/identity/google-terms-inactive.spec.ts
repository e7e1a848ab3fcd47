import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, apiSignIn, apiStudent, signInThroughPopup } from '../../support/api';

test('signs in with Google through the loopback OpenID provider', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('dialog').getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupPromise;
  // The provider's own development sign-in form: any login name signs in as <login>@gmail.test.
  const login = `meera${Date.now()}`;
  await popup.locator('input[name="login"]').fill(login);
  await popup.locator('input[name="password"]').fill('anything');
  await popup.locator('button[type="submit"]').click();
  await popup.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/createProfile$/);
  await page.getByRole('radio', { name: 'Student' }).check();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(`${login}@gmail.test`);
});

test('the Terms of Use modal: Cancel signs out, Agree lets the user in', async ({ page, request }) => {
  const student = await apiStudent(request);
  await page.goto('/');
  await signInThroughPopup(page, student.email, student.password);
  const terms = page.getByRole('dialog', { name: 'Terms of Use' });
  await expect(terms).toBeVisible();
  await terms.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'LOGIN', exact: true })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('lbd.access_token'))).toBeNull();

  await signInThroughPopup(page, student.email, student.password);
  await page.getByRole('dialog', { name: 'Terms of Use' }).getByRole('button', { name: 'Agree' }).click();
  await expect(page).toHaveURL(/\/selectJobRoles$/);
  const me = await request.get('/api/v1/current_user_data', { headers: student.headers });
  expect((await me.json()).data.user.profile.terms_nd_cond).toBe(true);
});

/** A student whose profile an admin has disabled, signed in: the app has sent them to /disabledProfile. */
async function signInInactiveStudent(page: Page, request: APIRequestContext) {
  const student = await apiStudent(request, { terms: true });
  const admin = await apiSignIn(request, ADMIN.email, ADMIN.password);
  await request.post('/api/admin/update_profile_status', {
    headers: { authorization: `Bearer ${admin}` },
    data: { profile_id: student.profileId, active: false },
  });
  await page.goto('/');
  await signInThroughPopup(page, student.email, student.password);
  await expect(page).toHaveURL(/\/disabledProfile$/);
}

test('an inactive student lands on /disabledProfile after every navigation', async ({ page, request }) => {
  await signInInactiveStudent(page, request);
  for (const path of ['/dashboard', '/jobs', '/myPortfolio', '/posts']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/disabledProfile$/);
  }
  await expect(page.getByRole('heading', { name: 'Your profile is disabled' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
});

test('an inactive student stays on /disabledProfile when a request of the page it left fails later', async ({
  page,
  request,
}) => {
  await signInInactiveStudent(page, request);
  // The portfolio page mounts and asks before the current user is known; the guard then sends the
  // student away, and only after that does the portfolio's refusal arrive.
  await page.route('**/api/v1/current_user_data', async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  let refused = false;
  await page.route('**/api/my_portfolio/portfolios', async (route) => {
    await new Promise((r) => setTimeout(r, 2500));
    await route.continue();
    refused = true;
  });
  await page.goto('/myPortfolio');
  await expect(page).toHaveURL(/\/disabledProfile$/);
  await expect.poll(() => refused, { timeout: 10_000 }).toBe(true);
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/disabledProfile$/);
  await expect(page.getByRole('heading', { name: 'Your profile is disabled' })).toBeVisible();
});
