import { expect, test, type Page } from '@playwright/test';
import { apiPortfolioStudent, signInWithToken } from '../../support/portfolio';

/**
 * Initial JavaScript per route: the compressed bytes of every script a cold page load fetches before
 * the network goes quiet. Budgets sit about 10% above the sizes measured when they were set (see
 * docs/decisions/0017-front-end-budgets.md); raise one only with a reason in the commit.
 */
const KB = 1024;
const BUDGETS: { path: string; signedIn: boolean; bytes: number }[] = [
  // Measured on 2026-11-22 (brotli) after the page chunks were preloaded and zod left the list and
  // portfolio pages: / 169 KB, /jobs 205, /events 224, /clubs 214, /myPortfolio 176, /dashboard 197.
  { path: '/', signedIn: false, bytes: 186 * KB },
  { path: '/jobs', signedIn: false, bytes: 226 * KB },
  { path: '/events', signedIn: false, bytes: 246 * KB },
  { path: '/clubs', signedIn: false, bytes: 235 * KB },
  { path: '/myPortfolio', signedIn: true, bytes: 194 * KB },
  // /dashboard draws the student's points chart (@mui/x-charts, its own chunk loaded after the page).
  { path: '/dashboard', signedIn: true, bytes: 310 * KB },
];

/** Script bytes of a cold load of `path`, counted until no script has been asked for in 1.5 s. */
async function scriptBytes(page: Page, path: string) {
  const sizes: Promise<number>[] = [];
  let lastScriptAt = Date.now();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') lastScriptAt = Date.now();
  });
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') sizes.push(request.sizes().then((s) => s.responseBodySize));
  });
  // The live notification stream never ends, so "network idle" never comes for a signed-in page.
  await page.goto(path, { waitUntil: 'load' });
  while (Date.now() - lastScriptAt < 1500) await page.waitForTimeout(250);
  const all = await Promise.all(sizes);
  return { bytes: all.reduce((sum, n) => sum + n, 0), files: all.length };
}

for (const budget of BUDGETS) {
  test(`initial JS of ${budget.path} stays within its budget`, async ({ browser, request }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    if (budget.signedIn) {
      const student = await apiPortfolioStudent(request);
      await signInWithToken(page, request, student.email, student.password);
      // signInWithToken opened a page of the app; start the measured load from a cold cache.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
    }
    const { bytes, files } = await scriptBytes(page, budget.path);
    await expect(page).toHaveURL(new RegExp(`${budget.path === '/' ? '/$' : budget.path}`));
    expect(files).toBeGreaterThan(0);
    expect(bytes, `${budget.path}: ${(bytes / KB).toFixed(1)} KB of JS in ${files} files`).toBeLessThanOrEqual(
      budget.bytes,
    );
    await context.close();
  });
}
