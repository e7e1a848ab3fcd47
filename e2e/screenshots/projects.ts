/*
 * Screenshots of the projects pages at 1280 px and 390 px, for a look; fails on a page that scrolls
 * sideways on the phone. Against a running server with demo content (the API's learning module answers
 * when present; until then, or with MOCK=1, the project calls are answered from the fixtures below):
 *
 *   DATA_DIR=/tmp/wp PORT=3320 node --import tsx apps/api/src/main.ts
 *   SHOTS_ORIGIN=http://127.0.0.1:3320 DEMO_ACCOUNTS=/tmp/wp/demo-accounts.txt SHOTS_DIR=/tmp/wp-shots \
 *     node --import tsx e2e/screenshots/projects.ts
 */
import { mkdirSync, readFileSync } from 'node:fs';
import type {
  LearningSubmission,
  MentorRequest,
  MyItem,
  MyLearning,
  MyLearningDetail,
  PendingTask,
  ProjectDetail,
  ProjectSummary,
  ReviewItem,
} from '@lbd/shared';
import { chromium, type Page, type Route } from 'playwright-core';

const ORIGIN = process.env.SHOTS_ORIGIN ?? 'http://127.0.0.1:3320';
const DIR = process.env.SHOTS_DIR ?? '/tmp/wp-shots';
const MOCK_ALWAYS = process.env.MOCK === '1';
const accounts = readFileSync(process.env.DEMO_ACCOUNTS ?? '/tmp/wp/demo-accounts.txt', 'utf8');
const account = (type: string) => {
  const line = accounts.split('\n').find((l) => l.trim().startsWith(type));
  const [, email, password] = line?.trim().split(/\s+/) ?? [];
  if (!email || !password) throw new Error(`no ${type} account`);
  return { email, password };
};

