import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, designations, orgs, profiles } from '../../db/schema';
import type { PageRequest } from '../../lib/paging';

type Membership = 'MEMBER' | 'REQUESTED' | 'DECLINED';

/** Who can belong to an organisation: its staff and its mentors (students only study there). */
const MEMBER_TYPES = ['COMPANY', 'INSTITUTION', 'ADVISOR'] as const;

const memberColumns = {
  id: profiles.id,
  user_id: profiles.user_id,
  profile_type: profiles.profile_type,
  first_name: profiles.first_name,
  last_name: profiles.last_name,
  email: profiles.email,
  country_code: profiles.country_code,
  phone: profiles.phone,
  designation: designations.name,
  org_id: profiles.my_org_id,
  org_membership: profiles.org_membership,
  active: profiles.active,
  deactivated_at: profiles.deactivated_at,
  inserted_at: profiles.inserted_at,
};

export type MemberRow = NonNullable<Awaited<ReturnType<OrgMembersRepo['byId']>>>;

/** Staff and mentors of organisations, and their requests to join (profiles.org_membership). */
export function createOrgMembersRepo(db: Db) {
  return {
    /** A staff or mentor profile with its organisation (students are not members). */
    async byId(profileId: number) {
      const [row] = await db
        .select(memberColumns)
        .from(profiles)
        .leftJoin(designations, eq(designations.id, profiles.designation_id))
        .where(and(eq(profiles.id, profileId), inArray(profiles.profile_type, MEMBER_TYPES)));
      return row ?? null;
    },

    /** One list of an organisation, oldest request first (profiles_org_requests_idx / profiles_my_org_idx). */
    async list(orgId: number, status: Membership, page: PageRequest) {
      const where = and(
        eq(profiles.my_org_id, orgId),
        eq(profiles.org_membership, status),
        inArray(profiles.profile_type, MEMBER_TYPES),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select(memberColumns)
          .from(profiles)
          .leftJoin(designations, eq(designations.id, profiles.designation_id))
          .where(where)
          .orderBy(status === 'REQUESTED' ? asc(profiles.inserted_at) : desc(profiles.inserted_at), asc(profiles.id))
          .limit(page.count)
          .offset(page.offset),
        db.select({ n: count() }).from(profiles).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async orgName(orgId: number) {
      const [row] = await db.select({ full_name: orgs.full_name }).from(orgs).where(eq(orgs.id, orgId));
      return row?.full_name ?? null;
    },

    /**
     * Answer a request still waiting (REQUESTED, or DECLINED when an admin reconsiders); accepting a
     * staff profile also makes it active. False when someone answered first.
     */
    async answer(
      profileId: number,
      from: Membership[],
      to: Membership,
      audit: { actorUserId: string; action: string },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(profiles)
          .set({
            org_membership: to,
            // Acceptance approves a profile waiting for it, never one an admin deactivated.
            ...(to === 'MEMBER' ? { active: sql`${profiles.active} or ${profiles.deactivated_at} is null` } : {}),
            updated_at: sql`now()`,
          })
          .where(and(eq(profiles.id, profileId), inArray(profiles.org_membership, from)))
          .returning({ id: profiles.id });
        if (rows.length === 0) return false;
        await tx.insert(auditLog).values({
          actor_user_id: audit.actorUserId,
          action: audit.action,
          target_type: 'profile',
          target_id: String(profileId),
          before: { org_membership: from },
          after: { org_membership: to },
        });
        return true;
      });
    },
  };
}

export type OrgMembersRepo = ReturnType<typeof createOrgMembersRepo>;
