import { entryPoints, type SectionKey } from '@lbd/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rowsOf } from '../../db/client';
import type { Tx } from '../../db/sql';
import { educations, entryVerifications, subjects } from '../../db/schema';
import type { PortfolioRecordVerdict, PortfolioRecordWritten } from '../../lib/portfolio-records';
import { specOf } from './entries.repo';
import type { CardRecord, SaveContext } from './portfolio.tables';

/*
 * Writing the portfolio tool's judged rows and taking them back. A row writes as the portfolio's own
 * saves do (the table's columns from the record, the card's points, a change of substance clearing the
 * verification and withdrawing waiting verification requests) and records what undo needs: the ids it
 * created, and the whole row as it was before each update with the requests it withdrew.
 */

/** What a judged row asks to write (built by `judge`, read here). */
export interface RecordChange {
  profileId: number;
  /** The degree's key within the chunk: rows of a degree created by an earlier row of it write onto that one. */
  degreeKey: string;
  degree: { action: 'create' | 'update' | null; id: number | null; record: CardRecord; substance: boolean };
  subject: {
    action: 'create' | 'update' | null;
    id: number | null;
    record: CardRecord;
    skill_ids: number[];
    job_role_ids: number[];
    substance: boolean;
  } | null;
}

/** A record as it was before an update: its columns as JSON, and the verification requests the update withdrew. */
interface Saved {
  id: number;
  values: Record<string, unknown>;
  cancelled: number[];
}
interface Before {
  degree?: Saved;
  subject?: Saved;
}
/** What a row wrote, and when (`at`: the record's updated_at then; undo leaves a record changed since). */
interface After {
  degree?: { id: number; created: boolean; at?: string };
  subject?: { id: number; created: boolean; at?: string };
}

type Kind = 'degree' | 'subject';
const TABLE = { degree: educations, subject: subjects } as const;
const NAME = { degree: 'educations', subject: 'subjects' } as const;
const SPEC = { degree: specOf('educations'), subject: specOf('subjects') } as const;
const SECTION: Record<Kind, SectionKey> = { degree: 'education', subject: 'semester' };
const CARD = { degree: 'education', subject: 'semester' } as const;
/** Columns an update never changes (and undo so never restores). */
const FIXED = new Set(['id', 'uuid', 'profile_id', 'inserted_at']);
const UNVERIFIED = { verified_by_name: null, verified_by_org: null, verified_at: null };

const idOf = (kind: Kind) => TABLE[kind].id;
const points = (kind: Kind) => entryPoints({ card: CARD[kind], status: 'complete' }).points;

async function insert(
  tx: Tx,
  kind: Kind,
  profileId: number,
  record: CardRecord,
  context: SaveContext,
  names: { skill_ids: number[]; job_role_ids: number[] },
  now: Date,
): Promise<number> {
  const [row] = await tx
    .insert(TABLE[kind] as PgTable)
    .values({
      ...SPEC[kind].values(record, context),
      ...names,
      life_skill_ids: [],
      points: points(kind),
      profile_id: profileId,
      inserted_at: now,
      updated_at: now,
    } as never)
    .returning({ id: idOf(kind) });
  return (row as { id: number }).id;
}

/** Updates a record, answering it as it was (and the waiting verification requests the change withdrew). */
async function update(
  tx: Tx,
  kind: Kind,
  id: number,
  record: CardRecord,
  context: SaveContext,
  names: { skill_ids: number[]; job_role_ids: number[] },
  substance: boolean,
  now: Date,
): Promise<Saved> {
  // The row as JSON keeps every value exactly (timestamps to the microsecond, numerics as written).
  const [row] = rowsOf<{ v: Record<string, unknown> }>(
    await tx.execute(sql`select to_jsonb(t) as v from ${sql.identifier(NAME[kind])} t where id = ${id} for update`),
  );
  const values = Object.fromEntries(Object.entries(row?.v ?? {}).filter(([k]) => !FIXED.has(k)));
  const cancelled = substance
    ? (
        await tx
          .select({ id: entryVerifications.id })
          .from(entryVerifications)
          .where(
            and(
              eq(entryVerifications.section, SECTION[kind]),
              eq(entryVerifications.entry_id, id),
              eq(entryVerifications.status, 'pending'),
            ),
          )
      ).map((r) => r.id)
    : [];
  await tx
    .update(TABLE[kind] as PgTable)
    .set({
      ...SPEC[kind].values(record, context),
      ...names,
      points: points(kind),
      ...(substance ? UNVERIFIED : {}),
      updated_at: now,
    } as never)
    .where(eq(idOf(kind), id));
  if (cancelled.length > 0)
    await tx.update(entryVerifications).set({ status: 'cancelled' }).where(inArray(entryVerifications.id, cancelled));
  return { id, values, cancelled };
}

