import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ClubStatus, OrgClubType } from '@lbd/shared';
import type { Db } from '../../db/client';
import { whereAll, type Tx } from '../../db/sql';
import { clubMembers, clubs, orgs } from '../../db/schema';
import type { PageRequest } from '../../lib/paging';
import { catalogueNames } from '../../db/catalogue-names';
import { orgExists } from '../../db/orgs';

export type NewClub = typeof clubs.$inferInsert;

/** Members of a club, counted by the (club_id, joined_at) index. */
export const memberCount = sql<number>`(select count(*) from ${clubMembers} where ${clubMembers.club_id} = ${clubs.id})::int`;

/** Every column a club card or page shows (never the search document), with its organisation and size. */
export const clubColumns = {
  id: clubs.id,
  uuid: clubs.uuid,
  org_id: clubs.org_id,
  created_by_profile_id: clubs.created_by_profile_id,
  status: clubs.status,
  title: clubs.title,
  description: clubs.description,
  club_type: clubs.club_type,
  host: clubs.host,
  is_online: clubs.is_online,
  location: clubs.location,
  skill_ids: clubs.skill_ids,
  job_role_ids: clubs.job_role_ids,
  degree_ids: clubs.degree_ids,
  specialization_ids: clubs.specialization_ids,
  avatar_key: clubs.avatar_key,
  published_at: clubs.published_at,
  closed_at: clubs.closed_at,
  inserted_at: clubs.inserted_at,
  updated_at: clubs.updated_at,
  org_name: orgs.full_name,
  org_logo_url: orgs.logo_url,
  member_count: memberCount,
};

/** Newest first, written to match the indexes' `DESC NULLS LAST`. */
export const newestClubsFirst = [sql`${clubs.published_at} desc nulls last`, sql`${clubs.id} desc nulls last`];

/**
 * Words of a search box as a prefix full-text query ('robo club' -> 'robo:* & club:*'); null when
 * nothing searchable is left. Only letters and digits reach the query text.
 */
export function prefixQuery(text: string): string | null {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8);
  return words.length > 0 ? words.map((w) => `${w}:*`).join(' & ') : null;
}

export function createClubsRepo(db: Db) {
  const cards = (tx: Db | Tx = db) =>
    tx.select(clubColumns).from(clubs).innerJoin(orgs, eq(orgs.id, clubs.org_id)).$dynamic();

  async function total(where: SQL | undefined) {
    const [row] = await db.select({ n: count() }).from(clubs).where(where);
    return row?.n ?? 0;
  }

  const catalogue = catalogueNames(db);

  return {
    names: catalogue.names,
    knownIds: catalogue.knownIds,

    orgExists: (id: number) => orgExists(db, id),

    async insert(values: NewClub, tx: Db | Tx = db) {
      const [row] = await tx.insert(clubs).values(values).returning({ id: clubs.id });
      return row!;
    },

    async byId(id: number, tx: Db | Tx = db) {
      const [row] = await cards(tx).where(eq(clubs.id, id));
      return row ?? null;
    },

    async update(id: number, values: Partial<NewClub>, tx: Db | Tx = db) {
      await tx
        .update(clubs)
        .set({ ...values, updated_at: new Date() })
        .where(eq(clubs.id, id));
    },

    /** Delete a club only while it is a draft; false when it was not. */
    async deleteDraft(id: number) {
      const rows = await db
        .delete(clubs)
        .where(and(eq(clubs.id, id), eq(clubs.status, 'draft')))
        .returning({ id: clubs.id });
      return rows.length > 0;
    },

    /** Published clubs, newest first (clubs_list_idx), or best match first for a search (clubs_search_gin). */
    async listPublic(filter: { query?: string; clubType?: OrgClubType }, page: PageRequest) {
      const tsquery = filter.query ? prefixQuery(filter.query) : null;
      const match = tsquery ? sql`to_tsquery('simple', ${tsquery})` : null;
      const where = whereAll(
        eq(clubs.status, 'published'),
        filter.clubType && eq(clubs.club_type, filter.clubType),
        match && sql`${clubs.search} @@ ${match}`,
      );
      const order = match ? [sql`ts_rank(${clubs.search}, ${match}) desc`, ...newestClubsFirst] : newestClubsFirst;
      const rows = await cards()
        .where(where)
        .orderBy(...order)
        .limit(page.count)
        .offset(page.offset);
      return { rows, total: await total(where) };
    },

    /** An organisation's clubs: all of them (its own view) or one status (published: its public page). */
    async byOrg(orgId: number, opts: { status?: ClubStatus }, page: PageRequest) {
      const where = whereAll(eq(clubs.org_id, orgId), opts.status && eq(clubs.status, opts.status));
      const order =
        opts.status === 'published'
          ? newestClubsFirst
          : [sql`${clubs.inserted_at} desc nulls last`, sql`${clubs.id} desc`];
      const rows = await cards()
        .where(where)
        .orderBy(...order)
        .limit(page.count)
        .offset(page.offset);
      return { rows, total: await total(where) };
    },

    /** Clubs where this person is an admin or on the committee (club_members_profile_idx). */
    async runBy(profileId: number, page: PageRequest) {
      const where = and(
        eq(clubMembers.profile_id, profileId),
        inArray(clubMembers.role, ['admin', 'committee']),
        inArray(clubs.status, ['published', 'closed']),
      );
      const rows = await cards()
        .innerJoin(clubMembers, eq(clubMembers.club_id, clubs.id))
        .where(where)
        .orderBy(sql`${clubMembers.joined_at} desc`, sql`${clubs.id} desc`)
        .limit(page.count)
        .offset(page.offset);
      const [n] = await db
        .select({ n: count() })
        .from(clubMembers)
        .innerJoin(clubs, eq(clubs.id, clubMembers.club_id))
        .where(where);
      return { rows, total: n?.n ?? 0 };
    },

    async countsByStatus(orgId: number) {
      return db
        .select({ status: clubs.status, n: count() })
        .from(clubs)
        .where(eq(clubs.org_id, orgId))
        .groupBy(clubs.status);
    },
  };
}

export type ClubsRepo = ReturnType<typeof createClubsRepo>;
export type ClubRow = NonNullable<Awaited<ReturnType<ClubsRepo['byId']>>>;
