import type { Access } from './access';

/**
 * The web app's route table (product spec §2.1), in React Router syntax.
 * Every path the product knows is listed here once; the web router and the
 * end-to-end route walk both read it.
 */
export const AREAS = {
  marketing: 'Learn By Doing',
  projects: 'Projects',
  quests: 'Quests',
  learning: 'Resources and Learning Paths',
  quizzes: 'Quizzes and Question Banks',
  activities: 'Activities',
  clubs: 'Clubs',
  jobs: 'Jobs and Internships',
  events: 'Events',
  readings: 'Readings',
  portfolio: 'Portfolio',
  profile: 'Profile',
  community: 'Community',
  meetings: 'Live Sessions',
  dashboards: 'Dashboards',
  orgs: 'Company and Institute Pages',
  bulk: 'Bulk Tools',
  payments: 'Payments',
  admin: 'Admin',
  errors: 'Errors',
} as const;
export type Area = keyof typeof AREAS;

/** Who may open a route: the same rule as the API's routes (access.ts); the web applies it before any page. */
export type RouteAccess = Access;

export interface RouteDef {
  path: string;
  area: Area;
  access: RouteAccess;
}

const r = (area: Area, access: RouteAccess, ...paths: string[]): RouteDef[] =>
  paths.map((path) => ({ path, area, access }));

const PUBLIC = 'public';
const SIGNED_IN = 'signed_in';
const ADMIN = 'admin';
const BULK: RouteAccess = { profiles: ['INSTITUTION'], adminToo: 'bulk_tools' };
const STUDENT: RouteAccess = { profiles: ['STUDENT'] };
const MENTOR: RouteAccess = { profiles: ['ADVISOR'] };
const ORG_STAFF: RouteAccess = { profiles: ['COMPANY', 'INSTITUTION'] };
/** An organisation's screens for its own postings (applicants, registrations): its staff and admins. */
const ORGS: RouteAccess = { profiles: ['COMPANY', 'INSTITUTION'], adminToo: 'all_org_content' };
/** Who authors learning content and reads its stats: mentors, companies, institutions and admins. */
const AUTHORS: RouteAccess = { profiles: ['ADVISOR', 'COMPANY', 'INSTITUTION'], adminToo: 'all_org_content' };
/** Activities are authored by mentors and admins (SPEC §6). */
const ACTIVITY_AUTHORS: RouteAccess = { profiles: ['ADVISOR'], adminToo: 'all_org_content' };
/** The institute's dashboards: its staff, its college-admin students (the page checks the flags) and admins. */
const INSTITUTE_READERS: RouteAccess = { profiles: ['INSTITUTION', 'STUDENT'], adminToo: 'reports' };

export const MARKETING_PATHS = [
  '/',
  '/Home',
  '/MentorHome',
  '/InstituteHome',
  '/CompanyHome',
  '/Aboutus',
  '/FAQ',
  '/Privacy',
  '/Guidelines',
  '/TermsofUse',
  '/Copyright',
  '/skillAugmentationProgram',
  '/selfPacedPrograms',
  '/instaCatalog',
  '/trending',
  '/trending/BITESProject',
  '/trending/CareerReadinessPrograms',
  '/Winter-Internship',
  '/Summer-Internship',
  '/study-in-usa',
  '/machine-learning-program',
  '/digital-marketing-program',
  '/advanced-placement-skills-program',
  '/job-assured-program/full-stack-software-development',
  '/certification-program',
  '/wings-program',
  '/wings-data-analytics-tc',
  '/wings-web-app-tc',
] as const;

