/*
 * The attempt's timer (issue 26 item 5): the deadline is the server's and so is "now". The page keeps the
 * difference between the server's clock and the browser's (measured at each answer) and counts down to
 * the deadline on the server's time, so a browser clock set wrong changes nothing.
 */

export interface ServerTime {
  deadline_at: string | null;
  server_now: string;
}

export class AttemptClock {
  /** Server time minus browser time, in ms. */
  offset = 0;
  deadline: number | null = null;

  constructor(private readonly now: () => number = Date.now) {}

  /** Take the server's deadline and clock from an answer that arrived just now. */
  update(t: ServerTime) {
    this.offset = Date.parse(t.server_now) - this.now();
    this.deadline = t.deadline_at ? Date.parse(t.deadline_at) : null;
  }

  /** Milliseconds left on the server's clock (null: no time limit). */
  remaining(): number | null {
    if (this.deadline === null) return null;
    return Math.max(0, this.deadline - (this.now() + this.offset));
  }
}

/** '1:05:09', '4:59', '0:07'. */
export function formatRemaining(ms: number): string {
  const s = Math.ceil(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(sec).padStart(2, '0')}`;
}

/** The minutes at which the time left is announced to screen readers. */
export const ANNOUNCE_AT_MINUTES = [10, 5, 1] as const;

/** The announcement due when the time left goes from `before` to `after` ms, if any. */
export function announcementBetween(before: number | null, after: number): string | null {
  for (const m of ANNOUNCE_AT_MINUTES) {
    const at = m * 60_000;
    if ((before === null || before > at) && after <= at && after > at - 60_000)
      return `${m} minute${m === 1 ? '' : 's'} left`;
  }
  return null;
}
