/*
 * Preloaded into the API by `npm run bench` (node --import ./bench/capture-sql.ts) when
 * BENCH_CAPTURE_SQL names a file: every statement the process sends through `pg` (text, parameters,
 * prepared-statement name, row mode) is appended to that file as one JSON line, so the benchmark can
 * replay exactly the API's SQL in the floor server and EXPLAIN it. Nothing in the product imports it.
 * Left out: the access check's session lookup (prepared as `identity_actor`), which a process answers
 * from its memory of the caller once warm (identity/actor-cache.ts), so the floor does not pay for it
 * either; and the LISTEN that keeps that memory correct, on its own connection.
 */
import fs from 'node:fs';
import pg from 'pg';

const file = process.env.BENCH_CAPTURE_SQL;
if (file) {
  const fd = fs.openSync(file, 'a');
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  // The benchmark sends SIGUSR2 once it has what it needs: the load itself runs on pg's own query.
  process.on('SIGUSR2', () => {
    pg.Client.prototype.query = original as typeof pg.Client.prototype.query;
    fs.closeSync(fd);
  });
  pg.Client.prototype.query = function capture(this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    const config: { text?: string; values?: unknown[]; name?: string; rowMode?: string } | undefined =
      typeof first === 'string'
        ? { text: first, values: Array.isArray(second) ? (second as unknown[]) : undefined }
        : { ...(first as { text?: string; values?: unknown[]; name?: string; rowMode?: string } | undefined) };
    // drizzle passes the parameters beside the config ({ name, text, rowMode }, values).
    if (config && !config.values && Array.isArray(second)) config.values = second as unknown[];
    const accessCheck = config?.name === 'identity_actor' || /^\s*(?:UN)?LISTEN /i.test(config?.text ?? '');
    if (config?.text && !accessCheck)
      fs.writeSync(
        fd,
        `${JSON.stringify({ text: config.text, values: config.values ?? [], name: config.name, rowMode: config.rowMode })}\n`,
      );
    return original.apply(this, args);
  } as typeof pg.Client.prototype.query;
}
