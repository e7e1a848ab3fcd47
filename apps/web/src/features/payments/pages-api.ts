import type { CouponBody, PaymentItemKind, PaymentPage, PaymentPageBody } from '@lbd/shared/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** Payment pages' calls for those who manage them (issue 30 item 1): list, one page, writes, coupons. */

export const PAGE_KEYS = {
  all: ['payment-pages'] as const,
  list: ['payment-pages', 'list'] as const,
  one: (id: number) => ['payment-pages', 'one', id] as const,
};

const validId = (id: number) => Number.isInteger(id) && id > 0;

/** The caller's pages (an organisation its own, an admin holding 'payments' every one). */
export function usePaymentPages() {
  return useQuery({ queryKey: PAGE_KEYS.list, queryFn: () => api.get('/api/payment_pages').then((r) => r.data) });
}

/** One page; a page the caller may not see answers 404, which the app shows as Page Not Found. */
export function usePaymentPage(id: number) {
  return useQuery({
    queryKey: PAGE_KEYS.one(id),
    queryFn: () => api.get(`/api/payment_pages/${id}`).then((r) => r.data),
    enabled: validId(id),
  });
}

export const createPaymentPage = (body: PaymentPageBody) =>
  api.post('/api/payment_pages', { body }).then((r) => r.data);
export const updatePaymentPage = (id: number, body: PaymentPageBody) =>
  api.put(`/api/payment_pages/${id}/edit`, { body }).then((r) => r.data);

/** Keeps the page's cache fresh after any write that answers the page. */
function useStorePage() {
  const client = useQueryClient();
  return (page: PaymentPage) => {
    client.setQueryData(PAGE_KEYS.one(page.id), page);
    void client.invalidateQueries({ queryKey: PAGE_KEYS.list });
  };
}

/** Save a page's fields (errors are the caller's: the form puts them under its inputs). */
export function useSavePage(id: number) {
  const store = useStorePage();
  return useMutation({
    mutationFn: (body: PaymentPageBody) => updatePaymentPage(id, body),
    meta: { handleErrors: false },
    onSuccess: store,
  });
}

export type PageAction = 'publish' | 'close';

/** Put a page on sale or close its sales; a refusal (409, 422) is shown by the caller in the API's words. */
export function usePageLifecycle(id: number) {
  const store = useStorePage();
  return useMutation({
    mutationFn: (action: PageAction) =>
      action === 'publish'
        ? api.post(`/api/payment_pages/${id}/publish`).then((r) => r.data)
        : api.post(`/api/payment_pages/${id}/close`).then((r) => r.data),
    meta: { handleErrors: false },
    onSuccess: store,
  });
}

export function useAddCoupon(id: number) {
  const store = useStorePage();
  return useMutation({
    mutationFn: (body: CouponBody) => api.post(`/api/payment_pages/${id}/coupons`, { body }).then((r) => r.data),
    meta: { handleErrors: false },
    onSuccess: store,
  });
}

export function useRemoveCoupon(id: number) {
  const store = useStorePage();
  return useMutation({
    mutationFn: (couponId: number) => api.delete(`/api/payment_pages/${id}/coupons/${couponId}`).then((r) => r.data),
    meta: { handleErrors: false },
    onSuccess: store,
  });
}

/** Something a page can sell, as the picker shows it. */
export interface SellableOption {
  kind: PaymentItemKind;
  id: number;
  title: string;
}

const SEARCH_COUNT = 20;

/**
 * The caller's own projects, quests and learning paths matching the text (drafts too: a page may be
 * prepared before they are published), from the lists their editors already use with `mine`.
 */
export async function searchSellable(text: string): Promise<SellableOption[]> {
  const query = text.trim() || undefined;
  const [projects, quests, paths] = await Promise.all([
    api.get('/api/list/project', { params: { mine: 'true', query, count: SEARCH_COUNT } }),
    api.get('/api/quests', { params: { mine: 'true', query, count: SEARCH_COUNT } }),
    api.post('/api/filter_resource_groups', { body: { mine: true, query, count: SEARCH_COUNT } }),
  ]);
  return [
    ...projects.data.map((p) => ({ kind: 'project' as const, id: p.id, title: p.title })),
    ...quests.data.map((q) => ({ kind: 'quest' as const, id: q.id, title: q.title })),
    ...paths.data.map((g) => ({ kind: 'learning_path' as const, id: g.id, title: g.title })),
  ];
}
