import { and, asc, count, eq, inArray, notExists, sql, type SQL } from 'drizzle-orm';
import type { ReadingKind } from '@lbd/shared';
import type { Db } from '../../db/client';
import { catalogueReadings, jobRoles, readings, skills } from '../../db/schema';
import type { PageRequest } from '../../lib/paging';

export type NewCatalogueReading = typeof catalogueReadings.$inferInsert;

/** Every column a catalogue card shows (never the search document). */
export const readingColumns = {
  id: catalogueReadings.id,
  kind: catalogueReadings.kind,
  title: catalogueReadings.title,
  authors: catalogueReadings.authors,
  source: catalogueReadings.source,
  url: catalogueReadings.url,
  summary: catalogueReadings.summary,
  published_year: catalogueReadings.published_year,
  isbn: catalogueReadings.isbn,
  type: catalogueReadings.type,
  skill_ids: catalogueReadings.skill_ids,
  job_role_ids: catalogueReadings.job_role_ids,
  degree_ids: catalogueReadings.degree_ids,
  specialization_ids: catalogueReadings.specialization_ids,
};
export type ReadingRow = {
  [K in keyof typeof readingColumns]: (typeof catalogueReadings.$inferSelect)[K];
};

/** How many catalogue items of a kind recommendations rank at most. */
export const RECOMMENDATION_POOL = 500;

/**
 * Words of a search as a prefix tsquery ('pyth data' -> 'pyth:* & data:*'), so a half-typed word
 * matches and the GIN index serves it. Null when nothing searchable is left.
 */
export function prefixTsQuery(text: string): string | null {
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0)
    .slice(0, 8);
  return words.length === 0 ? null : words.map((w) => `${w}:*`).join(' & ');
}

/** A student's own portfolio reading of this kind with the catalogue item's title (any casing). */
const ownedBy = (db: Db, profileId: number) =>
  db
    .select({ one: sql`1` })
    .from(readings)
    .where(
      and(
        eq(readings.profile_id, profileId),
        eq(readings.kind, catalogueReadings.kind),
        sql`lower(${readings.title}) = lower(${catalogueReadings.title})`,
      ),
    );

export function createReadingsRepo(db: Db) {
  async function total(where: SQL | undefined) {
    const [row] = await db.select({ n: count() }).from(catalogueReadings).where(where);
    return row?.n ?? 0;
  }

  return {
    /** The catalogue of a kind: by title (catalogue_readings_kind_title_key), or best match first (GIN). */
    async list(kind: ReadingKind, text: string | undefined, page: PageRequest) {
      const tsq = text ? prefixTsQuery(text) : null;
      const query = tsq ? sql`to_tsquery('english', ${tsq})` : null;
      const where = and(
        eq(catalogueReadings.kind, kind),
        query ? sql`${catalogueReadings.search} @@ ${query}` : undefined,
      );
      const order = query
        ? [sql`ts_rank(${catalogueReadings.search}, ${query}) desc`, sql`lower(${catalogueReadings.title})`]
        : [sql`lower(${catalogueReadings.title})`];
      const rows = await db
        .select(readingColumns)
        .from(catalogueReadings)
        .where(where)
        .orderBy(...order)
        .limit(page.count)
        .offset(page.offset);
      return { rows, total: await total(where) };
    },

    async byId(id: number) {
      const [row] = await db.select(readingColumns).from(catalogueReadings).where(eq(catalogueReadings.id, id));
      return row ?? null;
    },

    /** Items of a kind the student has not put on their portfolio, in catalogue order. */
    async notOwned(kind: ReadingKind, profileId: number) {
      return db
        .select(readingColumns)
        .from(catalogueReadings)
        .where(and(eq(catalogueReadings.kind, kind), notExists(ownedBy(db, profileId))))
        .orderBy(asc(catalogueReadings.id))
        .limit(RECOMMENDATION_POOL);
    },

    /** Lower-cased titles among `titles` the student already has as portfolio readings of this kind. */
    async ownedTitles(profileId: number, kind: ReadingKind, titles: string[]): Promise<Set<string>> {
      const lower = [...new Set(titles.map((t) => t.toLowerCase()))];
      if (lower.length === 0) return new Set();
      const rows = await db
        .select({ title: sql<string>`lower(${readings.title})` })
        .from(readings)
        .where(
          and(
            eq(readings.profile_id, profileId),
            eq(readings.kind, kind),
            inArray(sql`lower(${readings.title})`, lower),
          ),
        );
      return new Set(rows.map((r) => r.title));
    },

    /** Names of the skills and career paths a page of items refers to, in two queries. */
    async names(skillIds: number[], roleIds: number[]) {
      const s = [...new Set(skillIds)];
      const r = [...new Set(roleIds)];
      const [skillRows, roleRows] = await Promise.all([
        s.length
          ? db.select({ id: skills.id, display_name: skills.display_name }).from(skills).where(inArray(skills.id, s))
          : Promise.resolve([]),
        r.length
          ? db.select({ id: jobRoles.id, name: jobRoles.name }).from(jobRoles).where(inArray(jobRoles.id, r))
          : Promise.resolve([]),
      ]);
      return { skills: skillRows, jobRoles: roleRows };
    },

    /** How many of these ids exist, per catalogue list (to refuse unknown ones field by field). */
    async knownIds(ids: { skillIds: number[]; jobRoleIds: number[] }) {
      const [s, r] = await Promise.all([
        ids.skillIds.length
          ? db.select({ n: count() }).from(skills).where(inArray(skills.id, ids.skillIds))
          : Promise.resolve([{ n: 0 }]),
        ids.jobRoleIds.length
          ? db.select({ n: count() }).from(jobRoles).where(inArray(jobRoles.id, ids.jobRoleIds))
          : Promise.resolve([{ n: 0 }]),
      ]);
      return { skills: s[0]?.n ?? 0, jobRoles: r[0]?.n ?? 0 };
    },

    /** Insert an item; null when one of that kind and title exists already. */
    async insert(values: NewCatalogueReading) {
      const [row] = await db
        .insert(catalogueReadings)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: catalogueReadings.id });
      return row ?? null;
    },

    /** Replace an item's fields; false when it does not exist. A clash of kind and title throws 23505. */
    async update(id: number, values: Partial<NewCatalogueReading>) {
      const rows = await db
        .update(catalogueReadings)
        .set({ ...values, updated_at: new Date() })
        .where(eq(catalogueReadings.id, id))
        .returning({ id: catalogueReadings.id });
      return rows.length > 0;
    },

    async remove(id: number) {
      const rows = await db
        .delete(catalogueReadings)
        .where(eq(catalogueReadings.id, id))
        .returning({ id: catalogueReadings.id });
      return rows.length > 0;
    },
  };
}

export type ReadingsRepo = ReturnType<typeof createReadingsRepo>;
