import { IMPORT_LIMITS as L, IMPORT_TEXTS as X, type ImportCounts, type ImportPlanBody } from '@lbd/shared';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, importRows, imports } from '../../db/schema';
import type { FileStorage } from '../../lib/storage';
import { readRows, type FileKind } from './file-reader';
import type { ImportsRepo } from './imports.repo';
import { readKey } from './students';
import type { AppliedRow, ImportScope, ImportToolHandler, PlannedRow, RowClash, RowInput } from './tool';
import { errorRow } from '../../lib/import-rows';

/*
 * The three background phases of an import. The dry run reads the file and judges every row (writing
 * only import_rows). The commit takes the rows that would change, chunk by chunk, each chunk judged again
 * and written in one transaction that also marks its rows committed: a worker killed mid-way resumes at
 * the first row not yet committed, and nothing is written twice. The undo takes committed rows back,
 * newest first, in chunks too.
 */

export type Phase = 'dry_run' | 'commit' | 'undo';

export interface PipelineDeps {
  db: Db;
  storage: FileStorage;
  repo: ImportsRepo;
  tools: ReadonlyMap<string, ImportToolHandler>;
  clock: () => Date;
  /** Called between chunks (tests stop a worker here). */
  onChunk?: (phase: Phase, importId: number, chunk: number) => void | Promise<void>;
}

type ImportRow = typeof imports.$inferSelect;

export function scopeOf(i: ImportRow, now: Date): ImportScope {
  const o = i.options as ImportPlanBody & { profile_id?: number | null };
  return { orgId: i.org_id, options: o, profileId: o.profile_id ?? null, now };
}

/** Whether a row clashes with an earlier one of its key: always, unless both carry values and agree where both have one. */
function differs(prior: Record<string, string> | undefined, next: Record<string, string> | undefined): boolean {
  if (!prior || !next) return true;
  return Object.entries(next).some(([k, v]) => prior[k] !== undefined && prior[k] !== v);
}

/** File row -> the tool's input: mapped, non-empty cells only. */
function mapped(values: Record<string, string>, mapping: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [header, field] of Object.entries(mapping)) {
    const v = values[header];
    if (field && v) out[field] = v;
  }
  return out;
}

