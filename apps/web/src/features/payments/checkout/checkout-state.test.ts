import type { PaymentOrder } from '@lbd/shared/payments';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_DEFAULTS, checkoutReducer, type CheckoutAction } from './checkout-state';

const order = { id: 7, status: 'created', amount_paise: 149_900 } as PaymentOrder;
const run = (...actions: CheckoutAction[]) => actions.reduce(checkoutReducer, CHECKOUT_DEFAULTS);

describe('the payment modal’s state (SPEC §4.7)', () => {
  it('loading starts when the link is requested; the order ends it and opens the modal', () => {
    expect(run({ type: 'request' })).toMatchObject({ loading: true, open: false, order: null });
    expect(run({ type: 'request' }, { type: 'arrived', order })).toMatchObject({ loading: false, open: true, order });
  });
  it('a confirmation stores the payment’s status and id; close hides the modal and keeps them', () => {
    const confirmed = run(
      { type: 'request' },
      { type: 'arrived', order },
      { type: 'confirmed', status: 'paid', paymentId: 'pay_1' },
    );
    expect(confirmed).toMatchObject({ paymentStatus: 'paid', paymentId: 'pay_1', open: true });
    expect(checkoutReducer(confirmed, { type: 'close' })).toMatchObject({ open: false, paymentId: 'pay_1' });
  });
  it('a failed request ends loading with its words; reset restores the defaults', () => {
    expect(run({ type: 'request' }, { type: 'failed', error: 'No' })).toMatchObject({
      loading: false,
      error: 'No',
      open: false,
    });
    expect(run({ type: 'request' }, { type: 'arrived', order }, { type: 'reset' })).toEqual(CHECKOUT_DEFAULTS);
  });
});