const MENTOR = { profile_id: 2, name: 'Anil Rao' };
const STUDENT = { profile_id: 1, name: 'Asha Verma' };
const summary = (id: number, title: string, over: Partial<ProjectSummary> = {}): ProjectSummary => ({
  id,
  title,
  summary: 'Clean a year of sales data from a kirana store and chart it for the owner.',
  duration_weeks: 4,
  difficulty: 'Beginner',
  team_size: 1,
  price_paise: 0,
  task_count: 3,
  enrolled_count: 42,
  mentors: [MENTOR],
  my_enrolment: null,
  reason: null,
  skills: [
    { id: 1, name: 'Python' },
    { id: 2, name: 'Data Cleaning' },
    { id: 3, name: 'Data Visualisation' },
    { id: 4, name: 'Excel' },
    { id: 5, name: 'Communication' },
  ],
  job_roles: [{ id: 7, name: 'Data Analyst' }],
  life_skills: [{ id: 9, name: 'Problem solving' }],
  programs: [],
  status: 'published',
  author: MENTOR,
  org: { id: 3, name: 'Zoho' },
  published_at: '2026-11-01T04:30:00.000Z',
  updated_at: '2026-11-01T04:30:00.000Z',
  ...over,
});
const PROJECTS = [
  summary(5, 'Sales dashboard in Python for a kirana store', {
    my_enrolment: { id: 9, status: 'Enrolled', progress: 33 },
  }),
  summary(6, 'Smart irrigation controller with an ESP32', {
    difficulty: 'Intermediate',
    team_size: 3,
    duration_weeks: 6,
  }),
  summary(7, 'A portfolio website in React with accessible forms and a very long title to wrap', {
    difficulty: 'Advanced',
    reason: 'covers 3 skills your Web Developer path lacks',
  }),
];
const TASKS = [
  {
    id: 11,
    seq: 1,
    kind: 'reading',
    title: 'Read: pandas in 10 minutes',
    description: '<p>Skim the guide.</p>',
    required: true,
    due_days: 3,
    resource: { id: 3, title: 'Pandas in 10 minutes' },
    assignment: null,
  },
  {
    id: 12,
    seq: 2,
    kind: 'deliverable',
    title: 'Clean the data',
    description: '<p>Remove duplicate bills, fix dates, and <a href="https://example.com">explain</a> each step.</p>',
    required: true,
    due_days: 10,
    resource: null,
    assignment: null,
  },
  {
    id: 13,
    seq: 3,
    kind: 'activity',
    title: 'Peer review a dashboard',
    description: '',
    required: false,
    due_days: 20,
    resource: null,
    assignment: { id: 1, title: 'Review a dashboard' },
  },
] satisfies ProjectDetail['tasks'];
const detail: ProjectDetail = {
  ...summary(5, 'Sales dashboard in Python for a kirana store'),
  description:
    '<h3>What you build</h3><p>A dashboard of <strong>monthly sales</strong> for a real shop.</p><ul><li>Clean the bills</li><li>Chart them</li></ul><script>alert(1)</script>',
  tasks: TASKS,
  can_edit: true,
};
const sub = (over: Partial<LearningSubmission>): LearningSubmission => ({
  id: 70,
  version: 1,
  text: 'I removed 214 duplicate bills and normalised the dates to YYYY-MM-DD.',
  links: ['https://github.com/asha-verma/kirana-sales-dashboard-with-a-long-repository-name'],
  status: 'Changes requested',
  score: null,
  submitted_at: '2026-11-20T05:00:00.000Z',
  reviewed_at: '2026-11-21T05:00:00.000Z',
  reviewer: MENTOR,
  files: [],
  comments: [
    { id: 1, author: MENTOR, body: 'Good start. Add a chart of sales per month.', at: '2026-11-21T05:00:00.000Z' },
    { id: 2, author: STUDENT, body: 'Bar or line chart?', at: '2026-11-21T06:00:00.000Z' },
  ],
  ...over,
});
const item = (over: Partial<MyItem>): MyItem => ({
  id: 12,
  seq: 2,
  title: 'Clean the data',
  kind: 'deliverable',
  required: true,
  state: 'open',
  due_date: '2026-12-05',
  days_left: 6,
  days_left_text: '6 days left',
  resource: null,
  assignment: null,
  description: '',
  submissions: [],
  requests: [],
  ...over,
});
const myLearning = (over: Partial<MyLearning>): MyLearning => ({
  id: 9,
  kind: 'project',
  content_id: 5,
  title: 'Sales dashboard in Python for a kirana store',
  status: 'Enrolled',
  progress: 33,
  done: 1,
  total: 3,
  enrolled_on: '2026-11-18',
  completed_at: null,
  skills: [],
  next_due: { title: 'Clean the data', due_date: '2026-12-05', days_left: 6, days_left_text: '6 days left' },
  ...over,
});
const myProject: MyLearningDetail = {
  ...myLearning({}),
  description: '<p>A dashboard of monthly sales for a real shop.</p>',
  mentors: [MENTOR],
  portfolio_entry_id: null,
  items: [
    item({ id: 11, seq: 1, kind: 'reading', title: 'Read: pandas in 10 minutes', state: 'complete', resource: null }),
    item({
      state: 'changes_requested',
      days_left: 0,
      days_left_text: 'Last Day',
      submissions: [
        sub({}),
        sub({ id: 71, version: 2, status: 'Submitted', reviewed_at: null, reviewer: null, comments: [] }),
      ],
    }),
    item({
      id: 13,
      seq: 3,
      kind: 'activity',
      title: 'Peer review a dashboard',
      required: false,
      assignment: { id: 1, title: 'Review a dashboard' },
      days_left: -2,
      days_left_text: 'Overdue by 2 days',
      requests: [
        {
          id: 5,
          kind: 'extension',
          status: 'Pending',
          reason: 'Exams',
          requested_date: '2026-12-10',
          granted_date: null,
          comment: null,
          at: '2026-11-28T05:00:00.000Z',
        },
      ],
    }),
  ],
};
const review: ReviewItem = {
  submission: sub({ id: 71, version: 2, status: 'Submitted', reviewed_at: null, reviewer: null }),
  my_project_id: 9,
  student: STUDENT,
  project: { id: 5, title: 'Sales dashboard in Python for a kirana store' },
  task: { id: 12, title: 'Clean the data' },
};
const request: MentorRequest = {
  id: 5,
  kind: 'extension',
  status: 'Pending',
  reason: 'University exams until 8 December.',
  requested_date: '2026-12-10',
  granted_date: null,
  comment: null,
  at: '2026-11-28T05:00:00.000Z',
  student: STUDENT,
  kind_of_content: 'project',
  content: { id: 5, title: 'Sales dashboard in Python' },
  item: { id: 13, title: 'Peer review a dashboard', due_date: '2026-12-01' },
};
const pending: PendingTask[] = [
  {
    kind: 'project',
    my_learning_id: 9,
    content_id: 5,
    content_title: 'Sales dashboard in Python',
    item_id: 13,
    item_title: 'Peer review a dashboard',
    state: 'open',
    due_date: '2026-11-27',
    days_left: -2,
    days_left_text: 'Overdue by 2 days',
    path: '/myProjects/9',
  },
  {
    kind: 'resource_group',
    my_learning_id: 30,
    content_id: 2,
    content_title: 'SQL for analysts',
    item_id: 4,
    item_title: 'Joins',
    state: 'open',
    due_date: '2026-11-29',
    days_left: 0,
    days_left_text: 'Last Day',
    path: '/myLearning/30',
  },
];
const paged = <T>(data: T[]) => ({ data, pagination: { page: 1, count: 12, total: data.length, total_pages: 1 } });

