import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/sql';
import { NotFoundError } from '../errors';

/*
 * Ordered lists of learning content (SPEC §3.6, §4.7: a bank's or a quiz's questions by sequence):
 * one place to add at a sequence, trade two places, and close up the numbers 1..n.
 */

/** The list: its table, id and sequence columns, and which rows belong to it. */
export interface SequencedList {
  table: PgTable;
  id: PgColumn;
  sequence: PgColumn;
  /** The rows of this one list (a bank's live questions, a quiz's slots). */
  scope: SQL;
}

/** The sequence a new row takes (1-based; past the end: the end), after moving those at and after it down. */
export async function makeRoomAt(tx: Tx, list: SequencedList, wanted: number | undefined): Promise<number> {
  const [last] = await tx
    .select({ n: sql<number>`coalesce(max(${list.sequence}), 0)::int` })
    .from(list.table)
    .where(list.scope);
  const end = (last?.n ?? 0) + 1;
  const at = Math.min(wanted ?? end, end);
  if (at < end)
    await tx
      .update(list.table)
      .set({ [list.sequence.name]: sql`${list.sequence} + 1` })
      .where(and(list.scope, sql`${list.sequence} >= ${at}`));
  return at;
}

/** Two rows of the list trade sequences (the same row twice changes nothing); not found unless both are in it. */
export async function swapSequences(tx: Tx, list: SequencedList, a: number, b: number) {
  const rows = (await tx
    .select({ id: list.id, sequence: list.sequence })
    .from(list.table)
    .where(and(list.scope, inArray(list.id, [a, b])))
    .for('update')) as { id: number; sequence: number }[];
  if (rows.length !== (a === b ? 1 : 2)) throw new NotFoundError();
  if (a === b) return;
  const [x, y] = rows as [{ id: number; sequence: number }, { id: number; sequence: number }];
  await tx
    .update(list.table)
    .set({ [list.sequence.name]: y.sequence })
    .where(eq(list.id, x.id));
  await tx
    .update(list.table)
    .set({ [list.sequence.name]: x.sequence })
    .where(eq(list.id, y.id));
}

/** Numbers the list 1..n in this order of ids (rows not named keep their place after them). */
export async function placeInOrder(tx: Tx, list: SequencedList, ids: readonly number[]) {
  for (const [i, id] of ids.entries())
    await tx
      .update(list.table)
      .set({ [list.sequence.name]: i + 1 })
      .where(eq(list.id, id));
}

/** The list's ids in order. */
export async function orderOf(tx: Tx, list: SequencedList): Promise<number[]> {
  const rows = (await tx
    .select({ id: list.id })
    .from(list.table)
    .where(list.scope)
    .orderBy(asc(list.sequence), asc(list.id))) as { id: number }[];
  return rows.map((r) => r.id);
}

/** Closes up the numbers 1..n in the present order (after a removal). */
export async function closeUp(tx: Tx, list: SequencedList) {
  const ids = await orderOf(tx, list);
  const current = (await tx.select({ id: list.id, sequence: list.sequence }).from(list.table).where(list.scope)) as {
    id: number;
    sequence: number;
  }[];
  const at = new Map(current.map((r) => [r.id, r.sequence]));
  for (const [i, id] of ids.entries())
    if (at.get(id) !== i + 1)
      await tx
        .update(list.table)
        .set({ [list.sequence.name]: i + 1 })
        .where(eq(list.id, id));
}
