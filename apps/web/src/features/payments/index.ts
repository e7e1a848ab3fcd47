/** Payments' parts other features use: a payment's invoice to download, the admin's Payments section, an organisation's Seats card. */
export { CreditNoteLink, InvoiceLink } from './components/invoice-link';
export { AdminPaymentsSection } from './components/lazy-admin-payments-section';
export { SeatsCard } from './seats/lazy-seats-card';
