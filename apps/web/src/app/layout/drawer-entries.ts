import type { AdminCapability } from '@lbd/shared/access';
import type { CurrentUserProfile } from '@lbd/shared/identity';
import { toolsFor } from '../../lib/admin-tools';

/** Icon names the side drawer knows; the drawer maps them to icon components. */
export type DrawerIcon =
  | 'admin'
  | 'adminDashboard'
  | 'accounts'
  | 'testimonials'
  | 'moderation'
  | 'bulk'
  | 'bulkProfiles'
  | 'bulkEnrolments'
  | 'bulkMentors'
  | 'bulkPortfolios'
  // The admin tools' icons are named by their pages (lib/admin-tools.ts).
  | 'adminAccess'
  | 'interventionEditAccess'
  | 'institutePermission'
  | 'auditTrail'
  | 'catalogue'
  | 'bulkEnrollment'
  | 'bulkProfileUpdation'
  | 'bulkPortfolioUpdation'
  | 'advisorBulkEnrollment'
  | 'adminTestimonials'
  | 'createPayment'
  | 'portfolio'
  | 'dashboard'
  | 'activities'
  | 'myActivities'
  | 'createActivity'
  | 'quizzes'
  | 'questionBanks'
  | 'projects'
  | 'events'
  | 'courses'
  | 'quests'
  | 'learningPaths'
  | 'jobs'
  | 'internships'
  | 'readings'
  | 'books'
  | 'articles'
  | 'clubs'
  | 'community'
  | 'sessions'
  | 'partners'
  | 'companies'
  | 'institutes'
  | 'ninja'
  | 'mentor'
  | 'institute'
  | 'company';

export interface DrawerEntry {
  key: string;
  label: string;
  icon: DrawerIcon;
  /** Where the entry goes; absent on a parent that only opens its sub-list. */
  to?: string;
  children?: DrawerEntry[];
}

export interface DrawerInput {
  /** The signed-in user's profile, or null when signed out. */
  profile: Pick<CurrentUserProfile, 'profile_type' | 'college_admin'> | null;
  isMobile: boolean;
  /** The signed-in user holds an admin access level (current_user_data's is_admin). */
  isAdmin?: boolean;
  /** Their capabilities (current_user_data's admin_capabilities); absent: every one. */
  adminCapabilities?: readonly AdminCapability[];
}

const leaf = (key: string, label: string, icon: DrawerIcon, to: string): DrawerEntry => ({ key, label, icon, to });

const MY_PORTFOLIO = leaf('myPortfolio', 'My Portfolio', 'portfolio', '/myPortfolio');
const PROJECTS = leaf('projects', 'Projects', 'projects', '/projects');
const EVENTS = leaf('events', 'Events', 'events', '/events');
const COURSES: DrawerEntry = {
  key: 'courses',
  label: 'Courses',
  icon: 'courses',
  children: [
    leaf('quests', 'Quests', 'quests', '/quests'),
    leaf('learningPaths', 'Learning Paths', 'learningPaths', '/resourceGroups'),
    leaf('quizzes', 'Quizzes', 'quizzes', '/quizzes'),
  ],
};
const JOBS = leaf('jobs', 'Jobs', 'jobs', '/jobs');
const INTERNSHIPS = leaf('internships', 'Internships', 'internships', '/internships');
const READINGS: DrawerEntry = {
  key: 'readings',
  label: 'Readings',
  icon: 'readings',
  children: [leaf('books', 'Books', 'books', '/books'), leaf('articles', 'Articles', 'articles', '/articles')],
};
const CLUBS = leaf('clubs', 'Clubs', 'clubs', '/clubs');
const COMMUNITY = leaf('community', 'Community', 'community', '/posts');
/** Live sessions (issue 28 item 11): scheduled video meetings, public like the timeline. */
const SESSIONS = leaf('sessions', 'Live Sessions', 'sessions', '/sessions');
const PARTNERS: DrawerEntry = {
  key: 'partners',
  label: 'Partners',
  icon: 'partners',
  children: [
    leaf('companies', 'Companies', 'companies', '/partners/companies'),
    leaf('institutes', 'Institutes', 'institutes', '/partners/institutes'),
  ],
};
/**
 * The mentor's activities (issue 23 item 14): the list of their own with its counts, and a new one. Not in
 * SPEC §2.3's drawer, which has no way to the activity pages (docs/decisions/0059).
 */
