import type { RouteDef } from '@lbd/shared/routes';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorView } from '../components/error-view';
import { PageLoading } from '../components/page-loading';
import { accessVerdict } from '../lib/route-access';
import { routeFor } from '../lib/route-for';
import { readSavedRedirect } from '../lib/saved-redirect';
import { useSession } from '../lib/session';
import { useIsMobile } from '../lib/use-is-mobile';

/**
 * The route's declared access, applied before its page (or its 'coming soon' placeholder) renders or
 * loads anything: a signed-out visitor on a page that needs sign-in gets Access Denied with the login
 * (the session guard keeps the path for after sign-in), a user of the wrong role gets Access Denied,
 * and a user the session rules send elsewhere (SPEC §4.1) sees the loading bar until they are moved.
 */
export function RouteGate({ route, children }: { route: RouteDef; children: ReactNode }) {
  const { user, isLoading, isSignedIn, isLoggingOut, justSignedIn } = useSession();
  const { pathname, search } = useLocation();
  const isMobile = useIsMobile();
  if (route.access === 'public') return <>{children}</>;
  if (isLoading || isLoggingOut) return <PageLoading />;
  // Signed in but the user could not be loaded: the page's own calls fail and say why.
  if (isSignedIn && !user) return <>{children}</>;
  const verdict = accessVerdict(user, route.access);
  if (verdict === 'sign_in') return <ErrorView type="unauthorized" offerLogin />;
  const decision = routeFor(user, { pathname, search, isMobile, justSignedIn, savedRedirect: readSavedRedirect() });
  if (decision && decision.to !== pathname + search) return <PageLoading />;
  if (verdict === 'deny') return <ErrorView type="unauthorized" />;
  return <>{children}</>;
}
