import { useLocation, useSearchParams } from 'react-router';
import { ErrorView } from '../../components/error-view';
import { browser } from '../../lib/browser';
import { useSession } from '../../lib/session';
import { ERROR_PAGE_TYPES, type ErrorPageType } from '../../lib/describe-failure';

function isErrorPageType(value: string | null): value is ErrorPageType {
  return value !== null && (ERROR_PAGE_TYPES as readonly string[]).includes(value);
}

/** Where a failure handler sent us from, so Retry can go back there. */
function retryTarget(state: unknown): string | null {
  if (typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string')
    return state.from;
  return null;
}

export interface ErrorPageProps {
  /** Force a variant (the catch-all route shows 'notfound' whatever the query says). */
  type?: ErrorPageType;
}

/**
 * The one page behind /unauthorized, /error and unknown paths (SPEC §2.1). `?type=` picks the
 * variant: unauthorized (default on /unauthorized), broken (default on /error), server, notfound.
 */
export default function ErrorPage({ type }: ErrorPageProps) {
  const [params] = useSearchParams();
  const { pathname, state } = useLocation();
  const requested = params.get('type');
  const fallback: ErrorPageType = pathname === '/unauthorized' ? 'unauthorized' : 'broken';
  const shown = type ?? (isErrorPageType(requested) ? requested : fallback);
  const from = retryTarget(state);
  const { user, isLoading } = useSession();
  const handleRetry = () => {
    if (from) browser.assign(from);
    else browser.reload();
  };
  // Signed out, Access Denied offers the login (a page that needs sign-in sent the visitor here).
  return <ErrorView type={shown} onRetry={handleRetry} offerLogin={shown === 'unauthorized' && !user && !isLoading} />;
}
