import type { AchievementKind } from '@lbd/shared/achievements';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { POSTS_KEY } from './api';

/*
 * Shared achievements (issue 28 item 6, decision 0083; packages/shared/src/achievements/endpoints.ts): what
 * the student may share now, and the public live verification a post's 'Verified' badge opens.
 */

export const SHAREABLE_KEY = [...POSTS_KEY, 'achievements'] as const;
export const verificationKey = (kind: string, ref: string) => ['achievements', kind, ref] as const;

/** The calling student's verified entries and finished items (asked when the share dialog opens). */
export function useShareableAchievements(enabled: boolean) {
  return useQuery({
    queryKey: SHAREABLE_KEY,
    enabled,
    queryFn: () => api.get('/api/posts/achievements').then((r) => r.data),
  });
}

/** The live verification of one achievement; a 404 means it is unknown or no longer verified. */
export function useAchievementVerification(kind: AchievementKind, ref: string, enabled: boolean) {
  return useQuery({
    queryKey: verificationKey(kind, ref),
    enabled,
    retry: false,
    meta: { handleErrors: false },
    queryFn: () => api.get(`/api/achievements/${kind}/${encodeURIComponent(ref)}`).then((r) => r.data),
  });
}
