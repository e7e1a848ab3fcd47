import { ADMIN_CAPABILITIES, type AdminCapability, type InstituteDashboardKey } from '@lbd/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import {
  adminAccessGrants,
  adminAccessLevels,
  auditLog,
  institutePermissions,
  orgs,
  profiles,
  users,
} from '../../db/schema';
import { containsPattern, whereAll, type Tx } from '../../db/sql';
import type { PageRequest } from '../../lib/paging';

export interface LevelRow {
  id: number;
  name: string;
  description: string;
  capabilities: AdminCapability[];
  built_in: boolean;
}

export interface GrantRow {
  id: number;
  user_id: string;
  email: string | null;
  name: string | null;
  level_id: number;
  level_name: string;
  granted_at: Date;
  granted_by_email: string | null;
}

const grantedBy = sql<string | null>`(select u2.email from ${users} u2 where u2.id = ${adminAccessGrants.granted_by})`;
const personName = sql<
  string | null
>`coalesce((select p.full_name from ${profiles} p where p.user_id = ${users.id} limit 1), ${users.name})`;

/** Access levels, their grants, institute permissions and the audit log's reads. */
export function createAccessLevelsRepo(db: Db) {
  const grantSelect = (x: Db | Tx) =>
    x
      .select({
        id: adminAccessGrants.id,
        user_id: adminAccessGrants.user_id,
        email: users.email,
        name: personName,
        level_id: adminAccessGrants.level_id,
        level_name: adminAccessLevels.name,
        granted_at: adminAccessGrants.granted_at,
        granted_by_email: grantedBy,
      })
      .from(adminAccessGrants)
      .innerJoin(users, eq(users.id, adminAccessGrants.user_id))
      .innerJoin(adminAccessLevels, eq(adminAccessLevels.id, adminAccessGrants.level_id));

  const levelColumns = {
    id: adminAccessLevels.id,
    name: adminAccessLevels.name,
    description: adminAccessLevels.description,
    capabilities: sql<AdminCapability[]>`${adminAccessLevels.capabilities}`,
    built_in: adminAccessLevels.built_in,
  };

  return {
    /** Serialise every change of admin rights (the last-full-admin rule counts across them). */
    async lock(tx: Tx) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('admin_access_rights'))`);
    },

    async levels(): Promise<LevelRow[]> {
      return db
        .select(levelColumns)
        .from(adminAccessLevels)
        .orderBy(desc(adminAccessLevels.built_in), adminAccessLevels.name);
    },

    async level(id: number, x: Db | Tx = db): Promise<LevelRow | null> {
      const [row] = await x.select(levelColumns).from(adminAccessLevels).where(eq(adminAccessLevels.id, id));
      return row ?? null;
    },

    async levelByName(name: string, x: Db | Tx = db): Promise<LevelRow | null> {
      const [row] = await x.select(levelColumns).from(adminAccessLevels).where(eq(adminAccessLevels.name, name));
      return row ?? null;
    },

    async insertLevel(tx: Tx, v: { name: string; description: string; capabilities: AdminCapability[] }) {
      const [row] = await tx
        .insert(adminAccessLevels)
        .values(v)
        .onConflictDoNothing({ target: adminAccessLevels.name })
        .returning({ id: adminAccessLevels.id });
      return row?.id ?? null;
    },

    /** False when another level has the name. */
    async updateLevel(tx: Tx, id: number, v: { name: string; description: string; capabilities: AdminCapability[] }) {
      const [clash] = await tx
        .select({ id: adminAccessLevels.id })
        .from(adminAccessLevels)
        .where(and(eq(adminAccessLevels.name, v.name), sql`${adminAccessLevels.id} <> ${id}`));
      if (clash) return false;
      await tx
        .update(adminAccessLevels)
        .set({ ...v, updated_at: sql`now()` })
        .where(eq(adminAccessLevels.id, id));
      return true;
    },

    async grants(levelId?: number, x: Db | Tx = db): Promise<GrantRow[]> {
      return grantSelect(x)
        .where(levelId === undefined ? undefined : eq(adminAccessGrants.level_id, levelId))
        .orderBy(adminAccessLevels.name, users.email);
    },

    async grant(id: number, x: Db | Tx = db): Promise<GrantRow | null> {
      const [row] = await grantSelect(x).where(eq(adminAccessGrants.id, id));
      return row ?? null;
    },

    async grantsOf(userId: string, x: Db | Tx = db): Promise<GrantRow[]> {
      return grantSelect(x).where(eq(adminAccessGrants.user_id, userId)).orderBy(adminAccessLevels.name);
    },

    async insertGrant(tx: Tx, userId: string, levelId: number, by: string) {
      const [row] = await tx
        .insert(adminAccessGrants)
        .values({ user_id: userId, level_id: levelId, granted_by: by })
        .onConflictDoNothing()
        .returning({ id: adminAccessGrants.id });
      return row?.id ?? null;
    },

    async deleteGrant(tx: Tx, id: number) {
      await tx.delete(adminAccessGrants).where(eq(adminAccessGrants.id, id));
    },

    /** Keep users.role saying whether the user holds any level (the account's own rules read it). */
    async syncRole(tx: Tx, userId: string) {
      await tx.execute(sql`
        update ${users} set role = case when exists (select 1 from ${adminAccessGrants} g where g.user_id = ${userId})
          then 'admin' else 'user' end
        where id = ${userId} and role is distinct from (case when exists (select 1 from ${adminAccessGrants} g where g.user_id = ${userId})
          then 'admin' else 'user' end)`);
    },

    /** People (not banned) whose levels together hold every capability. */
    async fullAdminCount(x: Db | Tx = db): Promise<number> {
      const [row] = rowsOf<{ n: number }>(
        await x.execute(sql`
          select count(*)::int as n from (
            select g.user_id from ${adminAccessGrants} g
            join ${adminAccessLevels} l on l.id = g.level_id
            join ${users} u on u.id = g.user_id and not coalesce(u.banned, false)
            cross join unnest(l.capabilities) c
            group by g.user_id having count(distinct c) = ${ADMIN_CAPABILITIES.length}
          ) x`),
      );
      return row?.n ?? 0;
    },

    async userByEmail(email: string) {
      const [row] = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      return row ?? null;
    },

    async audit(
      x: Db | Tx,
      v: { actor: string; action: string; targetType: string; targetId: string; before: unknown; after: unknown },
    ) {
      await x.insert(auditLog).values({
        actor_user_id: v.actor,
        action: v.action,
        target_type: v.targetType,
        target_id: v.targetId,
        before: v.before,
        after: v.after,
      });
    },

    // Institute permissions.

    async permissions(page: PageRequest) {
      const rows = await permissionSelect(db).orderBy(orgs.full_name).limit(page.count).offset(page.offset);
      const [c] = await db.select({ n: sql<number>`count(*)::int` }).from(institutePermissions);
      return { rows, total: c?.n ?? 0 };
    },

    async permission(id: number, x: Db | Tx = db) {
      const [row] = await permissionSelect(x).where(eq(institutePermissions.id, id));
      return row ?? null;
    },

    async orgType(orgId: number) {
      const [row] = await db.select({ org_type: orgs.org_type }).from(orgs).where(eq(orgs.id, orgId));
      return row?.org_type ?? null;
    },

    async insertPermission(tx: Tx, orgId: number, dashboards: InstituteDashboardKey[], by: string) {
      const [row] = await tx
        .insert(institutePermissions)
        .values({ org_id: orgId, dashboards, updated_by: by })
        .onConflictDoNothing({ target: institutePermissions.org_id })
        .returning({ id: institutePermissions.id });
      return row?.id ?? null;
    },

    async updatePermission(tx: Tx, id: number, dashboards: InstituteDashboardKey[], by: string) {
      await tx
        .update(institutePermissions)
        .set({ dashboards, updated_by: by, updated_at: sql`now()` })
        .where(eq(institutePermissions.id, id));
    },

    // The audit trail.

    async auditPage(
      f: { actorEmail?: string; action?: string; targetType?: string; targetId?: string; from?: string; to?: string },
      page: PageRequest,
    ) {
      const where = whereAll(
        f.actorEmail && sql`lower(${users.email}) like ${containsPattern(f.actorEmail)}`,
        f.action && eq(auditLog.action, f.action),
        f.targetType && eq(auditLog.target_type, f.targetType),
        f.targetId && eq(auditLog.target_id, f.targetId),
        // Days in India (SPEC: dates are Indian dates).
        f.from && sql`${auditLog.inserted_at} >= (${f.from}::date)::timestamp at time zone 'Asia/Kolkata'`,
        f.to && sql`${auditLog.inserted_at} < (${f.to}::date + 1)::timestamp at time zone 'Asia/Kolkata'`,
      );
      const rows = await db
        .select({
          id: auditLog.id,
          actor_email: users.email,
          action: auditLog.action,
          target_type: auditLog.target_type,
          target_id: auditLog.target_id,
          before: auditLog.before,
          after: auditLog.after,
          inserted_at: auditLog.inserted_at,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actor_user_id))
        .where(where)
        .orderBy(desc(auditLog.inserted_at), desc(auditLog.id))
        .limit(page.count)
        .offset(page.offset);
      const [c] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actor_user_id))
        .where(where);
      return { rows, total: c?.n ?? 0 };
    },
  };

  function permissionSelect(x: Db | Tx) {
    return x
      .select({
        id: institutePermissions.id,
        org_id: institutePermissions.org_id,
        org_name: orgs.full_name,
        dashboards: sql<InstituteDashboardKey[]>`${institutePermissions.dashboards}`,
        updated_at: institutePermissions.updated_at,
        updated_by_email: sql<
          string | null
        >`(select u.email from ${users} u where u.id = ${institutePermissions.updated_by})`,
      })
      .from(institutePermissions)
      .innerJoin(orgs, eq(orgs.id, institutePermissions.org_id));
  }
}

export type AccessLevelsRepo = ReturnType<typeof createAccessLevelsRepo>;
