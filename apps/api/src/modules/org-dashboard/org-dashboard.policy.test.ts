import { describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/access';
import { dashboardOrg, readsOrgNumbers } from './org-dashboard.policy';

const staff = (org_id: number | null, profile_type: 'COMPANY' | 'INSTITUTION' | 'STUDENT' = 'COMPANY'): Actor => ({
  userId: 'u',
  isAdmin: false,
  profile: { id: 1, profile_type, active: org_id !== null, org_id },
});
const admin: Actor = { userId: 'a', isAdmin: true, profile: null };

describe('org dashboard policy', () => {
  it('staff read their own organisation whatever org_id they name; admins the one they name', () => {
    expect(dashboardOrg(staff(7), 9)).toBe(7);
    expect(dashboardOrg(staff(7, 'INSTITUTION'))).toBe(7);
    expect(dashboardOrg(admin, 9)).toBe(9);
    expect(dashboardOrg(admin)).toBeNull();
  });

  it('a pending, declined or deactivated profile and a student have no dashboard', () => {
    expect(dashboardOrg(staff(null))).toBeNull();
    expect(dashboardOrg({ ...staff(7, 'STUDENT') })).toBeNull();
  });

  it("another organisation's records are out of reach; admins reach any", () => {
    expect(readsOrgNumbers(staff(7), 7)).toBe(true);
    expect(readsOrgNumbers(staff(7), 8)).toBe(false);
    expect(readsOrgNumbers(staff(null), 8)).toBe(false);
    expect(readsOrgNumbers(admin, 8)).toBe(true);
  });
});
