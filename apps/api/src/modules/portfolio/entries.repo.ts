import { CARD_SECTIONS, type CardType, type SectionKey } from '@lbd/shared';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { educations, orgs, portfolios } from '../../db/schema';
import type { Runner } from './names.repo';
import {
  TABLES,
  type CardRecord,
  type CommonRow,
  type SaveContext,
  type TableName,
  type TableSpec,
} from './portfolio.tables';

/** An entry as read from its table, before its names are resolved. */
export interface StoredEntry {
  table: TableName;
  card: CardType;
  section: SectionKey;
  row: CommonRow;
  /** The card's record fields, named as in the save body. */
  fields: Record<string, unknown>;
  duration: number | null;
}

/** What the server adds to a record when saving it. */
export interface SavedExtras {
  skill_ids: number[];
  job_role_ids: number[];
  life_skill_ids: number[];
  points: number;
  /** Clears the entry's verification (an edit changed its substance). */
  clearVerification?: boolean;
}

/** True when a database error is a unique-constraint violation (both drivers; drizzle may wrap it). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** Wraps a row of one table as a stored entry. */
export function toStored(spec: TableSpec, row: CommonRow): StoredEntry {
  const card = spec.cardOf(row);
  return {
    table: spec.name,
    card,
    section: CARD_SECTIONS[card],
    row,
    fields: spec.fields(row),
    duration: spec.duration(row),
  };
}

/** Drizzle queries over any portfolio table, through its spec. */
export function createEntriesRepo(db: Db) {
  const own = (spec: TableSpec, profileId: number, id: number) =>
    and(eq(spec.columns.id, id), eq(spec.columns.profile_id, profileId));

  // A portfolio read sends one of these per table: prepared once (named per table), they are neither
  // rebuilt by drizzle nor parsed and planned again by PostgreSQL on every request.
  const listStatements = new Map<TableName, ReturnType<typeof prepareList>>();
  const prepareList = (spec: TableSpec) =>
    db
      .select()
      .from(spec.table)
      .where(eq(spec.columns.profile_id, sql.placeholder('profileId')))
      .orderBy(...spec.order)
      .prepare(`portfolio_list_${spec.name}`);
  const listStatement = (spec: TableSpec) => {
    let statement = listStatements.get(spec.name);
    if (!statement) listStatements.set(spec.name, (statement = prepareList(spec)));
    return statement;
  };

  return {
    async portfolioExists(profileId: number) {
      const [row] = await db.select({ id: portfolios.id }).from(portfolios).where(eq(portfolios.profile_id, profileId));
      return Boolean(row);
    },

    /** One of the profile's entries in this table, or null. */
    async find(spec: TableSpec, profileId: number, id: number, tx: Runner = db) {
      const [row] = await tx
        .select()
        .from(spec.table)
        .where(own(spec, profileId, id));
      return row ? toStored(spec, row as unknown as CommonRow) : null;
    },

    /** Every entry of the profile in this table, in the section's order (one query). */
    async list(spec: TableSpec, profileId: number, extra?: SQL) {
      const rows = extra
        ? await db
            .select()
            .from(spec.table)
            .where(and(eq(spec.columns.profile_id, profileId), extra))
            .orderBy(...spec.order)
        : await listStatement(spec).execute({ profileId });
      return rows.map((row) => toStored(spec, row as unknown as CommonRow));
    },

    /** True when another entry of the profile is the same item. */
    async isDuplicate(
      spec: TableSpec,
      profileId: number,
      record: CardRecord,
      context: SaveContext,
      exceptId?: number,
      tx: Runner = db,
    ) {
      const [row] = await tx
        .select({ id: spec.columns.id })
        .from(spec.table)
        .where(
          and(
            eq(spec.columns.profile_id, profileId),
            spec.duplicate(record, context),
            exceptId ? ne(spec.columns.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    async insert(
      spec: TableSpec,
      profileId: number,
      record: CardRecord,
      context: SaveContext,
      extras: SavedExtras,
      tx: Runner,
    ) {
      const { clearVerification: _, ...saved } = extras;
      const [row] = await tx
        .insert(spec.table)
        .values({ ...spec.values(record, context), ...saved, profile_id: profileId } as never)
        .returning();
      return toStored(spec, row as unknown as CommonRow);
    },

    async update(
      spec: TableSpec,
      profileId: number,
      id: number,
      record: CardRecord,
      context: SaveContext,
      extras: SavedExtras,
      tx: Runner,
    ) {
      const { clearVerification, ...saved } = extras;
      const [row] = await tx
        .update(spec.table)
        .set({
          ...spec.values(record, context),
          ...saved,
          ...(clearVerification ? { verified_by_name: null, verified_by_org: null, verified_at: null } : {}),
          updated_at: sql`now()`,
        } as never)
        .where(own(spec, profileId, id))
        .returning();
      return row ? toStored(spec, row as unknown as CommonRow) : null;
    },

    async remove(spec: TableSpec, profileId: number, id: number, tx: Runner) {
      const rows = await tx
        .delete(spec.table)
        .where(own(spec, profileId, id))
        .returning({ id: spec.columns.id });
      return rows.length > 0;
    },

    /** Marks an entry verified by this person (a verifier confirmed it). */
    async setVerified(
      spec: TableSpec,
      profileId: number,
      id: number,
      by: { name: string; organisation: string; at: Date },
      tx: Runner,
    ) {
      await tx
        .update(spec.table)
        .set({ verified_by_name: by.name, verified_by_org: by.organisation, verified_at: by.at } as never)
        .where(own(spec, profileId, id));
    },

    /** The catalogue institute with this id, or else with this name (case-insensitive); null when none. */
    async institutionId(id: number | null | undefined, name: string) {
      const which = id ? eq(orgs.id, id) : sql`lower(${orgs.full_name}) = ${name.toLowerCase()}`;
      const [row] = await db
        .select({ id: orgs.id })
        .from(orgs)
        .where(and(which, eq(orgs.org_type, 'INSTITUTION')))
        .limit(1);
      return row?.id ?? null;
    },

    /** The profile's degree with this id: what its subjects are checked against. */
    async ownEducation(profileId: number, id: number) {
      const [row] = await db
        .select({
          id: educations.id,
          institute: educations.institute,
          degree: educations.degree,
          format: educations.format,
          tenure_start: educations.tenure_start,
          tenure_finish: educations.tenure_finish,
        })
        .from(educations)
        .where(and(eq(educations.id, id), eq(educations.profile_id, profileId)));
      return row ?? null;
    },
  };
}

export type EntriesRepo = ReturnType<typeof createEntriesRepo>;

/** The spec of a table by name. */
export const specOf = (name: TableName): TableSpec => TABLES[name];