const ACTIVITIES: DrawerEntry = {
  key: 'activities',
  label: 'Activities',
  icon: 'activities',
  children: [
    leaf('myActivities', 'My Activities', 'myActivities', '/assignmentStatsDashboard'),
    leaf('createActivity', 'Create Activity', 'createActivity', '/createActivity'),
  ],
};
/** The mentor's quizzes and question banks (issue 26): each list page with its 'create' form. */
const MENTOR_QUIZZES: DrawerEntry = {
  key: 'mentorQuizzes',
  label: 'Quizzes',
  icon: 'quizzes',
  children: [
    leaf('myQuizzes', 'My Quizzes', 'quizzes', '/createQuiz'),
    leaf('quizBytes', 'Quiz Bytes', 'quizzes', '/createQuiz?kind=byte'),
    leaf('questionBanks', 'Question Banks', 'questionBanks', '/createQuizBank'),
  ],
};
const ADMIN = leaf('admin', 'Admin', 'admin', '/college-admin');
/** The bulk tools an institute's staff run for their own students (issue 29). */
const BULK_TOOLS: DrawerEntry = {
  key: 'bulk',
  label: 'Bulk Tools',
  icon: 'bulk',
  children: [
    leaf('bulkProfiles', 'Bulk Profile Update', 'bulkProfiles', '/bulkProfileUpdation'),
    leaf('bulkPortfolios', 'Bulk Portfolio Update', 'bulkPortfolios', '/bulkPortfolioUpdation'),
    leaf('bulkEnrolments', 'Bulk Enrollment', 'bulkEnrolments', '/bulkEnrollment'),
    leaf('bulkMentors', 'Mentor Bulk Enrollment', 'bulkMentors', '/advisorBulkEnrollment'),
  ],
};
/** An organisation's payment pages: what it sells of its projects, quests and learning paths (issue 30). */
const PAYMENT_PAGES = leaf('createPayment', 'Payment Pages', 'createPayment', '/createPayment');
const dashboard = (to: string) => leaf('dashboard', 'Dashboard', 'dashboard', to);

/** Every admin tool the admin's capabilities open, in the menu's order (key and icon named by its page). */
const adminMenu = (capabilities: readonly AdminCapability[] | undefined): DrawerEntry[] =>
  toolsFor(capabilities).map((t) => leaf(t.to, t.label, t.to.slice(1) as DrawerIcon, t.to));

function signedOutEntries(isMobile: boolean): DrawerEntry[] {
  const ninja = leaf('ninja', 'Ninja', 'ninja', '/Home');
  if (!isMobile)
    return [ninja, PROJECTS, EVENTS, COURSES, JOBS, INTERNSHIPS, READINGS, CLUBS, COMMUNITY, SESSIONS, PARTNERS];
  // On a phone the header has no room for the audience buttons, so the drawer carries them.
  const jobsGroup: DrawerEntry = { key: 'jobsGroup', label: 'Jobs', icon: 'jobs', children: [JOBS, INTERNSHIPS] };
  return [
    ninja,
    leaf('mentor', 'Mentor', 'mentor', '/MentorHome'),
    leaf('institute', 'Institute', 'institute', '/InstituteHome'),
    leaf('company', 'Company', 'company', '/CompanyHome'),
    PROJECTS,
    EVENTS,
    COURSES,
    jobsGroup,
    READINGS,
    CLUBS,
    COMMUNITY,
    SESSIONS,
    PARTNERS,
  ];
}

function showsCollegeAdmin({ profile, isMobile }: DrawerInput): boolean {
  if (profile?.profile_type !== 'STUDENT' || !profile.college_admin) return false;
  const { tpo_admin_dashboard, dept_admin_dashboard } = profile.college_admin;
  return tpo_admin_dashboard || (dept_admin_dashboard && !isMobile);
}

/**
 * The side-drawer entries for a profile type and screen size (SPEC §2.3). An admin gets the admin menu
 * (every tool their capabilities open, issue 29 item 11) instead of the signed-out learner menu, followed
 * by their own profile's entries when they have one (issue 24 item 9). Pure.
 */
export function drawerEntries(input: DrawerInput): DrawerEntry[] {
  if (input.isAdmin) {
    const menu = adminMenu(input.adminCapabilities);
    const own = input.profile ? profileEntries(input) : [];
    // A profile's own entry of an admin tool (an institution's Moderation) stays when the menu lacks it.
    const inMenu = (e: DrawerEntry) => menu.some((a) => a.to === e.to);
    return [...menu, ...own.filter((e) => !inMenu(e) && !(e.children && e.children.every(inMenu)))];
  }
  if (!input.profile) return signedOutEntries(input.isMobile);
  return profileEntries(input);
}

function profileEntries(input: DrawerInput): DrawerEntry[] {
  const { isMobile } = input;
  const profile = input.profile!;

  const orgTail = [PROJECTS, EVENTS, COURSES, JOBS, INTERNSHIPS, COMMUNITY, SESSIONS, PARTNERS];
  switch (profile.profile_type) {
    case 'STUDENT': {
      const entries = [
        MY_PORTFOLIO,
        dashboard('/dashboard'),
        PROJECTS,
        EVENTS,
        COURSES,
        JOBS,
        INTERNSHIPS,
        READINGS,
        CLUBS,
        COMMUNITY,
        SESSIONS,
        PARTNERS,
      ];
      return showsCollegeAdmin(input) ? [ADMIN, ...entries] : entries;
    }
    case 'ADVISOR':
      return [
        dashboard('/mentorDashboard'),
        ACTIVITIES,
        MENTOR_QUIZZES,
        PROJECTS,
        EVENTS,
        COURSES,
        JOBS,
        INTERNSHIPS,
        CLUBS,
        COMMUNITY,
        SESSIONS,
        PARTNERS,
      ];
    case 'COMPANY':
      return [dashboard(isMobile ? '/companyDashboardMobile' : '/companyDashboard'), ...orgTail, PAYMENT_PAGES];
    case 'INSTITUTION':
      // Its staff moderate what their students post (decision 0082).
      return [
        dashboard('/instituteDashboard'),
        ...orgTail,
        PAYMENT_PAGES,
        leaf('moderation', 'Moderation', 'moderation', '/moderation'),
        BULK_TOOLS,
      ];
  }
}
