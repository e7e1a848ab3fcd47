import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';
import { describeFailure, type DescribeFailureOptions, type FailureAction } from '../lib/describe-failure';

/** Per-query / per-mutation options for the shared failure handler. */
export interface FailureMeta extends Record<string, unknown> {
  /** false: the caller handles failures itself (no page change, no popup). */
  handleErrors?: boolean;
  /** See DescribeFailureOptions.unauthorizedGoesHome. */
  unauthorizedGoesHome?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: FailureMeta;
    mutationMeta: FailureMeta;
  }
}

export type FailureHandler = (action: FailureAction) => void;

function applyFailure(handler: FailureHandler, error: unknown, meta: FailureMeta | undefined): void {
  if (meta?.handleErrors === false) return;
  const options: DescribeFailureOptions = { unauthorizedGoesHome: meta?.unauthorizedGoesHome === true };
  handler(describeFailure(error, options));
}

function shouldRetry(failureCount: number, error: unknown): boolean {
  // Client errors will not change on a retry; give a flaky network or server one more go.
  if (error instanceof ApiError && error.kind === 'http' && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * The app's QueryClient: every failing query that a component watches, and every failing mutation,
 * goes through the SPEC §8 mapping unless its meta says `handleErrors: false`. `getHandler` is read
 * at failure time, so the handler (which needs the router and the popup) can be attached after the
 * client exists.
 */
export function createQueryClient(getHandler: () => FailureHandler): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // Nobody watches it any more: the page that asked is gone (the session guard may already have
        // sent the user elsewhere), so its failure must not move them. A mounted page's query, and the
        // current user (its session query is always mounted), are watched.
        if (query.getObserversCount() === 0) return;
        applyFailure(getHandler(), error, query.meta);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => applyFailure(getHandler(), error, mutation.meta),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
