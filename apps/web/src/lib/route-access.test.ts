import { type CurrentUser } from '@lbd/shared/identity';
import { ROUTES, routeAt, type RouteAccess } from '@lbd/shared/routes';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../test/render';
import { accessVerdict, type AccessVerdict } from './route-access';

const student = buildUser();
const advisor = buildUser({ profile_type: 'ADVISOR' }, { portfolio_job_roles: [], portfolio: null });
const company = buildUser({ profile_type: 'COMPANY' }, { portfolio_job_roles: [], portfolio: null });
const institution = buildUser({ profile_type: 'INSTITUTION' }, { portfolio_job_roles: [], portfolio: null });
const admin: CurrentUser = { id: 'a', email: 'admin@example.com', profile: null, is_admin: true };
const noProfile: CurrentUser = { id: 'n', email: 'new@example.com', profile: null };

const PEOPLE = { signedOut: null, student, advisor, company, institution, admin, noProfile };
type Who = keyof typeof PEOPLE;

/** Issue 23 item 28: the route's access rule decides before any page, for every role. */
const TABLE: [path: string, expected: Record<Who, AccessVerdict>][] = [
  [
    '/jobs',
    {
      signedOut: 'allow',
      student: 'allow',
      advisor: 'allow',
      company: 'allow',
      institution: 'allow',
      admin: 'allow',
      noProfile: 'allow',
    },
  ],
  [
    '/dashboard',
    {
      signedOut: 'sign_in',
      student: 'allow',
      advisor: 'deny',
      company: 'deny',
      institution: 'deny',
      admin: 'deny',
      noProfile: 'deny',
    },
  ],
  [
    '/myprofile',
    {
      signedOut: 'sign_in',
      student: 'allow',
      advisor: 'allow',
      company: 'allow',
      institution: 'allow',
      admin: 'allow',
      noProfile: 'allow',
    },
  ],
  [
    '/adminAccess',
    {
      signedOut: 'sign_in',
      student: 'deny',
      advisor: 'deny',
      company: 'deny',
      institution: 'deny',
      admin: 'allow',
      noProfile: 'deny',
    },
  ],
  [
    '/accounts',
    {
      signedOut: 'sign_in',
      student: 'deny',
      advisor: 'deny',
      company: 'deny',
      institution: 'deny',
      admin: 'allow',
      noProfile: 'deny',
    },
  ],
  [
    '/bulkEnrollment',
    {
      signedOut: 'sign_in',
      student: 'deny',
      advisor: 'deny',
      company: 'deny',
      // An institute's staff run the bulk tools for their own students (issue 29).
      institution: 'allow',
      admin: 'allow',
      noProfile: 'deny',
    },
  ],
  [
    '/jobDashboard/4',
    {
      signedOut: 'sign_in',
      student: 'deny',
      advisor: 'deny',
      company: 'allow',
      institution: 'allow',
      admin: 'allow',
      noProfile: 'deny',
    },
  ],
  [
    '/createActivity',
    {
      signedOut: 'sign_in',
      student: 'deny',
      advisor: 'allow',
      company: 'deny',
      institution: 'deny',
      admin: 'allow',
      noProfile: 'deny',
    },
  ],
  [
    '/createQuest',
    {
      signedOut: 'sign_in',
      student: 'deny',
      advisor: 'allow',
      company: 'allow',
      institution: 'allow',
      admin: 'allow',
      noProfile: 'deny',
    },
  ],
  [
    '/myPortfolio/books',
    {
      signedOut: 'sign_in',
      student: 'allow',
      advisor: 'deny',
      company: 'deny',
      institution: 'deny',
      admin: 'deny',
      noProfile: 'deny',
    },
  ],
  [
    '/myActivity/3',
    {
      signedOut: 'sign_in',
      student: 'allow',
      advisor: 'deny',
      company: 'deny',
      institution: 'deny',
      admin: 'deny',
      noProfile: 'deny',
    },
  ],
  [
    '/orgMembers',
    {
      signedOut: 'sign_in',
      student: 'deny',
      advisor: 'deny',
      company: 'allow',
      institution: 'allow',
      admin: 'deny',
      noProfile: 'deny',
    },
  ],
  [
    '/instituteDashboard',
    {
      signedOut: 'sign_in',
      student: 'allow',
      advisor: 'deny',
      company: 'deny',
      institution: 'allow',
      admin: 'allow',
      noProfile: 'deny',
    },
  ],
  [
    '/clubDashboard/2',
    {
      signedOut: 'sign_in',
      student: 'allow',
      advisor: 'allow',
      company: 'allow',
      institution: 'allow',
      admin: 'allow',
      noProfile: 'allow',
    },
  ],
];

