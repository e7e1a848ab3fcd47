import type {
  ArticleEntry,
  BookEntry,
  CardType,
  CertificationEntry,
  ClubEntry,
  CourseEntry,
  EducationEntry,
  EventEntry,
  InternshipEntry,
  JobEntry,
  ProjectEntry,
  SectionKey,
  SubjectEntry,
} from '@lbd/shared';
import { desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { sortableDate } from '../../db/schema';

/*
 * How a portfolio table stores its cards: which card a row is, the row's fields under the save body's
 * names, the columns a validated record fills, what makes two entries the same, the order a section
 * lists them in. The specs themselves are in activity.tables.ts and career.tables.ts; the repo and
 * the services stay generic.
 */

/** A portfolio table. */
export type TableName =
  | 'educations'
  | 'subjects'
  | 'external_courses'
  | 'readings'
  | 'social_clubs'
  | 'external_projects'
  | 'internships'
  | 'external_events';

/** The record a card's save body carries once validated. */
export type CardRecord =
  | BookEntry
  | ArticleEntry
  | ClubEntry
  | ProjectEntry
  | EventEntry
  | CourseEntry
  | CertificationEntry
  | EducationEntry
  | SubjectEntry
  | InternshipEntry
  | JobEntry;

/** What a record is saved with beyond its own fields: a subject's parent degree. */
export interface SaveContext {
  education_id?: number;
}

/** The columns every entry table shares. */
export interface CommonRow {
  id: number;
  uuid: string;
  profile_id: number;
  status: string;
  desc: string;
  skill_ids: number[];
  job_role_ids: number[];
  life_skill_ids: number[];
  points: number;
  verified_by_name: string | null;
  verified_by_org: string | null;
  verified_at: Date | null;
  inserted_at: Date;
  updated_at: Date;
}

/** One table's storage rules, with row and record types erased for the generic repo. */
export interface TableSpec {
  name: TableName;
  table: PgTable;
  columns: { id: AnyPgColumn; profile_id: AnyPgColumn };
  /** Sections whose entries live in this table. */
  sections: readonly SectionKey[];
  cardOf(row: CommonRow): CardType;
  /** The card's record fields, named as in the save body. */
  fields(row: CommonRow): Record<string, unknown>;
  /** Duration in the card's unit, for points (null when the card has none). */
  duration(row: CommonRow): number | null;
  /** Table-specific columns (plus status and desc) a validated record fills. */
  values(record: CardRecord, context: SaveContext): Record<string, unknown>;
  /** What makes another row of the same profile the same entry (SPEC §8: already added). */
  duplicate(record: CardRecord, context: SaveContext): SQL;
  order: SQL[];
}

interface TypedSpec<Row, Rec> {
  table: PgTable;
  columns: { id: AnyPgColumn; profile_id: AnyPgColumn };
  sections: readonly SectionKey[];
  cardOf(row: Row): CardType;
  fields(row: Row): Record<string, unknown>;
  duration(row: Row): number | null;
  values(record: Rec, context: SaveContext): Record<string, unknown>;
  duplicate(record: Rec, context: SaveContext): SQL;
  order: SQL[];
}

/** Erases a spec's row and record types; the zod body schemas guarantee the shapes at runtime. */
export function define<Row, Rec>(name: TableName, spec: TypedSpec<Row, Rec>): TableSpec {
  return {
    ...spec,
    name,
    cardOf: (row) => spec.cardOf(row as Row),
    fields: (row) => spec.fields(row as Row),
    duration: (row) => spec.duration(row as Row),
    values: (record, context) => spec.values(record as Rec, context),
    duplicate: (record, context) => spec.duplicate(record as Rec, context),
  };
}

/** Text equal to a value, ignoring case (duplicates). */
export const sameText = (column: AnyPgColumn, value: string) => sql`lower(${column}) = ${value.toLowerCase()}`;
/** Newest first by a date column, then by id. */
export const newestFirst = (date: AnyPgColumn, id: AnyPgColumn) => [desc(sortableDate(date)), desc(id)];
