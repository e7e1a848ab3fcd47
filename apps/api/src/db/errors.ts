/**
 * SQLSTATEs and socket errors that mean "the database cannot be reached right now" rather than "this
 * statement is wrong": the server is shutting down or restarting, refuses connections, has none left,
 * or the connection broke.
 */
const UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown: the connection was terminated
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
  '08006', // connection_failure
  '53300', // too_many_connections
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/** node-postgres's own words for a broken or unobtainable connection (these carry no code). */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|is not currently accepting connections|Cannot use a pool after calling end/;

/**
 * True when `err`, or an error it wraps (Drizzle wraps the driver's error as `cause`), says the
 * database is unreachable: the request may succeed if tried again shortly, so it answers 503.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}

/** The innermost error's code and message, for a log line that names the cause without the query and its parameters. */
export function rootCause(err: unknown): { code?: string; message: string } {
  let e = err as { cause?: unknown; code?: unknown; message?: unknown };
  for (let depth = 0; e.cause && typeof e.cause === 'object' && depth < 5; depth++) e = e.cause as typeof e;
  return { ...(typeof e.code === 'string' ? { code: e.code } : {}), message: String(e.message ?? e) };
}

/** True when a database error is a unique-constraint violation (both drivers; drizzle may wrap it). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}
