/** Business constants and limits (product spec §9). */
export const APPLY_TIMEOUT_MS = 20_000;
export const TOKEN_REFRESH_LEAD_SECONDS = 120;
export const SNACKBAR_DEFAULT_MS = 5000;
export const SNACKBAR_ACTION_FLOW_MS = 15_000;
export const MESSAGE_MS = 3000;
export const SERVER_SUCCESS_MS = 5000;
export const TOAST_MS = 3000;
export const TOAST_DEFAULT_HEADING = 'Voila!';
export const JOB_NOTIFICATIONS_PAGE_SIZE = 20;
export const OTP_LENGTH = 6;
export const MIN_PASSWORD_LENGTH = 8;
export const DEFAULT_COUNTRY_CODE = '+91';
export const DEFAULT_COUNTRY_DESC = 'India (+91)';
export const MOBILE_MAX_WIDTH = 767;
export const HEADER_HEIGHT_SIGNED_IN = 55;
export const HEADER_HEIGHT_SIGNED_OUT = 70;
export const CGPA_RANGE = { min: 0, max: 10 } as const;
export const PERCENTAGE_RANGE = { min: 0, max: 100 } as const;
export const SEMESTER_RANGE = { min: 1, max: 10 } as const;
export const NAME_MAX_LENGTH = 25;
export const PHONE_DIGITS = { min: 3, max: 14 } as const;
export const FIRST_YEAR = 1970;
export const YEARS_AHEAD = 15;
export const MAX_REPLIES_SHOWN = 3;

/** Paging defaults for list endpoints: pages start at 1, a page below 2 is the first. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Longest free-text search a list endpoint accepts. */
export const MAX_SEARCH_LENGTH = 100;

/** Folder, inside the web build, of the pages written with their first screen in the HTML. */
export const FIRST_SCREEN_DIR = 'pages';

/** The built file of a path's static first screen: `/` is pages/index.html, `/jobs` pages/jobs.html. */
export function firstScreenFile(path: string): string {
  return `${FIRST_SCREEN_DIR}/${path === '/' ? 'index' : path.slice(1)}.html`;
}

/** The path a file of FIRST_SCREEN_DIR is served at (firstScreenFile the other way round). */
export function firstScreenPath(fileName: string): string {
  const name = fileName.replace(/\.html$/, '');
  return name === 'index' ? '/' : `/${name}`;
}
