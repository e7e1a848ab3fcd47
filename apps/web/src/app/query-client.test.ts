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

  it('maps a failed query through describeFailure', async () => {
    const { handler, client } = setup();
    await client
      .fetchQuery({
        queryKey: ['x'],
        queryFn: () => Promise.reject(new ApiError({ kind: 'http', status: 404, code: 'NOT_FOUND', message: 'x' })),
      })
      .catch(() => {});
    expect(handler).toHaveBeenCalledWith({ kind: 'navigate', to: '/error?type=notfound' });
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
    await client
      .fetchQuery({
        queryKey: ['applicants'],
        queryFn: () => Promise.reject(unauthorized),
        meta: { unauthorizedGoesHome: true },
      })
      .catch(() => {});
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