const FIXTURES: [RegExp, string, () => unknown][] = [
  [/\/api\/list\/project$/, 'GET', () => paged(PROJECTS)],
  [/\/api\/projects\/\d+$/, 'GET', () => ({ data: detail })],
  [/\/api\/my_profile\/my_projects\/\d+$/, 'GET', () => ({ data: myProject })],
  [
    /\/api\/my_profile\/my_projects$/,
    'GET',
    () => ({
      data: [
        myLearning({}),
        myLearning({ id: 21, title: 'Smart irrigation with an ESP32', status: 'Interested', progress: 0 }),
      ],
    }),
  ],
  [
    /\/api\/get_my_learnings$/,
    'GET',
    () => ({
      data: [
        myLearning({ id: 30, kind: 'resource_group', title: 'SQL for analysts', progress: 50, done: 2, total: 4 }),
      ],
    }),
  ],
  [/\/api\/filter_resource_groups$/, 'POST', () => paged([])],
  [/\/api\/pending_tasks$/, 'GET', () => ({ data: pending })],
  [/\/api\/project_reviews$/, 'GET', () => paged([review])],
  [/\/api\/learning_requests$/, 'GET', () => paged([request])],
  [
    /\/api\/project_status_counter$/,
    'GET',
    () => ({ data: { Interested: 8, Enrolled: 30, Completed: 4, Dropped: 2, awaiting_review: 1 } }),
  ],
  [
    /\/api\/project_status_split$/,
    'GET',
    () => ({
      data: [
        { band: '0%', count: 6 },
        { band: '1-49%', count: 14 },
        { band: '50-99%', count: 10 },
        { band: '100%', count: 4 },
      ],
    }),
  ],
  [
    /\/api\/my_profile\/project_applicants$/,
    'GET',
    () =>
      paged([
        {
          my_project_id: 9,
          student: STUDENT,
          institute: 'IIT Madras',
          status: 'Enrolled',
          progress: 33,
          enrolled_on: '2026-11-18',
          last_activity_at: null,
          overdue: 0,
        },
        {
          my_project_id: 10,
          student: { profile_id: 3, name: 'Rahul Menon' },
          institute: 'NIT Trichy',
          status: 'Enrolled',
          progress: 10,
          enrolled_on: '2026-11-10',
          last_activity_at: null,
          overdue: 2,
        },
      ]),
  ],
  [
    /\/api\/my_profile\/project_applicants_org_split$/,
    'GET',
    () => ({
      data: [
        { org: 'IIT Madras', enrolled: 20, completed: 3 },
        { org: 'NIT Trichy', enrolled: 10, completed: 1 },
      ],
    }),
  ],
];

/** The real answer when the API has the call; the fixture when it answers 404 (or always with MOCK=1). */
async function answer(route: Route) {
  const url = new URL(route.request().url());
  const fixture = FIXTURES.find(([re, method]) => re.test(url.pathname) && method === route.request().method());
  if (!fixture) return route.fallback();
  if (!MOCK_ALWAYS) {
    const real = await route.fetch();
    if (real.status() !== 404) return route.fulfill({ response: real });
  }
  return route.fulfill({ json: fixture[2]() });
}

async function signIn(page: Page, who: { email: string; password: string }) {
  const res = await fetch(`${ORIGIN}/api/identity/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  const tokens = ((await res.json()) as { data: { access_token: string; expires_at: number } }).data;
  await page.goto(`${ORIGIN}/Aboutus`);
  await page.evaluate((t) => {
    window.localStorage.setItem('lbd.access_token', t.access_token);
    window.localStorage.setItem('lbd.token_expires_at', String(t.expires_at));
  }, tokens);
}

async function shoot(page: Page, path: string, name: string) {
  const problems: string[] = [];
  for (const [width, suffix] of [
    [1280, 'desktop'],
    [390, 'mobile'],
  ] as const) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(`${ORIGIN}${path}`);
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.waitForTimeout(800);
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width === 390 && scroll > 390) problems.push(`${path}: scrolls sideways (${scroll} px)`);
    await page.screenshot({ path: `${DIR}/${name}-${suffix}.png`, fullPage: true });
  }
  return problems;
}

mkdirSync(DIR, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const problems: string[] = [];
for (const [type, pages] of [
  [
    'Student',
    [
      ['/projects', 'projects-list'],
      ['/projects/5', 'project-page'],
      ['/myProjects/9', 'my-project'],
      ['/dashboard', 'student-dashboard'],
      ['/myPortfolio/projects?tab=In+Progress', 'portfolio-in-progress'],
      ['/myPortfolio/projects?tab=Interested', 'portfolio-interested'],
      ['/myPortfolio/courses?tab=My+Courses', 'portfolio-my-courses'],
    ],
  ],
  [
    'Mentor',
    [
      ['/createProject', 'create-project'],
      ['/createProject/5', 'project-editor'],
      ['/projectDashboard', 'project-dashboard'],
      ['/mentorDashboard', 'mentor-dashboard'],
    ],
  ],
] as const) {
  if (process.env.SHOTS_ONLY && process.env.SHOTS_ONLY !== type) continue;
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route(/\/api\//, answer);
  await signIn(page, account(type));
  for (const [path, name] of pages) problems.push(...(await shoot(page, path, name)));
  await context.close();
}
await browser.close();
console.log(problems.length ? problems.join('\n') : `no sideways scrolling; screenshots in ${DIR}`);
process.exitCode = problems.length ? 1 : 0;
