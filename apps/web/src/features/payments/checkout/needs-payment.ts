import { ApiError } from '../../../lib/api-client';

/** A refusal that means 'buy it first' (402, issue 30 item 9): the caller opens the item's pricing. */
export const needsPayment = (error: unknown) => error instanceof ApiError && error.status === 402;
