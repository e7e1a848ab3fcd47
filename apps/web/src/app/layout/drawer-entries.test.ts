import type { CurrentUserProfile } from '@lbd/shared/identity';
import { describe, expect, it } from 'vitest';
import { drawerEntries, type DrawerEntry } from './drawer-entries';

type Shape = string | [string, string[]];

/** Labels with their targets: 'Label -> /to', parents as [label, children]. */
function shape(entries: DrawerEntry[]): Shape[] {
  return entries.map((entry) =>
    entry.children
      ? [entry.label, entry.children.map((child) => `${child.label} -> ${child.to}`)]
      : `${entry.label} -> ${entry.to}`,
  );
}

const profile = (
  profile_type: CurrentUserProfile['profile_type'],
  college_admin: CurrentUserProfile['college_admin'] = null,
) => ({
  profile_type,
  college_admin,
});

const BULK: Shape = [
  'Bulk Tools',
  [
    'Bulk Profile Update -> /bulkProfileUpdation',
    'Bulk Portfolio Update -> /bulkPortfolioUpdation',
    'Bulk Enrollment -> /bulkEnrollment',
    'Mentor Bulk Enrollment -> /advisorBulkEnrollment',
  ],
];
const COURSES: Shape = ['Courses', ['Quests -> /quests', 'Learning Paths -> /resourceGroups', 'Quizzes -> /quizzes']];
const READINGS: Shape = ['Readings', ['Books -> /books', 'Articles -> /articles']];
const PARTNERS: Shape = ['Partners', ['Companies -> /partners/companies', 'Institutes -> /partners/institutes']];

const STUDENT: Shape[] = [
  'My Portfolio -> /myPortfolio',
  'Dashboard -> /dashboard',
  'Projects -> /projects',
  'Events -> /events',
  COURSES,
  'Jobs -> /jobs',
  'Internships -> /internships',
  READINGS,
  'Clubs -> /clubs',
  'Community -> /posts',
  'Live Sessions -> /sessions',
  PARTNERS,
];

