// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LIVE_COUNTS_PATH,
  parseCounts,
  reconnectDelay,
  RECONNECT_BASE_MS,
  RECONNECT_MAX_MS,
  startLiveCounts,
  type LiveCountsOptions,
  type LiveStopReason,
} from './live-counts';

const frame = (n: number, j: number) =>
  `event: counts\ndata: ${JSON.stringify({ notifications_unviewed: n, job_alerts_unviewed: j })}\n\n`;

/** A streamed answer the test writes to; like a real fetch body, it fails when the request is aborted. */
function openStream(signal: AbortSignal | null | undefined) {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let isClosed = false;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  signal?.addEventListener('abort', () => {
    if (isClosed) return;
    isClosed = true;
    controller.error(new DOMException('The operation was aborted.', 'AbortError'));
  });
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => {
      isClosed = true;
      controller.close();
    },
    get isAborted() {
      return signal?.aborted === true;
    },
  };
}

type Stream = ReturnType<typeof openStream>;
type Reply = number | 'stream' | Error;

interface Call {
  token: string | null;
  accept: string | null;
  stream?: Stream;
}

/**
 * A fetch that answers each connection from `replies` in order (a status, an open stream the test
 * writes to, or a network error), and a wait that records the back-off without sleeping.
 */
function harness(replies: Reply[], overrides: Partial<LiveCountsOptions> = {}) {
  const calls: Call[] = [];
  const delays: number[] = [];
  const counts: unknown[] = [];
  const failures: string[] = [];
  let stopReason: LiveStopReason | null = null;
  // Connections that got a stream, in order; nextStream() hands them out one by one.
  const streams: Call[] = [];
  let handedOut = 0;
  let connected: () => void = () => {};
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    const call: Call = { token: headers.get('Authorization'), accept: headers.get('Accept') };
    expect(String(input)).toBe(LIVE_COUNTS_PATH);
    calls.push(call);
    const reply = replies.shift() ?? 'stream';
    if (reply instanceof Error) throw reply;
    if (reply === 'stream') {
      call.stream = openStream(init.signal);
      streams.push(call);
      connected();
      return call.stream.response;
    }
    return new Response(JSON.stringify({ error: { code: 'X', message: 'x', request_id: 'r' } }), { status: reply });
  });
  const options: LiveCountsOptions = {
    getToken: () => 'token-1',
    refreshToken: async () => true,
    onCounts: (c) => counts.push(c),
    onFailure: (reason) => failures.push(reason),
    onStop: (reason) => {
      stopReason = reason;
    },
    fetch: fetchMock as unknown as typeof fetch,
    wait: async (ms) => {
      delays.push(ms);
    },
    random: () => 1,
    ...overrides,
  };
  const stop = startLiveCounts(options);
  return {
    calls,
    delays,
    counts,
    failures,
    stop,
    get stopReason() {
      return stopReason;
    },
    /** Resolves with the next connection that gets a stream. */
    nextStream: async (): Promise<Call> => {
      while (streams.length <= handedOut) {
        await new Promise<void>((resolve) => {
          connected = resolve;
        });
      }
      return streams[handedOut++]!;
    },
  };
}

let stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

function track<T extends { stop: () => void }>(h: T): T {
  stops.push(h.stop);
  return h;
}

describe('reconnectDelay', () => {
  it('doubles from one second up to thirty, with jitter between half and all of the step', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((n) => reconnectDelay(n, () => 1))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect(reconnectDelay(0, () => 0)).toBe(RECONNECT_BASE_MS / 2);
    expect(reconnectDelay(10, () => 0)).toBe(RECONNECT_MAX_MS / 2);
    expect(reconnectDelay(1, () => 0.5)).toBe(1500);
  });
});

describe('parseCounts', () => {
  it('accepts the two counts and refuses anything else', () => {
    expect(parseCounts('{"notifications_unviewed":2,"job_alerts_unviewed":0,"extra":1}')).toEqual({
      notifications_unviewed: 2,
      job_alerts_unviewed: 0,
    });
    expect(parseCounts('{"notifications_unviewed":2}')).toBeNull();
    expect(parseCounts('{"notifications_unviewed":-1,"job_alerts_unviewed":0}')).toBeNull();
    expect(parseCounts('{"notifications_unviewed":1.5,"job_alerts_unviewed":0}')).toBeNull();
    expect(parseCounts('{"notifications_unviewed":"2","job_alerts_unviewed":0}')).toBeNull();
    expect(parseCounts('null')).toBeNull();
    expect(parseCounts('not json')).toBeNull();
  });
});

