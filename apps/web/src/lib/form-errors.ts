import { ERROR_TEXTS } from '@lbd/shared/messages';
import type { ZodType } from 'zod';
import { ApiError } from './api-client';

/** Messages by field name ('email', 'password', 'profile.first_name' -> 'first_name' with a prefix). */
export type FieldErrors = Record<string, string>;

export type Validation<T> = { data: T; errors: null } | { data: null; errors: FieldErrors };

/** Validate form values with a shared schema; the first message of each field, keyed by its path. */
export function validate<T>(schema: ZodType<T>, values: unknown): Validation<T> {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return { data: null, errors };
}

/**
 * The `fields` of a 422 answer, keyed by form field: a body-wrapper prefix such as 'profile.' is
 * dropped. Null when the error carries no field messages.
 */
export function apiFieldErrors(error: unknown, prefix?: string): FieldErrors | null {
  if (!(error instanceof ApiError) || error.status !== 422 || !error.fields) return null;
  const out: FieldErrors = {};
  for (const [key, message] of Object.entries(error.fields)) {
    const name = prefix && key.startsWith(`${prefix}.`) ? key.slice(prefix.length + 1) : key;
    out[name] = message;
  }
  return Object.keys(out).length > 0 ? out : null;
}

/** A popup for a failed form submit that must not leave the page (typed input stays). */
export function failurePopup(error: unknown): { heading: string; message: string } {
  if (error instanceof ApiError && error.popup) return error.popup;
  if (error instanceof ApiError && error.kind !== 'http') {
    return { heading: ERROR_TEXTS.brokenHeading, message: 'We could not reach Learn By Doing. Please try again.' };
  }
  if (error instanceof ApiError && error.status >= 500) {
    return {
      heading: ERROR_TEXTS.serverErrorHeading,
      message: 'The server could not complete your request. Please try again.',
    };
  }
  if (error instanceof ApiError && error.status !== 422 && error.message) {
    return { heading: ERROR_TEXTS.defaultPopupHeading, message: error.message };
  }
  return { heading: ERROR_TEXTS.defaultPopupHeading, message: ERROR_TEXTS.defaultPopupMessage };
}

/** A refusal's words for a page's alert: its field messages, else its message. */
export function refusalText(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof ApiError) {
    const fields = Object.values(error.fields ?? {});
    return fields.length > 0 ? fields.join(' ') : error.message;
  }
  return 'Something went wrong. Please try again.';
}
