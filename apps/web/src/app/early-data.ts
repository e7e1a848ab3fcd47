import { firstListRequest } from '../features/jobs/list-request';
import { MY_PORTFOLIO_PATH } from '../features/portfolio/paths';
import { startEarlyGet } from '../lib/api-client';
import { CURRENT_USER_PATH } from '../lib/session-api';
import { readTokens, sessionAction } from '../lib/token-store';

/**
 * The first API answers a cold load of these routes waits for, asked for before React renders (see
 * `startEarlyGet`): the page's query then takes the answer in flight instead of asking only once its
 * code has loaded and rendered. Each must be exactly the request the page makes first.
 */
const ROUTE_DATA: Partial<Record<string, (signedIn: boolean) => void>> = {
  // The list the address holds (its search, filters and page); 'Our jobs' asks nothing early.
  '/jobs': () => {
    const first = firstListRequest('jobs', window.location.search);
    if (first) startEarlyGet(first.path, first.params);
  },
  '/internships': () => {
    const first = firstListRequest('internships', window.location.search);
    if (first) startEarlyGet(first.path, first.params);
  },
  // Only a student has a portfolio; anyone else's early request is refused and never taken.
  '/myPortfolio': (signedIn) => {
    if (signedIn) startEarlyGet(MY_PORTFOLIO_PATH);
  },
};

/**
 * True when the session manager will load the current user with the stored token as soon as it
 * starts (SessionProvider: a stored token not about to expire, and not the social sign-in popup).
 */
function willLoadCurrentUser(): boolean {
  if (window.location.pathname === '/authCallback') return false;
  const stored = readTokens();
  return stored !== null && sessionAction(stored.expiresAt, Date.now()) === 'fetch-user';
}

/**
 * Starts the requests a cold load of the route `pattern` (or of any page, when undefined) will make
 * first: the current user when a session is stored, and the route's own first answer.
 */
export function startEarlyData(pattern: string | undefined) {
  const signedIn = willLoadCurrentUser();
  if (signedIn) startEarlyGet(CURRENT_USER_PATH);
  if (pattern) ROUTE_DATA[pattern]?.(signedIn);
}
