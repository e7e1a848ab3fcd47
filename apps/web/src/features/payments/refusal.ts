import { ApiError } from '../../lib/api-client';

/**
 * A refusal of the API in its own words: its message, then any field messages it carries ('The page
 * cannot go on sale yet. Choose at least one project, quest or learning path'). Null when the failure is
 * not a refusal (no answer, a server error, a lost session): the app's popup says those.
 */
export function refusalOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.kind !== 'http' || error.status >= 500 || error.status === 401) return null;
  const fields = Object.values(error.fields ?? {}).filter((m) => m !== error.message);
  return [error.message, ...fields].join('. ');
}
