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
} as const;
