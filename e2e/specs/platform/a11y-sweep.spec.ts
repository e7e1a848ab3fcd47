import { stripVTControlCharacters as stripAnsi } from 'node:util';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { demoAccount } from '../../support/demo-accounts';
import { signInWithToken } from '../../support/portfolio';

/**
 * Issue 23 item 32 on a phone: every role's real pages, holding the seeded demo content (clubs, events,
 * jobs, learning, quests, quizzes, payments, posts), pass axe (WCAG 2.1 A/AA, nothing critical or
 * serious) at 390 px. One test per role, each in a browser context of its own, so the roles run in
 * parallel; a test goes on after a failing page and ends naming every page that failed, with axe's
 * findings for each.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.describe.configure({ mode: 'parallel' });

type Role = 'Student' | 'Mentor' | 'Company' | 'Institution' | 'Admin';

/** The pages a test checks, the failures it met (each naming its page), and what it checked. */
class Sweep {
  readonly failures: string[] = [];
  readonly checked = new Set<string>();

  constructor(private readonly page: Page) {}

  /** Waits until the page has loaded: its heading is shown and nothing is still spinning. */
  private async loaded() {
    await expect(this.page.locator('main h1').first()).toBeVisible();
    await expect(this.page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
  }

  private async run(label: string, body: () => Promise<void>) {
    await test.step(label, async () => {
      try {
        await body();
      } catch (error) {
        this.failures.push(`${label}\n${stripAnsi(error instanceof Error ? error.message : String(error))}`);
      }
    });
  }

  /** Opens `path` and runs axe on it once it has loaded. */
  async check(path: string) {
    await this.run(`axe on ${path}`, async () => {
      await this.page.goto(path);
      await this.loaded();
      await expectNoAxeViolations(this.page);
      this.checked.add(new URL(this.page.url()).pathname);
    });
  }

  /**
   * Opens `from` and checks it, then checks the first page its main part links to whose path matches
   * `link` (a list's first item, a dashboard's first job), so no id is written here.
   */
  async follow(from: string, ...links: RegExp[]) {
    await this.check(from);
    for (const link of links) {
      let href: string | undefined;
      await this.run(`a link matching ${link} on ${new URL(this.page.url()).pathname}`, async () => {
        await expect
          .poll(async () => (href = await this.firstHref(link)), { message: `no link matching ${link}` })
          .toBeTruthy();
      });
      if (!href) return;
      await this.check(href);
    }
  }

  /** Opens `from` and checks it, then checks the first page it links to for each of `links`. */
  async branches(from: string, ...links: RegExp[]) {
    await this.check(from);
    const hrefs: string[] = [];
    for (const link of links) {
      await this.run(`a link matching ${link} on ${from}`, async () => {
        let href: string | undefined;
        await expect
          .poll(async () => (href = await this.firstHref(link)), { message: `no link matching ${link}` })
          .toBeTruthy();
        hrefs.push(href!);
      });
    }
    for (const href of hrefs) await this.check(href);
  }

  private firstHref(link: RegExp) {
    return this.page
      .locator('main a[href]')
      .evaluateAll(
        (anchors, source) =>
          anchors
            .map((a) => a.getAttribute('href') ?? '')
            .find((href) => new RegExp(source).test(href.split(/[?#]/)[0]!)),
        link.source,
      );
  }

  /** Fails the test with every failure met, each naming its page. */
  finish(role: string) {
    test.info().annotations.push({ type: 'pages', description: `${role}: ${[...this.checked].join(' ')}` });
    expect(this.failures.join('\n\n'), `${this.failures.length} page(s) failed for ${role}`).toBe('');
  }
}

async function signedIn(page: Page, request: APIRequestContext, role: Role) {
  const account = demoAccount(role);
  await signInWithToken(page, request, account.email, account.password);
}

test('a visitor on a 390 px phone: the public pages and their first items pass axe', async ({ page }) => {
  test.setTimeout(180_000);
  const sweep = new Sweep(page);
  for (const path of [
    '/',
    '/Aboutus',
    '/FAQ',
    '/CompanyHome',
    '/InstituteHome',
    '/MentorHome',
    '/books',
    '/articles',
  ]) {
    await sweep.check(path);
  }
  await sweep.follow('/clubs', /^\/clubs\/\d+$/);
  await sweep.check('/posts');
  await sweep.follow('/sessions', /^\/sessions\/\d+$/);
  await sweep.check('/partners/companies');
  sweep.finish('visitor');
});

test('a visitor on a 390 px phone: the learning and opportunity lists and their first items pass axe', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const sweep = new Sweep(page);
  await sweep.follow('/events', /^\/events\/\d+$/);
  await sweep.follow('/internships', /^\/(internships|jobs)\/\d+$/);
  await sweep.follow('/projects', /^\/projects\/\d+$/);
  await sweep.follow('/quests', /^\/quests\/\d+$/);
  await sweep.follow('/resourceGroups', /^\/resourceGroups\/\d+$/);
  await sweep.follow('/resources', /^\/resources\/\d+$/);
  await sweep.follow('/quizzes', /^\/quiz\/\d+$/);
  sweep.finish('visitor');
});

test('the demo student on a 390 px phone: her dashboard, portfolio, profile and learning pass axe', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signedIn(page, request, 'Student');
  const sweep = new Sweep(page);
  await sweep.branches('/dashboard', /^\/myQuests\/\d+$/, /^\/myActivity\/\d+$/);
  await sweep.check('/myPortfolio');
  await sweep.check('/myPortfolio/projects');
  await sweep.follow('/myPortfolio/courses', /^\/myLearning\/\d+$/);
  await sweep.check('/myPortfolio/education');
  await sweep.check('/myprofile');
  await sweep.check('/jobRoles');
  await sweep.check('/testimonials/mine');
  await sweep.follow('/jobs', /^\/jobs\/\d+$/);
  await sweep.check('/posts');
  await sweep.check('/sessions');
  sweep.finish('student');
});

test('the demo company on a 390 px phone: its dashboard, jobs, payments and members pass axe', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signedIn(page, request, 'Company');
  const sweep = new Sweep(page);
  await sweep.follow('/companyDashboard', /^\/jobDashboard(Mobile)?\/\d+$/);
  await sweep.check('/orgMembers');
  await sweep.check('/projectDashboard');
  await sweep.check('/createSession');
  await sweep.check('/createProject');
  sweep.finish('company');
});

test('the demo institution on a 390 px phone: its dashboards, payments, clubs and bulk tools pass axe', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signedIn(page, request, 'Institution');
  const sweep = new Sweep(page);
  await sweep.follow('/instituteDashboard', /^\/institute\/\d+$/);
  await sweep.check('/skillsDashboard');
  await sweep.follow('/shortlist', /^\/portfolio\/\d+$/);
  await sweep.check('/enrollmentDashboard');
  await sweep.branches('/createPayment', /^\/editPayment\/\d+$/, /^\/payments\/\d+$/);
  await sweep.check('/moderation');
  for (const path of ['/bulkEnrollment', '/bulkProfileUpdation', '/advisorBulkEnrollment', '/bulkPortfolioUpdation']) {
    await sweep.check(path);
  }
  sweep.finish('institution');
});

test('the demo mentor on a 390 px phone: the dashboards, quizzes, quests and authoring pass axe', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signedIn(page, request, 'Mentor');
  const sweep = new Sweep(page);
  await sweep.follow('/mentorDashboard', /^\/activityDashboard\/\d+$/);
  await sweep.follow('/quizStatsDashboard', /^\/quizDashboard\/\d+$/);
  await sweep.follow('/questStatsDashboard', /^\/questDashboard\/\d+$/);
  await sweep.check('/assignmentStatsDashboard');
  await sweep.check('/createQuiz');
  await sweep.check('/createResourceGroup');
  sweep.finish('mentor');
});

test('the demo admin on a 390 px phone: accounts, dashboard, catalogue and access pages pass axe', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signedIn(page, request, 'Admin');
  const sweep = new Sweep(page);
  await sweep.check('/accounts');
  await sweep.check('/adminDashboard');
  await sweep.check('/catalogue');
  await sweep.follow('/adminAccess', /^\/adminAccess\/\d+\/viewAs$/);
  await sweep.check('/institutePermission');
  await sweep.check('/adminTestimonials');
  await sweep.check('/auditTrail');
  await sweep.check('/multipleBulkEnroll');
  sweep.finish('admin');
});
