import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { POSTS_KEY } from './api';
import type { DraftChannel } from './composer-draft';

/*
 * Campus channel calls (issue 28 item 7, decision 0082): what a college's staff or placement officer may
 * post to and whom it reaches, and a channel post coming into a student's sight.
 */

export function useChannelOptions(channel: DraftChannel | null | undefined, enabled: boolean) {
  const specialization_id = channel?.specialization_id ?? undefined;
  const batch_year = channel?.batch_year ?? undefined;
  return useQuery({
    queryKey: [...POSTS_KEY, 'channels', specialization_id ?? null, batch_year ?? null],
    enabled,
    placeholderData: (previous) => previous,
    queryFn: () => api.get('/api/posts/channels', { params: { specialization_id, batch_year } }).then((r) => r.data),
  });
}

/** Tell the server a channel post was seen (once per card; the server counts each student once). */
export function useMarkRead() {
  return useMutation({
    meta: { handleErrors: false },
    mutationFn: (id: number) => api.post(`/api/posts/${id}/read`).then((r) => r.data),
  });
}
