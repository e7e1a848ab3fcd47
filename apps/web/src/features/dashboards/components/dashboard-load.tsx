import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { ErrorView } from '../../../components/error-view';
import { PageLoading } from '../../../components/page-loading';
import { ApiError } from '../../../lib/api-client';
import { describeFailure } from '../../../lib/describe-failure';
import { useDashboardFailure } from '../../../lib/use-dashboard-failure';

/**
 * A dashboard's loading and failure states (SPEC §8): loading shows the page spinner; a 401 sends the
 * user Home with the server's message in a popup; other failures show their error screen with Retry.
 */
export function DashboardLoad<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const onFailure = useDashboardFailure();
  const signedOut = query.error instanceof ApiError && query.error.status === 401;
  useEffect(() => {
    if (signedOut) onFailure(query.error);
  }, [signedOut, query.error, onFailure]);
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError && !signedOut) {
    const action = describeFailure(query.error);
    const type =
      action.kind === 'navigate' && action.to.includes('notfound')
        ? 'notfound'
        : action.kind === 'navigate' && action.to.includes('server')
          ? 'server'
          : 'broken';
    return <ErrorView type={type} onRetry={() => void query.refetch()} />;
  }
  return <PageLoading />;
}
