import { CARD_SECTIONS, type CardType, type SectionKey } from '@lbd/shared';
import { and, eq, getTableColumns, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { degrees, educations, orgs, portfolios, profiles, specializations } from '../../db/schema';
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

/** The names an entry's skill, career path and life skill ids stand for, in the ids' order. */
export interface EntryNames {
  skills: string[];
  job_roles: string[];
  life_skills: string[];
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

/*
 * A whole table's entries of a profile as one JSON value, so a portfolio is read in one statement
 * instead of one per table: a column `(select json_agg(...) from <table> where profile_id = ...)`.
 * Each entry has the same keys and values drizzle's own select gives, but for two column kinds JSON
 * changes: numeric would come back as a JSON number (drizzle answers the text, '8.50'), so it is
 * sent as text; timestamps come back as ISO text, and are made Dates again by the column's own
 * mapping (truncated to the millisecond, as a plain select is).
 */

/** Drizzle-select keys of a table's timestamp columns, with their columns (to map the JSON text back). */
const timestampColumns = new Map<TableName, [string, AnyPgColumn][]>();
function timestampsOf(spec: TableSpec) {
  let found = timestampColumns.get(spec.name);
  if (!found) {
    found = Object.entries(getTableColumns(spec.table)).filter(([, c]) => c.dataType === 'date');
    timestampColumns.set(spec.name, found);
  }
  return found;
}

/** The profile's entries of one table, in the section's order, as one JSON array (a column of a larger select). */
export function entriesJson(spec: TableSpec, profileId: AnyPgColumn | SQL): SQL {
  return entriesJsonWhere(spec, sql`${spec.columns.profile_id} = ${profileId}`);
}

/** The entries of one table that meet a condition, in the section's order, as one JSON array. */
export function entriesJsonWhere(spec: TableSpec, where: SQL): SQL {
  const row = sql.join(
    Object.entries(getTableColumns(spec.table)).map(
      ([key, column]) =>
        sql`${sql.raw(`'${key.replaceAll("'", "''")}'`)}, ${column.columnType === 'PgNumeric' ? sql`${column}::text` : column}`,
    ),
    sql`, `,
  );
  return sql`(select coalesce(json_agg(json_build_object(${row}) order by ${sql.join(spec.order, sql`, `)}), '[]') from ${spec.table} where ${where})`;
}

/** The entries of an `entriesJson` column. */
export function fromEntriesJson(spec: TableSpec, value: unknown): StoredEntry[] {
  const timestamps = timestampsOf(spec);
  return (value as Record<string, unknown>[]).map((row) => {
    for (const [key, column] of timestamps) if (row[key] !== null) row[key] = column.mapFromDriverValue(row[key]);
    return toStored(spec, row as unknown as CommonRow);
  });
}

/** Drizzle queries over any portfolio table, through its spec. */
export function createEntriesRepo(db: Db) {
  const own = (spec: TableSpec, profileId: number, id: number) =>
    and(eq(spec.columns.id, id), eq(spec.columns.profile_id, profileId));

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

    /** What a student named when creating the profile: institute, degree (with its level), specialization, year. */
    async profileDegree(profileId: number, tx: Runner = db) {
      const [row] = await tx
        .select({
          profile_type: profiles.profile_type,
          org_id: orgs.id,
          org_type: orgs.org_type,
          institute: orgs.full_name,
          degree: degrees.name,
          level: degrees.level,
          specialization: specializations.name,
          graduation_year: profiles.graduation_year,
        })
        .from(profiles)
        .innerJoin(orgs, eq(orgs.id, profiles.my_org_id))
        .innerJoin(degrees, eq(degrees.id, profiles.degree_id))
        .innerJoin(specializations, eq(specializations.id, profiles.specialization_id))
        .where(eq(profiles.id, profileId));
      return row ?? null;
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
