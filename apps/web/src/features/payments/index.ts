/** Payments' parts other features use: a payment's invoice to download. */
export { CreditNoteLink, InvoiceLink } from './components/invoice-link';
