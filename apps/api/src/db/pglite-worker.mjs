// @ts-check
/*
 * The embedded database in a thread of its own (worker_threads): PGlite runs PostgreSQL compiled to
 * WebAssembly on the thread that calls it, so in the API's thread every statement stopped every request
 * (and /healthz) for as long as it ran. This thread owns the PGlite instance; the API talks to it with
 * messages through `PgliteThreadClient` (pglite-thread.ts), which says what each message means.
 *
 * Plain JavaScript so that node runs it as it is from src/ (tests, tsx) and from dist/ (build.mjs copies
 * it beside the bundle), without a TypeScript loader in the thread.
 */
import { Blob } from 'node:buffer';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const port = parentPort;
if (!port) throw new Error('pglite-worker.mjs runs as a worker thread.');

/** @type {{ dataDir?: string; startParams: string[]; loadDataDir?: Uint8Array }} */
const options = workerData;

/** An error as plain data: its message, name and PostgreSQL's fields (code, constraint, detail, ...). */
function errorData(err) {
  if (!(err instanceof Error)) return { message: String(err), name: 'Error' };
  /** @type {Record<string, unknown>} */
  const data = { message: err.message, name: err.name };
  for (const [key, value] of Object.entries(err)) {
    if (key === 'query' || key === 'params' || key === 'queryOptions') continue; // the caller has them
    if (value === undefined || value === null || ['string', 'number', 'boolean'].includes(typeof value))
      data[key] = value;
  }
  return data;
}

const reply = (id, result) => port.postMessage({ id, ok: true, result });
const fail = (id, err) => port.postMessage({ id, ok: false, error: errorData(err) });

/** Drizzle asks for some types as PostgreSQL's text (dates, times, intervals): the same parsers here. */
const keepText = (oids) => Object.fromEntries(oids.map((oid) => [oid, (/** @type {string} */ value) => value]));

let db;
try {
  db = await PGlite.create(options.dataDir, {
    startParams: options.startParams,
    ...(options.loadDataDir ? { loadDataDir: new Blob([options.loadDataDir]) } : {}),
  });
} catch (err) {
  port.postMessage({ fatal: errorData(err) });
  port.close();
  throw err;
}

/** Open transactions by id: their PGlite transaction and how to end them. */
const transactions = new Map();
/** LISTEN handles by channel (the API thread counts its own listeners per channel). */
const listening = new Map();
let nextTransaction = 1;
const ROLLBACK = Symbol('rollback');

/** The connection a statement runs on: its transaction's, or the database's (which waits for any transaction). */
function runner(tx) {
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error(`Transaction ${tx} is not open.`);
  return open.tx;
}

/**
 * BEGIN: the transaction holds the database until its END (PGlite runs every other statement after
 * it). Answers the transaction's id once it has begun; END commits or rolls back and answers then.
 */
function begin(id) {
  const txId = nextTransaction++;
  let began = false;
  let end;
  const ended = new Promise((resolve) => (end = resolve));
  const outcome = db.transaction(async (tx) => {
    began = true;
    // The callback runs after PGlite's first await, so `outcome` is set by then.
    transactions.set(txId, { tx, end, outcome });
    reply(id, txId);
    if ((await ended) === false) throw ROLLBACK;
  });
  outcome.then(
    () => transactions.delete(txId),
    (err) => {
      transactions.delete(txId);
      if (!began) fail(id, err);
    },
  );
}

port.on('message', async (message) => {
  const { id, op } = message;
  try {
    switch (op) {
      case 'query': {
        const result = await runner(message.tx).query(message.text, message.params, {
          ...(message.rowMode ? { rowMode: message.rowMode } : {}),
          ...(message.textTypes ? { parsers: keepText(message.textTypes) } : {}),
        });
        reply(id, { rows: result.rows, affectedRows: result.affectedRows, fields: result.fields });
        break;
      }
      case 'exec': {
        const results = await runner(message.tx).exec(message.text);
        reply(
          id,
          results.map((r) => ({ rows: r.rows, affectedRows: r.affectedRows, fields: r.fields })),
        );
        break;
      }
      case 'begin':
        begin(id);
        break;
      case 'end': {
        const open = transactions.get(message.tx);
        if (!open) throw new Error(`Transaction ${message.tx} is not open.`);
        open.end(message.commit);
        try {
          await open.outcome;
          reply(id, null);
        } catch (err) {
          if (err === ROLLBACK) reply(id, null);
          else throw err;
        }
        break;
      }
      case 'listen': {
        if (!listening.has(message.channel))
          listening.set(
            message.channel,
            await db.listen(message.channel, (payload) => port.postMessage({ notice: message.channel, payload })),
          );
        reply(id, null);
        break;
      }
      case 'unlisten': {
        const stop = listening.get(message.channel);
        listening.delete(message.channel);
        if (stop && !db.closed) await stop();
        reply(id, null);
        break;
      }
      case 'close': {
        if (!db.closed) await db.close();
        reply(id, null);
        port.close();
        break;
      }
      default:
        throw new Error(`Unknown operation ${op}.`);
    }
  } catch (err) {
    fail(id, err);
  }
});

port.postMessage({ ready: true });
