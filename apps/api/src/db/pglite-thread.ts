import { Worker } from 'node:worker_threads';

/**
 * What the API (drizzle, the job queue, LISTEN, the scale loader) calls on an embedded database: the
 * part of PGlite's interface it uses, met by PGlite itself (in this thread) and by `PgliteThreadClient`.
 */
export interface PgliteLike {
  query<T = Record<string, unknown>>(
    text: string,
    params?: unknown[],
    options?: { rowMode?: 'array' | 'object'; parsers?: Record<number, (value: string, typeId: number) => unknown> },
  ): Promise<{ rows: T[]; affectedRows?: number; fields: { name: string; dataTypeID: number }[] }>;
  exec(text: string): Promise<{ rows: Record<string, unknown>[] }[]>;
  transaction<T>(fn: (tx: PgliteTransactionLike) => Promise<T>): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  readonly closed: boolean;
}

export type PgliteTransactionLike = Pick<PgliteLike, 'query' | 'exec'>;

interface Pending {
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
}

type Answer =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: Record<string, unknown> & { message: string; name: string } }
  | { notice: string; payload: string }
  | { ready: true }
  | { fatal: { message: string } };

/** An error of the worker as the caller's own: message, name and PostgreSQL's fields (code, constraint, ...). */
function toError(data: Record<string, unknown> & { message: string; name: string }): Error {
  const { message, name, ...fields } = data;
  const err = Object.assign(new Error(message), fields);
  err.name = name;
  return err;
}

/**
 * The embedded database in a worker thread (`pglite-worker.mjs`), spoken to by messages: PGlite runs
 * PostgreSQL on the thread that calls it, so in the API's thread a slow statement stalled every request.
 *
 * Same semantics as PGlite in the thread: one statement at a time in arrival order; a transaction holds
 * the database until it ends (statements outside it wait, as with PGlite's own lock); errors keep
 * PostgreSQL's fields (`code`, `constraint`, `detail`, ...) so the code that maps them sees the same. Row
 * values cross by structured clone (Date, Uint8Array, BigInt, JSON values). Only "keep as text" parsers
 * cross (drizzle's, for dates and intervals): any other parser is refused.
 */
export class PgliteThreadClient implements PgliteLike {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private nextId = 1;
  private stopped: Error | null = null;
  private closing = false;
  private exited: Promise<void>;

  private constructor(worker: Worker) {
    this.worker = worker;
    this.exited = new Promise((resolve) => worker.once('exit', () => resolve()));
    worker.on('message', (answer: Answer) => this.receive(answer));
    // A thread that fails or ends is not an outage that passes (PGlite in this thread could not fail
    // over either): every call after it fails plainly, and /readyz says not ready.
    worker.on('error', (err) => this.stop(new Error(`The database thread failed: ${err.message}`, { cause: err })));
    worker.on('exit', () => this.stop(new Error('The database thread has stopped.')));
  }

  /** Starts the thread and its PGlite (a data directory, or in memory; `loadDataDir` restores a dump). */
  static async create(options: { dataDir?: string; startParams: string[]; loadDataDir?: Uint8Array }) {
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: options });
    const client = new PgliteThreadClient(worker);
    await new Promise<void>((resolve, reject) => {
      const onMessage = (m: Answer) => {
        if ('ready' in m) resolve();
        else if ('fatal' in m) reject(new Error(`The embedded database did not start: ${m.fatal.message}`));
        else return;
        worker.off('message', onMessage);
        worker.off('exit', onExit);
      };
      const onExit = (code: number) => reject(new Error(`The database thread exited (${code}) while starting.`));
      worker.on('message', onMessage);
      worker.once('exit', onExit);
    });
    worker.unref();
    return client;
  }

  get closed(): boolean {
    return this.stopped !== null;
  }

  /** The thread's id, for a test that checks the statements run off this thread. */
  get threadId(): number {
    return this.worker.threadId;
  }

  private receive(answer: Answer) {
    if ('notice' in answer) {
      for (const listener of this.listeners.get(answer.notice) ?? []) listener(answer.payload);
      return;
    }
    if (!('id' in answer)) return;
    const pending = this.pending.get(answer.id);
    if (!pending) return;
    this.pending.delete(answer.id);
    if (this.pending.size === 0 && !this.closing) this.worker.unref();
    if (answer.ok) pending.resolve(answer.result);
    else pending.reject(toError(answer.error));
  }

  private stop(reason: Error) {
    this.stopped ??= reason;
    for (const pending of this.pending.values()) pending.reject(reason);
    this.pending.clear();
  }

  private call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      // The thread keeps the process alive only while a call waits for it (a script that forgets to
      // close still ends), as a socket with a query in flight does.
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  private queryOn<T>(
    tx: number | undefined,
    text: string,
    params: unknown[] = [],
    options: Parameters<PgliteLike['query']>[2] = {},
  ) {
    const { rowMode, parsers, ...rest } = options;
    if (Object.keys(rest).length > 0)
      throw new Error(`Query options not supported across the thread: ${Object.keys(rest).join(', ')}`);
    const textTypes = parsers ? Object.keys(parsers).map(Number) : undefined;
    for (const oid of textTypes ?? [])
      if (parsers![oid]!('\u0000probe', oid) !== '\u0000probe')
        throw new Error(`Only parsers that keep the text cross to the database thread (type ${oid}).`);
    return this.call<Awaited<ReturnType<PgliteLike['query']>> & { rows: T[] }>({
      op: 'query',
      tx,
      text,
      params,
      rowMode,
      textTypes,
    });
  }

  query<T = Record<string, unknown>>(text: string, params?: unknown[], options?: Parameters<PgliteLike['query']>[2]) {
    return this.queryOn<T>(undefined, text, params, options);
  }

  exec(text: string) {
    return this.call<{ rows: Record<string, unknown>[] }[]>({ op: 'exec', text });
  }

  /**
   * BEGIN in the thread, `fn` with a transaction whose statements run inside it, then COMMIT, or
   * ROLLBACK when `fn` throws (its error is rethrown), as PGlite's own `transaction`.
   */
  async transaction<T>(fn: (tx: PgliteTransactionLike) => Promise<T>): Promise<T> {
    const txId = await this.call<number>({ op: 'begin' });
    let open = true;
    const guard = () => {
      if (!open) throw new Error('Transaction is closed');
    };
    const tx: PgliteTransactionLike = {
      query: <R>(text: string, params?: unknown[], options?: Parameters<PgliteLike['query']>[2]) => {
        guard();
        return this.queryOn<R>(txId, text, params, options);
      },
      exec: (text: string) => {
        guard();
        return this.call<{ rows: Record<string, unknown>[] }[]>({ op: 'exec', tx: txId, text });
      },
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (err) {
      open = false;
      await this.call({ op: 'end', tx: txId, commit: false }).catch(() => undefined);
      throw err;
    }
    open = false;
    await this.call({ op: 'end', tx: txId, commit: true });
    return result;
  }

  async listen(channel: string, callback: (payload: string) => void) {
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
      await this.call({ op: 'listen', channel });
    }
    set.add(callback);
    return async () => {
      set.delete(callback);
      if (set.size > 0 || this.listeners.get(channel) !== set) return;
      this.listeners.delete(channel);
      if (!this.stopped) await this.call({ op: 'unlisten', channel });
    };
  }

  /** Closes PGlite (its data written out) and ends the thread. */
  async close(): Promise<void> {
    this.closing = true;
    this.worker.ref(); // until the thread has ended
    if (!this.stopped) await this.call({ op: 'close' }).catch(() => undefined);
    this.stop(new Error('PGlite is closed'));
    await this.exited;
  }
}
