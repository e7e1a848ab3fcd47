import { ACCESS_TEXTS as T, ADMIN_CAPABILITIES, BUILT_IN_LEVELS, FULL_ADMIN_LEVEL } from '@lbd/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin, buildAdminWithLevels, buildUser, signUp, type Account } from '../../../test/factories';
import { buildOrgUser, orgIds } from '../../../test/factories/jobs';
import { adminAccessLevels, auditLog } from '../../db/schema';

type Level = {
  id: number;
  name: string;
  capabilities: string[];
  built_in: boolean;
  holders: { id: number; email: string }[];
};

/**
 * Admin rights through the API (issue 29 items 7-8, decision 0084): access levels and their grants,
 * editing-intervention access, what a level unlocks, institute permissions (enforced on the college
 * admins' dashboards) and the audit trail.
 */
describe('access levels', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let full: Account;
  /** Holds manage_access and reports, nothing else. */
  let manager: Account;
  /** Holds reports only. */
  let reports: Account;
  let student: Awaited<ReturnType<typeof buildUser>>;
  let levels: Level[];

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const levelNamed = (name: string) => levels.find((l) => l.name === name)!;
  const refreshLevels = async () => {
    levels = (await call('GET', '/api/admin/access_levels', full.token)).json().data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    full = await buildAdmin(t.app);
    await t.database.db.insert(adminAccessLevels).values({
      name: 'Access manager',
      description: 'Grants what it holds.',
      capabilities: ['manage_access', 'reports'],
    });
    manager = await buildAdminWithLevels(t.app, full, ['Access manager']);
    reports = await buildAdminWithLevels(t.app, full, ['Reports']);
    student = await buildUser(t.app, 'STUDENT');
    await refreshLevels();
  });
  afterAll(() => t.close());

  describe('GET /api/admin/access_levels', () => {
    it('401 signed out; 403 for a student and for an admin without manage_access', async () => {
      expect((await call('GET', '/api/admin/access_levels')).statusCode).toBe(401);
      expect((await call('GET', '/api/admin/access_levels', student.token)).statusCode).toBe(403);
      expect((await call('GET', '/api/admin/access_levels', reports.token)).statusCode).toBe(403);
    });

    it('lists the built-in levels (as the data migration made them) with their holders', async () => {
      const res = await call('GET', '/api/admin/access_levels', manager.token);
      expect(res.statusCode).toBe(200);
      const got = res.json().data as Level[];
      for (const b of BUILT_IN_LEVELS)
        expect(got.find((l) => l.name === b.name)).toMatchObject({ built_in: true, capabilities: [...b.capabilities] });
      expect(got.find((l) => l.name === FULL_ADMIN_LEVEL)!.holders.map((h) => h.email)).toContain(full.email);
      expect(got.find((l) => l.name === 'Reports')!.holders.map((h) => h.email)).toEqual([reports.email]);
    });
  });

  describe('the caller’s own level (fetched once per session)', () => {
    it('current_user_data and admin_access_level carry the capabilities of the caller’s levels', async () => {
      const me = (await call('GET', '/api/v1/current_user_data', reports.token)).json().data.user;
      expect(me).toMatchObject({ is_admin: true, admin_capabilities: ['reports'] });
      expect((await call('GET', '/api/v1/admin_access_level', manager.token)).json().data).toEqual({
        access_level: 'ADMIN',
        capabilities: ['reports', 'manage_access'],
      });
      expect((await call('GET', '/api/v1/admin_access_level', student.token)).json().data).toEqual({
        access_level: null,
        capabilities: [],
      });
      const all = (await call('GET', '/api/v1/current_user_data', full.token)).json().data.user;
      expect(all.admin_capabilities).toEqual([...ADMIN_CAPABILITIES]);
    });
  });

  describe('POST and PUT /api/admin/access_levels', () => {
    it('creates a level (201), audited; a taken name is 409', async () => {
      const res = await call('POST', '/api/admin/access_levels', full.token, {
        name: 'Placement cell',
        description: 'Approves and reads reports.',
        capabilities: ['reports', 'approve_profiles'],
      });
      expect(res.statusCode).toBe(201);
      const id = res.json().data.id as number;
      const [row] = await t.database.db.select().from(adminAccessLevels).where(eq(adminAccessLevels.id, id));
      // Kept in the list's order, whatever order they were sent in.
      expect(row!.capabilities).toEqual(['approve_profiles', 'reports']);
      const [audit] = await t.database.db
        .select()
        .from(auditLog)
        .where(sql`${auditLog.action} = 'access_level_create' and ${auditLog.target_id} = ${String(id)}`);
      expect(audit).toMatchObject({ actor_user_id: full.userId, before: null });
      expect(audit!.after).toMatchObject({ name: 'Placement cell', capabilities: ['approve_profiles', 'reports'] });
      const again = await call('POST', '/api/admin/access_levels', full.token, {
        name: 'Placement cell',
        capabilities: ['reports'],
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(T.nameTaken);
    });

    it('refuses a capability the caller lacks (422), bad input with the field’s message', async () => {
      const lacking = await call('POST', '/api/admin/access_levels', manager.token, {
        name: 'Bulk and reports',
        capabilities: ['reports', 'bulk_tools'],
      });
      expect(lacking.statusCode).toBe(422);
      expect(lacking.json().error.fields).toEqual({ capabilities: T.capabilityNotHeld('bulk_tools') });
      const empty = await call('POST', '/api/admin/access_levels', full.token, { name: ' ', capabilities: [] });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().error.fields).toMatchObject({ name: T.nameRequired, capabilities: T.capabilitiesRequired });
      const unknown = await call('POST', '/api/admin/access_levels', full.token, { name: 'X', capabilities: ['root'] });
      expect(unknown.statusCode).toBe(422);
      const long = await call('POST', '/api/admin/access_levels', full.token, {
        name: 'x'.repeat(61),
        capabilities: ['reports'],
      });
      expect(long.json().error.fields).toEqual({ name: T.nameLong });
    });

    it('edits a level it may (200, audited before and after); built-in levels are locked; 404 unknown', async () => {
      const created = await call('POST', '/api/admin/access_levels', manager.token, {
        name: 'Auditors',
        capabilities: ['reports'],
      });
      const id = created.json().data.id as number;
      const res = await call('PUT', `/api/admin/access_levels/${id}`, manager.token, {
        name: 'Auditors',
        description: 'Reads the audit trail.',
        capabilities: ['reports', 'manage_access'],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        id,
        description: 'Reads the audit trail.',
        capabilities: ['reports', 'manage_access'],
      });
      const [audit] = await t.database.db
        .select()
        .from(auditLog)
        .where(sql`${auditLog.action} = 'access_level_update' and ${auditLog.target_id} = ${String(id)}`);
      expect(audit!.before).toMatchObject({ capabilities: ['reports'] });
      expect(audit!.after).toMatchObject({ capabilities: ['reports', 'manage_access'] });

      const locked = await call('PUT', `/api/admin/access_levels/${levelNamed('Reports').id}`, full.token, {
        name: 'Reports',
        capabilities: ['reports', 'payments'],
      });
      expect(locked.statusCode).toBe(422);
      expect(locked.json().error.message).toBe(T.builtInLocked);
      expect(
        (await call('PUT', '/api/admin/access_levels/999999', full.token, { name: 'Y', capabilities: ['reports'] }))
          .statusCode,
      ).toBe(404);
      const clash = await call('PUT', `/api/admin/access_levels/${id}`, manager.token, {
        name: 'Access manager',
        capabilities: ['reports'],
      });
      expect(clash.statusCode).toBe(409);
    });

    it('a level holding a capability the editor lacks cannot be edited by them, even to remove it', async () => {
      const created = await call('POST', '/api/admin/access_levels', full.token, {
        name: 'Payments desk',
        capabilities: ['payments'],
      });
      const id = created.json().data.id as number;
      const res = await call('PUT', `/api/admin/access_levels/${id}`, manager.token, {
        name: 'Payments desk',
        capabilities: ['reports'],
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.message).toBe(T.capabilityNotHeld('payments'));
    });
  });

  describe('grants', () => {
    it('grants by email (201): the person is an admin at their next request; revoked, refused at the next', async () => {
      const person = await signUp(t.app);
      expect((await call('GET', '/api/admin/audit', person.token)).statusCode).toBe(403);
      const res = await call('POST', '/api/admin/access_grants', manager.token, {
        email: person.email.toUpperCase(),
        level_id: levelNamed('Reports').id,
      });
      expect(res.statusCode).toBe(201);
      const grantId = res.json().data.id as number;
      expect((await call('GET', '/api/admin/audit', person.token)).statusCode).toBe(200);
      const dup = await call('POST', '/api/admin/access_grants', manager.token, {
        email: person.email,
        level_id: levelNamed('Reports').id,
      });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().error.message).toBe(T.alreadyGranted);
      const list = await call('GET', `/api/admin/access_grants?level_id=${levelNamed('Reports').id}`, manager.token);
      expect(list.json().data.map((g: { email: string }) => g.email)).toContain(person.email);

      expect((await call('DELETE', `/api/admin/access_grants/${grantId}`, manager.token)).statusCode).toBe(204);
      expect((await call('GET', '/api/admin/audit', person.token)).statusCode).toBe(403);
      expect((await call('GET', '/api/v1/current_user_data', person.token)).statusCode).toBe(201);
      expect((await call('DELETE', `/api/admin/access_grants/${grantId}`, manager.token)).statusCode).toBe(404);
      const audits = await t.database.db
        .select()
        .from(auditLog)
        .where(sql`${auditLog.target_id} = ${person.userId}`)
        .orderBy(auditLog.id);
      expect(audits.map((a) => [a.action, a.before, a.after])).toEqual([
        ['access_grant', { email: person.email, levels: [] }, { email: person.email, levels: ['Reports'] }],
        ['access_revoke', { email: person.email, levels: ['Reports'] }, { email: person.email, levels: [] }],
      ]);
    });

    it('an unknown email is 422 with its message; a bad one too; an unknown level 404', async () => {
      const none = await call('POST', '/api/admin/access_grants', full.token, {
        email: 'nobody@example.com',
        level_id: levelNamed('Reports').id,
      });
      expect(none.statusCode).toBe(422);
      expect(none.json().error.fields).toEqual({ email: T.noAccount });
      const bad = await call('POST', '/api/admin/access_grants', full.token, { email: 'not-an-email', level_id: 1 });
      expect(bad.json().error.fields).toEqual({ email: T.emailInvalid });
      expect(
        (await call('POST', '/api/admin/access_grants', full.token, { email: student.email, level_id: 999999 }))
          .statusCode,
      ).toBe(404);
    });

    it('nobody grants or revokes a level with a capability they lack', async () => {
      const res = await call('POST', '/api/admin/access_grants', manager.token, {
        email: student.email,
        level_id: levelNamed(FULL_ADMIN_LEVEL).id,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.message).toBe(T.capabilityNotHeld('approve_profiles'));
      const fullGrant = levelNamed(FULL_ADMIN_LEVEL).holders.find((h) => h.email === full.email)!;
      expect((await call('DELETE', `/api/admin/access_grants/${fullGrant.id}`, manager.token)).statusCode).toBe(422);
    });

    it('the last person holding every capability cannot lose it (422); with a second one they can', async () => {
      await refreshLevels();
      const holders = levelNamed(FULL_ADMIN_LEVEL).holders;
      expect(holders).toHaveLength(1);
      const res = await call('DELETE', `/api/admin/access_grants/${holders[0]!.id}`, full.token);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.message).toBe(T.lastFullAdmin);
      // Still a full admin.
      expect((await call('GET', '/api/admin/access_levels', full.token)).statusCode).toBe(200);

      const second = await signUp(t.app);
      const granted = await call('POST', '/api/admin/access_grants', full.token, {
        email: second.email,
        level_id: levelNamed(FULL_ADMIN_LEVEL).id,
      });
      expect(granted.statusCode).toBe(201);
      const own = await call('DELETE', `/api/admin/access_grants/${granted.json().data.id}`, full.token);
      expect(own.statusCode).toBe(204);
    });
  });

  describe('editing-intervention access', () => {
    it('lists holders, grants by email, revokes; revoking someone without it is 404 with its message', async () => {
      const mentor = await buildUser(t.app, 'ADVISOR');
      const given = await call('POST', '/api/admin/intervention_edit_access', full.token, { email: mentor.email });
      expect(given.statusCode).toBe(201);
      const list = (await call('GET', '/api/admin/intervention_edit_access', full.token)).json().data as {
        user_id: string;
        email: string;
        direct: boolean;
        levels: string[];
      }[];
      expect(list.find((p) => p.email === mentor.email)).toMatchObject({
        direct: true,
        levels: ['Editing intervention'],
      });
      // Full admins hold it through their level.
      expect(list.find((p) => p.email === full.email)).toMatchObject({ direct: false, levels: [FULL_ADMIN_LEVEL] });
      // The manager lacks editing_intervention: may not grant it.
      const refused = await call('POST', '/api/admin/intervention_edit_access', manager.token, {
        email: student.email,
      });
      expect(refused.statusCode).toBe(422);
      const userId = list.find((p) => p.email === mentor.email)!.user_id;
      expect((await call('DELETE', `/api/admin/intervention_edit_access/${userId}`, full.token)).statusCode).toBe(204);
      const again = await call('DELETE', `/api/admin/intervention_edit_access/${userId}`, full.token);
      expect(again.statusCode).toBe(404);
      expect(again.json().error.message).toBe(T.noInterventionAccess);
    });
  });

  describe('view as', () => {
    it('shows exactly the pages and API routes a level unlocks, from the route tables', async () => {
      const res = await call('GET', `/api/admin/access_levels/${levelNamed('Reports').id}/view_as`, manager.token);
      expect(res.statusCode).toBe(200);
      const { pages, actions } = res.json().data as {
        pages: { path: string }[];
        actions: { method: string; path: string; capability: string | null }[];
      };
      const paths = pages.map((p) => p.path);
      expect(paths).toEqual(expect.arrayContaining(['/adminDashboard', '/auditTrail', '/accounts']));
      expect(paths).not.toContain('/adminAccess');
      expect(paths).not.toContain('/bulkEnrollment');
      expect(paths).not.toContain('/jobs');
      const keys = actions.map((a) => `${a.method} ${a.path}`);
      expect(keys).toEqual(expect.arrayContaining(['GET /api/admin/dashboard', 'GET /api/admin/audit']));
      expect(keys).not.toContain('POST /api/admin/access_grants');
      expect(keys).not.toContain('POST /api/admin/approve_org_profile');
      expect(actions.find((a) => a.path === '/api/admin/audit')!.capability).toBe('reports');
      expect((await call('GET', '/api/admin/access_levels/999999/view_as', manager.token)).statusCode).toBe(404);
    });

    it('GET /api/admin/routes lists every registered route with its access', async () => {
      const res = await call('GET', '/api/admin/routes', manager.token);
      expect(res.statusCode).toBe(200);
      const routes = res.json().data as { method: string; path: string; access: unknown }[];
      expect(routes.length).toBe(t.app.routeAccess.length);
      expect(routes.find((r) => r.path === '/api/admin/routes' && r.method === 'GET')!.access).toEqual({
        admin: 'manage_access',
      });
      expect((await call('GET', '/api/admin/routes', reports.token)).statusCode).toBe(403);
    });
  });

  describe('institute permissions', () => {
    let institute: number;
    let permissionId: number;
    let collegeAdmin: Awaited<ReturnType<typeof buildUser>>;

    beforeAll(async () => {
      institute = (await orgIds(t.app, 'INSTITUTION', 1))[0]!;
      collegeAdmin = await buildUser(t.app, 'STUDENT', { my_org_id: institute });
      await t.database.db.execute(
        sql`update profiles set tpo_admin_dashboard = true where id = ${collegeAdmin.profileId}`,
      );
    });

    it('no permissions set: the college admin sees every dashboard and contact details, as before', async () => {
      expect((await call('GET', '/api/fetch_counters', collegeAdmin.token)).statusCode).toBe(200);
      expect((await call('GET', '/api/shortlisted_table', collegeAdmin.token)).statusCode).toBe(200);
      const students = await call('GET', '/api/show_org_students', collegeAdmin.token);
      expect(students.json().data.find((s: { id: number }) => s.id === collegeAdmin.profileId).email).toMatch(/@/);
    });

    it('creates (201, audited), refuses a company (422) and a second row (409)', async () => {
      const company = await buildOrgUser(t.app, 'COMPANY', { admin: full });
      const [companyOrg] = await orgIds(t.app, 'COMPANY', 1);
      void company;
      const notInstitute = await call('POST', '/api/admin/institute_permissions', manager.token, {
        org_id: companyOrg,
        dashboards: [],
      });
      expect(notInstitute.statusCode).toBe(422);
      expect(notInstitute.json().error.fields).toEqual({ org_id: T.notAnInstitute });
      const unknown = await call('POST', '/api/admin/institute_permissions', manager.token, {
        org_id: 999999,
        dashboards: [],
      });
      expect(unknown.json().error.fields).toEqual({ org_id: T.instituteRequired });
      const res = await call('POST', '/api/admin/institute_permissions', manager.token, {
        org_id: institute,
        dashboards: ['institute_dashboard'],
      });
      expect(res.statusCode).toBe(201);
      permissionId = res.json().data.id;
      const dup = await call('POST', '/api/admin/institute_permissions', manager.token, {
        org_id: institute,
        dashboards: [],
      });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().error.message).toBe(T.permissionExists);
      const bad = await call('POST', '/api/admin/institute_permissions', manager.token, {
        org_id: institute,
        dashboards: ['payroll'],
      });
      expect(bad.statusCode).toBe(422);
    });

    it('is enforced where college admins read: left out is 403, contact details blanked', async () => {
      expect((await call('GET', '/api/fetch_counters', collegeAdmin.token)).statusCode).toBe(200);
      expect((await call('GET', '/api/shortlisted_table', collegeAdmin.token)).statusCode).toBe(403);
      expect((await call('GET', '/api/skills_dashboard', collegeAdmin.token)).statusCode).toBe(403);
      expect((await call('GET', '/api/enrollment_listing?kind=clubs', collegeAdmin.token)).statusCode).toBe(403);
      const students = await call('GET', '/api/show_org_students', collegeAdmin.token);
      expect(students.json().data.find((s: { id: number }) => s.id === collegeAdmin.profileId)).toMatchObject({
        email: null,
        phone: null,
      });
      // The admins are not narrowed.
      expect((await call('GET', `/api/shortlisted_table?org_id=${institute}`, full.token)).statusCode).toBe(200);
    });

    it('reads (200 / 404), lists, updates (200, audited)', async () => {
      const one = await call('GET', `/api/admin/institute_permissions/${permissionId}`, manager.token);
      expect(one.json().data).toMatchObject({
        org_id: institute,
        dashboards: ['institute_dashboard'],
        updated_by_email: manager.email,
      });
      expect((await call('GET', '/api/admin/institute_permissions/999999', manager.token)).statusCode).toBe(404);
      const list = await call('GET', '/api/admin/institute_permissions', manager.token);
      expect(list.json().pagination.total).toBe(1);
      const res = await call('PUT', `/api/admin/institute_permissions/${permissionId}`, manager.token, {
        dashboards: ['shortlists', 'institute_dashboard', 'student_contact'],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.dashboards).toEqual(['institute_dashboard', 'shortlists', 'student_contact']);
      expect((await call('GET', '/api/shortlisted_table', collegeAdmin.token)).statusCode).toBe(200);
      expect(
        (await call('PUT', '/api/admin/institute_permissions/999999', manager.token, { dashboards: [] })).statusCode,
      ).toBe(404);
      expect((await call('GET', '/api/admin/institute_permissions', reports.token)).statusCode).toBe(403);
    });
  });

  describe('GET /api/admin/audit', () => {
    it('pages the trail newest first, filtered by actor email, action and target; reports holders only', async () => {
      expect((await call('GET', '/api/admin/audit')).statusCode).toBe(401);
      expect((await call('GET', '/api/admin/audit', student.token)).statusCode).toBe(403);
      const res = await call(
        'GET',
        `/api/admin/audit?action=access_grant&actor_email=${encodeURIComponent(manager.email)}&count=5`,
        reports.token,
      );
      expect(res.statusCode).toBe(200);
      const rows = res.json().data as { actor_email: string; action: string; inserted_at: string; after: unknown }[];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.actor_email === manager.email && r.action === 'access_grant')).toBe(true);
      const target = await call('GET', `/api/admin/audit?target_type=org&count=50`, reports.token);
      expect(target.json().data.map((r: { action: string }) => r.action)).toEqual([
        'institute_permission_update',
        'institute_permission_create',
      ]);
      const today = new Date().toISOString().slice(0, 10);
      const ranged = await call('GET', `/api/admin/audit?from=2000-01-01&to=2000-01-02`, reports.token);
      expect(ranged.json().pagination.total).toBe(0);
      expect(
        (await call('GET', `/api/admin/audit?from=${today}`, reports.token)).json().pagination.total,
      ).toBeGreaterThan(0);
      const backwards = await call('GET', `/api/admin/audit?from=2026-02-02&to=2026-02-01`, reports.token);
      expect(backwards.statusCode).toBe(422);
      expect(backwards.json().error.fields).toEqual({ from: T.dateRange });
    });
  });
});
