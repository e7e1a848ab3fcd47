import type { ProfileType } from '@lbd/shared/enums';
import type { AuthorKind, BulkStatusBody, EntityReport, LinkedEntitiesBody, ReminderKind } from '@lbd/shared/people';
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

// --- People tools (issue 29 item 10, decision 0085; packages/shared/src/people/endpoints.ts) -------------

export const PEOPLE_KEY = ['admin', 'people'] as const;

export function findPerson(by: 'email' | 'phone', value: string) {
  return by === 'email'
    ? api.get('/api/get_profile_by_email', { params: { email: value } })
    : api.get('/api/get_profile_by_phone', { params: { phone: value } });
}

export function fetchIncompleteAccounts(query: string, page: number) {
  return api.get('/api/get_student_incomplete_account', { params: { query: query || undefined, page } });
}

export function sendReminders(kind: ReminderKind, userIds?: string[]) {
  return api.post('/api/send_remainder', { body: { kind, ...(userIds ? { user_ids: userIds } : {}) } });
}

export function bulkProfileStatus(body: BulkStatusBody) {
  return api.post('/api/admin/bulk_profile_status', { body });
}

export function changeAuthor(body: { kind: AuthorKind; id: number; profile_id: number; reason: string }) {
  return api.post('/api/admin/change_author', { body });
}

export function updateLinkedEntities(body: LinkedEntitiesBody) {
  return api.post('/api/update_profile_linked_entities', { body });
}

/** People who may author items (staff and mentors), for the author change. */
export function searchAuthors(query: string) {
  return api.get('/api/lov/profiles_trimmed', {
    params: { 'profile_type[]': ['ADVISOR', 'COMPANY', 'INSTITUTION'], query: query || undefined },
  });
}

export function searchInstitutes(query: string) {
  return api.get('/api/lov/org_profile_trimmed', { params: { org_type: 'INSTITUTION', query: query || undefined } });
}

export function searchSpecializations(query: string) {
  return api.get('/api/specializations', { params: { query: query || undefined } });
}

export function fetchBatches(orgId: number) {
  return api.get('/api/admin/catalogue/batches', { params: { org_id: orgId, status: 'active', count: 100 } });
}

/** GET /api/admin/entity_reports as a file; the name comes from the server. */
export function downloadEntityReport(entity: EntityReport, profileType: ProfileType | '') {
  return api.blob('/api/admin/entity_reports', {
    params: { entity, profile_type: profileType || undefined },
    timeoutMs: 120_000,
  });
}
