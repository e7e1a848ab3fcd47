import { lazy } from 'react';
import { AreaPlaceholder } from '../../../components/area-placeholder';
import type { AreaPageProps } from '../../../lib/area-page';

const CreatePaymentPage = lazy(() => import('./create-payment-page'));
const EditPaymentPage = lazy(() => import('./edit-payment-page'));

/**
 * Entry of the 'payments' area (SPEC §2.1): the managers' pages (issue 30 item 1), each a lazy chunk of its
 * own; the rest of the area shows its placeholder until built.
 */
export default function PaymentsAreaPage({ pattern }: AreaPageProps) {
  switch (pattern) {
    case '/createPayment':
      return <CreatePaymentPage />;
    case '/editPayment/:id':
      return <EditPaymentPage />;
    default:
      return <AreaPlaceholder area="payments" />;
  }
}
