// Initial JS budgets, gzipped: what a route loads before its page shows (dist/route-js.json, written by
// the build from src/app/route-code.ts). Read by scripts/report-bundle.mjs, which fails the build over
// them, and by src/app/bundle-budget.test.ts.

const KB = 1024;

/** The landing page's: the JS index.html loads up front (script + modulepreloads), and / with its page. */
export const LANDING_BUDGET_BYTES = 200 * KB;

/** Every other route's, unless listed below. */
export const ROUTE_BUDGET_BYTES = 300 * KB;

/** Routes allowed more, each with its reason. */
export const ROUTE_BUDGETS = {
  // The entry editor: every entry form (dates, autocompletes of skills and roles, file upload) and the
  // portfolio's schemas; /verifyEntry is counted with it (the portfolio area's largest lazy page). The
  // app shell's admin menu by capability (issue 29 item 11, decision 0084) took it just past 320 KB.
  '/myPortfolio/:card': 321 * KB,
  '/verifyEntry': 321 * KB,
  // The dashboards (counted with their largest page, which draws charts): d3's shared parts now sit in a
  // chunk of their own, because the quest graph uses them too; the split costs about 1 KB of compression.
  // The scrolling region a keyboard reaches (ScrollRegion, issue 23 item 32), shared by every wide table,
  // took them just past 303 KB.
  ...Object.fromEntries(
    [
      '/dashboard',
      '/mentorDashboard',
      '/companyDashboard',
      '/companyDashboardMobile',
      '/instituteMentor',
      '/instituteDashboard',
      '/college-admin',
      '/skillsDashboard',
      '/shortlist',
      '/enrollmentDashboard',
      '/trainingEnrollmentDashboard',
      '/adminDashboard',
      '/projectDashboard',
      '/questStatsDashboard',
      '/quizStatsDashboard',
      '/questionBankStatsDashboard',
    ].map((path) => [path, 304 * KB]),
  ),
};

/** The budget of the route with this pattern. */
export const budgetOf = (path) => (path === '/' ? LANDING_BUDGET_BYTES : (ROUTE_BUDGETS[path] ?? ROUTE_BUDGET_BYTES));
