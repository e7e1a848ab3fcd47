/** One dispatched server-sent event (the WHATWG event-stream format). */
export interface SseEvent {
  /** The `event:` field; 'message' when the frame names none. */
  event: string;
  /** The `data:` lines joined with newlines. */
  data: string;
  /** The last `id:` seen on the stream, or '' when none was sent. */
  lastEventId: string;
}

/**
 * An incremental text/event-stream parser: feed it decoded text in chunks of any size (a line, a
 * field or a CRLF pair may be split between chunks) and it calls `onEvent` for every complete frame.
 * Comment lines (`: ping`) are dropped; `onActivity` still hears about them, so a watchdog can tell a
 * live but quiet connection from a dead one. Follows the HTML standard's interpretation rules: the
 * first space after the colon is not part of the value, a frame without data lines is not dispatched.
 */
export class SseParser {
  private buffer = '';
  /** The previous chunk ended with CR: a leading LF of the next chunk belongs to that line break. */
  private pendingCr = false;
  private eventType = '';
  private dataLines: string[] = [];
  private lastEventId = '';

  constructor(
    private readonly onEvent: (event: SseEvent) => void,
    private readonly onActivity: () => void = () => {},
  ) {}

  push(chunk: string): void {
    if (chunk.length === 0) return;
    let text = chunk;
    if (this.pendingCr && text.startsWith('\n')) text = text.slice(1);
    this.pendingCr = false;
    this.buffer += text;
    let start = 0;
    for (let i = 0; i < this.buffer.length; i++) {
      const ch = this.buffer[i];
      if (ch !== '\n' && ch !== '\r') continue;
      this.line(this.buffer.slice(start, i));
      if (ch === '\r') {
        if (i + 1 < this.buffer.length) {
          if (this.buffer[i + 1] === '\n') i++;
        } else {
          this.pendingCr = true;
        }
      }
      start = i + 1;
    }
    this.buffer = this.buffer.slice(start);
  }

  /** Drops a half-received frame (the connection ended); the next connection starts clean. */
  reset(): void {
    this.buffer = '';
    this.pendingCr = false;
    this.eventType = '';
    this.dataLines = [];
  }

  private line(line: string): void {
    this.onActivity();
    if (line === '') {
      this.dispatch();
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        this.eventType = value;
        break;
      case 'data':
        this.dataLines.push(value);
        break;
      case 'id':
        if (!value.includes('\0')) this.lastEventId = value;
        break;
      default:
        // 'retry' and unknown fields: the client manages its own reconnection delay.
        break;
    }
  }

  private dispatch(): void {
    const { eventType, dataLines } = this;
    this.eventType = '';
    this.dataLines = [];
    if (dataLines.length === 0) return;
    this.onEvent({ event: eventType || 'message', data: dataLines.join('\n'), lastEventId: this.lastEventId });
  }
}
