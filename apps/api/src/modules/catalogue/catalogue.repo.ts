import type { CatalogueEntry, CatalogueEntryBody, CatalogueKind, CatalogueStatus } from '@lbd/shared';
import { asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { rowsOf, type Db } from '../../db/client';
import {
  batches,
  degrees,
  designations,
  jobRoles,
  jobRoleSkills,
  orgs,
  skills,
  specializations,
} from '../../db/schema';
import { containsPattern, whereAll, type Tx } from '../../db/sql';
import type { PageRequest } from '../../lib/paging';
import { referencesTo } from './catalogue.references';

type Row = Record<string, unknown>;
type Exec = Db | Tx;

interface KindDef {
  table: PgTable;
  id: PgColumn;
  active: PgColumn;
  /** Sort and search columns. */
  order: PgColumn;
  search: PgColumn[];
  /** The table's row as one entry (org_name and skills filled in afterwards). */
  entry: (r: Row) => Omit<CatalogueEntry, 'org_name' | 'skills'>;
  /** Column values from a create or edit. */
  values: (b: CatalogueEntryBody) => Row;
}

const blank = { detail: null, code: null, accepted: true, org_id: null, year: null };
const str = (v: unknown) => (v == null ? null : String(v));

/** Each kind: its table and how its columns read as an entry (CatalogueEntry's detail and code). */
export const KINDS: Record<CatalogueKind, KindDef> = {
  skills: {
    table: skills,
    id: skills.id,
    active: skills.active,
    order: skills.name,
    search: [skills.name],
    entry: (r) => ({
      ...blank,
      id: r.id as number,
      name: r.display_name as string,
      code: str(r.type),
      active: r.active as boolean,
      accepted: r.accepted as boolean,
    }),
    values: (b) => ({ name: b.name.toLowerCase(), display_name: b.name, type: b.code }),
  },
  orgs: {
    table: orgs,
    id: orgs.id,
    active: orgs.active,
    order: orgs.full_name,
    search: [orgs.full_name, orgs.short_name],
    entry: (r) => ({
      ...blank,
      id: r.id as number,
      name: r.full_name as string,
      detail: str(r.short_name),
      code: str(r.org_type),
      active: r.active as boolean,
    }),
    values: (b) => ({ full_name: b.name, short_name: b.detail || null, org_type: b.code }),
  },
  degrees: {
    table: degrees,
    id: degrees.id,
    active: degrees.active,
    order: degrees.name,
    search: [degrees.name, degrees.full_name],
    entry: (r) => ({
      ...blank,
      id: r.id as number,
      name: r.name as string,
      detail: str(r.full_name),
      code: str(r.level),
      active: r.active as boolean,
    }),
    values: (b) => ({ name: b.name, full_name: b.detail, level: b.code }),
  },
  specializations: {
    table: specializations,
    id: specializations.id,
    active: specializations.active,
    order: specializations.name,
    search: [specializations.name],
    entry: (r) => ({
      ...blank,
      id: r.id as number,
      name: r.name as string,
      detail: str(r.stream),
      active: r.active as boolean,
    }),
    values: (b) => ({ name: b.name, stream: b.detail }),
  },
  designations: {
    table: designations,
    id: designations.id,
    active: designations.active,
    order: designations.name,
    search: [designations.name],
    entry: (r) => ({ ...blank, id: r.id as number, name: r.name as string, active: r.active as boolean }),
    values: (b) => ({ name: b.name }),
  },
  job_roles: {
    table: jobRoles,
    id: jobRoles.id,
    active: jobRoles.active,
    order: jobRoles.name,
    search: [jobRoles.name],
    entry: (r) => ({
      ...blank,
      id: r.id as number,
      name: r.name as string,
      detail: str(r.description),
      code: str(r.type),
      active: r.active as boolean,
    }),
    values: (b) => ({ name: b.name, description: b.detail, type: b.code }),
  },
  batches: {
    table: batches,
    id: batches.id,
    active: batches.active,
    order: batches.name,
    search: [batches.name],
    entry: (r) => ({
      ...blank,
      id: r.id as number,
      name: r.name as string,
      active: r.active as boolean,
      org_id: r.org_id as number,
      year: r.year as number,
    }),
    values: (b) => ({ org_id: b.org_id, name: b.name, year: b.year }),
  },
};

/** A reference moved by a merge. */
export interface Moved {
  table: string;
  column: string;
  rows: number;
}

const ident = (name: string) => sql.identifier(name);
const affected = (result: unknown) => rowsOf(result).length;

export function createCatalogueRepo(db: Db) {
  /** Org names of batches and skills of job roles, for a page of entries. */
  async function complete(kind: CatalogueKind, rows: Omit<CatalogueEntry, 'org_name' | 'skills'>[], ex: Exec = db) {
    const orgIds = [...new Set(rows.map((r) => r.org_id).filter((id): id is number => id != null))];
    const orgNames = orgIds.length
      ? new Map(
          (await ex.select({ id: orgs.id, name: orgs.full_name }).from(orgs).where(inArray(orgs.id, orgIds))).map(
            (o) => [o.id, o.name],
          ),
        )
      : new Map<number, string>();
    const links =
      kind === 'job_roles' && rows.length
        ? await ex
            .select({ job_role_id: jobRoleSkills.job_role_id, id: skills.id, display_name: skills.display_name })
            .from(jobRoleSkills)
            .innerJoin(skills, eq(skills.id, jobRoleSkills.skill_id))
            .where(
              inArray(
                jobRoleSkills.job_role_id,
                rows.map((r) => r.id),
              ),
            )
            .orderBy(asc(skills.name))
        : [];
    return rows.map((r) => ({
      ...r,
      org_name: r.org_id != null ? (orgNames.get(r.org_id) ?? null) : null,
      skills: links.filter((l) => l.job_role_id === r.id).map(({ id, display_name }) => ({ id, display_name })),
    }));
  }

  async function byId(kind: CatalogueKind, id: number, ex: Exec = db, lock = false): Promise<CatalogueEntry | null> {
    const def = KINDS[kind];
    const q = ex.select().from(def.table).where(eq(def.id, id));
    const [row] = (await (lock ? q.for('update') : q)) as Row[];
    if (!row) return null;
    const [entry] = await complete(kind, [def.entry(row)], ex);
    return entry!;
  }

  return {
    byId,

    /** The table's column values from a create or edit body. */
    valuesOf: (kind: CatalogueKind, body: CatalogueEntryBody) => KINDS[kind].values(body),

    async list(
      kind: CatalogueKind,
      q: { text?: string; status: CatalogueStatus; orgId?: number },
      page: PageRequest,
    ): Promise<{ rows: CatalogueEntry[]; total: number }> {
      const def = KINDS[kind];
      const where = whereAll(
        q.text ? or(...def.search.map((c) => sql`lower(${c}) like ${containsPattern(q.text!)}`)) : undefined,
        q.status === 'active' ? eq(def.active, true) : q.status === 'retired' ? eq(def.active, false) : undefined,
        kind === 'batches' && q.orgId ? eq(batches.org_id, q.orgId) : undefined,
      );
      const rows = (await db
        .select()
        .from(def.table)
        .where(where)
        .orderBy(asc(sql`lower(${def.order})`), asc(def.id))
        .limit(page.count)
        .offset(page.offset)) as Row[];
      const [n] = await db.select({ n: count() }).from(def.table).where(where);
      return { rows: await complete(kind, rows.map(def.entry)), total: n?.n ?? 0 };
    },

    /** Existing ids of these skills (job roles name only known ones). */
    async knownSkills(ids: number[], ex: Exec = db) {
      if (ids.length === 0) return 0;
      return (
        await ex
          .select({ id: skills.id })
          .from(skills)
          .where(inArray(skills.id, [...new Set(ids)]))
      ).length;
    },

    async orgType(id: number, ex: Exec = db) {
      const [row] = await ex.select({ org_type: orgs.org_type }).from(orgs).where(eq(orgs.id, id));
      return row?.org_type ?? null;
    },

    async insert(kind: CatalogueKind, values: Row, tx: Tx): Promise<number> {
      const def = KINDS[kind];
      const [row] = (await tx.insert(def.table).values(values).returning()) as Row[];
      return row!.id as number;
    },

    async update(kind: CatalogueKind, id: number, values: Row, tx: Tx) {
      const def = KINDS[kind];
      await tx
        .update(def.table)
        .set({ ...values, updated_at: new Date() })
        .where(eq(def.id, id));
    },

    async setJobRoleSkills(jobRoleId: number, skillIds: number[], tx: Tx) {
      await tx.delete(jobRoleSkills).where(eq(jobRoleSkills.job_role_id, jobRoleId));
      const ids = [...new Set(skillIds)];
      if (ids.length)
        await tx.insert(jobRoleSkills).values(ids.map((skill_id) => ({ job_role_id: jobRoleId, skill_id })));
    },

    /**
     * Move every reference to `dupId` onto `survivorId` (foreign keys and id arrays, from the schema),
     * dropping rows the survivor already has, then delete the duplicate. In the caller's transaction.
     */
    async merge(kind: CatalogueKind, dupId: number, survivorId: number, tx: Tx) {
      const moved: Moved[] = [];
      let dropped = 0;
      for (const ref of referencesTo(KINDS[kind].table)) {
        const t = ident(ref.tableName);
        const c = ident(ref.column.name);
        let rows: number;
        if (ref.via === 'array') {
          // Replace the id in place, keeping the first of any two equal ids and the order of the rest.
          rows = affected(
            await tx.execute(sql`
              update ${t} set ${c} = (
                select array_agg(v order by o) from (
                  select v, min(o) as o from unnest(array_replace(${t}.${c}, ${dupId}::int, ${survivorId}::int))
                    with ordinality as u(v, o) group by v
                ) s
              )
              where ${t}.${c} @> array[${dupId}::int]
              returning 1`),
          );
        } else {
          for (const others of ref.uniqueWith) {
            const same = others.length
              ? sql.join(
                  others.map((o) => sql`b.${ident(o.name)} = a.${ident(o.name)}`),
                  sql` and `,
                )
              : sql`true`;
            dropped += affected(
              await tx.execute(sql`
                delete from ${t} as a
                where a.${c} = ${dupId}
                  and exists (select 1 from ${t} as b where b.${c} = ${survivorId} and ${same})
                returning 1`),
            );
          }
          rows = affected(
            await tx.execute(sql`update ${t} set ${c} = ${survivorId} where ${c} = ${dupId} returning 1`),
          );
        }
        if (rows > 0) moved.push({ table: ref.tableName, column: ref.column.name, rows });
      }
      const def = KINDS[kind];
      await tx.delete(def.table).where(eq(def.id, dupId));
      return { moved, dropped };
    },

    /** Remove a skill from every entry that names it (a rejected skill), then the skill itself. */
    async removeSkill(id: number, tx: Tx) {
      let rows = 0;
      for (const ref of referencesTo(skills)) {
        const t = ident(ref.tableName);
        const c = ident(ref.column.name);
        rows += affected(
          await tx.execute(
            ref.via === 'array'
              ? sql`update ${t} set ${c} = array_remove(${c}, ${id}::int) where ${c} @> array[${id}::int] returning 1`
              : // A link row (a job role's skill, a topic interest) goes with it; a nullable column is cleared.
                ref.column.notNull
                ? sql`delete from ${t} where ${c} = ${id} returning 1`
                : sql`update ${t} set ${c} = null where ${c} = ${id} returning 1`,
          ),
        );
      }
      await tx.delete(skills).where(eq(skills.id, id));
      return rows;
    },

    /** How many rows refer to an entry, per table (the merge dialog's preview). */
    async referenceCounts(kind: CatalogueKind, id: number) {
      const out: Moved[] = [];
      for (const ref of referencesTo(KINDS[kind].table)) {
        const t = ident(ref.tableName);
        const c = ident(ref.column.name);
        const cond: SQL = ref.via === 'array' ? sql`${c} @> array[${id}::int]` : sql`${c} = ${id}`;
        const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${t} where ${cond}`));
        if (row && row.n > 0) out.push({ table: ref.tableName, column: ref.column.name, rows: row.n });
      }
      return out;
    },
  };
}

export type CatalogueRepo = ReturnType<typeof createCatalogueRepo>;
