import { type CurrentUser } from '@lbd/shared/identity';
import { MARKETING_PATHS, ROUTES, samplePath } from '@lbd/shared/routes';
import { describe, expect, it } from 'vitest';
import { buildPortfolioJobRole, buildUser } from '../test/render';
import { afterProfileCreation, homeFor, routeFor, type RouteContext } from './route-for';

const desktop = (pathname: string, extra: Partial<RouteContext> = {}): RouteContext => ({
  pathname,
  isMobile: false,
  ...extra,
});
const mobile = (pathname: string, extra: Partial<RouteContext> = {}): RouteContext => ({
  pathname,
  isMobile: true,
  ...extra,
});

const noProfile: CurrentUser = {
  id: 'u',
  email: 'new@example.com',
  profile: null,
  portfolio_job_roles: [],
  portfolio: null,
};
const studentWithoutRoles = buildUser({}, { portfolio_job_roles: [], portfolio: null });
const studentWithoutPortfolio = buildUser({}, { portfolio_job_roles: [buildPortfolioJobRole()], portfolio: null });
const student = buildUser();
const company = buildUser({ profile_type: 'COMPANY' }, { portfolio_job_roles: [], portfolio: null });
const institution = buildUser({ profile_type: 'INSTITUTION' }, { portfolio_job_roles: [], portfolio: null });
const advisor = buildUser({ profile_type: 'ADVISOR' }, { portfolio_job_roles: [], portfolio: null });

describe('routeFor: signed out', () => {
  it('every route whose declared access is not public saves the path and shows Access Denied', () => {
    for (const route of ROUTES) {
      const path = samplePath(route.path);
      const expected = route.access === 'public' ? null : { to: '/unauthorized', saveRedirect: path };
      expect(routeFor(null, desktop(path)), path).toEqual(expected);
    }
    for (const path of ['/myprofile', '/dashboard', '/adminAccess', '/orgMembers', '/workbench/boards/3'])
      expect(routeFor(null, desktop(path)), path).toEqual({ to: '/unauthorized', saveRedirect: path });
    expect(routeFor(null, desktop('/myprofile', { search: '?tab=photo' }))).toEqual({
      to: '/unauthorized',
      saveRedirect: '/myprofile?tab=photo',
    });
  });

  it('never leaves public marketing pages, /resetPassword or /authCallback', () => {
    for (const path of [...MARKETING_PATHS, '/resetPassword', '/authCallback', '/unauthorized', '/error']) {
      expect(routeFor(null, desktop(path)), path).toBeNull();
    }
  });

  it('the portfolio needs sign-in; the public portfolio and the verifier page do not', () => {
    expect(routeFor(null, desktop('/myPortfolio/books', { search: '?tab=My%20Books' }))).toEqual({
      to: '/unauthorized',
      saveRedirect: '/myPortfolio/books?tab=My%20Books',
    });
    expect(routeFor(null, desktop('/portfolio/12'))).toBeNull();
    expect(routeFor(null, desktop('/verifyEntry', { search: '?token=abc' }))).toBeNull();
  });

  it("a student's activity and its peer screen need sign-in, and are kept for after it", () => {
    for (const path of ['/myActivity/4', '/myactivity/4', '/peerLearning/9']) {
      expect(routeFor(null, desktop(path)), path).toEqual({ to: '/unauthorized', saveRedirect: path });
    }
  });

  it('may visit the public pages of later features, and an unknown path stays (Page Not Found)', () => {
    expect(routeFor(null, desktop('/projects/5'))).toBeNull();
    expect(routeFor(null, desktop('/quests'))).toBeNull();
    expect(routeFor(null, desktop('/no/such/page'))).toBeNull();
  });
});

