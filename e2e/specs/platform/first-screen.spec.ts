import { expect, test, type Page } from '@playwright/test';

/**
 * The pages served with their first screen in the HTML (apps/web/src/app/first-screen.ts): before any
 * script runs they show the heading and intro the React page renders, in the same place, so React's
 * first commit changes nothing that was painted.
 */
const PAGES = ['/', '/Home', '/jobs', '/internships'];
const VIEWPORTS = [
  { name: 'phone', viewport: { width: 412, height: 823 } },
  { name: 'desktop', viewport: { width: 1350, height: 940 } },
];

async function heading(page: Page) {
  const h1 = page.locator('h1');
  const intro = page.locator('h1 + p');
  await expect(h1).toHaveCount(1);
  const round = (box: { x: number; y: number; width: number; height: number } | null) =>
    box && [box.x, box.y, box.width, box.height].map((n) => Math.round(n));
  return {
    title: await h1.innerText(),
    intro: await intro.innerText(),
    titleBox: round(await h1.boundingBox()),
    introBox: round(await intro.boundingBox()),
  };
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    for (const url of PAGES) {
      test(`${url} shows its heading and intro before any script, where React renders them`, async ({ browser }) => {
        const noScript = await browser.newContext({ viewport });
        const staticPage = await noScript.newPage();
        await staticPage.route('**/*.js', (route) => route.abort());
        await staticPage.goto(url);
        await expect(staticPage.locator('[data-first-screen]')).toHaveCount(1);
        const painted = await heading(staticPage);
        await noScript.close();

        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        await page.goto(url);
        // React's header has replaced the static bar and the static block.
        await expect(page.locator('header')).toBeVisible();
        await expect(page.locator('[data-first-screen]')).toHaveCount(0);
        expect(await heading(page)).toEqual(painted);
        await context.close();
      });
    }
  });
}
