import type { LiveCounts } from '@lbd/shared/notifications';
import { SseParser } from './sse';

/** The live stream of the header's counts (text/event-stream; bearer auth, so fetch, not EventSource). */
export const LIVE_COUNTS_PATH = '/api/myprofile/notifications/live';

/** First reconnection delay; it doubles after each failed attempt up to RECONNECT_MAX_MS. */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;
/**
 * The server sends a comment every 25 s; a connection silent for this long is presumed dead (a proxy
 * or a sleeping laptop dropped it without closing) and is replaced.
 */
export const LIVE_IDLE_TIMEOUT_MS = 65_000;

/**
 * How long to wait before reconnection attempt number `attempt` (0 for the first): exponential with
 * jitter between half and all of the step, so a restarted server is not hit by every tab at once. Pure.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.min(attempt, 16));
  return Math.round(step * (0.5 + random() * 0.5));
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= Number.MAX_SAFE_INTEGER;

/**
 * The counts of one `event: counts` frame, or null when its data is not what the contract says.
 * Checked by hand: the live hook runs on every signed-in page, so zod stays out of this chunk.
 */
export function parseCounts(data: string): LiveCounts | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { notifications_unviewed: notifications, job_alerts_unviewed: jobAlerts } = value as Record<string, unknown>;
  if (!isCount(notifications) || !isCount(jobAlerts)) return null;
  return { notifications_unviewed: notifications, job_alerts_unviewed: jobAlerts };
}

/** Why the live connection gave up for good (it otherwise reconnects forever). */
export type LiveStopReason = 'stopped' | 'signed-out' | 'forbidden';

export interface LiveCountsOptions {
  /** The current access token; null once signed out (the connection then stops). */
  getToken: () => string | null;
  /** Refreshes the session after a 401; false when there is no session any more. */
  refreshToken: () => Promise<boolean>;
  onCounts: (counts: LiveCounts) => void;
  /** A failed attempt (logged by the caller; never shown). */
  onFailure?: (reason: string) => void;
  onStop?: (reason: LiveStopReason) => void;
  fetch?: typeof fetch;
  /** Resolves after `ms`, or early when the signal aborts. */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
  random?: () => number;
  idleTimeoutMs?: number;
}

function abortableWait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve();
      return;
    }
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}

type AttemptResult = 'retry' | 'refresh' | 'forbidden';

/**
 * Opens the live counts stream and keeps it open: every `event: counts` frame goes to `onCounts`;
 * a dropped, failed or silent connection is replaced after an exponential back-off (reset once a
 * connection delivers counts); a 401 refreshes the session once and reconnects at once with the
 * fresh token; no token (signed out) or a 403 stops it. Returns the function that stops it.
 */
export function startLiveCounts(options: LiveCountsOptions): () => void {
  const {
    getToken,
    refreshToken,
    onCounts,
    onFailure = () => {},
    onStop = () => {},
    fetch: fetchImpl = (...args: Parameters<typeof fetch>) => fetch(...args),
    wait = abortableWait,
    random = Math.random,
    idleTimeoutMs = LIVE_IDLE_TIMEOUT_MS,
  } = options;
  const stopper = new AbortController();
  const stopSignal = stopper.signal;

  /** One connection: open, read frames until it ends; says what to do next. */
  async function attempt(token: string, onDelivered: () => void): Promise<AttemptResult> {
    const connection = new AbortController();
    const abortConnection = () => connection.abort();
    stopSignal.addEventListener('abort', abortConnection);
    let idleTimer: ReturnType<typeof setTimeout> | undefined;
    const touch = () => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => {
        onFailure(`no data for ${Math.round(idleTimeoutMs / 1000)} s`);
        connection.abort();
      }, idleTimeoutMs);
    };
    try {
      touch();
      const response = await fetchImpl(LIVE_COUNTS_PATH, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
        cache: 'no-store',
        signal: connection.signal,
      });
      if (response.status === 401 || response.status === 403) {
        await response.body?.cancel().catch(() => undefined);
        return response.status === 401 ? 'refresh' : 'forbidden';
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel().catch(() => undefined);
        onFailure(`status ${response.status}`);
        return 'retry';
      }
      let hasDelivered = false;
      const parser = new SseParser((event) => {
        if (event.event !== 'counts') return;
        const counts = parseCounts(event.data);
        if (!counts) {
          onFailure('a counts frame that is not counts');
          return;
        }
        hasDelivered = true;
        onDelivered();
        onCounts(counts);
      }, touch);
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        touch();
        parser.push(decoder.decode(value, { stream: true }));
      }
      parser.push(decoder.decode());
      // The server ends streams on purpose (token lifetime, a deploy): only an end before any counts is odd.
      if (!stopSignal.aborted && !hasDelivered) onFailure('the stream ended');
      return 'retry';
    } catch (error) {
      if (!stopSignal.aborted && !connection.signal.aborted)
        onFailure(error instanceof Error ? error.message : String(error));
      return 'retry';
    } finally {
      clearTimeout(idleTimer);
      stopSignal.removeEventListener('abort', abortConnection);
      connection.abort();
    }
  }

  async function run(): Promise<LiveStopReason> {
    let failures = 0;
    let refreshedSinceLastCounts = false;
    while (!stopSignal.aborted) {
      const token = getToken();
      if (!token) return 'signed-out';
      const result = await attempt(token, () => {
        failures = 0;
        refreshedSinceLastCounts = false;
      });
      if (stopSignal.aborted) break;
      if (result === 'forbidden') return 'forbidden';
      if (result === 'refresh') {
        onFailure('401');
        if (!refreshedSinceLastCounts) {
          // The token was refused (expired while asleep, or revoked): one refresh, then straight back.
          refreshedSinceLastCounts = true;
          if (!(await refreshToken().catch(() => false))) return 'signed-out';
          continue;
        }
        // Refused again with a fresh token: wait as for any failure, and refresh once more next time.
        refreshedSinceLastCounts = false;
      }
      await wait(reconnectDelay(failures, random), stopSignal);
      failures++;
    }
    return 'stopped';
  }

  void run().then((reason) => {
    if (!stopSignal.aborted) stopper.abort();
    onStop(reason);
  });
  return () => stopper.abort();
}
