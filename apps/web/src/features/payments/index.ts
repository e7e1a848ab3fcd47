/** Payments' parts other features use: a payment's invoice to download, the admin's Payments section, pricing. */
export { CreditNoteLink, InvoiceLink } from './components/invoice-link';
export { AdminPaymentsSection } from './components/lazy-admin-payments-section';
export { PricingDialog, ProjectPricingPage } from './components/lazy-pricing-page';
export { needsPayment } from './checkout/needs-payment';
