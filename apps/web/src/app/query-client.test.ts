import { QueryObserver, type QueryClient, type QueryObserverOptions } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { createQueryClient, type FailureHandler } from './query-client';

const serverError = () =>
  new ApiError({ kind: 'http', status: 500, code: 'INTERNAL', message: 'Something went wrong.' });

describe('createQueryClient', () => {
  function setup() {
    const handler = vi.fn<FailureHandler>();
    const client = createQueryClient(() => handler);
    return { handler, client };
  }

  /** Runs a query the way a mounted page does (one observer, still there once it failed). */
  async function watched(client: QueryClient, options: QueryObserverOptions) {
    const observer = new QueryObserver(client, options);
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().status).not.toBe('pending'));
    unsubscribe();
  }

  const notFound = () => new ApiError({ kind: 'http', status: 404, code: 'NOT_FOUND', message: 'x' });

  it('maps a failed query a page watches through describeFailure', async () => {
    const { handler, client } = setup();
    await watched(client, { queryKey: ['x'], queryFn: () => Promise.reject(notFound()) });
    expect(handler).toHaveBeenCalledWith({ kind: 'navigate', to: '/error?type=notfound' });
  });

  it('leaves the user where they are when the page that asked is gone', async () => {
    const { handler, client } = setup();
    let fail: (e: unknown) => void = () => undefined;
    const observer = new QueryObserver(client, {
      queryKey: ['left-behind'],
      queryFn: () => new Promise((_, reject) => (fail = reject)),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    unsubscribe(); // the page unmounts (say the session guard redirected) while the request is in flight
    fail(notFound());
    await vi.waitFor(() => expect(client.getQueryState(['left-behind'])?.status).toBe('error'));
    expect(handler).not.toHaveBeenCalled();
  });

  it('maps a failed mutation', async () => {
    const { handler, client } = setup();
    const mutation = client.getMutationCache().build(client, { mutationFn: () => Promise.reject(serverError()) });
    await mutation.execute(undefined).catch(() => {});
    expect(handler).toHaveBeenCalledWith({ kind: 'navigate', to: '/error?type=server' });
  });

  it('lets a query opt out through meta', async () => {
    const { handler, client } = setup();
    await client
      .fetchQuery({
        queryKey: ['quiet'],
        queryFn: () => Promise.reject(serverError()),
        meta: { handleErrors: false },
        retry: false,
      })
      .catch(() => {});
    expect(handler).not.toHaveBeenCalled();
  });

  it('passes unauthorizedGoesHome from meta', async () => {
    const { handler, client } = setup();
    const unauthorized = new ApiError({
      kind: 'http',
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'Please sign in to continue.',
    });
    await watched(client, {
      queryKey: ['applicants'],
      queryFn: () => Promise.reject(unauthorized),
      meta: { unauthorizedGoesHome: true },
    });
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ kind: 'navigate', to: '/Home' }));
  });

  it('does not retry client errors', async () => {
    const { client } = setup();
    const queryFn = vi.fn(() =>
      Promise.reject(new ApiError({ kind: 'http', status: 403, code: 'FORBIDDEN', message: 'x' })),
    );
    await client.fetchQuery({ queryKey: ['forbidden'], queryFn }).catch(() => {});
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
