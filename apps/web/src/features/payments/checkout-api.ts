import type { Buyer, PaymentItemKind, PaymentOrder, SeatOrderBody } from '@lbd/shared/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** The buyer's calls (issue 30 item 2): what is on sale, a quote, the order, the checkout and its confirmation. */

export const CHECKOUT_KEYS = {
  allOnSale: ['payments', 'on-sale'] as const,
  onSale: (kind: PaymentItemKind, id: number) => ['payments', 'on-sale', kind, id] as const,
  subscriptions: ['payments', 'subscriptions'] as const,
  order: (id: number) => ['payments', 'order', id] as const,
};

export function useOnSale(kind: PaymentItemKind, id: number) {
  return useQuery({
    queryKey: CHECKOUT_KEYS.onSale(kind, id),
    queryFn: () =>
      api.get('/api/payment_pages/on_sale', { params: { item_kind: kind, item_id: id } }).then((r) => r.data),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

export function useQuote() {
  return useMutation({
    mutationFn: (body: { page_ids: number[]; coupon_code?: string; state_code?: string }) =>
      api.post('/api/payment_quote', { body }).then((r) => r.data),
  });
}

export const placeOrder = (body: {
  page_ids: number[];
  buyer: Buyer;
  coupon_code?: string;
  idempotency_key: string;
}): Promise<PaymentOrder> => api.post('/api/v2/multiple_payments', { body }).then((r) => r.data);

/** An organisation's order of seats (issue 30 item 10): its staff pay through the same checkout. */
export const placeSeatOrder = (body: SeatOrderBody): Promise<PaymentOrder> =>
  api.post('/api/seat_orders', { body }).then((r) => r.data);

/** The signed-in student's subscriptions; a dashboard part, so it shows its own failures (none: it hides). */
export function useSubscriptions() {
  return useQuery({
    queryKey: CHECKOUT_KEYS.subscriptions,
    queryFn: () => api.get('/api/subscriptions').then((r) => r.data),
    meta: { handleErrors: false },
  });
}

/** The built-in test provider's checkout: what the buyer does there, answered as a checkout answers the browser. */
export const testCheckout = (providerOrderId: string, outcome: 'pay' | 'authorize' | 'decline') =>
  api.post(`/api/test_provider/orders/${providerOrderId}/checkout`, { body: { outcome } }).then((r) => r.data);

export const confirmPayment = (body: { order_id: number; payment_id: string; signature: string }) =>
  api.post('/api/v2/payment_confirmation', { body }).then((r) => r.data);

/** An order, asked again every 2 seconds while its outcome is not known (`poll`). */
export function usePaymentOrder(id: number, poll: (order: PaymentOrder | undefined) => boolean) {
  return useQuery({
    queryKey: CHECKOUT_KEYS.order(id),
    queryFn: () => api.get(`/api/payment_orders/${id}`).then((r) => r.data),
    enabled: Number.isSafeInteger(id) && id > 0,
    refetchInterval: (q) => (poll(q.state.data) ? 2000 : false),
  });
}

export function useCheckOrder(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`/api/payment_orders/${id}/check`).then((r) => r.data),
    onSuccess: (order) => client.setQueryData(CHECKOUT_KEYS.order(id), order),
  });
}

export function useSupportRequest(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      api.post(`/api/payment_orders/${id}/support`, { body: { message } }).then((r) => r.data),
    onSuccess: (answer) => client.setQueryData(CHECKOUT_KEYS.order(id), answer.order),
  });
}
