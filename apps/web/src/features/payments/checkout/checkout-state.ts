import type { PaymentOrder } from '@lbd/shared/payments';

/*
 * The payment modal's state (SPEC §4.7): loading starts when the payment link is requested; when the order
 * arrives loading ends and the modal opens; a confirmation stores the payment's status and id; close hides
 * the modal; reset restores the defaults.
 */

export interface CheckoutState {
  loading: boolean;
  open: boolean;
  order: PaymentOrder | null;
  paymentStatus: string | null;
  paymentId: string | null;
  error: string | null;
}

export type CheckoutAction =
  | { type: 'request' }
  | { type: 'arrived'; order: PaymentOrder }
  | { type: 'failed'; error: string }
  | { type: 'confirmed'; status: string; paymentId: string }
  | { type: 'close' }
  | { type: 'reset' };

export const CHECKOUT_DEFAULTS: CheckoutState = {
  loading: false,
  open: false,
  order: null,
  paymentStatus: null,
  paymentId: null,
  error: null,
};

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'request':
      return { ...state, loading: true, error: null };
    case 'arrived':
      return { ...state, loading: false, open: true, order: action.order };
    case 'failed':
      return { ...state, loading: false, error: action.error };
    case 'confirmed':
      return { ...state, paymentStatus: action.status, paymentId: action.paymentId };
    case 'close':
      return { ...state, open: false };
    case 'reset':
      return CHECKOUT_DEFAULTS;
  }
}