export const ROUTES: RouteDef[] = [
  ...r('marketing', PUBLIC, ...MARKETING_PATHS),
  ...r('projects', PUBLIC, '/projects', '/projects/:id', '/projectPricing/:id'),
  ...r('projects', SIGNED_IN, '/myProjects/:id'),
  ...r('projects', AUTHORS, '/createProject', '/createProject/:id'),
  ...r('quests', PUBLIC, '/quests', '/quests/:id'),
  ...r(
    'quests',
    SIGNED_IN,
    '/myQuests/:id',
    '/myQuests/:my_quest_id/projects/:id',
    '/myQuests/:my_quest_id/myProjects/:id',
    '/myQuests/:my_quest_id/resourceGroups/:id',
    '/myQuests/:my_quest_id/myLearning/:id',
    '/myQuests/:my_quest_id/myLearning/:my_resource_group_id/resources/:id',
    '/scorecard/:id',
    '/questGraph/:id',
  ),
  ...r('quests', AUTHORS, '/questDashboard/:id', '/createQuest', '/editQuest/:id'),
  ...r(
    'learning',
    PUBLIC,
    '/resources',
    '/resources/:id',
    '/resourceGroups',
    '/resourceGroups/:id',
    '/resourceGroups/:resource_group_id/resources/:id',
  ),
  ...r('learning', SIGNED_IN, '/myLearning/:id', '/myLearning/:my_resource_group_id/resources/:id'),
  ...r('learning', AUTHORS, '/createResource', '/editResource/:id', '/createResourceGroup', '/editResourceGroup/:id'),
  // '/quizzes' is ours (SPEC §2.1 has no list of quizzes; decision 0075): the published quizzes.
  ...r('quizzes', PUBLIC, '/quizzes', '/quiz/:id', '/questionBank/:id', '/questionBankView/:id', '/quizByte/:id'),
  ...r(
    'quizzes',
    SIGNED_IN,
    '/myquiz/:id',
    '/myquizbank/:id',
    '/myquestionbank/:id',
    '/myquestionbankdetails/:id',
    '/myquizbyte/:id',
    // SPEC §2.1 lists it with the quests; it is a question bank's scorecard (decision 0077).
    '/quizBankScorecard/:id',
  ),
  ...r(
    'quizzes',
    AUTHORS,
    '/createQuiz',
    '/createQuiz/:id',
    '/quizDashboard/:id',
    '/createQuizBank',
    '/createQuizBank/:id',
  ),
  ...r(
    'activities',
    ACTIVITY_AUTHORS,
    '/createActivity',
    '/createActivity/:id',
    '/activity/:id',
    '/assignmentStatsDashboard',
    '/activityDashboard/:id',
  ),
  // A student's own enrolment; the peer screen is also the mentor's (reading a flagged submission).
  ...r('activities', STUDENT, '/myActivity/:id', '/myactivity/:id'),
  ...r('activities', SIGNED_IN, '/peerLearning/:id'),
  ...r('clubs', PUBLIC, '/clubs', '/clubs/:id'),
  // Club admins and committee can be students or mentors as well as the organisation's staff.
  ...r('clubs', SIGNED_IN, '/clubDashboard/:id'),
  ...r('jobs', PUBLIC, '/jobs', '/jobs/:id'),
  ...r('jobs', ORGS, '/jobDashboard/:id', '/jobDashboardMobile/:id', '/jobDashboardMobile/:id/activityLog'),
  ...r('jobs', STUDENT, '/jobRoles', '/selectJobRoles'),
  ...r('jobs', PUBLIC, '/internships', '/internships/:id'),
  ...r('events', PUBLIC, '/events', '/events/:id'),
  ...r('events', ORGS, '/eventDashboard/:id'),
  ...r('readings', PUBLIC, '/books', '/articles'),
  ...r('portfolio', STUDENT, '/myPortfolio', '/myPortfolio/:card'),
  ...r('portfolio', PUBLIC, '/portfolio/:id', '/verifyEntry'),
  ...r(
    'profile',
    SIGNED_IN,
    '/myprofile',
    '/createProfile',
    '/unapprovedProfile',
    '/disabledProfile',
    '/disabledAccount',
  ),
  ...r('profile', PUBLIC, '/resetPassword', '/authCallback', '/unsubscribe'),
  ...r('profile', ORG_STAFF, '/orgMembers'),
  // Ours (issue 28 item 8, decision 0080): a signed-in person's testimonials, written and withdrawn here.
  ...r('profile', { profiles: ['STUDENT', 'ADVISOR', 'COMPANY', 'INSTITUTION'] }, '/testimonials/mine'),
  ...r('community', PUBLIC, '/posts', '/posts/:id', '/partners/:type'),
  // Ours (decision 0082): the moderator queue of admins and of an institution's staff.
  ...r('community', { profiles: ['INSTITUTION'], adminToo: 'approve_profiles' }, '/moderation'),
  // Ours (issue 28 item 6, decision 0083): the live verification a shared achievement's badge opens.
  ...r('community', PUBLIC, '/achievement/:kind/:ref'),
  // Scheduled video-meeting posts (issue 28 item 11, decision 0081): ours, SPEC §2.1 shows no page for them.
  ...r('meetings', PUBLIC, '/sessions', '/sessions/:id'),
  ...r('meetings', AUTHORS, '/createSession', '/editSession/:id'),
  ...r('dashboards', STUDENT, '/dashboard'),
  ...r('dashboards', MENTOR, '/mentorDashboard'),
  ...r('dashboards', ORG_STAFF, '/companyDashboard', '/companyDashboardMobile', '/instituteMentor'),
  ...r(
    'dashboards',
    INSTITUTE_READERS,
    '/instituteDashboard',
    '/college-admin',
    '/skillsDashboard',
    '/shortlist',
    '/enrollmentDashboard',
    '/trainingEnrollmentDashboard',
  ),
  ...r('dashboards', ADMIN, '/adminDashboard'),
  // The stats dashboards (SPEC §2.1 lists them with projects and quizzes) share one dashboard page.
  ...r(
    'dashboards',
    AUTHORS,
    '/projectDashboard',
    '/questStatsDashboard',
    '/quizStatsDashboard',
    '/questionBankStatsDashboard',
  ),
  ...r(
    'orgs',
    PUBLIC,
    '/companyPublic/:id/:name',
    '/companyPublic/:id/:name/Details',
    '/company/:id',
    '/company/:id/jobs',
    '/company/:id/events',
    '/company/:id/clubs',
    '/company/:id/mentors',
    '/institute/:id',
  ),
  // An organisation's notice board, where board notifications lead (SPEC §2.2).
  ...r('orgs', SIGNED_IN, '/workbench/boards/:id'),
  // Bulk tools (issue 29): an institute's staff for their own students, admins holding bulk_tools.
  ...r(
    'bulk',
    BULK,
    '/bulkEnrollment',
    '/bulkProfileUpdation',
    '/multipleBulkEnroll',
    '/advisorBulkEnrollment',
    '/multipleAdvisorBulkEnroll',
    '/bulkPortfolioUpdation',
  ),
  ...r('payments', SIGNED_IN, '/paymentRedirect'),
  // A page's public link: anyone may look; buying asks to sign in.
  ...r('payments', PUBLIC, '/payments/:id'),
  // Organisations manage their own payment pages; admins holding 'payments' manage all (issue 30 item 1).
  ...r(
    'payments',
    { profiles: ['COMPANY', 'INSTITUTION'], adminToo: 'payments' },
    '/createPayment',
    '/editPayment/:id',
  ),
  // The admin's home (decision 0084): every admin opens it; its tools show by capability.
  ...r('admin', ADMIN, '/accounts'),
  ...r(
    'admin',
    { admin: 'manage_access' },
    '/institutePermission',
    '/createInstitutePermission',
    '/updateInstitutePermission/:id',
    '/adminAccess',
    '/interventionEditAccess',
    // Ours (decision 0084): what an access level unlocks.
    '/adminAccess/:id/viewAs',
  ),
  // Ours (decision 0085): catalogue upkeep, for admins holding manage_catalogue.
  ...r('admin', { admin: 'manage_catalogue' }, '/catalogue'),
  // Ours (decision 0080): the testimonials' review.
  ...r('admin', { admin: 'approve_profiles' }, '/adminTestimonials'),
  // Ours (decision 0084): the audit trail.
  ...r('admin', { admin: 'reports' }, '/auditTrail'),
  ...r('errors', PUBLIC, '/unauthorized', '/error'),
];

/**
 * The route a path opens, as the router ranks them (a static segment beats a parameter), or
 * undefined for an unknown path. Query and hash are not part of `pathname`.
 */
export function routeAt(pathname: string): RouteDef | undefined {
  const segments = pathname.split('/').filter(Boolean);
  let best: RouteDef | undefined;
  let bestScore = -1;
  for (const route of ROUTES) {
    const pattern = route.path.split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    let score = 0;
    const matches = pattern.every((part, i) => {
      if (part.startsWith(':')) return segments[i] !== '';
      if (part !== segments[i]) return false;
      score += 1;
      return true;
    });
    if (matches && score > bestScore) {
      best = route;
      bestScore = score;
    }
  }
  return best;
}

/** Fill a route pattern's parameters with sample values (used by tests that visit every route). */
export function samplePath(pattern: string, sample: Record<string, string> = {}): string {
  return pattern.replace(/:([a-z_]+)/g, (_m, name: string) => sample[name] ?? '1');
}
