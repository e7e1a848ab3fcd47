import type { PortfolioState } from './portfolio.repo';

/**
 * Tables whose writes never change a portfolio's state (its row, its version, its waiting verification
 * requests) and are written often enough to matter: sessions are refreshed as people use the site.
 * Nothing cascades from them into a portfolio.
 */
const UNRELATED_TABLES = new Set(['sessions']);
/** Schemas of libraries that write only their own tables: the job queue polls and updates its jobs. */
const UNRELATED_SCHEMAS = new Set(['pgboss']);

/**
 * The target of a write: insert into / update / delete from / truncate / merge into, optionally
 * schema-qualified (`for update` and `for no key update` lock rows, and `on conflict do update` belongs to
 * an insert: neither names a target).
 */
const WRITE_TARGET =
  /\b(?:insert\s+into|(?<!\b(?:for|key|do)\s+)update|delete\s+from|truncate(?:\s+table)?|merge\s+into)\s+(?:only\s+)?(?:("[^"]+"|\w+)\.)?("[^"]+"|\w+)/gi;

const unquoted = (name: string) => name.replaceAll('"', '').toLowerCase();

/** Statements that change tables or run code of their own (whatever they write is not in their text). */
const OTHER_CHANGES = /^\s*(?:alter|drop|create|do|call|copy|import|comment|grant|revoke|vacuum|reindex|cluster)\b/i;

/**
 * Whether a statement may change some portfolio's state: any write to a table not known to be unrelated
 * (a write to a catalogue row can cascade into entries, a profile's deletion removes its portfolio), and
 * any statement that changes tables. Errs on the side of yes: a word like "update" inside a string or
 * `for update` counts too, which costs the next reads a statement each, never a stale answer.
 */
export function mayChangePortfolios(text: string): boolean {
  if (OTHER_CHANGES.test(text)) return true;
  for (const [, schema, table] of text.matchAll(WRITE_TARGET)) {
    if (schema !== undefined ? UNRELATED_SCHEMAS.has(unquoted(schema)) : UNRELATED_TABLES.has(unquoted(table!))) continue;
    return true;
  }
  return false;
}

/** How long a kept state is used at most, whatever happens (a bound, not what keeps it correct). */
export const PORTFOLIO_STATE_TTL_MS = 60_000;
/** States kept per process; the least recently stored go first. */
export const PORTFOLIO_STATES_KEPT = 20_000;

interface Kept {
  state: PortfolioState;
  /** Epoch ms after which the state no longer holds: its first waiting request expires, or the TTL ends. */
  untilMs: number;
}

/**
 * Portfolio states (the row's id, version and waiting requests) kept in memory, for a database this
 * process is the only client of: the embedded one (PGlite opens its data directory in one process, and
 * every statement to it goes through this process's `db` or `executeSql`). Then every write that can
 * move a version is a statement this process sends, and `forgetAll` runs when it is sent, before it
 * runs: a state read before it and answered after it is not kept (`mark`), and a read sent after it
 * runs after its transaction ended (PGlite runs one transaction at a time). A waiting request stops
 * being waiting at its expiry with no write: a state holds until the first of them expires. With a
 * PostgreSQL server (other API instances, the worker, psql write too) nothing is kept: every read asks
 * the version (docs/decisions/0071).
 */
export function createPortfolioStateCache({
  ttlMs = PORTFOLIO_STATE_TTL_MS,
  max = PORTFOLIO_STATES_KEPT,
}: { ttlMs?: number; max?: number } = {}) {
  const kept = new Map<string, Kept>();
  /** Bumped by every forgetting: a state read before it is not kept after it. */
  let epoch = 0;
  return {
    /** The kept state for `key` at `nowMs`, if it still holds. */
    get(key: string, nowMs: number): PortfolioState | undefined {
      const entry = kept.get(key);
      if (!entry) return undefined;
      if (nowMs >= entry.untilMs) {
        kept.delete(key);
        return undefined;
      }
      return entry.state;
    },
    /** Taken before reading a state from the database, handed to `set` after. */
    mark: () => epoch,
    /** Keep a state read since `mark` (at `nowMs`, its first waiting request expiring at `pendingUntilMs`). */
    set(mark: number, key: string, state: PortfolioState, nowMs: number, pendingUntilMs: number | null) {
      if (mark !== epoch) return;
      kept.delete(key);
      kept.set(key, { state, untilMs: Math.min(nowMs + ttlMs, pendingUntilMs ?? Infinity) });
      while (kept.size > max) kept.delete(kept.keys().next().value!);
    },
    /** A write that may change portfolios is being sent: nothing kept holds any longer. */
    forgetAll() {
      epoch += 1;
      kept.clear();
    },
    get size() {
      return kept.size;
    },
  };
}

export type PortfolioStateCache = ReturnType<typeof createPortfolioStateCache>;