describe('routeFor: profile completion and state', () => {
  it('no profile -> /createProfile, from anywhere but the always-allowed pages', () => {
    expect(routeFor(noProfile, desktop('/dashboard'))).toEqual({ to: '/createProfile' });
    expect(routeFor(noProfile, desktop('/'))).toEqual({ to: '/createProfile' });
    expect(routeFor(noProfile, desktop('/createProfile'))).toBeNull();
    expect(routeFor(noProfile, desktop('/TermsofUse'))).toBeNull();
    expect(routeFor(noProfile, desktop('/authCallback'))).toBeNull();
    expect(routeFor(noProfile, desktop('/dashboard', { justSignedIn: true, savedRedirect: '/myprofile' }))).toEqual({
      to: '/createProfile',
    });
  });

  it('active student without career paths -> /selectJobRoles', () => {
    expect(routeFor(studentWithoutRoles, desktop('/dashboard'))).toEqual({ to: '/selectJobRoles' });
    expect(routeFor(studentWithoutRoles, desktop('/jobRoles'))).toEqual({ to: '/selectJobRoles' });
    expect(routeFor(studentWithoutRoles, desktop('/selectJobRoles'))).toBeNull();
  });

  it('student with a career path but no portfolio -> /jobRoles (choosing again is allowed)', () => {
    expect(routeFor(studentWithoutPortfolio, desktop('/dashboard'))).toEqual({ to: '/jobRoles' });
    expect(routeFor(studentWithoutPortfolio, desktop('/jobRoles'))).toBeNull();
    expect(routeFor(studentWithoutPortfolio, desktop('/selectJobRoles'))).toBeNull();
  });

  it('inactive STUDENT or ADVISOR -> /disabledProfile (also shown as /disabledAccount)', () => {
    for (const profile_type of ['STUDENT', 'ADVISOR'] as const) {
      const user = buildUser({ profile_type, active: false });
      expect(routeFor(user, desktop('/dashboard')), profile_type).toEqual({ to: '/disabledProfile' });
      expect(routeFor(user, desktop('/posts')), profile_type).toEqual({ to: '/disabledProfile' });
      expect(routeFor(user, desktop('/disabledProfile')), profile_type).toBeNull();
      expect(routeFor(user, desktop('/disabledAccount')), profile_type).toBeNull();
    }
  });

  it('inactive student without career paths is disabled first', () => {
    const user = buildUser({ active: false }, { portfolio_job_roles: [] });
    expect(routeFor(user, desktop('/selectJobRoles'))).toEqual({ to: '/disabledProfile' });
  });

  it('inactive COMPANY or INSTITUTION -> /unapprovedProfile', () => {
    for (const profile_type of ['COMPANY', 'INSTITUTION'] as const) {
      const user = buildUser({ profile_type, active: false });
      expect(routeFor(user, desktop('/companyDashboard')), profile_type).toEqual({ to: '/unapprovedProfile' });
      expect(routeFor(user, desktop('/unapprovedProfile')), profile_type).toBeNull();
      expect(routeFor(user, desktop('/FAQ')), profile_type).toBeNull();
    }
  });

  it('a COMPANY or INSTITUTION an admin deactivated -> /disabledProfile, not awaiting approval (issue 23)', () => {
    for (const profile_type of ['COMPANY', 'INSTITUTION'] as const) {
      const user = buildUser({ profile_type, active: false, deactivated: true });
      expect(routeFor(user, desktop('/companyDashboard')), profile_type).toEqual({ to: '/disabledProfile' });
      expect(routeFor(user, desktop('/unapprovedProfile')), profile_type).toEqual({ to: '/disabledProfile' });
    }
  });

  it('a complete profile is sent home from the pages of other states', () => {
    for (const path of ['/createProfile', '/disabledProfile', '/disabledAccount', '/unapprovedProfile']) {
      expect(routeFor(student, desktop(path)), path).toEqual({ to: '/dashboard' });
      expect(routeFor(company, desktop(path)), path).toEqual({ to: '/companyDashboard' });
    }
  });

  it('career-path pages are for students', () => {
    expect(routeFor(student, desktop('/selectJobRoles'))).toBeNull();
    expect(routeFor(student, desktop('/jobRoles'))).toBeNull();
    expect(routeFor(advisor, desktop('/jobRoles'))).toEqual({ to: '/mentorDashboard' });
  });

  it("another profile type's home leads to one's own (the error pages' Back goes to /dashboard)", () => {
    expect(routeFor(company, desktop('/dashboard'))).toEqual({ to: '/companyDashboard' });
    expect(routeFor(advisor, desktop('/companyDashboard'))).toEqual({ to: '/mentorDashboard' });
    expect(routeFor(student, desktop('/mentorDashboard'))).toEqual({ to: '/dashboard' });
    expect(routeFor(institution, mobile('/dashboard'))).toEqual({ to: '/posts' });
    // A college-admin student reads the institute's dashboard (the page checks the flags).
    expect(routeFor(student, desktop('/instituteDashboard'))).toBeNull();
    expect(routeFor(student, desktop('/dashboard'))).toBeNull();
  });

  it('a complete profile stays where it is otherwise', () => {
    expect(routeFor(student, desktop('/projects/5'))).toBeNull();
    expect(routeFor(student, desktop('/'))).toBeNull();
    expect(routeFor(company, desktop('/posts'))).toBeNull();
  });
});

