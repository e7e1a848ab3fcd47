import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { routeFor } from '../lib/route-for';
import { clearSavedRedirect, readSavedRedirect, saveRedirect } from '../lib/saved-redirect';
import { useSession } from '../lib/session';
import { useIsMobile } from '../lib/use-is-mobile';

/**
 * Applies the routing rules of SPEC §4.1 ({@link routeFor}) whenever the user or the location
 * changes: profile completion, inactive profiles, and where to go after signing in.
 */
export function SessionGuard() {
  const { user, isLoading, isSignedIn, justSignedIn, acknowledgeSignIn, isLoggingOut, acknowledgeLogout } =
    useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const isMobile = useIsMobile();

  useEffect(() => {
    // Logging out: wait until the app is Home rather than treat the page being left as a visit.
    if (isLoggingOut) {
      if (pathname === '/') acknowledgeLogout();
      return;
    }
    if (isLoading) return;
    // Signed in but the user could not be loaded (the error page says why): nothing to decide.
    if (isSignedIn && !user) return;
    const decision = routeFor(user, { pathname, search, isMobile, justSignedIn, savedRedirect: readSavedRedirect() });
    if (justSignedIn) {
      acknowledgeSignIn();
      clearSavedRedirect();
    }
    if (!decision) return;
    if (decision.saveRedirect) saveRedirect(decision.saveRedirect);
    if (decision.to !== pathname + search) void navigate(decision.to, { replace: true });
  }, [
    user,
    isLoading,
    isSignedIn,
    justSignedIn,
    acknowledgeSignIn,
    isLoggingOut,
    acknowledgeLogout,
    pathname,
    search,
    isMobile,
    navigate,
  ]);

  return null;
}
