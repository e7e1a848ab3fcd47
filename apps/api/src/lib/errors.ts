import type { ErrorCode } from '@lbd/shared';
import { API_MESSAGES } from '@lbd/shared';

export interface Popup {
  heading: string;
  message: string;
}

/** An error the API answers on purpose: its status, code and message reach the client as they are. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly popup?: Popup,
    /** Structured facts for the client beyond the message (e.g. the eligibility behind 'Ineligible'). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends AppError {
  constructor(message: string = API_MESSAGES.notFound) {
    super(404, 'NOT_FOUND', message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message: string = API_MESSAGES.unauthorized) {
    super(401, 'UNAUTHORIZED', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string = API_MESSAGES.forbidden) {
    super(403, 'FORBIDDEN', message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, popup?: Popup) {
    super(409, 'CONFLICT', message, undefined, popup);
  }
}

/** Paid content the caller does not hold (issue 30): the client opens its pricing page. */
export class PaymentRequiredError extends AppError {
  constructor(message: string, item: { kind: string; id: number }) {
    super(402, 'PAYMENT_REQUIRED', message, undefined, undefined, { item });
  }
}

export class ValidationError extends AppError {
  constructor(fields: Record<string, string>, message: string = API_MESSAGES.validation, popup?: Popup) {
    super(422, 'VALIDATION_FAILED', message, fields, popup);
  }
}
