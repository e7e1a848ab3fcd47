import { lazy } from 'react';
import { AreaPlaceholder } from '../../../components/area-placeholder';
import type { AreaPageProps } from '../../../lib/area-page';

const PaymentPage = lazy(() => import('./payment-page'));
const PaymentRedirectPage = lazy(() => import('./payment-redirect-page'));
const CreatePaymentPage = lazy(() => import('./create-payment-page'));
const EditPaymentPage = lazy(() => import('./edit-payment-page'));

/**
 * Entry of the 'payments' area (SPEC §2.1, issue 30): a page's public link, the checkout's landing, and the
 * managers' pages, each a lazy chunk of its own.
 */
export default function PaymentsAreaPage({ pattern }: AreaPageProps) {
  switch (pattern) {
    case '/payments/:id':
      return <PaymentPage />;
    case '/paymentRedirect':
      return <PaymentRedirectPage />;
    case '/createPayment':
      return <CreatePaymentPage />;
    case '/editPayment/:id':
      return <EditPaymentPage />;
    default:
      return <AreaPlaceholder area="payments" />;
  }
}
