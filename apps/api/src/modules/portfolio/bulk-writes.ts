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
interface After {
  degree?: { id: number; created: boolean };
  subject?: { id: number; created: boolean };
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
): Promise<number> {
  const [row] = await tx
    .insert(TABLE[kind] as PgTable)
    .values({
      ...SPEC[kind].values(record, context),
      ...names,
      life_skill_ids: [],
      points: points(kind),
      profile_id: profileId,
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
async function restore(tx: Tx, kind: Kind, saved: Saved) {
  const table = sql.identifier(NAME[kind]);
  const sets = Object.keys(saved.values).map((c) => sql`${sql.identifier(c)} = r.${sql.identifier(c)}`);
  await tx.execute(sql`update ${table} set ${sql.join(sets, sql`, `)}
    from jsonb_populate_record(null::${table}, ${JSON.stringify(saved.values)}::jsonb) r where ${table}.id = ${saved.id}`);
  if (saved.cancelled.length > 0)
    await tx
      .update(entryVerifications)
      .set({ status: 'pending' })
      .where(inArray(entryVerifications.id, saved.cancelled));
}

/** Removes a record the import created, with any verification requests sent for it since. */
async function remove(tx: Tx, kind: Kind, id: number) {
  await tx
    .delete(entryVerifications)
    .where(and(eq(entryVerifications.section, SECTION[kind]), eq(entryVerifications.entry_id, id)));
  await tx.delete(TABLE[kind] as PgTable).where(eq(idOf(kind), id));
}

/** Writes the rows that create or update, in file order; a degree created by an earlier row takes the later ones. */
export async function writeRecords(
  tx: Tx,
  verdicts: readonly PortfolioRecordVerdict[],
  now: Date,
): Promise<PortfolioRecordWritten[]> {
  const out: PortfolioRecordWritten[] = [];
  const created = new Map<string, number>();
  const none = { skill_ids: [], job_role_ids: [] };
  for (const v of verdicts) {
    const c = v.change as RecordChange | null;
    if (!c) continue;
    const before: Before = {};
    const after: After = {};
    let degreeId = c.degree.id ?? created.get(c.degreeKey) ?? null;
    if (c.degree.action === 'create' && degreeId === null) {
      degreeId = await insert(tx, 'degree', c.profileId, c.degree.record, {}, none);
      created.set(c.degreeKey, degreeId);
      after.degree = { id: degreeId, created: true };
    } else if (c.degree.action === 'update' && degreeId !== null) {
      before.degree = await update(tx, 'degree', degreeId, c.degree.record, {}, none, c.degree.substance, now);
      after.degree = { id: degreeId, created: false };
    }
    const s = c.subject;
    // A subject's degree is saved, or created by this row or an earlier one of the chunk.
    if (s?.action && degreeId === null) throw new Error(`row ${v.row}: the subject's degree was not written`);
    if (s?.action && degreeId !== null) {
      const names = { skill_ids: s.skill_ids, job_role_ids: s.job_role_ids };
      const context = { education_id: degreeId };
      if (s.action === 'create') {
        after.subject = { id: await insert(tx, 'subject', c.profileId, s.record, context, names), created: true };
      } else if (s.id !== null) {
        before.subject = await update(tx, 'subject', s.id, s.record, context, names, s.substance, now);
        after.subject = { id: s.id, created: false };
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
 * created degree goes unless it has subjects the import did not add (kept, counted).
 */
export async function undoRecords(tx: Tx, written: readonly PortfolioRecordWritten[]): Promise<number> {
  let kept = 0;
  for (const w of written) {
    const after = w.after as After;
    const before = (w.before ?? {}) as Before;
    if (after.subject?.created) await remove(tx, 'subject', after.subject.id);
    else if (before.subject) await restore(tx, 'subject', before.subject);
    if (after.degree?.created) {
      const [left] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(subjects)
        .where(eq(subjects.education_id, after.degree.id));
      if (Number(left?.n ?? 0) > 0) kept += 1;
      else await remove(tx, 'degree', after.degree.id);
    } else if (before.degree) await restore(tx, 'degree', before.degree);
  }
  return kept;
}
