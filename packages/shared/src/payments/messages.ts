/** What the payment routes answer in words (issue 30; the spec names none). */
export const PAYMENT_TEXTS = {
  notOnSale: 'One of these is not on sale',
  gstinInvalid: 'Enter a valid GSTIN (15 characters, as on the GST certificate)',
  pinInvalid: 'Enter a 6-digit PIN code',
  stateInvalid: 'Choose the state of the billing address',
  notVerified:
    'The payment could not be verified. Nothing was charged to your access; if money left your account, use “I paid but have no access”.',
  badWebhook: 'The signature does not match the body',
  providerDown: 'The payment service did not answer; try again in a minute',
  notLocal: 'This checkout is only for the built-in test provider',
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  refundAmountInvalid: 'Enter the amount to refund in paise (at least 1)',
  refundTooMuch: 'That is more than what is left to refund on this payment',
  refundReasonInvalid: 'Give the reason for the refund (3 to 300 characters)',
  notRefundable: 'Only a paid order can be refunded',
  providerRefused: 'The payment service refused the refund',
  buyerEmailInvalid: 'Enter the email of the buyer’s student account',
  buyerNotStudent: 'No student account has this email',
  referenceInvalid: 'Enter the payment’s reference (1 to 60 characters)',
  referenceTaken: 'A payment with this method and reference is already recorded',
  paidOnFuture: 'The payment date cannot be in the future',
} as const;
