import { ApiError } from '../../../lib/api-client';

/** What a refused call says, for an alert: the field messages, or the message itself. */
export function failureText(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof ApiError) {
    const fields = error.fields ? Object.values(error.fields) : [];
    return fields.length > 0 ? fields.join(' ') : error.message;
  }
  return 'Something went wrong; try again.';
}
