import type { PaymentItemKind } from '@lbd/shared';

/**
 * Paid access (issue 30 item 9), supplied by the payments module to the modules that own paid items
 * (learning, quests): they ask before a student starts or continues one, and before it is published.
 */
export interface PaidAccess {
  /** Does the student hold access to the item now (started, not ended, not revoked)? */
  holds(profileId: number, kind: PaymentItemKind, itemId: number): Promise<boolean>;
  /** Of these items of one kind, those the student holds now. */
  held(profileId: number, kind: PaymentItemKind, itemIds: readonly number[]): Promise<Set<number>>;
  /** Is the item on sale: does a published payment page sell it? */
  onSale(kind: PaymentItemKind, itemId: number): Promise<boolean>;
}

declare module '../modules/module' {
  interface Facts {
    paidAccess: PaidAccess;
  }
}