describe('accessVerdict: the route table across roles', () => {
  for (const [path, expected] of TABLE) {
    it(path, () => {
      const route = routeAt(path);
      expect(route, path).toBeDefined();
      const got = Object.fromEntries(
        Object.entries(PEOPLE).map(([who, user]) => [who, accessVerdict(user, route!.access)]),
      );
      expect(got).toEqual(expected);
    });
  }

  it('every route declares its access, and the admin pages are for admins only (each naming its capability)', () => {
    for (const route of ROUTES) expect(route.access, route.path).toBeDefined();
    const student = buildUser();
    for (const route of ROUTES.filter((r) => r.area === 'admin' || r.area === 'bulk')) {
      expect(accessVerdict(student, route.access), route.path).toBe('deny');
      // The admin's home (/accounts) is open to every admin; every other admin page names a capability.
      // The bulk tools open to an institute's staff too (their own students), and to admins holding bulk_tools.
      if (route.path === '/accounts') expect(route.access).toBe('admin');
      else if (typeof route.access === 'object' && 'adminToo' in route.access)
        expect(route.access, route.path).toEqual({ profiles: ['INSTITUTION'], adminToo: 'bulk_tools' });
      else expect(route.access, route.path).toHaveProperty('admin');
    }
  });

  it('an admin opens the pages of the capabilities they hold and no other (decision 0084)', () => {
    const reports = buildUser({}, { is_admin: true, admin_capabilities: ['reports'] });
    expect(accessVerdict(reports, { admin: 'reports' })).toBe('allow');
    expect(accessVerdict(reports, { admin: 'manage_access' })).toBe('deny');
    expect(accessVerdict(reports, 'admin')).toBe('allow');
    // A user answer without the list (an older one): every capability, as the access rule says.
    expect(accessVerdict(buildUser({}, { is_admin: true }), { admin: 'manage_access' })).toBe('allow');
  });

  it('an admin with a profile passes adminToo routes and its own type, not another type alone', () => {
    const adminStudent = buildUser({}, { is_admin: true });
    const mentorsOnly: RouteAccess = { profiles: ['ADVISOR'] };
    expect(accessVerdict(adminStudent, mentorsOnly)).toBe('deny');
    expect(accessVerdict(adminStudent, { profiles: ['ADVISOR'], adminToo: true })).toBe('allow');
    expect(accessVerdict(adminStudent, { profiles: ['STUDENT'] })).toBe('allow');
    expect(accessVerdict(adminStudent, 'admin')).toBe('allow');
  });
});

describe('routeAt', () => {
  it('ranks a static segment above a parameter, and knows no unknown path', () => {
    expect(routeAt('/myPortfolio')?.path).toBe('/myPortfolio');
    expect(routeAt('/myPortfolio/books')?.path).toBe('/myPortfolio/:card');
    expect(routeAt('/jobDashboardMobile/3/activityLog')?.path).toBe('/jobDashboardMobile/:id/activityLog');
    expect(routeAt('/myQuests/1/myLearning/2/resources/3')?.path).toBe(
      '/myQuests/:my_quest_id/myLearning/:my_resource_group_id/resources/:id',
    );
    expect(routeAt('/')?.path).toBe('/');
    expect(routeAt('/nowhere/at/all')).toBeUndefined();
  });
});
