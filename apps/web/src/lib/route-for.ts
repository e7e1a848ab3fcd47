import { type ProfileType } from '@lbd/shared/enums';
import { type CurrentUser, type CurrentUserProfile } from '@lbd/shared/identity';
import { routeAt } from '@lbd/shared/routes';
import { accessVerdict } from './route-access';

/**
 * True for a page only a signed-in user can use: every route whose declared access (the route table
 * in packages/shared) is not 'public'. A signed-out visit saves the path and shows Access Denied.
 */
export function needsSignIn(pathname: string): boolean {
  const route = routeAt(pathname);
  return route !== undefined && route.access !== 'public';
}

/** The profiles' homes (homeFor): someone of another type who opens one is sent to their own. */
const HOME_PATHS = [
  '/dashboard',
  '/mentorDashboard',
  '/companyDashboard',
  '/companyDashboardMobile',
  '/instituteDashboard',
];

/** Pages a signed-in user is never sent away from, whatever the state of the profile. */
export const ALWAYS_ALLOWED_PATHS = [
  '/authCallback',
  '/resetPassword',
  // An email's unsubscribe link works whatever state the profile is in.
  '/unsubscribe',
  '/unauthorized',
  '/error',
  // The legal and help pages (the Terms of Use modal and the footer link to them).
  '/Aboutus',
  '/FAQ',
  '/Privacy',
  '/TermsofUse',
  '/Guidelines',
  '/Copyright',
] as const;

/** Pages that belong to one state of the profile; a user not in that state is sent home from them. */
const STATE_PAGES = ['/createProfile', '/disabledProfile', '/disabledAccount', '/unapprovedProfile'];
/** Career-path and portfolio pages are for students. */
const STUDENT_PAGES = ['/selectJobRoles', '/jobRoles', '/myPortfolio'];

function isStudentPage(pathname: string): boolean {
  return isOneOf(pathname, STUDENT_PAGES) || pathname.startsWith('/myPortfolio/');
}

export const UNAUTHORIZED_PATH = '/unauthorized';
/** Where an admin without a profile of their own lands after sign-in (profile approval). */
export const ADMIN_HOME = '/accounts';

export interface RouteContext {
  pathname: string;
  search?: string;
  isMobile: boolean;
  /** A sign-in just happened (the guard routes once after it). */
  justSignedIn?: boolean;
  /** A profile was just created (SPEC §4.1, after profile creation). */
  justCreatedProfile?: boolean;
  /** The path saved when a signed-out visitor hit a page that needs sign-in. */
  savedRedirect?: string | null;
}

export interface RouteDecision {
  /** Where to go (replacing the current history entry). */
  to: string;
  /** Remember this path for after sign-in. */
  saveRedirect?: string;
}

type ProfileState = Pick<CurrentUserProfile, 'profile_type' | 'active'>;

/** A profile's home: STUDENT dashboard, COMPANY company dashboard (mobile variant), INSTITUTION institute dashboard (posts on mobile), ADVISOR mentor dashboard. */
export function homeFor(profile: ProfileState, isMobile: boolean): string {
  switch (profile.profile_type) {
    case 'STUDENT':
      return '/dashboard';
    case 'COMPANY':
      return isMobile ? '/companyDashboardMobile' : '/companyDashboard';
    case 'INSTITUTION':
      return isMobile ? '/posts' : '/instituteDashboard';
    case 'ADVISOR':
      return '/mentorDashboard';
  }
}

/** Where a profile goes right after it was created (SPEC §4.1). */
export function afterProfileCreation(profile: ProfileState, isMobile: boolean): string {
  switch (profile.profile_type) {
    case 'STUDENT':
      return '/dashboard';
    case 'COMPANY':
    case 'INSTITUTION':
      return profile.active ? homeFor(profile, isMobile) : '/posts';
    case 'ADVISOR':
      return '/mentorDashboard';
  }
}

const ORG_TYPES: ProfileType[] = ['COMPANY', 'INSTITUTION'];

/**
 * The page an incomplete or inactive profile must be on, with the pages it may also use, or null
 * when the profile is complete (SPEC §4.1).
 */