export function createPipeline(deps: PipelineDeps) {
  const { db, repo, tools, clock } = deps;
  const toolOf = (i: ImportRow) => {
    const t = tools.get(i.tool);
    if (!t) throw new Error(`unknown import tool ${i.tool}`);
    return t;
  };
  const load = async (id: number) => (await repo.get(id))?.i ?? null;

  async function dryRun(id: number) {
    const imp = await load(id);
    if (!imp || imp.status !== 'validating') return;
    const tool = toolOf(imp);
    const scope = { ...scopeOf(imp, clock()), carry: new Map<string, unknown>() };
    const bytes = await deps.storage.read(imp.file_key);
    if (!bytes) {
      await repo.update(id, { status: 'failed', failure: X.unreadable });
      return;
    }
    // A retried dry run starts again from the top.
    await db.delete(importRows).where(eq(importRows.import_id, id));
    await repo.update(id, { rows_done: 0, phase_started_at: clock() });
    const counts: ImportCounts = { total: 0, create: 0, update: 0, unchanged: 0, error: 0 };
    const seen = new Map<string, { row: number; values?: Record<string, string> }>();
    let chunk: RowInput[] = [];
    let early: PlannedRow[] = [];
    let n = 0;
    const flush = async () => {
      const planned = chunk.length ? await tool.plan(db, chunk, scope) : [];
      const inputs = new Map(chunk.map((c) => [c.row, c.values]));
      const all = [...early, ...planned].sort((a, b) => a.row - b.row);
      if (all.length) {
        await db.insert(importRows).values(
          all.map((p) => ({
            import_id: id,
            row_no: p.row,
            outcome: p.outcome,
            fields: p.fields,
            error: p.error,
            target_id: p.targetId,
            input: p.outcome === 'create' || p.outcome === 'update' ? (inputs.get(p.row) ?? null) : null,
          })),
        );
      }
      for (const p of all) counts[p.outcome]++;
      counts.total += all.length;
      await repo.update(id, { rows_done: counts.total, counts: { ...counts } });
      await deps.onChunk?.('dry_run', id, n++);
      // Let other requests in between chunks: the dry run is a background job, not the page's answer.
      await new Promise((r) => setTimeout(r, 10));
      chunk = [];
      early = [];
    };
    for await (const r of readRows(bytes, imp.file_kind as FileKind)) {
      const values = mapped(r.values, imp.mapping);
      const key = readKey(scope.options.match_by, values[scope.options.match_by]);
      const clashes: RowClash[] = !('value' in key)
        ? []
        : (tool.clashes?.(values, key.value) ?? [{ key: key.value, message: X.sameAsRow }]);
      const clash = clashes.find((c) => {
        const prior = seen.get(c.key);
        return prior !== undefined && differs(prior.values, c.values);
      });
      const fail = (message: string) => early.push(errorRow(r.row, message));
      if (r.tooLong) fail(X.rowTooLong);
      else if (clash) fail(clash.message(seen.get(clash.key)!.row));
      else {
        for (const c of clashes) {
          const prior = seen.get(c.key);
          if (prior) Object.assign(prior.values ?? {}, c.values);
          else seen.set(c.key, { row: r.row, values: c.values && { ...c.values } });
        }
        chunk.push({ row: r.row, values });
      }
      if (chunk.length + early.length >= L.chunk) await flush();
    }
    await flush();
    await repo.update(id, { status: 'validated', counts, total_rows: counts.total, phase_started_at: null });
  }

  async function commit(id: number) {
    const imp = await load(id);
    if (!imp || imp.status !== 'committing') return;
    const tool = toolOf(imp);
    const scope = { ...scopeOf(imp, clock()), carry: new Map<string, unknown>() };
    let n = 0;
    for (;;) {
      const rows = await db
        .select({ row: importRows.row_no, input: importRows.input })
        .from(importRows)
        .where(
          and(
            eq(importRows.import_id, id),
            inArray(importRows.outcome, ['create', 'update']),
            eq(importRows.committed, false),
          ),
        )
        .orderBy(asc(importRows.row_no))
        .limit(L.chunk);
      if (rows.length === 0) break;
      const inputs = rows.map((r) => ({ row: r.row, values: r.input ?? {} }));
      const applied = await db.transaction(async (tx) => {
        // Judged again: the database may have moved since the dry run.
        const planned = await tool.plan(tx, inputs, { ...scope, now: clock() });
        const writes = planned.filter((p) => p.outcome === 'create' || p.outcome === 'update');
        const done = await tool.apply(tx, writes, { ...scope, now: clock() });
        const byRow = new Map(done.map((d) => [d.row, d]));
        for (const p of planned) {
          const d = byRow.get(p.row);
          await tx
            .update(importRows)
            .set({
              committed: true,
              outcome: p.outcome,
              fields: p.fields,
              error: p.error,
              target_id: d?.targetId ?? p.targetId,
              before: d ? d.before : null,
              after: d ? d.after : null,
            })
            .where(and(eq(importRows.import_id, id), eq(importRows.row_no, p.row)));
        }
        await tx
          .update(imports)
          .set({
            committed_rows: sql`${imports.committed_rows} + ${done.length}`,
            rows_done: sql`${imports.rows_done} + ${rows.length}`,
            updated_at: clock(),
          })
          .where(eq(imports.id, id));
        return done;
      });
      await tool.afterCommit?.(applied);
      await deps.onChunk?.('commit', id, n++);
    }
    const counts = await recount(id);
    await db.transaction(async (tx) => {
      await tx
        .update(imports)
        .set({ status: 'committed', committed_at: clock(), counts, phase_started_at: null, updated_at: clock() })
        .where(eq(imports.id, id));
      await tx.insert(auditLog).values({
        actor_user_id: imp.created_by_user_id,
        action: 'import.commit',
        target_type: 'import',
        target_id: String(id),
        before: null,
        after: { tool: imp.tool, file: imp.file_name, counts },
      });
    });
  }

  async function undo(id: number, actorUserId: string | null) {
    const imp = await load(id);
    if (!imp || imp.status !== 'undoing') return;
    const tool = toolOf(imp);
    const scope = scopeOf(imp, clock());
    let kept = 0;
    let n = 0;
    for (;;) {
      const rows = await db
        .select({
          row: importRows.row_no,
          target: importRows.target_id,
          before: importRows.before,
          after: importRows.after,
        })
        .from(importRows)
        .where(
          and(
            eq(importRows.import_id, id),
            eq(importRows.committed, true),
            eq(importRows.undone, false),
            sql`${importRows.after} is not null`,
          ),
        )
        .orderBy(desc(importRows.row_no))
        .limit(L.chunk);
      if (rows.length === 0) break;
      const applied: AppliedRow[] = rows.map((r) => ({
        row: r.row,
        targetId: r.target ?? 0,
        before: (r.before as Record<string, unknown> | null) ?? null,
        after: (r.after as Record<string, unknown>) ?? {},
      }));
      kept += await db.transaction(async (tx) => {
        const k = await tool.undo(tx, applied, scope);
        await tx
          .update(importRows)
          .set({ undone: true })
          .where(
            and(
              eq(importRows.import_id, id),
              inArray(
                importRows.row_no,
                rows.map((r) => r.row),
              ),
            ),
          );
        await tx
          .update(imports)
          .set({ rows_done: sql`${imports.rows_done} + ${rows.length}`, updated_at: clock() })
          .where(eq(imports.id, id));
        return k;
      });
      await deps.onChunk?.('undo', id, n++);
    }
    await db.transaction(async (tx) => {
      await tx
        .update(imports)
        .set({ status: 'undone', undone_at: clock(), undo_kept: kept, phase_started_at: null, updated_at: clock() })
        .where(eq(imports.id, id));
      await tx.insert(auditLog).values({
        actor_user_id: actorUserId,
        action: 'import.undo',
        target_type: 'import',
        target_id: String(id),
        before: { status: 'committed', committed_rows: imp.committed_rows },
        after: { status: 'undone', kept },
      });
    });
  }

  /** The outcomes as they stand (after a commit judged rows again). */
  async function recount(id: number): Promise<ImportCounts> {
    const rows = await db
      .select({ outcome: importRows.outcome, n: sql<number>`count(*)::int` })
      .from(importRows)
      .where(eq(importRows.import_id, id))
      .groupBy(importRows.outcome);
    const counts: ImportCounts = { total: 0, create: 0, update: 0, unchanged: 0, error: 0 };
    for (const r of rows) {
      counts[r.outcome] = r.n;
      counts.total += r.n;
    }
    return counts;
  }

  /** A phase failed for good: the import says so; a commit that stopped part-way keeps what it committed. */
  async function fail(id: number) {
    const imp = await load(id);
    if (!imp) return;
    const partly = imp.status === 'committing' && imp.committed_rows > 0;
    await repo.update(id, {
      status: partly ? 'committed' : 'failed',
      committed_at: partly ? clock() : imp.committed_at,
      failure: X.stopped,
      phase_started_at: null,
    });
  }

  return { dryRun, commit, undo, fail };
}
export type Pipeline = ReturnType<typeof createPipeline>;