/** Puts a record back as it was (its timestamps too) and its withdrawn requests back to waiting. */
/** The record as the import left it: unchanged since it wrote (an older import's rows carry no time). */
const untouched = (table: ReturnType<typeof sql.identifier>, at: string | undefined) =>
  at === undefined ? sql`true` : sql`${table}.updated_at = ${at}::timestamptz`;

async function restore(tx: Tx, kind: Kind, saved: Saved, at: string | undefined): Promise<boolean> {
  const table = sql.identifier(NAME[kind]);
  const sets = Object.keys(saved.values).map((c) => sql`${sql.identifier(c)} = r.${sql.identifier(c)}`);
  const done = rowsOf(
    await tx.execute(sql`update ${table} set ${sql.join(sets, sql`, `)}
    from jsonb_populate_record(null::${table}, ${JSON.stringify(saved.values)}::jsonb) r
    where ${table}.id = ${saved.id} and ${untouched(table, at)} returning ${table}.id`),
  );
  if (done.length === 0) return false;
  if (saved.cancelled.length > 0)
    await tx
      .update(entryVerifications)
      .set({ status: 'pending' })
      .where(inArray(entryVerifications.id, saved.cancelled));
  return true;
}

/** Removes a record the import created (unless changed since), with any verification requests sent for it. */
async function remove(tx: Tx, kind: Kind, id: number, at: string | undefined): Promise<boolean> {
  const table = sql.identifier(NAME[kind]);
  const done = rowsOf(
    await tx.execute(sql`delete from ${table} where id = ${id} and ${untouched(table, at)} returning id`),
  );
  if (done.length === 0) return false;
  await tx
    .delete(entryVerifications)
    .where(and(eq(entryVerifications.section, SECTION[kind]), eq(entryVerifications.entry_id, id)));
  return true;
}

/** Writes the rows that create or update, in file order; a degree created by an earlier row takes the later ones. */
export async function writeRecords(
  tx: Tx,
  verdicts: readonly PortfolioRecordVerdict[],
  now: Date,
): Promise<PortfolioRecordWritten[]> {
  const out: PortfolioRecordWritten[] = [];
  const at = now.toISOString();
  const created = new Map<string, number>();
  const none = { skill_ids: [], job_role_ids: [] };
  for (const v of verdicts) {
    const c = v.change as RecordChange | null;
    if (!c) continue;
    const before: Before = {};
    const after: After = {};
    let degreeId = c.degree.id ?? created.get(c.degreeKey) ?? null;
    if (c.degree.action === 'create' && degreeId === null) {
      degreeId = await insert(tx, 'degree', c.profileId, c.degree.record, {}, none, now);
      created.set(c.degreeKey, degreeId);
      after.degree = { id: degreeId, created: true, at };
    } else if (c.degree.action === 'update' && degreeId !== null) {
      before.degree = await update(tx, 'degree', degreeId, c.degree.record, {}, none, c.degree.substance, now);
      after.degree = { id: degreeId, created: false, at };
    }
    const s = c.subject;
    // A subject's degree is saved, or created by this row or an earlier one of the chunk.
    if (s?.action && degreeId === null) throw new Error(`row ${v.row}: the subject's degree was not written`);
    if (s?.action && degreeId !== null) {
      const names = { skill_ids: s.skill_ids, job_role_ids: s.job_role_ids };
      const context = { education_id: degreeId };
      if (s.action === 'create') {
        const id = await insert(tx, 'subject', c.profileId, s.record, context, names, now);
        after.subject = { id, created: true, at };
      } else if (s.id !== null) {
        before.subject = await update(tx, 'subject', s.id, s.record, context, names, s.substance, now);
        after.subject = { id: s.id, created: false, at };
      }
    }
    if (!after.degree && !after.subject) continue;
    out.push({
      row: v.row,
      targetId: after.subject?.id ?? degreeId!,
      before: before.degree || before.subject ? { ...before } : null,
      after: { ...after },
    });
  }
  return out;
}

/**
 * Takes written rows back, newest first: created subjects go, updated records get their values back, and a
 * created degree goes unless it has subjects the import did not add. A record its student changed after the
 * import is left as they made it. Rows with something left are counted (kept).
 */
export async function undoRecords(tx: Tx, written: readonly PortfolioRecordWritten[]): Promise<number> {
  let kept = 0;
  for (const w of written) {
    const after = w.after as After;
    const before = (w.before ?? {}) as Before;
    let whole = true;
    if (after.subject?.created) whole = await remove(tx, 'subject', after.subject.id, after.subject.at);
    else if (before.subject) whole = await restore(tx, 'subject', before.subject, after.subject?.at);
    if (after.degree?.created) {
      const [left] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(subjects)
        .where(eq(subjects.education_id, after.degree.id));
      if (Number(left?.n ?? 0) > 0) whole = false;
      else whole = (await remove(tx, 'degree', after.degree.id, after.degree.at)) && whole;
    } else if (before.degree) whole = (await restore(tx, 'degree', before.degree, after.degree?.at)) && whole;
    if (!whole) kept += 1;
  }
  return kept;
}
