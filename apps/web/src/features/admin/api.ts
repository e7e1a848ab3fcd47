import type { ProfileType } from '@lbd/shared/enums';
import type { AdminProfileRow } from '@lbd/shared/profiles';
import { api, type ApiSuccess } from '../../lib/api-client';

/** Account-admin calls (SPEC §7.8): profiles to approve, find, enable or disable, password resets. */

export const ADMIN_PROFILES_KEY = ['admin', 'profiles'] as const;

/** A row of the admin lists: the contract's type (with the contact person and the membership). */
export type { AdminProfileRow };

export async function fetchPendingOrgProfiles(page: number): Promise<ApiSuccess<AdminProfileRow[]>> {
  return api.get('/api/admin/org_profiles', { params: { status: 'pending', page } });
}

export async function fetchAdminProfiles(filters: {
  query: string;
  profileType: ProfileType | '';
  page: number;
}): Promise<ApiSuccess<AdminProfileRow[]>> {
  return api.get('/api/admin/profiles', {
    params: { query: filters.query || undefined, profile_type: filters.profileType || undefined, page: filters.page },
  });
}

export async function approveOrgProfile(profileId: number): Promise<void> {
  await api.post('/api/admin/approve_org_profile', { body: { profile_id: profileId } });
}

export async function updateProfileStatus(profileId: number, active: boolean): Promise<void> {
  await api.post('/api/admin/update_profile_status', { body: { profile_id: profileId, active } });
}

export async function resetUserPassword(profileId: number): Promise<void> {
  await api.post('/api/admin/reset_user_password', { body: { profile_id: profileId } });
}
