import type { OfflinePaymentBody, PaymentListQuery, RefundBody } from '@lbd/shared/payments';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { saveBlob } from '../../lib/save-blob';

/** The payments desk's calls (issue 30 item 11) and the documents' downloads (items 7 and 8). */

export type PaymentFilters = Omit<PaymentListQuery, 'page' | 'per_page'> & { page: number; per_page: number };

export const PAYMENT_KEYS = {
  all: ['payments-desk'] as const,
  list: (f: PaymentFilters) => ['payments-desk', 'list', f] as const,
  revenue: ['payments-desk', 'revenue'] as const,
};

/** Empty filters are left out of the query. */
const paramsOf = (f: Partial<PaymentFilters>) =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v !== '' && v !== undefined && v !== null)) as PaymentFilters;

export function usePaymentList(f: PaymentFilters) {
  return useQuery({
    queryKey: PAYMENT_KEYS.list(f),
    queryFn: () => api.get('/api/list/payment_page_payments', { params: paramsOf(f) }),
    placeholderData: keepPreviousData,
  });
}

export function useRevenue() {
  return useQuery({
    queryKey: PAYMENT_KEYS.revenue,
    queryFn: () => api.get('/api/admin/payments/revenue').then((r) => r.data),
  });
}

export function useRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: number; body: RefundBody }) =>
      api.post(`/api/payment_orders/${orderId}/refunds`, { body }).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: PAYMENT_KEYS.all }),
  });
}

export function useOfflinePayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OfflinePaymentBody) => api.post('/api/create_payment', { body }).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: PAYMENT_KEYS.all }),
  });
}

export async function downloadInvoice(paymentId: number) {
  const { blob, filename } = await api.blob('/api/download_invoice', { params: { payment_id: paymentId } });
  saveBlob(blob, filename ?? `invoice-${paymentId}.pdf`);
}

export async function downloadCreditNote(refundId: number) {
  const { blob, filename } = await api.blob('/api/download_credit_note', { params: { refund_id: refundId } });
  saveBlob(blob, filename ?? `credit-note-${refundId}.pdf`);
}

export async function exportPayments(f: Partial<PaymentFilters>) {
  const { page: _page, per_page: _perPage, ...rest } = f;
  const { blob, filename } = await api.blob('/api/list/payment_page_payments/export', {
    params: paramsOf(rest),
    timeoutMs: 120_000,
  });
  saveBlob(blob, filename ?? 'payments.xlsx');
}
