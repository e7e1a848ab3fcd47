import { AREAS, ROUTES, samplePath } from '@lbd/shared/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildOrgPage, buildProfileDetail } from '../test/fixtures';
import { buildMeeting } from '../test/meetings-fixtures';
import { mockApi, page } from '../test/mock-api';
import {
  buildEnrollmentCounts,
  buildEventDashboard,
  buildEventDetail,
  buildEventSummary,
} from '../test/events-fixtures';
import { buildJobDetail, buildJobSummary } from '../test/jobs-fixtures';
import { buildPortfolio, buildPublicPortfolio } from '../test/portfolio-fixtures';
import { buildClubDashboard, buildClubDetail } from '../features/clubs/club-fixtures';
import {
  buildMyQuestDetail,
  buildQuestDetail,
  buildScorecard as buildQuestScorecard,
} from '../features/quests/quest-fixtures';
import { buildUser, renderWithApp } from '../test/render';
import { accessVerdict } from '../lib/route-access';
import { routeFor } from '../lib/route-for';
import { areaModule, PAGE_MODULE_FILES } from './route-code';
import { AREA_MODULES, PAGE_MODULES } from './router';
import { buildMyAssignment } from '../test/student-activity-fixtures';
import { buildGroupDetail, buildMyGroup, buildResourceDetail } from '../test/learning-fixtures';
import { buildMyProject, buildProjectDetail } from '../test/projects-fixtures';
import {
  buildByteDetail,
  buildMyQuestionBank,
  buildPracticeSession,
  buildScorecard,
} from '../test/quiz-bytes-fixtures';
import { buildAttempt, buildBankDetail, buildQuizDetail } from '../test/quizzes-fixtures';
import { installReactFlowDom } from '../test/react-flow';

/** Routes whose real pages exist (identity and profiles); they are not area placeholders. */
const BUILT_PAGES = [
  // Payments (issue 30): pricing, a page's public link, the checkout's landing.
  '/projectPricing/:id',
  '/payments/:id',
  '/paymentRedirect',
  // Payment pages (issue 30 item 1): a student gets Access Denied on the managers' pages.
  '/createPayment',
  '/editPayment/:id',
  // Catalogue upkeep (issue 29 item 9): a student gets Access Denied.
  '/catalogue',
  // Testimonials (issue 28 item 8): the writer's page (the admins' page is Access Denied to a student).
  '/testimonials/mine',
  // Community posts (issue 28 items 1-4).
  '/posts',
  '/posts/:id',
  // Moderation (issue 28 item 5): a student gets Access Denied.
  '/moderation',
  // A shared achievement's live verification (issue 28 item 6).
  '/achievement/:kind/:ref',
  // Live sessions (issue 28 item 11): a student gets Access Denied on the form.
  '/sessions/:id',
  '/createSession',
  '/editSession/:id',
  // Quests (issue 27): the graph; a student gets Access Denied on the editors.
  '/questGraph/:id',
  '/createQuest',
  '/editQuest/:id',
  // Quizzes and question banks (issue 26): a student gets Access Denied on the editors.
  '/quizzes',
  '/quiz/:id',
  '/questionBank/:id',
  '/questionBankView/:id',
  '/myquiz/:id',
  '/createQuiz',
  '/createQuiz/:id',
  '/createQuizBank',
  '/createQuizBank/:id',
  // Quiz bytes (decision 0077).
  '/quizByte/:id',
  '/myquizbyte/:id',
  '/myquizbank/:id',
  '/myquestionbank/:id',
  '/myquestionbankdetails/:id',
  '/quizBankScorecard/:id',
  // Quests (issue 27): a student gets Access Denied on the dashboard and the stats dashboard.
  '/quests',
  '/quests/:id',
  '/myQuests/:id',
  '/myQuests/:my_quest_id/projects/:id',
  '/myQuests/:my_quest_id/myProjects/:id',
  '/myQuests/:my_quest_id/resourceGroups/:id',
  '/myQuests/:my_quest_id/myLearning/:id',
  '/myQuests/:my_quest_id/myLearning/:my_resource_group_id/resources/:id',
  '/scorecard/:id',
  '/questDashboard/:id',
  // Resources and learning paths (issue 25): a student gets Access Denied on the editors.
  '/resources',
  '/resources/:id',
  '/resourceGroups',
  '/resourceGroups/:id',
  '/resourceGroups/:resource_group_id/resources/:id',
  '/myLearning/:id',
  '/myLearning/:my_resource_group_id/resources/:id',
  '/createResource',
  '/editResource/:id',
  '/createResourceGroup',
  '/editResourceGroup/:id',
  '/myprofile',
  '/createProfile',
  '/unapprovedProfile',
  '/disabledProfile',
  '/disabledAccount',
  '/resetPassword',
  '/authCallback',
  '/unsubscribe',
  '/jobRoles',
  '/selectJobRoles',
  '/accounts',
  '/adminDashboard',
  // Admin rights and the audit trail (issue 29 items 7-8): a student gets Access Denied on them.
  '/adminAccess',
  '/adminAccess/:id/viewAs',
  '/interventionEditAccess',
  '/institutePermission',
  '/createInstitutePermission',
  '/updateInstitutePermission/:id',
  '/auditTrail',
  '/dashboard',
  '/mentorDashboard',
  '/companyDashboard',
  '/companyDashboardMobile',
  // The stats dashboards: a student (the user here) gets Access Denied on them.
  '/projectDashboard',
  '/questStatsDashboard',
  '/quizStatsDashboard',
  '/questionBankStatsDashboard',
  '/instituteDashboard',
  '/college-admin',
  '/shortlist',
  '/skillsDashboard',
  '/enrollmentDashboard',
  '/trainingEnrollmentDashboard',
  '/instituteMentor',
  '/orgMembers',
  '/myPortfolio',
  '/myPortfolio/:card',
  '/portfolio/:id',
  '/verifyEntry',
  '/clubs',
  '/clubs/:id',
  '/clubDashboard/:id',
  '/jobs',
  '/jobs/:id',
  '/jobDashboard/:id',
  '/jobDashboardMobile/:id',
  '/jobDashboardMobile/:id/activityLog',
  '/internships',
  '/internships/:id',
  '/events',
  '/events/:id',
  '/eventDashboard/:id',
  '/books',
  '/articles',
  '/partners/:type',
  '/companyPublic/:id/:name',
  '/companyPublic/:id/:name/Details',
  '/company/:id',
  '/company/:id/jobs',
  '/company/:id/events',
  '/company/:id/clubs',
  '/company/:id/mentors',
  '/institute/:id',
  '/workbench/boards/:id',
  '/myActivity/:id',
  '/myactivity/:id',
  '/peerLearning/:id',
  // The mentor's activity pages: a student (the user here) gets Access Denied on them.
  '/createActivity',
  '/createActivity/:id',
  '/activity/:id',
  '/activityDashboard/:id',
  '/assignmentStatsDashboard',
  '/projects',
  '/projects/:id',
  '/myProjects/:id',
  // Authors only: a student (the user here) gets Access Denied on them.
  '/createProject',
  '/createProject/:id',
];

