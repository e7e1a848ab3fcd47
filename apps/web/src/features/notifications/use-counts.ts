import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { currentAccessToken } from '../../lib/token-store';
import { useSession } from '../../lib/session';
import { logHeaderFailure, notificationKeys, type KnownCounts } from './api';
import { startLiveCounts } from './live-counts';

/** The badges' counts as far as they are known (the cache the live stream and the answers fill). */
export function useUnviewedCounts(): KnownCounts {
  const { data } = useQuery<KnownCounts>({
    queryKey: notificationKeys.counts,
    queryFn: skipToken,
    staleTime: Infinity,
  });
  return data ?? {};
}

/**
 * Keeps the header's counts live while `profileId` is set (a signed-in, active profile: inactive
 * ones get no notification items, SPEC §4.5): one stream per signed-in tab, replaced with back-off
 * when it drops, closed on sign-out or when the profile changes.
 */
export function useLiveCounts(profileId: number | null): void {
  const queryClient = useQueryClient();
  const { refreshToken } = useSession();
  const refreshRef = useRef(refreshToken);
  refreshRef.current = refreshToken;

  useEffect(() => {
    if (profileId === null) return;
    return startLiveCounts({
      getToken: currentAccessToken,
      refreshToken: () => refreshRef.current(),
      onCounts: (counts) => queryClient.setQueryData<KnownCounts>(notificationKeys.counts, counts),
      onFailure: (reason) => logHeaderFailure('Live notification counts', reason),
    });
  }, [profileId, queryClient]);
}
