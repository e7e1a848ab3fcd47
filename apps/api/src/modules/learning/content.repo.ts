import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { projects, projectTasks, resourceGroupItems, resourceGroups, resources } from '../../db/schema';
import { profiles } from '../../db/schema';
import type { Tx } from '../../db/sql';
import type { ContentStatus } from '../../lib/content-lifecycle';

/*
 * The three content tables as the shared lifecycle sees them: our 'archived' is its 'closed'.
 */

type Table = typeof resources | typeof resourceGroups | typeof projects;
type Runner = Db | Tx;

export type ResourceRow = typeof resources.$inferSelect;
export type ResourceGroupRow = typeof resourceGroups.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export type ProjectTaskRow = typeof projectTasks.$inferSelect;
export type GroupItemRow = typeof resourceGroupItems.$inferSelect;

export const toLifecycle = (s: string): ContentStatus => (s === 'archived' ? 'closed' : (s as ContentStatus));
const fromLifecycle = (s: ContentStatus) => (s === 'closed' ? 'archived' : s);

/** The lifecycle's store over one content table. */
export function lifecycleStore<T extends Table, Row extends { status: string; published_at: Date | null }>(
  db: Db,
  table: T,
) {
  const t = table as typeof resources;
  return {
    async byId(id: number, tx: Runner = db) {
      const [row] = await tx.select().from(t).where(eq(t.id, id));
      return row ? { ...(row as unknown as Row), status: toLifecycle(row.status) } : null;
    },
    async update(
      id: number,
      v: { status: ContentStatus; published_at?: Date | null; closed_at: Date | null },
      tx: Runner = db,
    ) {
      await tx
        .update(t)
        .set({ ...v, status: fromLifecycle(v.status), updated_at: new Date() })
        .where(eq(t.id, id));
    },
    async deleteDraft(id: number) {
      const gone = await db
        .delete(t)
        .where(and(eq(t.id, id), eq(t.status, 'draft')))
        .returning({ id: t.id });
      return gone.length > 0;
    },
    async lock(id: number, tx: Tx) {
      await tx.execute(sql`select 1 from ${t} where ${t.id} = ${id} for update`);
    },
  };
}

/** Authors' names by profile id. */
export async function personNames(db: Runner, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: profiles.id, name: profiles.full_name })
    .from(profiles)
    .where(inArray(profiles.id, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}
