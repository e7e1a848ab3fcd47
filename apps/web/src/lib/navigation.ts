import { useCallback } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router';

/** Query flag set when the web app runs embedded in the mobile app; it survives navigation. */
export const APP_EMBEDDED_FLAG = 'is_app';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

/**
 * Build an app path from segments and query parameters (SPEC §2.1):
 * segments join into `/a/b` (each piece URL-encoded, stray slashes ignored), query parameters are
 * sorted by key, null and undefined values are dropped, and the app-embedded flag (`is_app`) of the
 * current address is carried over unless the query sets that key itself.
 */
export function buildPath(segments: (string | number)[], query: Query = {}, currentSearch = ''): string {
  const pieces = segments
    .flatMap((segment) => String(segment).split('/'))
    .filter((piece) => piece !== '')
    .map((piece) => encodeURIComponent(piece));
  const pathname = `/${pieces.join('/')}`;

  const merged: Query = { ...query };
  if (!(APP_EMBEDDED_FLAG in merged)) {
    const carried = new URLSearchParams(currentSearch).get(APP_EMBEDDED_FLAG);
    if (carried !== null) merged[APP_EMBEDDED_FLAG] = carried;
  }

  const params = new URLSearchParams();
  for (const key of Object.keys(merged).sort()) {
    const value = merged[key];
    if (value === null || value === undefined) continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

export type NavigateTo = (segments: (string | number)[], query?: Query, options?: NavigateOptions) => void;

/** Navigate with {@link buildPath}, carrying the app-embedded flag of the current address. */
export function useNavigateTo(): NavigateTo {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (segments, query, options) => {
      void navigate(buildPath(segments, query, search), options);
    },
    [navigate, search],
  );
}
