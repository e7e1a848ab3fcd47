import { aliasedTable, and, count, desc, eq, notExists, sql } from 'drizzle-orm';
import type { ClubMemberRole, JoinRequestStatus } from '@lbd/shared';
import type { Db } from '../../db/client';
import { clubJoinRequests, clubMembers, clubs, degrees, orgs, profiles, specializations } from '../../db/schema';
import type { PageRequest } from '../../lib/paging';
import { prefixPattern } from '../../db/sql';
import type { Tx } from '../../db/sql';
import { clubColumns } from './clubs.repo';

const institutes = aliasedTable(orgs, 'institutes');

/** A person as club lists show them: name, contact, institute, degree and specialization. */
const personColumns = {
  profile_id: profiles.id,
  name: profiles.full_name,
  email: profiles.email,
  profile_type: profiles.profile_type,
  institute: institutes.full_name,
  degree: degrees.name,
  specialization: specializations.name,
};

/** Members, join requests and the student's own clubs. */
export function createClubMembersRepo(db: Db) {
  return {
    /** The person's place in a club, if any. */
    async membership(clubId: number, profileId: number, tx: Db | Tx = db) {
      const [row] = await tx
        .select({
          role: clubMembers.role,
          committee_title: clubMembers.committee_title,
          joined_at: clubMembers.joined_at,
        })
        .from(clubMembers)
        .where(and(eq(clubMembers.club_id, clubId), eq(clubMembers.profile_id, profileId)));
      return row ?? null;
    },

    /** The person's latest request to a club, if any. */
    async latestRequest(clubId: number, profileId: number) {
      const [row] = await db
        .select({ id: clubJoinRequests.id, status: clubJoinRequests.status })
        .from(clubJoinRequests)
        .where(and(eq(clubJoinRequests.profile_id, profileId), eq(clubJoinRequests.club_id, clubId)))
        .orderBy(desc(clubJoinRequests.inserted_at), desc(clubJoinRequests.id))
        .limit(1);
      return row ?? null;
    },

    async pendingRequest(clubId: number, profileId: number, tx: Db | Tx = db) {
      const [row] = await tx
        .select({ id: clubJoinRequests.id })
        .from(clubJoinRequests)
        .where(
          and(
            eq(clubJoinRequests.club_id, clubId),
            eq(clubJoinRequests.profile_id, profileId),
            eq(clubJoinRequests.status, 'pending'),
          ),
        );
      return row ?? null;
    },

    async insertRequest(values: { club_id: number; profile_id: number; message: string | null }, tx: Db | Tx = db) {
      const [row] = await tx.insert(clubJoinRequests).values(values).returning({ id: clubJoinRequests.id });
      return row!;
    },

    async requestById(id: number, tx: Db | Tx = db) {
      const [row] = await tx
        .select({
          id: clubJoinRequests.id,
          club_id: clubJoinRequests.club_id,
          profile_id: clubJoinRequests.profile_id,
          status: clubJoinRequests.status,
        })
        .from(clubJoinRequests)
        .where(eq(clubJoinRequests.id, id));
      return row ?? null;
    },

    /** Move a pending request to a new status; false when it was no longer pending (a concurrent answer). */
    async decide(
      id: number,
      status: JoinRequestStatus,
      by: number | null,
      at: Date,
      tx: Db | Tx = db,
    ): Promise<boolean> {
      const rows = await tx
        .update(clubJoinRequests)
        .set({ status, decided_by_profile_id: by, decided_at: at, updated_at: at })
        .where(and(eq(clubJoinRequests.id, id), eq(clubJoinRequests.status, 'pending')))
        .returning({ id: clubJoinRequests.id });
      return rows.length > 0;
    },

    /** Add a member; nothing happens when they already are one. */
    async addMember(
      values: { club_id: number; profile_id: number; role?: ClubMemberRole; committee_title?: string | null },
      tx: Db | Tx = db,
    ) {
      await tx.insert(clubMembers).values(values).onConflictDoNothing();
    },

    async setRole(
      clubId: number,
      profileId: number,
      values: { role: ClubMemberRole; committee_title?: string | null },
      tx: Db | Tx = db,
    ) {
      await tx
        .update(clubMembers)
        .set(values)
        .where(and(eq(clubMembers.club_id, clubId), eq(clubMembers.profile_id, profileId)));
    },

    async removeMember(clubId: number, profileId: number, tx: Db | Tx = db) {
      const rows = await tx
        .delete(clubMembers)
        .where(and(eq(clubMembers.club_id, clubId), eq(clubMembers.profile_id, profileId)))
        .returning({ id: clubMembers.id });
      return rows.length > 0;
    },

    /** A profile with its type and organisation (to add advisors as admins or committee). */
    async profile(profileId: number) {
      const [row] = await db
        .select({
          id: profiles.id,
          profile_type: profiles.profile_type,
          // The organisation counts only once it has accepted the profile.
          org_id: sql<number | null>`case when ${profiles.org_membership} = 'MEMBER' then ${profiles.my_org_id} end`,
        })
        .from(profiles)
        .where(eq(profiles.id, profileId));
      return row ?? null;
    },

    /** Requests of a club, newest first (club_join_requests_club_status_idx / _club_inserted_idx). */
    async requests(clubId: number, status: JoinRequestStatus | undefined, page: PageRequest) {
      const where = and(eq(clubJoinRequests.club_id, clubId), status && eq(clubJoinRequests.status, status));
      const rows = await db
        .select({
          id: clubJoinRequests.id,
          club_id: clubJoinRequests.club_id,
          ...personColumns,
          status: clubJoinRequests.status,
          message: clubJoinRequests.message,
          requested_at: clubJoinRequests.inserted_at,
          decided_at: clubJoinRequests.decided_at,
        })
        .from(clubJoinRequests)
        .innerJoin(profiles, eq(profiles.id, clubJoinRequests.profile_id))
        .leftJoin(institutes, eq(institutes.id, profiles.my_org_id))
        .leftJoin(degrees, eq(degrees.id, profiles.degree_id))
        .leftJoin(specializations, eq(specializations.id, profiles.specialization_id))
        .where(where)
        .orderBy(desc(clubJoinRequests.inserted_at), desc(clubJoinRequests.id))
        .limit(page.count)
        .offset(page.offset);
      const [n] = await db.select({ n: count() }).from(clubJoinRequests).where(where);
      return { rows, total: n?.n ?? 0 };
    },

    /** Members of a club: admins, then committee, then members, newest first within each. */
    async members(clubId: number, role: ClubMemberRole | undefined, page: PageRequest) {
      const where = and(eq(clubMembers.club_id, clubId), role && eq(clubMembers.role, role));
      const rows = await db
        .select({
          club_id: clubMembers.club_id,
          ...personColumns,
          role: clubMembers.role,
          committee_title: clubMembers.committee_title,
          joined_at: clubMembers.joined_at,
        })
        .from(clubMembers)
        .innerJoin(profiles, eq(profiles.id, clubMembers.profile_id))
        .leftJoin(institutes, eq(institutes.id, profiles.my_org_id))
        .leftJoin(degrees, eq(degrees.id, profiles.degree_id))
        .leftJoin(specializations, eq(specializations.id, profiles.specialization_id))
        .where(where)
        .orderBy(
          sql`case ${clubMembers.role} when 'admin' then 0 when 'committee' then 1 else 2 end`,
          desc(clubMembers.joined_at),
          desc(clubMembers.id),
        )
        .limit(page.count)
        .offset(page.offset);
      const [n] = await db.select({ n: count() }).from(clubMembers).where(where);
      return { rows, total: n?.n ?? 0 };
    },

    /**
     * Members, admins and committee seats of one club (an admin who keeps a committee title, 'Admin ·
     * Treasurer', holds a seat too), and requests per status.
     */
    async counts(clubId: number) {
      const [[roles], requests] = await Promise.all([
        db
          .select({
            members: sql<number>`count(*)::int`,
            admins: sql<number>`(count(*) filter (where ${clubMembers.role} = 'admin'))::int`,
            committee: sql<number>`(count(*) filter (where ${clubMembers.role} = 'committee' or ${clubMembers.committee_title} is not null))::int`,
          })
          .from(clubMembers)
          .where(eq(clubMembers.club_id, clubId)),
        db
          .select({ status: clubJoinRequests.status, n: count() })
          .from(clubJoinRequests)
          .where(eq(clubJoinRequests.club_id, clubId))
          .groupBy(clubJoinRequests.status),
      ]);
      return { roles: roles ?? { members: 0, admins: 0, committee: 0 }, requests };
    },

    /** The clubs a person belongs to, newest membership first (club_members_profile_idx). */
    async myClubs(profileId: number, page: PageRequest, clubId?: number) {
      const where = and(eq(clubMembers.profile_id, profileId), clubId ? eq(clubMembers.club_id, clubId) : undefined);
      const rows = await db
        .select({
          ...clubColumns,
          my_role: clubMembers.role,
          my_committee_title: clubMembers.committee_title,
          my_joined_at: clubMembers.joined_at,
        })
        .from(clubMembers)
        .innerJoin(clubs, eq(clubs.id, clubMembers.club_id))
        .innerJoin(orgs, eq(orgs.id, clubs.org_id))
        .where(where)
        .orderBy(desc(clubMembers.joined_at), desc(clubMembers.id))
        .limit(page.count)
        .offset(page.offset);
      const [n] = await db.select({ n: count() }).from(clubMembers).where(where);
      return { rows, total: n?.n ?? 0 };
    },

    /** Students of an organisation who are not members of the club yet, by name (profiles_my_org_idx). */
    async orgStudents(clubId: number, orgId: number, query: string | undefined, page: PageRequest) {
      const where = and(
        eq(profiles.my_org_id, orgId),
        eq(profiles.profile_type, 'STUDENT'),
        eq(profiles.active, true),
        query ? sql`lower(${profiles.full_name}) like ${prefixPattern(query)}` : undefined,
        notExists(
          db
            .select({ one: sql`1` })
            .from(clubMembers)
            .where(and(eq(clubMembers.club_id, clubId), eq(clubMembers.profile_id, profiles.id))),
        ),
      );
      const rows = await db
        .select(personColumns)
        .from(profiles)
        .leftJoin(institutes, eq(institutes.id, profiles.my_org_id))
        .leftJoin(degrees, eq(degrees.id, profiles.degree_id))
        .leftJoin(specializations, eq(specializations.id, profiles.specialization_id))
        .where(where)
        .orderBy(profiles.full_name, profiles.id)
        .limit(page.count)
        .offset(page.offset);
      const [n] = await db.select({ n: count() }).from(profiles).where(where);
      return { rows, total: n?.n ?? 0 };
    },
  };
}

export type ClubMembersRepo = ReturnType<typeof createClubMembersRepo>;
