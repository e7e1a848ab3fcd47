import { describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/access';
import { instituteScope, scopedBranch, type CollegeAdminRecord } from './institute-dashboard.policy';

const actor = (profile_type: 'STUDENT' | 'INSTITUTION' | 'COMPANY' | 'ADVISOR', org_id: number | null): Actor => ({
  userId: 'u',
  isAdmin: false,
  profile: { id: 1, profile_type, active: true, org_id },
});
const record = (over: Partial<CollegeAdminRecord> = {}): CollegeAdminRecord => ({
  active: true,
  org_id: 7,
  specialization_id: 3,
  tpo_admin_dashboard: false,
  dept_admin_dashboard: false,
  dashboards: null,
  ...over,
});

describe('whose students an institute dashboard call counts', () => {
  it('institution staff: their own institute while they act for it, never the one they name', () => {
    expect(instituteScope(actor('INSTITUTION', 7), null, 9)).toEqual({ orgId: 7, specializationId: null });
    expect(instituteScope(actor('INSTITUTION', null), null)).toBeNull();
  });

  it('admins: the institute they name, none without one', () => {
    const admin: Actor = { userId: 'a', isAdmin: true, profile: null };
    expect(instituteScope(admin, null, 9)).toEqual({ orgId: 9, specializationId: null });
    expect(instituteScope(admin, null)).toBeNull();
  });

  it('students: the TPO their institute, the department admin their branch, others nothing', () => {
    const s = actor('STUDENT', null);
    expect(instituteScope(s, record({ tpo_admin_dashboard: true }), 9)).toEqual({ orgId: 7, specializationId: null });
    expect(instituteScope(s, record({ dept_admin_dashboard: true }))).toEqual({ orgId: 7, specializationId: 3 });
    expect(instituteScope(s, record({ tpo_admin_dashboard: true, dept_admin_dashboard: true }))).toEqual({
      orgId: 7,
      specializationId: null,
    });
    expect(instituteScope(s, record())).toBe('forbidden');
    expect(instituteScope(s, record({ dept_admin_dashboard: true, specialization_id: null }))).toBeNull();
    expect(instituteScope(s, record({ tpo_admin_dashboard: true, active: false }))).toBeNull();
    expect(instituteScope(s, record({ tpo_admin_dashboard: true, org_id: null }))).toBeNull();
  });

  it('companies and mentors: forbidden', () => {
    expect(instituteScope(actor('COMPANY', 7), null)).toBe('forbidden');
    expect(instituteScope(actor('ADVISOR', 7), null)).toBe('forbidden');
  });

  it('a department admin keeps their branch; asking for another is nobody’s dashboard', () => {
    expect(scopedBranch({ orgId: 7, specializationId: 3 })).toBe(3);
    expect(scopedBranch({ orgId: 7, specializationId: 3 }, 3)).toBe(3);
    expect(scopedBranch({ orgId: 7, specializationId: 3 }, 4)).toBe('none');
    expect(scopedBranch({ orgId: 7, specializationId: null }, 4)).toBe(4);
    expect(scopedBranch({ orgId: 7, specializationId: null })).toBeNull();
  });
});

describe('institute permissions (decision 0084): what a college admin may see', () => {
  const tpo = (dashboards: CollegeAdminRecord['dashboards']) => record({ tpo_admin_dashboard: true, dashboards });
  it('no permissions set: every dashboard, as before', () => {
    expect(instituteScope(actor('STUDENT', 7), tpo(null), undefined, 'skills_dashboard')).toEqual({
      orgId: 7,
      specializationId: null,
    });
  });
  it('a dashboard the institute left out is refused; one it lets through is not', () => {
    expect(instituteScope(actor('STUDENT', 7), tpo(['institute_dashboard']), undefined, 'shortlists')).toBe(
      'forbidden',
    );
    expect(instituteScope(actor('STUDENT', 7), tpo(['institute_dashboard']), undefined, 'institute_dashboard')).toEqual(
      {
        orgId: 7,
        specializationId: null,
      },
    );
  });
  it('staff and admins are not college admins: the permissions do not narrow them', () => {
    expect(instituteScope(actor('INSTITUTION', 7), null, undefined, 'shortlists')).toEqual({
      orgId: 7,
      specializationId: null,
    });
  });
});
