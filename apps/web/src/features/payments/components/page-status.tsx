import type { PaymentPage } from '@lbd/shared/payments';
import Chip from '@mui/material/Chip';

/** A page's status as managers read it. */
export const PAGE_STATUS_LABELS: Record<PaymentPage['status'], string> = {
  draft: 'Draft',
  published: 'On sale',
  closed: 'Closed',
};

export function PageStatusChip({ status }: { status: PaymentPage['status'] }) {
  return (
    <Chip
      size="small"
      label={PAGE_STATUS_LABELS[status]}
      color={status === 'draft' ? 'warning' : status === 'published' ? 'success' : 'default'}
    />
  );
}

/** 'Lifetime access', 'Access for 90 days' or 'Subscription of 30 days'. */
export function accessText(p: Pick<PaymentPage, 'access_days' | 'kind'>): string {
  if (p.access_days === null) return 'Lifetime access';
  const days = `${p.access_days} day${p.access_days === 1 ? '' : 's'}`;
  return p.kind === 'subscription' ? `Subscription of ${days}` : `Access for ${days}`;
}
