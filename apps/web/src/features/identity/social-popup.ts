/**
 * The social sign-in popup (SPEC §8, social login): the opener opens a window, the provider flow
 * ends on /authCallback, which reports back with `postMessage` (and, when the provider's pages cut
 * the opener link, on a same-origin BroadcastChannel) and closes itself.
 */

export const AUTH_MESSAGE_TYPE = 'lbd-auth';
export const AUTH_CHANNEL = 'lbd-auth';
const WINDOW_NAME = 'lbd-social-sign-in';
const WINDOW_FEATURES = 'popup=yes,width=520,height=680';

export interface AuthMessage {
  type: typeof AUTH_MESSAGE_TYPE;
  status: 'success' | 'error';
  error?: string;
  email?: string;
  provider?: string;
}

/** Read an auth message from untrusted data; null when it is not one. Pure. */
export function parseAuthMessage(data: unknown): AuthMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  if (record.type !== AUTH_MESSAGE_TYPE) return null;
  if (record.status !== 'success' && record.status !== 'error') return null;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  return {
    type: AUTH_MESSAGE_TYPE,
    status: record.status,
    error: text(record.error),
    email: text(record.email),
    provider: text(record.provider),
  };
}

/** The message /authCallback sends, built from its query string. Pure. */
export function authMessageFromSearch(search: string): AuthMessage {
  const params = new URLSearchParams(search);
  return {
    type: AUTH_MESSAGE_TYPE,
    status: params.get('status') === 'success' ? 'success' : 'error',
    error: params.get('error') ?? (params.get('status') === 'success' ? undefined : 'unknown'),
    email: params.get('email') ?? undefined,
    provider: params.get('provider') ?? undefined,
  };
}

/**
 * Open the popup window at once, inside the click handler, so pop-up blockers allow it; its
 * address is set when the API has answered with the provider URL. Null when the browser blocked it.
 */
export function openAuthWindow(): Window | null {
  return window.open('', WINDOW_NAME, WINDOW_FEATURES);
}

export interface WatchOptions {
  /** How often to check whether the window was closed. */
  pollMs?: number;
  /** After the window closed, how long a late message may still arrive before 'closed' is reported. */
  graceMs?: number;
  /** Stop listening after this long (the user walked away). */
  timeoutMs?: number;
}

export interface AuthWatchHandlers {
  onMessage: (message: AuthMessage) => void;
  /** The window was closed (or lost) without a message. Messages are still accepted afterwards. */
  onClosed: () => void;
}

/**
 * Watch a sign-in window: calls `onMessage` once with the callback's report, or `onClosed` when the
 * window closes first. Returns a function that stops watching.
 */
export function watchAuthWindow(
  popup: Window,
  { onMessage, onClosed }: AuthWatchHandlers,
  { pollMs = 500, graceMs = 800, timeoutMs = 10 * 60_000 }: WatchOptions = {},
): () => void {
  let stopped = false;
  let closedReported = false;
  let graceTimer: ReturnType<typeof setTimeout> | undefined;
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(AUTH_CHANNEL);

  const stop = () => {
    if (stopped) return;
    stopped = true;
    window.removeEventListener('message', handleWindowMessage);
    channel?.close();
    clearInterval(poll);
    clearTimeout(graceTimer);
    clearTimeout(timeout);
  };
  const accept = (data: unknown) => {
    const message = parseAuthMessage(data);
    if (!message || stopped) return;
    stop();
    onMessage(message);
  };
  function handleWindowMessage(event: MessageEvent) {
    if (event.origin !== window.location.origin) return;
    accept(event.data);
  }
  window.addEventListener('message', handleWindowMessage);
  if (channel) channel.onmessage = (event: MessageEvent) => accept(event.data);

  const poll = setInterval(() => {
    if (closedReported || graceTimer !== undefined || !popup.closed) return;
    graceTimer = setTimeout(() => {
      closedReported = true;
      clearInterval(poll);
      if (!stopped) onClosed();
    }, graceMs);
  }, pollMs);
  const timeout = setTimeout(stop, timeoutMs);
  return stop;
}

/** Send the callback's report to the window that opened the sign-in popup, then close it. */
export function reportToOpener(message: AuthMessage): boolean {
  let delivered = false;
  const opener = window.opener as Window | null;
  if (opener && !opener.closed) {
    opener.postMessage(message, window.location.origin);
    delivered = true;
  }
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(AUTH_CHANNEL);
    channel.postMessage(message);
    channel.close();
    delivered = true;
  }
  return delivered;
}