function requiredPage(user: CurrentUser): { to: string; allowed: string[] } | null {
  const profile = user.profile;
  if (!profile) return { to: '/createProfile', allowed: ['/createProfile'] };
  if (!profile.active) {
    // A profile an admin deactivated is disabled, whatever its type; one never approved awaits approval.
    return ORG_TYPES.includes(profile.profile_type) && !profile.deactivated
      ? { to: '/unapprovedProfile', allowed: ['/unapprovedProfile'] }
      : { to: '/disabledProfile', allowed: ['/disabledProfile', '/disabledAccount'] };
  }
  if (profile.profile_type !== 'STUDENT') return null;
  if ((user.portfolio_job_roles ?? []).length === 0) return { to: '/selectJobRoles', allowed: ['/selectJobRoles'] };
  if (!user.portfolio) return { to: '/jobRoles', allowed: ['/jobRoles', '/selectJobRoles'] };
  return null;
}

/**
 * Where a signed-in user's 'Start your portfolio' or 'Get started' leads, instead of the sign-up
 * popup (which would sign them up as someone else): the step of onboarding they are at, else their
 * portfolio (students) or their home.
 */
export function startPathFor(user: CurrentUser, isMobile: boolean): string {
  if (!user.profile && user.is_admin) return ADMIN_HOME;
  const required = requiredPage(user);
  if (required) return required.to;
  const profile = user.profile!;
  return profile.profile_type === 'STUDENT' ? '/myPortfolio' : homeFor(profile, isMobile);
}

function isOneOf(pathname: string, paths: readonly string[]): boolean {
  return paths.includes(pathname);
}

/**
 * Where the session sends the user, or null to stay (SPEC §4.1). Checked after loading the user
 * and after every route change. Pure.
 *
 * - Signed out: pages that need sign-in save the path and show Access Denied; everything else
 *   (marketing pages, /resetPassword, /authCallback, pages of later features) stays.
 * - An admin without a profile is not sent to profile creation; after sign-in, the saved
 *   redirect or /accounts.
 * - No profile -> /createProfile. Inactive STUDENT/ADVISOR -> /disabledProfile; inactive
 *   COMPANY/INSTITUTION -> /unapprovedProfile. Active student without career paths ->
 *   /selectJobRoles; with career paths but no portfolio -> /jobRoles.
 * - Just created a profile -> per {@link afterProfileCreation}.
 * - Just signed in -> the saved redirect, else the profile's home.
 * - A complete profile on a page of another state (e.g. /createProfile) goes home, and so does one
 *   on another profile type's home (a company on /dashboard); a profile-less admin there goes to /accounts.
 */
export function routeFor(user: CurrentUser | null, context: RouteContext): RouteDecision | null {
  const { pathname, search = '', isMobile, justSignedIn = false, justCreatedProfile = false, savedRedirect } = context;

  if (!user) {
    return needsSignIn(pathname) ? { to: UNAUTHORIZED_PATH, saveRedirect: pathname + search } : null;
  }

  // Admins run the platform and need no profile of their own (they may still create one); the
  // profiles' homes (where the error pages' Back leads) send them to theirs.
  if (!user.profile && user.is_admin) {
    if (justSignedIn) return { to: savedRedirect ?? ADMIN_HOME };
    return isOneOf(pathname, HOME_PATHS) && !isAllowedHere(user, pathname) ? { to: ADMIN_HOME } : null;
  }

  const required = requiredPage(user);
  if (required) {
    if (isOneOf(pathname, required.allowed)) return null;
    // Reading the terms or the FAQ is fine, but signing in always leads on to completion.
    if (!justSignedIn && isOneOf(pathname, ALWAYS_ALLOWED_PATHS)) return null;
    return { to: required.to };
  }

  const profile = user.profile;
  if (!profile) return null; // requiredPage handles it; this narrows the type

  if (justCreatedProfile) return { to: afterProfileCreation(profile, isMobile) };
  if (justSignedIn) {
    const target = savedRedirect && !isOneOf(savedRedirect.split('?')[0] ?? '', STATE_PAGES) ? savedRedirect : null;
    return { to: target ?? homeFor(profile, isMobile) };
  }
  if (isOneOf(pathname, STATE_PAGES)) return { to: homeFor(profile, isMobile) };
  if (isStudentPage(pathname) && profile.profile_type !== 'STUDENT') return { to: homeFor(profile, isMobile) };
  // Another profile type's home (the error pages' Back leads to /dashboard): one's own instead.
  if (isOneOf(pathname, HOME_PATHS) && !isAllowedHere(user, pathname)) return { to: homeFor(profile, isMobile) };
  return null;
}

function isAllowedHere(user: CurrentUser, pathname: string): boolean {
  const route = routeAt(pathname);
  return !route || accessVerdict(user, route.access) === 'allow';
}
