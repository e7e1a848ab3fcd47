/**
 * A server-sent events client for tests: reads the stream with fetch (as the web app does, with a
 * bearer header) and keeps every event and comment it has seen.
 */
export interface SseStream {
  status: number;
  headers: Headers;
  events: { event: string; data: string }[];
  comments: string[];
  /**
   * Resolve with the first event satisfying `match` after the one the previous waitFor matched (events
   * are consumed in order, so a wait never matches an older event again).
   */
  waitFor(
    match: (e: { event: string; data: string }) => boolean,
    ms?: number,
  ): Promise<{ event: string; data: string }>;
  waitForComment(text: string, ms?: number): Promise<void>;
  /** Resolve when the server has ended the stream. */
  ended(ms?: number): Promise<void>;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string>): Promise<SseStream> {
  const ctrl = new AbortController();
  const res = await fetch(url, { headers, signal: ctrl.signal });
  const events: SseStream['events'] = [];
  const comments: string[] = [];
  let wake: (() => void) | null = null;
  let finished = false;
  const changed = () => {
    wake?.();
    wake = null;
  };
  if (res.body && res.headers.get('content-type')?.startsWith('text/event-stream')) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            let event = 'message';
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) comments.push(line.slice(1).trim());
              else if (line.startsWith('event:')) event = line.slice(6).trim();
              else if (line.startsWith('data:')) data.push(line.slice(5).trim());
            }
            if (data.length > 0) events.push({ event, data: data.join('\n') });
            changed();
          }
        }
      } catch {
        // aborted
      }
      finished = true;
      changed();
    })();
  }

  async function until<T>(find: () => T | undefined, ms: number, what: string): Promise<T> {
    const end = Date.now() + ms;
    for (;;) {
      const found = find();
      if (found !== undefined) return found;
      const left = end - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}; saw ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, Math.min(left, 200));
      });
    }
  }

  let cursor = 0;
  const next = (match: (e: { event: string; data: string }) => boolean) => {
    for (let i = cursor; i < events.length; i++) {
      if (match(events[i]!)) {
        cursor = i + 1;
        return events[i];
      }
    }
    return undefined;
  };

  return {
    status: res.status,
    headers: res.headers,
    events,
    comments,
    waitFor: (match, ms = 10_000) => until(() => next(match), ms, 'an event'),
    waitForComment: async (text, ms = 10_000) => {
      await until(() => (comments.includes(text) ? true : undefined), ms, `comment ${text}`);
    },
    ended: async (ms = 10_000) => {
      await until(() => (finished ? true : undefined), ms, 'the end of the stream');
    },
    close: () => ctrl.abort(),
  };
}
