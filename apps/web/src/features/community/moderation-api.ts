import type { ModerationDecisionBody, ModerationItem, ModerationStatus, ReportBody } from '@lbd/shared/posts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { FEEDS_KEY, POSTS_KEY } from './api';

/*
 * Moderation calls (issue 28 item 5, decision 0082): reporting a post or comment, 'hide from me', and the
 * moderator queue with its decisions.
 */

export const MODERATION_KEY = [...POSTS_KEY, 'moderation'] as const;

export type ReportTarget = { kind: 'post' | 'comment'; id: number };

export function useReport() {
  return useMutation({
    // The dialog shows what failed on its own fields and keeps the note.
    meta: { handleErrors: false },
    mutationFn: ({ target, body }: { target: ReportTarget; body: ReportBody }) =>
      (target.kind === 'post'
        ? api.post(`/api/posts/${target.id}/report`, { body })
        : api.post(`/api/post_comments/${target.id}/report`, { body })
      ).then((r) => r.data),
  });
}

/** 'Hide from me' (on) and its undo (off). The card shows the change at once; feeds refresh afterwards. */
export function useHideForMe() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, on }: { id: number; on: boolean }) =>
      (on ? api.post(`/api/posts/${id}/hide`) : api.delete(`/api/posts/${id}/hide`)).then((r) => r.data),
    onSuccess: (_answer, { on }) => {
      if (!on) void qc.invalidateQueries({ queryKey: FEEDS_KEY });
    },
  });
}

export function useModerationQueue(status: ModerationStatus, page: number) {
  return useQuery({
    queryKey: [...MODERATION_KEY, status, page],
    queryFn: () => api.get('/api/moderation/reports', { params: { status, page } }),
  });
}

export function useModerationDecision() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ item, body }: { item: Pick<ModerationItem, 'kind' | 'id'>; body: ModerationDecisionBody }) =>
      (item.kind === 'post'
        ? api.post(`/api/moderation/posts/${item.id}`, { body })
        : api.post(`/api/moderation/comments/${item.id}`, { body })
      ).then((r) => r.data),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: MODERATION_KEY });
      void qc.invalidateQueries({ queryKey: FEEDS_KEY });
    },
  });
}
