import { taxOf, type Coupon, type PaymentOrder, type PaymentPage } from '@lbd/shared/payments';

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

/** An order as its buyer sees it (the test provider's), not paid yet; override what the test is about. */
export function buildPaymentOrder(over: Partial<PaymentOrder> = {}): PaymentOrder {
  return {
    id: 41,
    status: 'created',
    amount_paise: 149_900,
    taxable_paise: 127_034,
    cgst_paise: 11_433,
    sgst_paise: 11_433,
    igst_paise: 0,
    provider: 'local',
    key_id: 'lbd_test_x',
    provider_order_id: 'order_AAAAAAAAAAAAAA',
    paid_at: null,
    items: [{ kind: 'project', id: 5, title: 'Smart irrigation controller' }],
    payment_id: null,
    attempt: null,
    ...over,
  };
}
