import { ApiError } from '../../../lib/api-client';

/*
 * Autosave of an attempt (issue 26 item 5): every change gets the next revision of its question, goes to
 * localStorage at once and to the API within about a second. A failed save stays in storage and is sent
 * again (with growing pauses, and at once when the browser is back online); a reload replays what the
 * server has not acknowledged. The server keeps the highest revision, so a late retry never overwrites a
 * newer answer.
 */

export type SaveState = 'saved' | 'saving' | 'offline' | 'error';
export type AnswerBody = Record<string, unknown> | null;

interface Entry {
  answer: AnswerBody;
  revision: number;
  /** The server has acknowledged this revision (or a newer one). */
  acked: boolean;
}

export interface SavedAck {
  position: number;
  revision: number;
  deadline_at: string | null;
  server_now: string;
}

export interface AutosaveDeps {
  attemptId: number;
  save: (position: number, body: { answer: AnswerBody; revision: number }) => Promise<SavedAck>;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Pause before a change is sent (changes within it are sent as one). */
  debounceMs?: number;
  onState?: (state: SaveState) => void;
  /** A save acknowledged: the server's clock and deadline with it. */
  onAck?: (ack: SavedAck) => void;
  /** The attempt is over (409: time is up, or submitted elsewhere). */
  onFinished?: (message: string) => void;
  /** A save the server refused for its content (422): the message for that question. */
  onRejected?: (position: number, message: string) => void;
}

export const storageKey = (attemptId: number) => `lbd.quiz.attempt.${attemptId}`;

const RETRY_MS = [1000, 2000, 4000, 8000, 10_000];

export class Autosave {
  private entries = new Map<number, Entry>();
  private inFlight = new Set<number>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private offline = false;
  private stopped = false;
  private state: SaveState = 'saved';
  private readonly d: Required<Pick<AutosaveDeps, 'debounceMs'>> & AutosaveDeps;

  constructor(deps: AutosaveDeps) {
    this.d = { debounceMs: 800, ...deps };
    this.load();
  }

  /**
   * Merge what the server holds with what this browser kept: a stored revision above the server's was
   * never acknowledged and is sent again; anything else gives way to the server. Answers the answers to
   * show, by position.
   */
  start(server: { position: number; answer: AnswerBody; revision: number }[]): Map<number, AnswerBody> {
    const shown = new Map<number, AnswerBody>();
    for (const q of server) {
      const mine = this.entries.get(q.position);
      if (mine && mine.revision > q.revision) {
        mine.acked = false;
        shown.set(q.position, mine.answer);
      } else {
        this.entries.set(q.position, { answer: q.answer, revision: q.revision, acked: true });
        shown.set(q.position, q.answer);
      }
    }
    this.persist();
    if (this.pending().length > 0) this.schedule(0);
    this.emit();
    return shown;
  }

  /** A changed answer: kept at once, sent after the pause. */
  change(position: number, answer: AnswerBody) {
    const cur = this.entries.get(position);
    this.entries.set(position, { answer, revision: (cur?.revision ?? 0) + 1, acked: false });
    this.persist();
    this.emit();
    this.schedule(this.d.debounceMs);
  }

  /** Send everything pending now (before a submit, on reconnect); resolves when nothing is left or a send failed. */
  async flush(): Promise<boolean> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const sends = this.pending().map((p) => this.send(p));
    await Promise.all(sends);
    return this.pending().length === 0;
  }

  online() {
    this.offline = false;
    this.failures = 0;
    this.emit();
    void this.flush();
  }

  stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  /** Forget the stored copy (the attempt is over and the server has everything). */
  clear() {
    this.d.storage?.removeItem(storageKey(this.d.attemptId));
  }

  get saveState(): SaveState {
    return this.state;
  }

  pending(): number[] {
    return [...this.entries].filter(([, e]) => !e.acked).map(([p]) => p);
  }

  answerOf(position: number): AnswerBody | undefined {
    return this.entries.get(position)?.answer;
  }

  private async send(position: number): Promise<void> {
    if (this.inFlight.has(position) || this.stopped) return;
    const entry = this.entries.get(position);
    if (!entry || entry.acked) return;
    const sent = entry.revision;
    this.inFlight.add(position);
    this.emit();
    try {
      const ack = await this.d.save(position, { answer: entry.answer, revision: sent });
      this.failures = 0;
      this.offline = false;
      const now = this.entries.get(position);
      // Acknowledged only up to what was sent (or a newer revision the server already holds).
      if (now && ack.revision >= now.revision) now.acked = true;
      this.persist();
      this.d.onAck?.(ack);
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) {
        this.stop();
        this.d.onFinished?.(e.message);
        return;
      }
      if (e instanceof ApiError && e.status === 422) {
        // The content is refused: sending it again would change nothing.
        const now = this.entries.get(position);
        if (now && now.revision === sent) now.acked = true;
        this.persist();
        this.d.onRejected?.(position, e.fields?.answer ?? e.message);
      } else {
        this.failures++;
        this.offline = !(e instanceof ApiError) || e.kind !== 'http' || e.status >= 500;
        this.schedule(RETRY_MS[Math.min(this.failures - 1, RETRY_MS.length - 1)]!);
      }
    } finally {
      this.inFlight.delete(position);
      this.emit();
    }
    // A change made while this one was on its way goes next.
    if (!this.stopped && !this.offline && this.entries.get(position)?.acked === false && !this.timer) this.schedule(0);
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      for (const p of this.pending()) void this.send(p);
    }, ms);
  }

  private emit() {
    const next: SaveState = this.pending().length === 0 ? 'saved' : this.offline ? 'offline' : 'saving';
    if (next !== this.state) {
      this.state = next;
      this.d.onState?.(next);
    }
  }

  private load() {
    try {
      const raw = this.d.storage?.getItem(storageKey(this.d.attemptId));
      if (!raw) return;
      for (const [p, e] of Object.entries(JSON.parse(raw) as Record<string, Entry>)) this.entries.set(Number(p), e);
    } catch {
      // A damaged copy is ignored: the server's answers stand.
    }
  }

  private persist() {
    try {
      this.d.storage?.setItem(storageKey(this.d.attemptId), JSON.stringify(Object.fromEntries(this.entries)));
    } catch {
      // Storage full or blocked: the server copy still goes.
    }
  }
}
