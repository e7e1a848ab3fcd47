/** An answer of a real HTTP call, or how it failed to get one (a reset connection, a time-out). */
export interface HttpAnswer {
  status: number;
  /** Parsed JSON, or the text when the body is not JSON. */
  body: unknown;
  headers: Headers;
  /** Set when no answer came: the error's message (status is 0). */
  failure?: string;
}

/**
 * Call a server over the network (not `app.inject`), as a client would: JSON in and out, a bearer
 * token when given, and a time-out so a hanging server fails the test instead of stalling it.
 */
export async function http(
  base: string,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<HttpAnswer> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 20_000),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return { status: res.status, body, headers: res.headers };
  } catch (err) {
    const e = err as Error & { cause?: { code?: string; message?: string } };
    return { status: 0, body: null, headers: new Headers(), failure: e.cause?.code ?? e.cause?.message ?? e.message };
  }
}

/** True when the body is the API's error envelope. */
export function isErrorEnvelope(
  body: unknown,
): body is { error: { code: string; message: string; request_id: string } } {
  const e = (body as { error?: Record<string, unknown> } | null)?.error;
  return typeof e?.code === 'string' && typeof e.message === 'string' && typeof e.request_id === 'string';
}
