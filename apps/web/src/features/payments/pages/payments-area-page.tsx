import { lazy } from 'react';
import { AreaPlaceholder } from '../../../components/area-placeholder';
import type { AreaPageProps } from '../../../lib/area-page';

const PaymentPage = lazy(() => import('./payment-page'));
const PaymentRedirectPage = lazy(() => import('./payment-redirect-page'));

/** Entry of the 'payments' area (SPEC §2.1, issue 30): a page's public link and the checkout's landing. */
export default function PaymentsAreaPage({ pattern }: AreaPageProps) {
  switch (pattern) {
    case '/payments/:id':
      return <PaymentPage />;
    case '/paymentRedirect':
      return <PaymentRedirectPage />;
    default:
      return <AreaPlaceholder area="payments" />;
  }
}
