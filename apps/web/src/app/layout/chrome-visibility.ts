import { APP_EMBEDDED_FLAG } from '../../lib/navigation';

/** Query flag that hides the header and side menu (SPEC §2.3). */
export const HIDE_HEADER_FLAG = 'hideHeader';

/**
 * Profile-completion pages show neither header nor side menu (SPEC §2.3); nor does the social
 * sign-in callback, which runs in a popup window and closes itself.
 */
export const PROFILE_COMPLETION_PATHS = ['/createProfile', '/selectJobRoles', '/authCallback'];

/**
 * Whether the header and side menu are hidden: on profile-completion pages, when the query string
 * has `hideHeader`, or `is_app` (the mobile app embeds the page) on a phone-sized screen. Pure.
 */
export function isChromeHidden({
  pathname,
  search,
  isMobile,
}: {
  pathname: string;
  search: string;
  isMobile: boolean;
}): boolean {
  if (PROFILE_COMPLETION_PATHS.includes(pathname)) return true;
  const params = new URLSearchParams(search);
  if (params.has(HIDE_HEADER_FLAG)) return true;
  return isMobile && params.has(APP_EMBEDDED_FLAG);
}
