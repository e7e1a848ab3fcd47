import { vi } from 'vitest';

export interface MockRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
  /** The request's abort signal (a long-lived stream is closed through it). */
  signal: AbortSignal | null;
}

export interface MockReply {
  status?: number;
  body?: unknown;
  /** A body sent as is (a file), instead of JSON. */
  raw?: BodyInit;
  headers?: Record<string, string>;
}

export type MockHandler = MockReply | ((request: MockRequest) => MockReply | Promise<MockReply>);

/** A 422 reply with field messages, as the API sends it. */
export function validationError(
  fields: Record<string, string>,
  popup?: { heading: string; message: string },
): MockReply {
  return {
    status: 422,
    body: {
      error: { code: 'VALIDATION_FAILED', message: 'Some fields are not valid.', request_id: 'req-1', fields, popup },
    },
  };
}

export function errorReply(status: number, message: string, code = 'BAD_REQUEST'): MockReply {
  return { status, body: { error: { code, message, request_id: 'req-1' } } };
}

/**
 * Stub `fetch` with handlers keyed 'METHOD /path' (no query string). Unknown paths answer 404 in
 * the error envelope. Returns the recorded requests.
 */
export function mockApi(routes: Record<string, MockHandler>): { requests: MockRequest[] } {
  const requests: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    let body: unknown = init.body;
    if (typeof init.body === 'string') {
      try {
        body = JSON.parse(init.body) as unknown;
      } catch {
        body = init.body;
      }
    }
    const request: MockRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body,
      headers: new Headers(init.headers),
      signal: init.signal ?? null,
    };
    requests.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    const reply: MockReply = handler
      ? typeof handler === 'function'
        ? await handler(request)
        : handler
      : errorReply(404, 'No such API path.', 'NOT_FOUND');
    const status = reply.status ?? 200;
    if (reply.raw !== undefined) return new Response(reply.raw, { status, headers: reply.headers });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests };
}

export const page = (total = 0) => ({ page: 1, count: 20, total, total_pages: Math.max(1, Math.ceil(total / 20)) });
