import type { PaymentOrder } from '@lbd/shared/payments';

/*
 * Razorpay's hosted checkout (PAYMENT_PROVIDER=razorpay): its script opens the provider's own modal with the
 * order and our public key; what it hands back (payment id and signature) is confirmed by the API against the
 * order id it stored. The built-in test provider never loads it.
 */

const SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayAnswer {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}
type RazorpayCtor = new (options: Record<string, unknown>) => { open(): void };

function loadScript(): Promise<RazorpayCtor> {
  const existing = (window as unknown as { Razorpay?: RazorpayCtor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.async = true;
    script.onload = () => resolve((window as unknown as { Razorpay: RazorpayCtor }).Razorpay);
    script.onerror = () => reject(new Error('The payment service could not be reached'));
    document.head.appendChild(script);
  });
}

export function openRazorpayCheckout(
  order: PaymentOrder,
  o: {
    name: string;
    onPaid: (p: { payment_id: string; signature: string }) => Promise<void>;
    onDismiss: () => void;
  },
) {
  void loadScript()
    .then((Razorpay) =>
      new Razorpay({
        key: order.key_id,
        order_id: order.provider_order_id,
        amount: order.amount_paise,
        currency: 'INR',
        name: 'Learn By Doing',
        prefill: { name: o.name },
        handler: (a: RazorpayAnswer) =>
          o.onPaid({ payment_id: a.razorpay_payment_id, signature: a.razorpay_signature }),
        modal: { ondismiss: o.onDismiss },
      }).open(),
    )
    .catch(o.onDismiss);
}