describe('startLiveCounts', () => {
  it('sends the bearer token, reads counts frames as they arrive and ignores pings and other events', async () => {
    const h = track(harness(['stream']));
    const call = await h.nextStream();
    expect(call.token).toBe('Bearer token-1');
    expect(call.accept).toBe('text/event-stream');
    call.stream!.write(frame(3, 1).slice(0, 20));
    call.stream!.write(frame(3, 1).slice(20));
    call.stream!.write(': ping\n\nevent: other\ndata: {}\n\n');
    call.stream!.write(frame(4, 1));
    await vi.waitFor(() => expect(h.counts).toHaveLength(2));
    expect(h.counts).toEqual([
      { notifications_unviewed: 3, job_alerts_unviewed: 1 },
      { notifications_unviewed: 4, job_alerts_unviewed: 1 },
    ]);
    expect(h.calls).toHaveLength(1);
  });

  it('reports a counts frame with bad data and keeps reading', async () => {
    const h = track(harness(['stream']));
    const call = await h.nextStream();
    call.stream!.write('event: counts\ndata: {"notifications_unviewed":"lots"}\n\n');
    call.stream!.write(frame(1, 0));
    await vi.waitFor(() => expect(h.counts).toEqual([{ notifications_unviewed: 1, job_alerts_unviewed: 0 }]));
    expect(h.failures).toContain('a counts frame that is not counts');
  });

  it('backs off further after each failed attempt and starts again from one second once counts arrive', async () => {
    const h = track(harness([500, new TypeError('fetch failed'), 503, 'stream']));
    const call = await h.nextStream();
    expect(h.delays).toEqual([1000, 2000, 4000]);
    call.stream!.write(frame(0, 0));
    await vi.waitFor(() => expect(h.counts).toHaveLength(1));
    // The server ends the stream (a deploy): back quickly, then keep doubling while it stays down.
    const again = h.nextStream();
    call.stream!.end();
    await again;
    expect(h.delays).toEqual([1000, 2000, 4000, 1000]);
    // Ending a stream that delivered counts is the server's routine (token lifetime): not a failure.
    expect(h.failures).toEqual(['status 500', 'fetch failed', 'status 503']);
  });

  it('reports a stream that ends before any counts', async () => {
    const h = track(harness(['stream', 'stream']));
    const first = await h.nextStream();
    first.stream!.write(': ping\n\n');
    first.stream!.end();
    await h.nextStream();
    expect(h.failures).toEqual(['the stream ended']);
    expect(h.delays).toEqual([1000]);
  });

  it('after a 401 refreshes the session once and reconnects at once with the fresh token', async () => {
    let token = 'old-token';
    const refreshToken = vi.fn(async () => {
      token = 'new-token';
      return true;
    });
    const h = track(harness([401, 'stream'], { getToken: () => token, refreshToken }));
    const call = await h.nextStream();
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(h.calls.map((c) => c.token)).toEqual(['Bearer old-token', 'Bearer new-token']);
    expect(h.delays).toEqual([]);
    expect(call.stream).toBeDefined();
  });

  it('refused again with the fresh token: waits before the next refresh instead of looping', async () => {
    const refreshToken = vi.fn(async () => true);
    const h = track(harness([401, 401, 401, 'stream'], { refreshToken }));
    await h.nextStream();
    expect(refreshToken).toHaveBeenCalledTimes(2);
    expect(h.delays).toEqual([1000]);
    expect(h.calls).toHaveLength(4);
  });

  it('stops when the refresh finds no session (signed out elsewhere)', async () => {
    const h = track(harness([401], { refreshToken: async () => false }));
    await vi.waitFor(() => expect(h.stopReason).toBe('signed-out'));
    expect(h.calls).toHaveLength(1);
  });

  it('stops without a token, and on 403', async () => {
    const signedOut = track(harness([], { getToken: () => null }));
    await vi.waitFor(() => expect(signedOut.stopReason).toBe('signed-out'));
    expect(signedOut.calls).toHaveLength(0);

    const forbidden = track(harness([403]));
    await vi.waitFor(() => expect(forbidden.stopReason).toBe('forbidden'));
    expect(forbidden.calls).toHaveLength(1);
    expect(forbidden.delays).toEqual([]);
  });

  it('stopping closes the open connection and connects no more', async () => {
    const h = harness(['stream']);
    const call = await h.nextStream();
    h.stop();
    await vi.waitFor(() => expect(h.stopReason).toBe('stopped'));
    expect(call.stream!.isAborted).toBe(true);
    expect(h.calls).toHaveLength(1);
    expect(h.failures).toEqual([]);
  });

  it('stopping during the back-off wait connects no more', async () => {
    let release: () => void = () => {};
    const h = harness([500], {
      wait: (_ms, signal) =>
        new Promise<void>((resolve) => {
          release = resolve;
          signal.addEventListener('abort', () => resolve());
        }),
    });
    await vi.waitFor(() => expect(h.failures).toEqual(['status 500']));
    h.stop();
    release();
    await vi.waitFor(() => expect(h.stopReason).toBe('stopped'));
    expect(h.calls).toHaveLength(1);
  });

  it('replaces a connection that has been silent too long (no counts, no ping)', async () => {
    const h = track(harness(['stream', 'stream'], { idleTimeoutMs: 40 }));
    const first = await h.nextStream();
    const second = await h.nextStream();
    expect(first.stream!.isAborted).toBe(true);
    expect(second.stream!.isAborted).toBe(false);
    expect(h.failures).toEqual(['no data for 0 s']);
  });

  it('a ping keeps a quiet connection alive', async () => {
    const h = track(harness(['stream'], { idleTimeoutMs: 80 }));
    const call = await h.nextStream();
    for (let i = 0; i < 4; i++) {
      await new Promise((resolve) => setTimeout(resolve, 40));
      call.stream!.write(': ping\n\n');
    }
    expect(call.stream!.isAborted).toBe(false);
    expect(h.calls).toHaveLength(1);
  });
});
