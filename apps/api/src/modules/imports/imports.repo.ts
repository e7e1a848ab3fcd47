import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { importMappings, importRows, imports, orgs, users } from '../../db/schema';
import { textArray, type Tx } from '../../db/sql';

/** The imports' tables. */
export function createImportsRepo(db: Db) {
  return {
    async insert(values: typeof imports.$inferInsert) {
      const [row] = await db.insert(imports).values(values).returning({ id: imports.id });
      return row!.id;
    },

    /** An import with who ran it and its institute's name. */
    async get(id: number) {
      const [row] = await db
        .select({ i: imports, by: users.name, institute: orgs.full_name })
        .from(imports)
        .leftJoin(users, eq(users.id, imports.created_by_user_id))
        .leftJoin(orgs, eq(orgs.id, imports.org_id))
        .where(eq(imports.id, id));
      return row ?? null;
    },

    async list(orgId: number | null, tool: string | undefined, limit: number, offset: number) {
      const where = and(
        orgId === null ? undefined : eq(imports.org_id, orgId),
        tool ? eq(imports.tool, tool) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ i: imports, by: users.name, institute: orgs.full_name })
          .from(imports)
          .leftJoin(users, eq(users.id, imports.created_by_user_id))
          .leftJoin(orgs, eq(orgs.id, imports.org_id))
          .where(where)
          .orderBy(desc(imports.inserted_at), desc(imports.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(imports).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    update(id: number, values: Partial<typeof imports.$inferInsert>, q: Db | Tx = db) {
      return q.update(imports).set(values).where(eq(imports.id, id));
    },

    /** Move an import from one status to another; false when it was not in `from` (someone else moved it). */
    async transition(id: number, from: readonly string[], values: Partial<typeof imports.$inferInsert>) {
      const rows = rowsOf<{ id: number }>(
        await db.execute(sql`update imports set status = ${values.status}, updated_at = now()
          where id = ${id} and status = any(${textArray(from)}) returning id`),
      );
      if (rows.length === 0) return false;
      const { status: _s, ...rest } = values;
      if (Object.keys(rest).length > 0) await db.update(imports).set(rest).where(eq(imports.id, id));
      return true;
    },

    async rows(id: number, outcome: string | undefined, limit: number, offset: number) {
      const where = and(eq(importRows.import_id, id), outcome ? eq(importRows.outcome, outcome as 'error') : undefined);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            row: importRows.row_no,
            outcome: importRows.outcome,
            fields: importRows.fields,
            error: importRows.error,
            committed: importRows.committed,
          })
          .from(importRows)
          .where(where)
          .orderBy(asc(importRows.row_no))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(importRows).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Row number -> error, for the error file. */
    async errors(id: number) {
      const rows = await db
        .select({ row: importRows.row_no, error: importRows.error })
        .from(importRows)
        .where(and(eq(importRows.import_id, id), eq(importRows.outcome, 'error')));
      return new Map(rows.map((r) => [r.row, r.error ?? '']));
    },

    /** Imports in a running phase not touched since `before` (their job was lost). */
    stale: (before: Date) =>
      db
        .select({ id: imports.id, status: imports.status })
        .from(imports)
        .where(and(inArray(imports.status, ['validating', 'committing', 'undoing']), lt(imports.updated_at, before))),

    savedMapping: async (orgId: number, tool: string) => {
      const [row] = await db
        .select({ mapping: importMappings.mapping })
        .from(importMappings)
        .where(and(eq(importMappings.scope_org_id, orgId), eq(importMappings.tool, tool)));
      return row?.mapping ?? null;
    },

    saveMapping: (orgId: number, tool: string, mapping: Record<string, string>) =>
      db
        .insert(importMappings)
        .values({ scope_org_id: orgId, tool, mapping })
        .onConflictDoUpdate({
          target: [importMappings.scope_org_id, importMappings.tool],
          set: { mapping, updated_at: new Date() },
        }),
  };
}
export type ImportsRepo = ReturnType<typeof createImportsRepo>;
