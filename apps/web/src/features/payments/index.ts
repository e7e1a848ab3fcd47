/**
 * Payments' parts other features use: invoices, the admin's Payments section, pricing, an organisation's Seats
 * card, a student's subscriptions card.
 */
export { CreditNoteLink, InvoiceLink } from './components/invoice-link';
export { AdminPaymentsSection } from './components/lazy-admin-payments-section';
export { PricingDialog, ProjectPricingPage } from './components/lazy-pricing-page';
export { needsPayment } from './checkout/needs-payment';
export { SeatsCard } from './seats/lazy-seats-card';
export { SubscriptionsCard } from './subscriptions/lazy-subscriptions-card';
