import { ApiError } from '../../lib/api-client';

/** A refusal's words for the page: the first field message, else the message itself. */
export function refusalText(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof ApiError) return Object.values(error.fields ?? {})[0] ?? error.message;
  return 'Something went wrong. Please try again.';
}
