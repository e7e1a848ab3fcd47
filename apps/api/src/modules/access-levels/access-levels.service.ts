import {
  ACCESS_TEXTS as T,
  INTERVENTION_LEVEL,
  ROUTES,
  capabilityOf,
  levelUnlocks,
  type Access,
  type AccessLevelBody,
  type AdminCapability,
  type AuditQuery,
  type InstituteDashboardKey,
} from '@lbd/shared';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/sql';
import type { Actor } from '../../lib/access';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { paged, pageRequest } from '../../lib/paging';
import { leavesNoFullAdmin, missingCapability, touchedByEdit } from './access-levels.policy';
import { createAccessLevelsRepo, type GrantRow } from './access-levels.repo';

/** A registered API route as the view-as page reads it. */
export interface RouteRecord {
  method: string;
  url: string;
  access: Access | undefined;
}

const toGrant = (g: GrantRow) => ({ ...g, granted_at: g.granted_at.toISOString() });

/** 422 naming the field, when the actor lacks a capability the change touches. */
function requireHeld(actor: Actor, touched: readonly AdminCapability[], field: string) {
  const missing = missingCapability(actor.capabilities, touched);
  if (missing) throw new ValidationError({ [field]: T.capabilityNotHeld(missing) }, T.capabilityNotHeld(missing));
}

const lastFullAdmin = () => new AppError(422, 'VALIDATION_FAILED', T.lastFullAdmin);

/**
 * Admin rights (issue 29 item 7, decision 0084): access levels and who holds them, editing-intervention
 * access, institute permissions, what a level unlocks, and the audit trail. Every change is audited.
 */
