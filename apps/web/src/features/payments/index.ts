/** Payments' parts other features use: a payment's invoice to download, and the admin's Payments section. */
export { CreditNoteLink, InvoiceLink } from './components/invoice-link';
export { AdminPaymentsSection } from './components/lazy-admin-payments-section';
