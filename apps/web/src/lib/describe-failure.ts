import { ERROR_TEXTS } from '@lbd/shared/messages';
import { ApiError } from './api-client';

/** Error-page variants reachable through `/error?type=` and `/unauthorized?type=` (SPEC §2.6). */
export const ERROR_PAGE_TYPES = ['unauthorized', 'notfound', 'broken', 'server'] as const;
export type ErrorPageType = (typeof ERROR_PAGE_TYPES)[number];

/** What the app does about a failed call (SPEC §8). */
export type FailureAction =
  | { kind: 'navigate'; to: string; popup?: { heading: string; message: string } }
  | { kind: 'popup'; heading: string; message: string };

export interface DescribeFailureOptions {
  /**
   * Applicant and dashboard calls send a signed-out user Home with the server's message in a popup
   * instead of showing the Access Denied page (SPEC §8).
   */
  unauthorizedGoesHome?: boolean;
}

export const HOME_PATH = '/Home';

const DEFAULT_POPUP: FailureAction = {
  kind: 'popup',
  heading: ERROR_TEXTS.defaultPopupHeading,
  message: ERROR_TEXTS.defaultPopupMessage,
};

/** Map a failed call to the behaviour of the error catalogue (SPEC §8). Pure. */
export function describeFailure(error: unknown, options: DescribeFailureOptions = {}): FailureAction {
  if (!(error instanceof ApiError)) {
    // A fetch that threw before our client could wrap it means no response either.
    return error instanceof TypeError ? { kind: 'navigate', to: '/error?type=broken' } : DEFAULT_POPUP;
  }
  if (error.kind !== 'http') return { kind: 'navigate', to: '/error?type=broken' };
  if (error.status === 401 || error.code === 'UNAUTHORIZED') {
    if (options.unauthorizedGoesHome) {
      return {
        kind: 'navigate',
        to: HOME_PATH,
        popup: { heading: ERROR_TEXTS.defaultPopupHeading, message: error.message },
      };
    }
    return { kind: 'navigate', to: '/unauthorized' };
  }
  if (error.status === 404) return { kind: 'navigate', to: '/error?type=notfound' };
  if (error.status >= 500) return { kind: 'navigate', to: '/error?type=server' };
  if (error.status === 422 && error.popup) {
    return { kind: 'popup', heading: error.popup.heading, message: error.popup.message };
  }
  return DEFAULT_POPUP;
}
