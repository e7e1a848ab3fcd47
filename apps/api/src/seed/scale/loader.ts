import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PgliteLike } from '../../db/pglite-thread';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** One column value as the generator produces it. Integer arrays become PostgreSQL arrays. */
export type Cell = string | number | boolean | null | Date | readonly number[];
export type Row = readonly Cell[];

/**
 * Where the scale generator writes: PostgreSQL through COPY FROM STDIN, or PGlite (and, with
 * `--inserts`, PostgreSQL) through multi-row INSERTs of about a thousand rows. Everything runs on one
 * connection inside one transaction, so a failed run leaves nothing behind.
 */
export interface Loader {
  readonly method: 'copy' | 'insert';
  /** Append rows to a table; answers how many were written. */
  write(table: string, columns: readonly string[], rows: Iterable<Row>): Promise<number>;
  query<T extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  exec(text: string): Promise<void>;
}

/** COPY text format: backslash escapes, \N for null, {a,b} for arrays, t/f for booleans. */
const SPECIAL = /[\\\t\n\r]/;

export function copyField(v: Cell): string {
  if (v === null) return '\\N';
  if (typeof v === 'string') {
    if (!SPECIAL.test(v)) return v;
    return v.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
  }
  if (typeof v === 'number') return String(v);
  if (typeof v === 'boolean') return v ? 't' : 'f';
  if (v instanceof Date) return v.toISOString();
  return `{${v.join(',')}}`;
}

const COPY_CHUNK_ROWS = 2000;

function* copyChunks(rows: Iterable<Row>, counter: { n: number }): Generator<string> {
  let chunk = '';
  let inChunk = 0;
  for (const row of rows) {
    let line = copyField(row[0]!);
    for (let i = 1; i < row.length; i++) line += `\t${copyField(row[i]!)}`;
    chunk += `${line}\n`;
    counter.n++;
    if (++inChunk >= COPY_CHUNK_ROWS) {
      yield chunk;
      chunk = '';
      inChunk = 0;
    }
  }
  if (inChunk > 0) yield chunk;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** PostgreSQL's bind-parameter limit is 65535; stay well below it. */
const MAX_PARAMS = 30_000;
const INSERT_ROWS = 1000;

type RawQuery = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

async function insertBatches(query: RawQuery, table: string, columns: readonly string[], rows: Iterable<Row>) {
  const perBatch = Math.max(1, Math.min(INSERT_ROWS, Math.floor(MAX_PARAMS / columns.length)));
  const head = `insert into ${ident(table)} (${columns.map(ident).join(', ')}) values `;
  let n = 0;
  let batch: Row[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const params: unknown[] = [];
    const tuples = batch.map((row) => {
      const marks = row.map((v) => {
        params.push(Array.isArray(v) ? `{${(v as number[]).join(',')}}` : v);
        return `$${params.length}`;
      });
      return `(${marks.join(', ')})`;
    });
    await query(head + tuples.join(', '), params);
    n += batch.length;
    batch = [];
  };
  for (const row of rows) {
    batch.push(row);
    if (batch.length >= perBatch) await flush();
  }
  await flush();
  return n;
}

export function postgresLoader(client: pg.PoolClient | pg.Client, method: 'copy' | 'insert' = 'copy'): Loader {
  const query: RawQuery = (text, params) => client.query(text, params as unknown[]);
  return {
    method,
    async write(table, columns, rows) {
      if (method === 'insert') return insertBatches(query, table, columns, rows);
      const counter = { n: 0 };
      const stream = client.query(copyFrom(`copy ${ident(table)} (${columns.map(ident).join(', ')}) from stdin`));
      await pipeline(Readable.from(copyChunks(rows, counter)), stream);
      return counter.n;
    },
    async query<T extends Record<string, unknown>>(text: string, params?: unknown[]) {
      return (await query(text, params)).rows as T[];
    },
    async exec(text) {
      await client.query(text);
    },
  };
}

export function pgliteLoader(client: PgliteLike): Loader {
  const query: RawQuery = (text, params) =>
    client.query<Record<string, unknown>>(text, params) as Promise<{ rows: Record<string, unknown>[] }>;
  return {
    method: 'insert',
    write: (table, columns, rows) => insertBatches(query, table, columns, rows),
    async query<T extends Record<string, unknown>>(text: string, params?: unknown[]) {
      return (await query(text, params)).rows as T[];
    },
    async exec(text) {
      await client.exec(text);
    },
  };
}

/** A loader on the connection(s) of an open application database (one pooled client on PostgreSQL). */
export async function loaderForDatabase(
  database: { kind: 'pglite' | 'postgres'; db: unknown },
  method: 'copy' | 'insert' = 'copy',
): Promise<{ loader: Loader; release: () => void }> {
  const client = (database.db as { $client: unknown }).$client;
  if (database.kind === 'postgres') {
    const connection = await (client as pg.Pool).connect();
    return { loader: postgresLoader(connection, method), release: () => connection.release() };
  }
  return { loader: pgliteLoader(client as PgliteLike), release: () => undefined };
}