describe('routeFor: admins', () => {
  const admin: CurrentUser = { ...noProfile, is_admin: true };

  it('an admin without a profile is not sent to profile creation; the profiles’ homes lead to /accounts', () => {
    expect(routeFor(admin, desktop('/accounts'))).toBeNull();
    expect(routeFor(admin, desktop('/createProfile'))).toBeNull();
    expect(routeFor(admin, desktop('/adminDashboard'))).toBeNull();
    for (const home of ['/dashboard', '/mentorDashboard', '/companyDashboard'])
      expect(routeFor(admin, desktop(home)), home).toEqual({ to: '/accounts' });
    // An admin reads an institute's dashboards.
    expect(routeFor(admin, desktop('/instituteDashboard'))).toBeNull();
  });

  it('after sign-in: the saved redirect, else /accounts', () => {
    expect(routeFor(admin, desktop('/', { justSignedIn: true }))).toEqual({ to: '/accounts' });
    expect(
      routeFor(admin, desktop('/unauthorized', { justSignedIn: true, savedRedirect: '/accounts?tab=all' })),
    ).toEqual({
      to: '/accounts?tab=all',
    });
  });

  it('an admin with a profile follows the rules of that profile', () => {
    const adminStudent = buildUser({}, { is_admin: true, portfolio_job_roles: [] });
    expect(routeFor(adminStudent, desktop('/dashboard'))).toEqual({ to: '/selectJobRoles' });
  });
});

describe('routeFor: after login', () => {
  it('a saved redirect path comes first', () => {
    expect(routeFor(student, desktop('/unauthorized', { justSignedIn: true, savedRedirect: '/myprofile' }))).toEqual({
      to: '/myprofile',
    });
    expect(routeFor(company, desktop('/', { justSignedIn: true, savedRedirect: '/accounts?tab=all' }))).toEqual({
      to: '/accounts?tab=all',
    });
  });

  it('a saved redirect to a page of another state is ignored', () => {
    expect(
      routeFor(student, desktop('/unauthorized', { justSignedIn: true, savedRedirect: '/createProfile' })),
    ).toEqual({
      to: '/dashboard',
    });
  });

  it('otherwise each profile type goes to its dashboard', () => {
    expect(routeFor(student, desktop('/', { justSignedIn: true }))).toEqual({ to: '/dashboard' });
    expect(routeFor(company, desktop('/', { justSignedIn: true }))).toEqual({ to: '/companyDashboard' });
    expect(routeFor(company, mobile('/', { justSignedIn: true }))).toEqual({ to: '/companyDashboardMobile' });
    expect(routeFor(institution, desktop('/', { justSignedIn: true }))).toEqual({ to: '/instituteDashboard' });
    expect(routeFor(institution, mobile('/', { justSignedIn: true }))).toEqual({ to: '/posts' });
    expect(routeFor(advisor, desktop('/', { justSignedIn: true }))).toEqual({ to: '/mentorDashboard' });
    expect(routeFor(advisor, mobile('/', { justSignedIn: true }))).toEqual({ to: '/mentorDashboard' });
  });

  it('signing in on a help page still leads on to completion', () => {
    expect(routeFor(noProfile, desktop('/Aboutus', { justSignedIn: true }))).toEqual({ to: '/createProfile' });
    expect(routeFor(noProfile, desktop('/Aboutus'))).toBeNull();
  });

  it('an incomplete profile still goes to completion first', () => {
    expect(routeFor(studentWithoutRoles, desktop('/', { justSignedIn: true, savedRedirect: '/myprofile' }))).toEqual({
      to: '/selectJobRoles',
    });
  });
});

