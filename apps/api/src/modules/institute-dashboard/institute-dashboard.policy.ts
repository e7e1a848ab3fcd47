import type { InstituteDashboardKey } from '@lbd/shared';
import type { Actor } from '../../lib/access';

/** What a student's profile says about running its college's dashboard (only an admin sets the flags). */
export interface CollegeAdminRecord {
  active: boolean;
  org_id: number | null;
  specialization_id: number | null;
  tpo_admin_dashboard: boolean;
  dept_admin_dashboard: boolean;
  /**
   * What the institute's permissions let its college admins see (decision 0084); null when the institute
   * has none set: everything, as before institute permissions.
   */
  dashboards: InstituteDashboardKey[] | null;
}

/** Whether a college admin's institute lets them see this dashboard or data (no permissions set: yes). */
export const collegeAdminMay = (student: Pick<CollegeAdminRecord, 'dashboards'>, key: InstituteDashboardKey) =>
  student.dashboards === null || student.dashboards.includes(key);

/** Whose students a dashboard call counts: one institute, and one branch for a department admin. */
export interface InstituteScope {
  orgId: number;
  /** A department admin's branch (specialization): every number is of its students only. */
  specializationId: number | null;
}

/**
 * The students an institute dashboard call may count (issue 24 item 4):
 * - an institution's staff: their own institute while they act for it (an active, accepted profile);
 * - a student the admins made their college's placement admin (`tpo_admin_dashboard`): their
 *   institute; a department admin (`dept_admin_dashboard`): their institute's students of their branch;
 * - an admin: the institute they name.
 * 'forbidden' for a student without either flag, or whose institute's permissions leave out this
 * dashboard (403); null for nobody's dashboard (a pending,
 * declined or deactivated profile, an admin who named none), which the service answers as 404.
 */
export function instituteScope(
  actor: Actor,
  student: CollegeAdminRecord | null,
  requestedOrg?: number,
  dashboard?: InstituteDashboardKey,
): InstituteScope | 'forbidden' | null {
  if (actor.isAdmin) return requestedOrg === undefined ? null : { orgId: requestedOrg, specializationId: null };
  const p = actor.profile;
  if (!p) return 'forbidden';
  if (p.profile_type === 'INSTITUTION') return p.org_id === null ? null : { orgId: p.org_id, specializationId: null };
  if (p.profile_type !== 'STUDENT' || !student) return 'forbidden';
  if (!student.tpo_admin_dashboard && !student.dept_admin_dashboard) return 'forbidden';
  if (dashboard && !collegeAdminMay(student, dashboard)) return 'forbidden';
  if (!student.active || student.org_id === null) return null;
  if (student.tpo_admin_dashboard) return { orgId: student.org_id, specializationId: null };
  return student.specialization_id === null
    ? null
    : { orgId: student.org_id, specializationId: student.specialization_id };
}

/**
 * The branch a call counts: a department admin's own, whatever they ask for (asking for another one is
 * nobody's dashboard: null, answered 404); anyone else's choice, or every branch.
 */
export function scopedBranch(scope: InstituteScope, requested?: number): number | null | 'none' {
  if (scope.specializationId === null) return requested ?? null;
  if (requested !== undefined && requested !== scope.specializationId) return 'none';
  return scope.specializationId;
}
