import type { Database } from '../../src/db/client';

/** Per table: its row count and the newest transaction id that wrote one of its rows. */
export type TableState = Map<string, { rows: number; newestXmin: number }>;

export interface RowChange {
  table: string;
  before: { rows: number; newestXmin: number } | undefined;
  after: { rows: number; newestXmin: number } | undefined;
}

/**
 * Notices any inserted, updated or deleted row in any table of the database, around one request.
 *
 * Every transaction that writes gets a new transaction id, larger than all before it, and stamps the
 * rows it inserts or updates with it (`xmin`). So a table's (row count, newest xmin) pair changes
 * with any committed insert, update or delete. Reading the next transaction id is cheap and assigns
 * none: when it did not move across a request nothing was written anywhere (the fast path); when it
 * moved (a write, a rolled-back write, a row lock, or another database on the same server), the
 * table states are compared with the last known ones.
 */
export async function createRowGuard(database: Database) {
  const tables = (
    (
      await database.executeSql(
        `SELECT n.nspname AS schema, c.relname AS name
           FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema')
            AND n.nspname NOT LIKE 'pg\\_%'
          ORDER BY 1, 2`,
        [],
      )
    ).rows as { schema: string; name: string }[]
  ).map((t) => ({ label: t.schema === 'public' ? t.name : `${t.schema}.${t.name}`, sql: `"${t.schema}"."${t.name}"` }));
  if (tables.length === 0) throw new Error('row guard: no tables found');

  // xmin is a 32-bit id; a fresh test database is far from wrapping around.
  const stateSql = tables
    .map(
      (t) =>
        `SELECT '${t.label}' AS t, count(*)::int AS n, coalesce(max((xmin::text)::bigint), 0)::text AS x FROM ${t.sql}`,
    )
    .join(' UNION ALL ');

  async function nextXid(): Promise<string> {
    const { rows } = await database.executeSql('SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS x', []);
    return (rows[0] as { x: string }).x;
  }

  async function state(): Promise<TableState> {
    const { rows } = await database.executeSql(stateSql, []);
    return new Map(
      (rows as { t: string; n: number; x: string }[]).map((r) => [r.t, { rows: Number(r.n), newestXmin: Number(r.x) }]),
    );
  }

  let known = await state();

  return {
    tables: tables.map((t) => t.label),
    /** Take the current state as the known one (after setup that writes on purpose). */
    async reset() {
      known = await state();
    },
    /**
     * Run `act`; answers what it returned and the tables whose rows changed while it ran. The state
     * after it becomes the known one, whatever the caller decides about the changes.
     */
    async around<T>(act: () => Promise<T>): Promise<{ result: T; changes: RowChange[] }> {
      const before = await nextXid();
      const result = await act();
      if ((await nextXid()) === before) return { result, changes: [] };
      const now = await state();
      const changes: RowChange[] = [];
      for (const table of new Set([...known.keys(), ...now.keys()])) {
        const a = known.get(table);
        const b = now.get(table);
        if (a?.rows !== b?.rows || a?.newestXmin !== b?.newestXmin) changes.push({ table, before: a, after: b });
      }
      known = now;
      return { result, changes };
    },
    /** The cost of one full state read in ms, for the report. */
    async stateCostMs() {
      const t0 = performance.now();
      await state();
      return performance.now() - t0;
    },
  };
}

export type RowGuard = Awaited<ReturnType<typeof createRowGuard>>;
