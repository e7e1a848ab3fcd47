import { ERROR_TEXTS } from '@lbd/shared/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { describeFailure } from './describe-failure';

const http = (status: number, extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
  new ApiError({ kind: 'http', status, code: `HTTP_${status}`, message: 'server says no', ...extra });

describe('describeFailure (SPEC §8)', () => {
  it('401 goes to the unauthorized page', () => {
    expect(describeFailure(http(401, { code: 'UNAUTHORIZED' }))).toEqual({ kind: 'navigate', to: '/unauthorized' });
  });

  it('the unauthorized code goes there too, whatever the status', () => {
    expect(describeFailure(http(400, { code: 'UNAUTHORIZED' }))).toEqual({ kind: 'navigate', to: '/unauthorized' });
  });

  it('401 on applicant and dashboard calls goes Home with the server message in a popup', () => {
    expect(
      describeFailure(http(401, { message: 'Please sign in to continue.' }), { unauthorizedGoesHome: true }),
    ).toEqual({
      kind: 'navigate',
      to: '/Home',
      popup: { heading: ERROR_TEXTS.defaultPopupHeading, message: 'Please sign in to continue.' },
    });
  });

  it('404 shows the not-found page', () => {
    expect(describeFailure(http(404))).toEqual({ kind: 'navigate', to: '/error?type=notfound' });
  });

  it.each([500, 502, 503, 504])('%i shows Internal Server Error', (status) => {
    expect(describeFailure(http(status))).toEqual({ kind: 'navigate', to: '/error?type=server' });
  });

  it('422 with a popup shows that popup', () => {
    const error = http(422, { popup: { heading: 'Ineligible', message: 'You do not meet the criteria.' } });
    expect(describeFailure(error)).toEqual({
      kind: 'popup',
      heading: 'Ineligible',
      message: 'You do not meet the criteria.',
    });
  });

  it('no response or a time-out shows Something seems to be broken', () => {
    expect(describeFailure(new ApiError({ kind: 'network', status: 0, code: 'NETWORK', message: 'x' }))).toEqual({
      kind: 'navigate',
      to: '/error?type=broken',
    });
    expect(describeFailure(new ApiError({ kind: 'timeout', status: 0, code: 'TIMEOUT', message: 'x' }))).toEqual({
      kind: 'navigate',
      to: '/error?type=broken',
    });
    expect(describeFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'navigate', to: '/error?type=broken' });
  });

  it.each([400, 403, 409, 422, 429])('%i without a popup shows the default Uh-Oh! popup', (status) => {
    expect(describeFailure(http(status))).toEqual({
      kind: 'popup',
      heading: 'Uh-Oh!',
      message: 'Something went wrong.',
    });
  });

  it('anything that is not an API failure shows the default popup', () => {
    expect(describeFailure(new Error('boom'))).toEqual({
      kind: 'popup',
      heading: 'Uh-Oh!',
      message: 'Something went wrong.',
    });
    expect(describeFailure('weird')).toEqual({ kind: 'popup', heading: 'Uh-Oh!', message: 'Something went wrong.' });
  });
});
