import { is, SQL } from 'drizzle-orm';
import { getTableConfig, PgArray, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema';

/*
 * Where catalogue entries are referred to, read from the Drizzle schema itself (decision 0085): every
 * foreign key to the entry's table, and every integer array of ids named for it (`skill_ids`, ...). A
 * merge moves all of them, so a table added later with a foreign key to skills is merged without anyone
 * remembering to list it here. Array columns have no foreign key; they are found by name, and the
 * catalogue test fails on an `_ids` array this file does not place.
 */

/** One column that refers to an entry. */
export interface Reference {
  table: PgTable;
  tableName: string;
  column: PgColumn;
  /** A foreign key, or an array of ids. */
  via: 'fk' | 'array';
  /**
   * For a foreign key: the other columns of each unique key (primary key, unique constraint or unique
   * index over plain columns) that includes it. Moving the column could make two rows equal in one of
   * these; the moving row is then a duplicate of one the survivor already has, and is dropped.
   */
  uniqueWith: PgColumn[][];
  /** A unique index with an expression includes the column: a clash there is refused, not resolved. */
  expressionUnique: boolean;
}

/** Integer arrays of catalogue ids, by column name, and the table their ids point into. */
export const ARRAY_REFERENCES: Record<string, PgTable> = {
  skill_ids: schema.skills,
  job_role_ids: schema.jobRoles,
  degree_ids: schema.degrees,
  specialization_ids: schema.specializations,
  life_skill_ids: schema.lifeSkills,
};

/** Integer arrays named `_ids` that hold no catalogue ids (files, people, questions). */
export const NOT_CATALOGUE_ARRAYS = ['file_ids', 'mentor_profile_ids', 'question_ids'];

/** Every table of the schema. */
export const allTables = (): PgTable[] =>
  (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));

/** Every integer-array column of the schema: [table, column]. */
export function intArrayColumns(): { table: PgTable; column: PgColumn }[] {
  const out: { table: PgTable; column: PgColumn }[] = [];
  for (const table of allTables())
    for (const column of getTableConfig(table).columns)
      if (is(column, PgArray) && column.getSQLType().startsWith('integer')) out.push({ table, column });
  return out;
}

/** Unique keys of a table: plain columns, or null for one with an expression. */
function uniqueKeys(table: PgTable): (PgColumn[] | null)[] {
  const cfg = getTableConfig(table);
  const keys: (PgColumn[] | null)[] = [];
  for (const pk of cfg.primaryKeys) keys.push(pk.columns);
  for (const uc of cfg.uniqueConstraints) keys.push(uc.columns);
  for (const c of cfg.columns) if (c.primary || c.isUnique) keys.push([c]);
  for (const idx of cfg.indexes) {
    if (!idx.config.unique) continue;
    const cols = idx.config.columns;
    if (cols.some((c) => is(c, SQL))) {
      // An expression key: note it against the plain columns it names (if any), null for the rest.
      keys.push(null);
      continue;
    }
    const names = cols.map((c) => (c as { name: string }).name);
    keys.push(cfg.columns.filter((c) => names.includes(c.name)));
  }
  return keys;
}

/** Whether a unique index over an expression names this column. */
function inExpressionKey(table: PgTable, column: PgColumn): boolean {
  return getTableConfig(table).indexes.some(
    (idx) =>
      idx.config.unique &&
      idx.config.columns.some((c) => is(c, SQL)) &&
      idx.config.columns.some((c) => !is(c, SQL) && (c as { name: string }).name === column.name),
  );
}

const cache = new Map<PgTable, Reference[]>();

/** Every reference to rows of `target`, from the schema. */
export function referencesTo(target: PgTable): Reference[] {
  const hit = cache.get(target);
  if (hit) return hit;
  const refs: Reference[] = [];
  for (const table of allTables()) {
    const cfg = getTableConfig(table);
    for (const fk of cfg.foreignKeys) {
      const ref = fk.reference();
      if (ref.foreignTable !== target || ref.columns.length !== 1) continue;
      const column = ref.columns[0]!;
      const uniqueWith = uniqueKeys(table)
        .filter((k): k is PgColumn[] => k !== null && k.some((c) => c.name === column.name))
        .map((k) => k.filter((c) => c.name !== column.name));
      refs.push({
        table,
        tableName: cfg.name,
        column,
        via: 'fk',
        uniqueWith,
        expressionUnique: inExpressionKey(table, column),
      });
    }
  }
  for (const { table, column } of intArrayColumns())
    if (ARRAY_REFERENCES[column.name] === target)
      refs.push({
        table,
        tableName: getTableConfig(table).name,
        column,
        via: 'array',
        uniqueWith: [],
        expressionUnique: false,
      });
  cache.set(target, refs);
  return refs;
}
