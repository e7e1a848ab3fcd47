import type {
  AccountSettings,
  AccountSummary,
  ChangePasswordBody,
  DeleteAccountBody,
  UpdateSettingsBody,
} from '@lbd/shared/account';
import type { PortfolioJobRole } from '@lbd/shared/identity';
import type { JobRole } from '@lbd/shared/lookups';
import type { OrgMember, OrgMembership } from '@lbd/shared/org-members';
import type {
  Availability,
  CreateProfile,
  ProfileDetail,
  RecommendedJobRole,
  TopicInterest,
  editProfileSchema,
} from '@lbd/shared/profiles';
import type { z } from 'zod';
import { api, type ApiSuccess } from '../../lib/api-client';

/** Profile and career-path calls (SPEC §7.2). */

export type EditProfile = z.input<typeof editProfileSchema>;

export const PROFILE_KEY = ['profile', 'detail'] as const;
export const TOPIC_INTERESTS_KEY = ['profile', 'topic-interests'] as const;
export const RECOMMENDED_JOB_ROLES_KEY = ['job-roles', 'recommended'] as const;
export const JOB_ROLES_KEY = ['job-roles', 'list'] as const;

export async function createProfile(profile: CreateProfile): Promise<{ id: number }> {
  return (await api.post('/api/v1/profile', { body: { profile } })).data;
}

export async function fetchProfile(): Promise<ProfileDetail> {
  return (await api.get('/api/v1/profile')).data;
}

export async function editProfile(profile: EditProfile): Promise<ProfileDetail> {
  return (await api.post('/api/v1/edit_profile', { body: { profile } })).data;
}

export type { Availability, RecommendedJobRole, TopicInterest };

export async function checkAvailability(
  field: 'email' | 'phone',
  value: string,
  countryCode?: string,
): Promise<Availability> {
  return (
    await api.get('/api/check_identifier_availability', {
      params: { field, value, country_code: countryCode },
    })
  ).data;
}

export async function acceptTerms(): Promise<void> {
  await api.post('/api/update_terms_nd_cond', { body: { terms_nd_cond: true } });
}

export async function uploadAvatar(file: File): Promise<{ avatar_url: string }> {
  const body = new FormData();
  body.append('file', file);
  return (await api.post('/api/my_profile/avatar', { body })).data;
}

export async function fetchTopicInterests(): Promise<TopicInterest[]> {
  return (await api.get('/api/myprofile/topic_interests')).data;
}

export async function saveTopicInterests(skillIds: number[]): Promise<void> {
  await api.post('/api/myprofile/topic_interests', { body: { skill_ids: skillIds } });
}

export async function deleteTopicInterest(skillId: number): Promise<void> {
  await api.delete(`/api/myprofile/topic_interests/${skillId}`);
}

export async function fetchJobRolesPage(query: string, page: number, count = 20): Promise<ApiSuccess<JobRole[]>> {
  return api.get('/api/my_portfolio/list_job_roles', {
    params: { query: query || undefined, page, count },
  });
}

export async function fetchRecommendedJobRoles(): Promise<RecommendedJobRole[]> {
  return (await api.get('/api/get_recommended/job_roles')).data;
}

/** Replaces the student's career paths. */
export async function saveJobRoles(jobRoleIds: number[]): Promise<PortfolioJobRole[]> {
  return (
    await api.post('/api/my_portfolio/job_roles', {
      body: { portfolio: { job_roles: jobRoleIds } },
    })
  ).data;
}

/** Starts the student's portfolio; public only when the student answered so (private otherwise). */
export async function createPortfolio(isPublic: boolean): Promise<{ id: number }> {
  return (await api.post('/api/my_portfolio/portfolios', { body: { is_public: isPublic } })).data;
}

export const ORG_MEMBERS_KEY = ['org-members'] as const;

/** One list of the caller's organisation's team: requests to join, members, declined (issue 23). */
export async function fetchOrgMembers(status: OrgMembership, page: number): Promise<ApiSuccess<OrgMember[]>> {
  return api.get('/api/org_members', { params: { status, page } });
}

export async function answerOrgMember(id: number, answer: 'accept' | 'decline'): Promise<OrgMember> {
  return (await api.post(`/api/org_members/${id}/${answer}`)).data;
}

// ---- the account (issue 23 item 28) ------------------------------------------------------------

export const ACCOUNT_KEY = ['account'] as const;

export async function fetchAccount(): Promise<AccountSummary> {
  return (await api.get('/api/my_account')).data;
}

export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await api.post('/api/my_account/change_password', { body });
}

/** The user's own records as a JSON file (what they take with them before deleting the account). */
export function exportAccount(): Promise<{ blob: Blob; filename: string | null }> {
  return api.blob('/api/my_account/export', { timeoutMs: 60_000 });
}

export async function deleteAccount(body: DeleteAccountBody): Promise<void> {
  await api.post('/api/my_account/delete', { body });
}

// ---- sign-in and security (issue 23 item 30, decision 0088) -----------------------------------

export async function updateSettings(body: UpdateSettingsBody): Promise<AccountSettings> {
  return (await api.post('/api/update_settings', { body })).data;
}

/** End one of the user's other sessions; answers how many ended (1). */
export async function signOutSession(id: string): Promise<number> {
  return (await api.post(`/api/my_account/sessions/${encodeURIComponent(id)}/sign_out`)).data.ended;
}

/** End every session of the user but this one; answers how many ended. */
export async function signOutOtherSessions(): Promise<number> {
  return (await api.post('/api/my_account/sign_out_others')).data.ended;
}
