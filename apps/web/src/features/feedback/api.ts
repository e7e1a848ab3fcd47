import type { FeedbackBody, FeedbackItemType } from '@lbd/shared/feedback';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/*
 * Feedback calls (issue 28 item 9, decision 0080; packages/shared/src/feedback/endpoints.ts): an item's rating
 * summary, rating it, and the responses its organisers and mentors read.
 */

export const FEEDBACK_KEY = ['feedback'] as const;
export const summaryKey = (type: FeedbackItemType, id: number) => [...FEEDBACK_KEY, 'summary', type, id] as const;
export const responsesKey = (type: FeedbackItemType, id: number, page: number) =>
  [...FEEDBACK_KEY, 'responses', type, id, page] as const;

export function fetchFeedbackSummary(type: FeedbackItemType, id: number) {
  return api.get('/api/feedback', { params: { item_type: type, item_id: id } });
}

export function useFeedbackSummary(type: FeedbackItemType, id: number) {
  return useQuery({
    queryKey: summaryKey(type, id),
    queryFn: () => fetchFeedbackSummary(type, id),
    enabled: Number.isInteger(id) && id > 0,
    // The summary is a detail page's footnote: a failure leaves it out, never an error page.
    retry: false,
    meta: { handleErrors: false },
  });
}

export function rateItem(body: FeedbackBody) {
  return api.put('/api/feedback', { body });
}

export function useRateItem(type: FeedbackItemType, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { rating: number; comment: string }) => rateItem({ item_type: type, item_id: id, ...v }),
    onSuccess: (answer) => {
      queryClient.setQueryData(summaryKey(type, id), answer);
      void queryClient.invalidateQueries({ queryKey: [...FEEDBACK_KEY, 'responses', type, id] });
    },
    // The dialog shows a refusal in place.
    meta: { handleErrors: false },
  });
}

export const RESPONSES_PAGE_SIZE = 20;

export function fetchFeedbackResponses(type: FeedbackItemType, id: number, page: number) {
  return api.get('/api/feedback/responses', {
    params: { item_type: type, item_id: id, page, count: RESPONSES_PAGE_SIZE },
  });
}

export function useFeedbackResponses(type: FeedbackItemType, id: number, page: number, enabled: boolean) {
  return useQuery({
    queryKey: responsesKey(type, id, page),
    queryFn: () => fetchFeedbackResponses(type, id, page),
    enabled,
    placeholderData: keepPreviousData,
  });
}