describe('routeFor: after profile creation', () => {
  const created = { justCreatedProfile: true };

  it('student -> /selectJobRoles (no career paths yet)', () => {
    expect(routeFor(studentWithoutRoles, desktop('/createProfile', created))).toEqual({ to: '/selectJobRoles' });
  });

  it('active company or institution -> their dashboard', () => {
    expect(routeFor(company, desktop('/createProfile', created))).toEqual({ to: '/companyDashboard' });
    expect(routeFor(institution, desktop('/createProfile', created))).toEqual({ to: '/instituteDashboard' });
    expect(routeFor(institution, mobile('/createProfile', created))).toEqual({ to: '/posts' });
  });

  it('company or institution awaiting approval -> the unapproved page (the inactive rule wins over /posts)', () => {
    const pending = buildUser({ profile_type: 'COMPANY', active: false });
    expect(routeFor(pending, desktop('/createProfile', created))).toEqual({ to: '/unapprovedProfile' });
  });

  it('advisor -> /mentorDashboard', () => {
    expect(routeFor(advisor, desktop('/createProfile', created))).toEqual({ to: '/mentorDashboard' });
  });
});

describe('homeFor and afterProfileCreation', () => {
  it('homes by type and screen', () => {
    expect(homeFor({ profile_type: 'STUDENT', active: true }, true)).toBe('/dashboard');
    expect(homeFor({ profile_type: 'COMPANY', active: true }, true)).toBe('/companyDashboardMobile');
    expect(homeFor({ profile_type: 'INSTITUTION', active: true }, false)).toBe('/instituteDashboard');
    expect(homeFor({ profile_type: 'ADVISOR', active: true }, false)).toBe('/mentorDashboard');
  });

  it('after creation: organisations to posts until approved, then their dashboard', () => {
    expect(afterProfileCreation({ profile_type: 'COMPANY', active: false }, false)).toBe('/posts');
    expect(afterProfileCreation({ profile_type: 'COMPANY', active: true }, false)).toBe('/companyDashboard');
    expect(afterProfileCreation({ profile_type: 'INSTITUTION', active: false }, false)).toBe('/posts');
    expect(afterProfileCreation({ profile_type: 'ADVISOR', active: true }, false)).toBe('/mentorDashboard');
    expect(afterProfileCreation({ profile_type: 'STUDENT', active: true }, false)).toBe('/dashboard');
  });
});

describe('routeFor: the portfolio', () => {
  it('is for students: others go home', () => {
    expect(routeFor(student, desktop('/myPortfolio'))).toBeNull();
    expect(routeFor(student, desktop('/myPortfolio/events'))).toBeNull();
    expect(routeFor(company, desktop('/myPortfolio'))).toEqual({ to: '/companyDashboard' });
    expect(routeFor(advisor, desktop('/myPortfolio/books'))).toEqual({ to: '/mentorDashboard' });
  });

  it('anyone signed in may open a public portfolio or answer a verification', () => {
    expect(routeFor(company, desktop('/portfolio/3'))).toBeNull();
    expect(routeFor(advisor, desktop('/verifyEntry'))).toBeNull();
  });
});