describe('drawerEntries', () => {
  it('student: portfolio, dashboard and everything else, on desktop and mobile alike', () => {
    expect(shape(drawerEntries({ profile: profile('STUDENT'), isMobile: false }))).toEqual(STUDENT);
    expect(shape(drawerEntries({ profile: profile('STUDENT'), isMobile: true }))).toEqual(STUDENT);
  });

  it('advisor: as student without My Portfolio and Readings, dashboard at /mentorDashboard, and their activities', () => {
    expect(shape(drawerEntries({ profile: profile('ADVISOR'), isMobile: false }))).toEqual([
      'Dashboard -> /mentorDashboard',
      ['Activities', ['My Activities -> /assignmentStatsDashboard', 'Create Activity -> /createActivity']],
      [
        'Quizzes',
        ['My Quizzes -> /createQuiz', 'Quiz Bytes -> /createQuiz?kind=byte', 'Question Banks -> /createQuizBank'],
      ],
      'Projects -> /projects',
      'Events -> /events',
      COURSES,
      'Jobs -> /jobs',
      'Internships -> /internships',
      'Clubs -> /clubs',
      'Community -> /posts',
      'Live Sessions -> /sessions',
      PARTNERS,
    ]);
  });

  const ORG_TAIL: Shape[] = [
    'Projects -> /projects',
    'Events -> /events',
    COURSES,
    'Jobs -> /jobs',
    'Internships -> /internships',
    'Community -> /posts',
    'Live Sessions -> /sessions',
    PARTNERS,
  ];

  const PAYMENT_PAGES = 'Payment Pages -> /createPayment';

  it('company: no clubs or readings; the dashboard has a mobile variant; its payment pages', () => {
    expect(shape(drawerEntries({ profile: profile('COMPANY'), isMobile: false }))).toEqual([
      'Dashboard -> /companyDashboard',
      ...ORG_TAIL,
      PAYMENT_PAGES,
    ]);
    expect(shape(drawerEntries({ profile: profile('COMPANY'), isMobile: true }))).toEqual([
      'Dashboard -> /companyDashboardMobile',
      ...ORG_TAIL,
      PAYMENT_PAGES,
    ]);
  });

  it('institution: dashboard at /instituteDashboard, then as company, then its moderation queue', () => {
    expect(shape(drawerEntries({ profile: profile('INSTITUTION'), isMobile: false }))).toEqual([
      'Dashboard -> /instituteDashboard',
      ...ORG_TAIL,
      PAYMENT_PAGES,
      'Moderation -> /moderation',
      BULK,
    ]);
    expect(shape(drawerEntries({ profile: profile('INSTITUTION'), isMobile: true }))).toEqual([
      'Dashboard -> /instituteDashboard',
      ...ORG_TAIL,
      PAYMENT_PAGES,
      'Moderation -> /moderation',
      BULK,
    ]);
  });

  it('logged out on desktop: learner home and the public sections', () => {
    expect(shape(drawerEntries({ profile: null, isMobile: false }))).toEqual([
      'Ninja -> /Home',
      'Projects -> /projects',
      'Events -> /events',
      COURSES,
      'Jobs -> /jobs',
      'Internships -> /internships',
      READINGS,
      'Clubs -> /clubs',
      'Community -> /posts',
      'Live Sessions -> /sessions',
      PARTNERS,
    ]);
  });

  it('logged out on mobile: audience homes added, Jobs and Internships grouped under Jobs', () => {
    expect(shape(drawerEntries({ profile: null, isMobile: true }))).toEqual([
      'Ninja -> /Home',
      'Mentor -> /MentorHome',
      'Institute -> /InstituteHome',
      'Company -> /CompanyHome',
      'Projects -> /projects',
      'Events -> /events',
      COURSES,
      ['Jobs', ['Jobs -> /jobs', 'Internships -> /internships']],
      READINGS,
      'Clubs -> /clubs',
      'Community -> /posts',
      'Live Sessions -> /sessions',
      PARTNERS,
    ]);
  });

  describe('college admin', () => {
    const tpo = { tpo_admin_dashboard: true, dept_admin_dashboard: false };
    const dept = { tpo_admin_dashboard: false, dept_admin_dashboard: true };
    const none = { tpo_admin_dashboard: false, dept_admin_dashboard: false };

    it('prepends Admin for a TPO admin on desktop and mobile', () => {
      for (const isMobile of [false, true]) {
        const entries = shape(drawerEntries({ profile: profile('STUDENT', tpo), isMobile }));
        expect(entries).toEqual(['Admin -> /college-admin', ...STUDENT]);
      }
    });

    it('prepends Admin for a department admin on desktop only', () => {
      expect(shape(drawerEntries({ profile: profile('STUDENT', dept), isMobile: false }))).toEqual([
        'Admin -> /college-admin',
        ...STUDENT,
      ]);
      expect(shape(drawerEntries({ profile: profile('STUDENT', dept), isMobile: true }))).toEqual(STUDENT);
    });

    it('adds nothing without a dashboard flag, or for other profile types', () => {
      expect(shape(drawerEntries({ profile: profile('STUDENT', none), isMobile: false }))).toEqual(STUDENT);
      const advisor = shape(drawerEntries({ profile: profile('ADVISOR', tpo), isMobile: false }));
      expect(advisor[0]).toBe('Dashboard -> /mentorDashboard');
    });
  });

  describe('admin account (issue 24 item 9, issue 29 item 11)', () => {
    // Every tool, for an admin holding every capability (no list: a Full admin as scripts make them).
    const ADMIN_MENU: Shape[] = [
      'Admin Dashboard -> /adminDashboard',
      'Accounts -> /accounts',
      'Admin Access -> /adminAccess',
      'Editing Intervention -> /interventionEditAccess',
      'Institute Permissions -> /institutePermission',
      'Audit Trail -> /auditTrail',
      'Catalogue -> /catalogue',
      'Bulk Enrolment -> /bulkEnrollment',
      'Bulk Profile Update -> /bulkProfileUpdation',
      'Bulk Portfolio Update -> /bulkPortfolioUpdation',
      'Mentor Bulk Enrolment -> /advisorBulkEnrollment',
      'Testimonials -> /adminTestimonials',
      'Moderation -> /moderation',
      'Payment Pages -> /createPayment',
    ];

    it('the menu holds only the tools the admin’s capabilities open', () => {
      const reports = shape(
        drawerEntries({ profile: null, isMobile: false, isAdmin: true, adminCapabilities: ['reports'] }),
      );
      expect(reports).toEqual([
        'Admin Dashboard -> /adminDashboard',
        'Accounts -> /accounts',
        'Audit Trail -> /auditTrail',
      ]);
      const bulk = shape(
        drawerEntries({ profile: null, isMobile: false, isAdmin: true, adminCapabilities: ['bulk_tools'] }),
      );
      expect(bulk).toEqual([
        'Admin Dashboard -> /adminDashboard',
        'Accounts -> /accounts',
        'Bulk Enrolment -> /bulkEnrollment',
        'Bulk Profile Update -> /bulkProfileUpdation',
        'Bulk Portfolio Update -> /bulkPortfolioUpdation',
        'Mentor Bulk Enrolment -> /advisorBulkEnrollment',
      ]);
      const payments = shape(
        drawerEntries({ profile: null, isMobile: false, isAdmin: true, adminCapabilities: ['payments'] }),
      );
      expect(payments).toEqual([
        'Admin Dashboard -> /adminDashboard',
        'Accounts -> /accounts',
        'Payment Pages -> /createPayment',
      ]);
      const access = shape(
        drawerEntries({
          profile: null,
          isMobile: false,
          isAdmin: true,
          adminCapabilities: ['manage_access', 'approve_profiles'],
        }),
      );
      expect(access).toEqual([
        'Admin Dashboard -> /adminDashboard',
        'Accounts -> /accounts',
        'Admin Access -> /adminAccess',
        'Editing Intervention -> /interventionEditAccess',
        'Institute Permissions -> /institutePermission',
        'Testimonials -> /adminTestimonials',
        'Moderation -> /moderation',
      ]);
    });

    it('an institution’s own Moderation entry stays when its admin capabilities do not open it', () => {
      const entries = shape(
        drawerEntries({
          profile: profile('INSTITUTION'),
          isMobile: false,
          isAdmin: true,
          adminCapabilities: ['reports'],
        }),
      );
      // So do its bulk tools (as an institution's staff it runs them for its own students).
      expect(entries.slice(-2)).toEqual(['Moderation -> /moderation', BULK]);
    });

    it('an admin without a profile gets the admin menu instead of the learner menu', () => {
      for (const isMobile of [false, true]) {
        expect(shape(drawerEntries({ profile: null, isMobile, isAdmin: true }))).toEqual(ADMIN_MENU);
      }
    });

    it("an admin with a profile gets the admin menu, then their profile's entries", () => {
      expect(shape(drawerEntries({ profile: profile('STUDENT'), isMobile: false, isAdmin: true }))).toEqual([
        ...ADMIN_MENU,
        ...STUDENT,
      ]);
      expect(shape(drawerEntries({ profile: profile('COMPANY'), isMobile: true, isAdmin: true }))).toEqual([
        ...ADMIN_MENU,
        'Dashboard -> /companyDashboardMobile',
        ...ORG_TAIL,
      ]);
      // Moderation once, though both menus have it.
      expect(shape(drawerEntries({ profile: profile('INSTITUTION'), isMobile: false, isAdmin: true }))).toEqual([
        ...ADMIN_MENU,
        'Dashboard -> /instituteDashboard',
        ...ORG_TAIL,
      ]);
    });

    it('nobody else sees it', () => {
      for (const p of [null, profile('STUDENT'), profile('ADVISOR'), profile('COMPANY'), profile('INSTITUTION')]) {
        const labels = shape(drawerEntries({ profile: p, isMobile: false, isAdmin: false }));
        expect(labels).not.toContain('Admin Dashboard -> /adminDashboard');
        expect(labels).not.toContain('Accounts -> /accounts');
      }
    });
  });

  it('gives every entry a unique key within its list', () => {
    for (const input of [
      { profile: null, isMobile: true },
      { profile: profile('STUDENT', { tpo_admin_dashboard: true, dept_admin_dashboard: true }), isMobile: false },
      {
        profile: profile('STUDENT', { tpo_admin_dashboard: true, dept_admin_dashboard: true }),
        isMobile: false,
        isAdmin: true,
      },
    ]) {
      const keys = drawerEntries(input).map((entry) => entry.key);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });
});