describe('router', () => {
  it('/projectPricing/5 is the payments feature’s pricing page inside the projects area', async () => {
    mockApi({
      'GET /api/payment_pages/on_sale': {
        body: { data: { item: { kind: 'project', id: 5, title: 'IoT', price_paise: 100 }, pages: [], held: null } },
      },
    });
    renderWithApp(undefined, { path: '/projectPricing/5' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeTruthy();
    expect(await screen.findByText('IoT is not on sale right now.')).toBeTruthy();
  });

  it('a student opening an admin page gets Access Denied, not the placeholder', async () => {
    renderWithApp(undefined, { path: '/adminAccess', user: buildUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeTruthy();
    expect(screen.queryByText('This part of Learn By Doing is being built.')).toBeNull();
    expect(screen.queryByText('Coming soon')).toBeNull();
  });

  it('an admin (every capability) opens the payment pages; a company too; a student gets Access Denied', async () => {
    mockApi({ 'GET /api/payment_pages': { body: { data: [] } } });
    const admin = renderWithApp(undefined, {
      path: '/createPayment',
      user: { id: 'a', email: 'a@x.in', profile: null, is_admin: true },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment pages' })).toBeTruthy();
    admin.unmount();
    const company = renderWithApp(undefined, {
      path: '/createPayment',
      user: buildUser({ profile_type: 'COMPANY' }, { portfolio_job_roles: [], portfolio: null }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment pages' })).toBeTruthy();
    company.unmount();
    renderWithApp(undefined, { path: '/createPayment', user: buildUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeTruthy();
  });

  it('signed out, /dashboard shows Access Denied with LOGIN (which opens the popup), never the dashboard', async () => {
    mockApi({ 'GET /api/identity/config': { body: { data: { social_providers: [] } } } });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/dashboard' });
    // The session guard keeps the page for after sign-in (SPEC §8: the unauthorized page).
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/unauthorized'));
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Access Denied' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
    await user.click(within(main).getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByRole('dialog', { name: 'Login' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('shows Page Not Found for an unknown path', async () => {
    renderWithApp(undefined, { path: '/nowhere' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
  });

  it('renders the landing page at / with the product pitch', async () => {
    renderWithApp(undefined, { path: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: /Learn by doing/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'A career portfolio' })).toBeTruthy();
  });

  it('states the minimum age of 18 in the Terms of Use', async () => {
    renderWithApp(undefined, { path: '/TermsofUse' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeTruthy();
    expect(screen.getByText(/at least 18 years old/)).toBeTruthy();
  });

  it('renders a titled program page', async () => {
    renderWithApp(undefined, { path: '/job-assured-program/full-stack-software-development' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Job-Assured Program: Full Stack Software Development' }),
    ).toBeTruthy();
  });

  it('every route of the table renders a page with a level-1 heading and never Page Not Found', async () => {
    installReactFlowDom();
    mockApi({
      'GET /api/v1/profile': { body: { data: buildProfileDetail() } },
      'GET /api/myprofile/topic_interests': { body: { data: [] } },
      'GET /api/my_portfolio/list_job_roles': { body: { data: [], pagination: page() } },
      'GET /api/my_portfolio/portfolios': { body: { data: buildPortfolio() } },
      'GET /api/public_portfolio': { body: { data: buildPublicPortfolio() } },
      'GET /api/clubs': { body: { data: [], pagination: page() } },
      'GET /api/clubs/1': { body: { data: buildClubDetail() } },
      'GET /api/show_club_dashboard/1': { body: { data: buildClubDashboard() } },
      'GET /api/show_club_join_requests': { body: { data: [], pagination: page() } },
      'GET /api/club_members': { body: { data: [], pagination: page() } },
      'GET /api/list/jobs_v1': { body: { data: [], pagination: page() } },
      'GET /api/list/jobs': { body: { data: [], pagination: page() } },
      'GET /api/recommended/jobs': { body: { data: [], pagination: page() } },
      'GET /api/jobs/1': { body: { data: buildJobDetail() } },
      'GET /api/calculate_eligibility_percentage': { body: { data: { percent: 100, criteria: [] } } },
      'GET /api/show_job_summary': { body: { data: buildJobSummary() } },
      'GET /api/job_applicants': { body: { data: [], pagination: page() } },
      'GET /api/job_activity_log': { body: { data: [], pagination: page() } },
      'GET /api/orgs/1': { body: { data: buildOrgPage() } },
      'GET /api/get_org_by_id_and_name': { body: { data: buildOrgPage() } },
      'GET /api/institute_orgs/1': {
        body: { data: { ...buildOrgPage({ org_type: 'INSTITUTION' }), students: 0, degrees: [], specializations: [] } },
      },
      'GET /api/events': { body: { data: [], pagination: page() } },
      'GET /api/events/1': { body: { data: buildEventDetail() } },
      'GET /api/show_event_dashboard/1': { body: { data: buildEventDashboard() } },
      'GET /api/show_event_summary': { body: { data: buildEventSummary() } },
      'GET /api/event_enrollment_count': { body: { data: buildEnrollmentCounts() } },
      'GET /api/event_applicants': { body: { data: [], pagination: page() } },
      'GET /api/event_enrollments': { body: { data: [], pagination: page() } },
      'GET /api/my_profile/my_assignments': { body: { data: [], pagination: page() } },
      'GET /api/my_profile/my_assignments/1': { body: { data: buildMyAssignment({ id: 1 }) } },
      'POST /api/peer_access_check': { body: { data: { allowed: true, role: 'student', my_assignment_id: 1 } } },
      'GET /api/my_profile/my_assignment_by_activity/1': { body: { data: buildMyAssignment({ id: 1 }) } },
      'GET /api/get_peer_submission/1': { body: { data: [] } },
      'GET /api/resources': { body: { data: [], pagination: page() } },
      'GET /api/resources/1': { body: { data: buildResourceDetail({ id: 1 }) } },
      'POST /api/filter_resource_groups': { body: { data: [], pagination: page() } },
      'GET /api/resource_groups/1': { body: { data: buildGroupDetail({ id: 1 }) } },
      'GET /api/my_profile/my_resource_groups/1': { body: { data: buildMyGroup({ id: 1 }) } },
      'GET /api/list/project': { body: { data: [], pagination: page() } },
      'GET /api/projects/1': { body: { data: buildProjectDetail({ id: 1, can_edit: false }) } },
      'GET /api/my_profile/my_projects/1': { body: { data: buildMyProject({ id: 1 }) } },
      'POST /api/fetch_filtered_quests': { body: { data: [], pagination: page() } },
      'GET /api/quests/1': { body: { data: buildQuestDetail({ id: 1 }) } },
      'GET /api/my_profile/my_quests/1': { body: { data: buildMyQuestDetail({ id: 1, quest_id: 1 }) } },
      'GET /api/quests/1/scorecard': { body: { data: buildQuestScorecard({ quest_id: 1 }) } },
      'GET /api/quizzes': { body: { data: [], pagination: page() } },
      'GET /api/quizzes/1': { body: { data: buildQuizDetail() } },
      'GET /api/quizzes/3': { body: { data: buildQuizDetail({ id: 3 }) } },
      'GET /api/question_banks/1': { body: { data: buildBankDetail({ can_edit: false, status: 'published' }) } },
      'GET /api/attempts/1': { body: { data: buildAttempt({ id: 1 }) } },
      'GET /api/quiz_bytes': { body: { data: [], pagination: page() } },
      'GET /api/quiz_bytes/1': { body: { data: buildByteDetail() } },
      'POST /api/my_quiz_bytes/1/sessions': { status: 201, body: { data: buildPracticeSession({ my_quiz_id: 1 }) } },
      'GET /api/my_quiz_banks/1': { body: { data: [] } },
      'GET /api/my_question_banks/1': { body: { data: buildMyQuestionBank() } },
      'GET /api/my_question_banks/1/cards': {
        body: { data: { bank: { id: 1, title: 'Placement aptitude' }, cards: [] } },
      },
      'GET /api/question_banks/1/scorecard': { body: { data: buildScorecard() } },
      'GET /api/video_meeting_posts': { body: { data: [buildMeeting()], pagination: page() } },
      'GET /api/video_meeting_posts/1': { body: { data: buildMeeting() } },
      'GET /api/photo_catalog': { body: { data: { instaData: [], maxPage: 1, page: 1, total: 0, album: null } } },
      'GET /api/photo_catalog/albums': { body: { data: [], pagination: page() } },
      'GET /api/boards/1': {
        body: {
          board: { id: 1, name: 'Acme', org_type: 'COMPANY', logo_url: null, is_staff: false },
          data: [],
          pagination: page(),
        },
      },
    });
    const student = buildUser();
    for (const route of ROUTES) {
      const { unmount } = renderWithApp(undefined, {
        path: samplePath(route.path, { card: 'education', type: 'companies' }),
        user: student,
      });
      // hidden: true also finds a heading under a modal (the career-path dialog of /selectJobRoles).
      const heading = await screen.findByRole('heading', { level: 1, hidden: true });
      expect(heading.textContent, route.path).not.toBe('Page Not Found');
      // The route's access comes first: a student never sees a page (or a placeholder) that is not theirs
      // (another profile type's home sends them to their own dashboard instead).
      const movedHome = routeFor(student, { pathname: samplePath(route.path), isMobile: false }) !== null;
      if (accessVerdict(student, route.access) === 'deny' && !movedHome)
        expect(heading.textContent, route.path).toBe('Access Denied');
      // Pages built so far have their own headings; the rest are area placeholders.
      else if (route.area !== 'marketing' && route.area !== 'errors' && !BUILT_PAGES.includes(route.path))
        expect(heading.textContent, route.path).toBe(AREAS[route.area]);
      unmount();
    }
  }, 120_000);

  it('loads the modules route-code.ts names for each area and page (the build sizes those)', async () => {
    for (const [area, load] of Object.entries(AREA_MODULES))
      expect(await load(), area).toBe(
        await import(/* @vite-ignore */ `../${areaModule(area as keyof typeof AREA_MODULES)}`),
      );
    expect(Object.keys(PAGE_MODULE_FILES).sort()).toEqual(Object.keys(PAGE_MODULES).sort());
    for (const [pattern, file] of Object.entries(PAGE_MODULE_FILES))
      expect(await PAGE_MODULES[pattern]!(), pattern).toBe(await import(/* @vite-ignore */ `../${file}`));
  });

  it('preloads only page modules of routes in the table, each a page component', async () => {
    const paths = new Set(ROUTES.map((route) => route.path));
    for (const [pattern, load] of Object.entries(PAGE_MODULES)) {
      expect(paths.has(pattern), pattern).toBe(true);
      const module = (await load!()) as { default?: unknown };
      expect(typeof module.default, pattern).toBe('function');
    }
  });

  it('scrolls to the top on every route change', async () => {
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/Aboutus' });
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    const scrollTo = window.scrollTo as unknown as { mock: { calls: unknown[] }; mockClear: () => void };
    scrollTo.mockClear();
    await user.click(screen.getAllByRole('link', { name: 'FAQ' })[0]!);
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    await waitFor(() => expect(scrollTo.mock.calls.length).toBeGreaterThan(0));
  });
});
