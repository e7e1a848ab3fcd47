import { taxOf, type Coupon, type PaymentPage } from '@lbd/shared/payments';

/** A payment page as the API answers it to a manager; override what the test is about. */
export function buildPaymentPage(over: Partial<PaymentPage> = {}): PaymentPage {
  const price = over.price_paise ?? 149_900;
  const inclusive = over.gst_inclusive ?? true;
  const t = taxOf(price, { inclusive, intraState: true });
  return {
    id: 3,
    title: 'Full-stack capstone',
    description: 'Twelve weeks of building.',
    org_id: 7,
    org_name: 'Sunrise Institute',
    items: [{ kind: 'project', id: 21, title: 'Capstone project' }],
    price_paise: price,
    gst_inclusive: inclusive,
    access_days: null,
    kind: 'one_time',
    seats: false,
    status: 'draft',
    tax: { taxable: t.taxable, cgst: t.cgst, sgst: t.sgst, igst: t.igst, total: t.total },
    manage: true,
    coupons: [],
    updated_at: '2026-11-14T06:30:00Z',
    ...over,
  };
}

export function buildCoupon(over: Partial<Coupon> = {}): Coupon {
  return {
    id: 1,
    code: 'EARLY',
    percent_bp: 1000,
    amount_paise: null,
    max_uses: 100,
    used: 4,
    expires_at: null,
    ...over,
  };
}