export function createAccessLevelsService({ db, routes }: { db: Db; routes: () => readonly RouteRecord[] }) {
  const repo = createAccessLevelsRepo(db);

  /** Run a change of rights serialised with the others; refused (rolled back) when it leaves no full admin. */
  async function change<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      await repo.lock(tx);
      const before = await repo.fullAdminCount(tx);
      const out = await fn(tx);
      if (leavesNoFullAdmin(before, await repo.fullAdminCount(tx))) throw lastFullAdmin();
      return out;
    });
  }

  const levelsOf = async (userId: string, tx: Tx) => (await repo.grantsOf(userId, tx)).map((g) => g.level_name);

  async function grantLevel(actor: Actor, email: string, levelId: number) {
    const user = await repo.userByEmail(email);
    if (!user) throw new ValidationError({ email: T.noAccount }, T.noAccount);
    const level = await repo.level(levelId);
    if (!level) throw new NotFoundError();
    requireHeld(actor, level.capabilities, 'level_id');
    return change(async (tx) => {
      const before = await levelsOf(user.id, tx);
      const id = await repo.insertGrant(tx, user.id, level.id, actor.userId);
      if (id === null) throw new ConflictError(T.alreadyGranted);
      await repo.syncRole(tx, user.id);
      await repo.audit(tx, {
        actor: actor.userId,
        action: 'access_grant',
        targetType: 'user',
        targetId: user.id,
        before: { email: user.email, levels: before },
        after: { email: user.email, levels: await levelsOf(user.id, tx) },
      });
      return id;
    });
  }

  async function revokeGrant(actor: Actor, grantId: number) {
    const grant = await repo.grant(grantId);
    if (!grant) throw new NotFoundError();
    const level = (await repo.level(grant.level_id))!;
    requireHeld(actor, level.capabilities, 'level_id');
    await change(async (tx) => {
      const before = await levelsOf(grant.user_id, tx);
      await repo.deleteGrant(tx, grantId);
      await repo.syncRole(tx, grant.user_id);
      await repo.audit(tx, {
        actor: actor.userId,
        action: 'access_revoke',
        targetType: 'user',
        targetId: grant.user_id,
        before: { email: grant.email, levels: before },
        after: { email: grant.email, levels: await levelsOf(grant.user_id, tx) },
      });
    });
  }

  return {
    async levels() {
      const [levels, grants] = await Promise.all([repo.levels(), repo.grants()]);
      return levels.map((l) => ({ ...l, holders: grants.filter((g) => g.level_id === l.id).map(toGrant) }));
    },

    async createLevel(actor: Actor, body: AccessLevelBody & { capabilities: AdminCapability[]; description: string }) {
      requireHeld(actor, body.capabilities, 'capabilities');
      return change(async (tx) => {
        const id = await repo.insertLevel(tx, body);
        if (id === null) throw new ConflictError(T.nameTaken);
        await repo.audit(tx, {
          actor: actor.userId,
          action: 'access_level_create',
          targetType: 'access_level',
          targetId: String(id),
          before: null,
          after: { name: body.name, description: body.description, capabilities: body.capabilities },
        });
        return id;
      });
    },

    async updateLevel(
      actor: Actor,
      id: number,
      body: AccessLevelBody & { capabilities: AdminCapability[]; description: string },
    ) {
      const level = await repo.level(id);
      if (!level) throw new NotFoundError();
      if (level.built_in) throw new AppError(422, 'VALIDATION_FAILED', T.builtInLocked);
      requireHeld(actor, touchedByEdit(level.capabilities, body.capabilities), 'capabilities');
      await change(async (tx) => {
        if (!(await repo.updateLevel(tx, id, body))) throw new ConflictError(T.nameTaken);
        await repo.audit(tx, {
          actor: actor.userId,
          action: 'access_level_update',
          targetType: 'access_level',
          targetId: String(id),
          before: { name: level.name, description: level.description, capabilities: level.capabilities },
          after: { name: body.name, description: body.description, capabilities: body.capabilities },
        });
      });
      const grants = await repo.grants(id);
      return { ...(await repo.level(id))!, holders: grants.map(toGrant) };
    },

    async grants(levelId?: number) {
      return (await repo.grants(levelId)).map(toGrant);
    },
    grant: grantLevel,
    revoke: revokeGrant,

    /** Everyone holding editing_intervention, through which levels, and whether through the level of that name. */
    async interventionHolders() {
      const [levels, grants] = await Promise.all([repo.levels(), repo.grants()]);
      const withIt = new Set(levels.filter((l) => l.capabilities.includes('editing_intervention')).map((l) => l.id));
      const people = new Map<
        string,
        { user_id: string; email: string | null; name: string | null; levels: string[]; direct: boolean }
      >();
      for (const g of grants) {
        if (!withIt.has(g.level_id)) continue;
        const p = people.get(g.user_id) ?? {
          user_id: g.user_id,
          email: g.email,
          name: g.name,
          levels: [],
          direct: false,
        };
        p.levels.push(g.level_name);
        if (g.level_name === INTERVENTION_LEVEL) p.direct = true;
        people.set(g.user_id, p);
      }
      return [...people.values()].sort((a, b) => (a.email ?? '').localeCompare(b.email ?? ''));
    },

    async grantIntervention(actor: Actor, email: string) {
      const level = await repo.levelByName(INTERVENTION_LEVEL);
      if (!level) throw new NotFoundError();
      return grantLevel(actor, email, level.id);
    },

    async revokeIntervention(actor: Actor, userId: string) {
      const grant = (await repo.grantsOf(userId)).find((g) => g.level_name === INTERVENTION_LEVEL);
      if (!grant) throw new NotFoundError(T.noInterventionAccess);
      await revokeGrant(actor, grant.id);
    },

    /** Exactly which pages (the web's route table) and API routes (as registered) a level unlocks. */
    async viewAs(id: number) {
      const level = await repo.level(id);
      if (!level) throw new NotFoundError();
      const caps = level.capabilities;
      return {
        level: { id: level.id, name: level.name, capabilities: caps },
        pages: ROUTES.filter((r) => levelUnlocks(r.access, caps)).map((r) => ({ path: r.path, area: r.area })),
        actions: routes()
          .filter((r) => r.access && levelUnlocks(r.access, caps))
          .map((r) => ({ method: r.method, path: r.url, capability: capabilityOf(r.access!) }))
          .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method)),
      };
    },

    /** Every registered route with its declared access. */
    routeList() {
      return routes()
        .map((r) => ({ method: r.method, path: r.url, access: r.access ?? null }))
        .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
    },

    // Institute permissions.

    async permissions(q: { page?: number; count: number }) {
      const page = pageRequest(q);
      const { rows, total } = await repo.permissions(page);
      return paged(rows.map(toPermission), total, page);
    },

    async permission(id: number) {
      const row = await repo.permission(id);
      if (!row) throw new NotFoundError();
      return toPermission(row);
    },

    async createPermission(actor: Actor, orgId: number, dashboards: InstituteDashboardKey[]) {
      const type = await repo.orgType(orgId);
      if (type === null) throw new ValidationError({ org_id: T.instituteRequired }, T.instituteRequired);
      if (type !== 'INSTITUTION') throw new ValidationError({ org_id: T.notAnInstitute }, T.notAnInstitute);
      return db.transaction(async (tx) => {
        const id = await repo.insertPermission(tx, orgId, dashboards, actor.userId);
        if (id === null) throw new ConflictError(T.permissionExists);
        await repo.audit(tx, {
          actor: actor.userId,
          action: 'institute_permission_create',
          targetType: 'org',
          targetId: String(orgId),
          before: null,
          after: { dashboards },
        });
        return id;
      });
    },

    async updatePermission(actor: Actor, id: number, dashboards: InstituteDashboardKey[]) {
      const row = await repo.permission(id);
      if (!row) throw new NotFoundError();
      await db.transaction(async (tx) => {
        await repo.updatePermission(tx, id, dashboards, actor.userId);
        await repo.audit(tx, {
          actor: actor.userId,
          action: 'institute_permission_update',
          targetType: 'org',
          targetId: String(row.org_id),
          before: { dashboards: row.dashboards },
          after: { dashboards },
        });
      });
      return toPermission((await repo.permission(id))!);
    },

    async audit(q: AuditQuery) {
      const page = pageRequest(q);
      const { rows, total } = await repo.auditPage(
        {
          actorEmail: q.actor_email || undefined,
          action: q.action || undefined,
          targetType: q.target_type || undefined,
          targetId: q.target_id || undefined,
          from: q.from,
          to: q.to,
        },
        page,
      );
      return paged(
        rows.map((r) => ({ ...r, inserted_at: r.inserted_at.toISOString() })),
        total,
        page,
      );
    },
  };
}

function toPermission(row: {
  id: number;
  org_id: number;
  org_name: string;
  dashboards: InstituteDashboardKey[];
  updated_at: Date;
  updated_by_email: string | null;
}) {
  return { ...row, updated_at: row.updated_at.toISOString() };
}

export type AccessLevelsService = ReturnType<typeof createAccessLevelsService>;
