/* What payments sell and the bounds of a payment page; no zod, so pages that only show prices stay light. */

export const PAYMENT_ITEM_KINDS = ['project', 'quest', 'learning_path'] as const;
export type PaymentItemKind = (typeof PAYMENT_ITEM_KINDS)[number];
export const PAYMENT_ITEM_LABELS: Record<PaymentItemKind, string> = {
  project: 'Project',
  quest: 'Quest',
  learning_path: 'Learning path',
};
export const PAYMENT_PAGE_KINDS = ['one_time', 'subscription'] as const;
export const PAYMENT_PAGE_STATUSES = ['draft', 'published', 'closed'] as const;

/** Bounds of a page (paise: ₹1 to ₹10,00,000). */
export const PAYMENT_PAGE_LIMITS = {
  titleMin: 3,
  titleMax: 150,
  descriptionMax: 2000,
  itemsMax: 20,
  priceMin: 100,
  priceMax: 100_000_000,
  daysMax: 3650,
  couponsMax: 50,
  seatsMax: 10_000,
} as const;
