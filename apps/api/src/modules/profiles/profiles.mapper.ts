import { ADMIN_CAPABILITIES, type CurrentUser, type ProfileDetail } from '@lbd/shared';
import type { Actor } from '../../lib/access';
import { PHONE_EMAIL_DOMAIN } from '../identity';
import type { CurrentUserRow, ProfileRow } from './profiles.repo';

/** The signed-in user as the web client reads it (SPEC §3.3); the row's unviewed count is 0 for inactive profiles. */
export function toCurrentUser(input: CurrentUserRow, admin: Pick<Actor, 'isAdmin' | 'capabilities'>): CurrentUser {
  const { user, profile, org } = input;
  return {
    id: user.id,
    // Phone sign-ups carry a placeholder address until they give a real one.
    email: user.email.endsWith(`@${PHONE_EMAIL_DOMAIN}`) ? null : user.email,
    phone_number: user.phoneNumber,
    // The caller's access levels (decision 0084): the web reads them once per session with the user.
    is_admin: admin.isAdmin,
    admin_capabilities: admin.isAdmin ? [...(admin.capabilities ?? ADMIN_CAPABILITIES)] : [],
    profile: profile
      ? {
          id: profile.id,
          profile_type: profile.profile_type,
          first_name: profile.first_name,
          last_name: profile.last_name,
          full_name: profile.full_name,
          avatar_url: profile.avatar_url,
          active: profile.active,
          terms_nd_cond: profile.terms_nd_cond,
          my_org_logo: org?.logo_url ?? null,
          unviewed_count: input.unviewed_count,
          college_admin:
            profile.profile_type === 'STUDENT'
              ? { tpo_admin_dashboard: profile.tpo_admin_dashboard, dept_admin_dashboard: profile.dept_admin_dashboard }
              : null,
          topic_interests: input.topic_interests,
          org: org ? { id: org.id, full_name: org.full_name, org_type: org.org_type, logo_url: org.logo_url } : null,
          org_membership: profile.org_membership,
          deactivated: profile.deactivated_at !== null,
        }
      : null,
    portfolio_job_roles: input.job_roles.map((r) => ({
      id: r.id,
      portfolio_id: input.portfolio?.id ?? null,
      user_id: user.id,
      job_role: r.job_role,
    })),
    portfolio: input.portfolio
      ? { id: input.portfolio.id, uuid: input.portfolio.uuid, is_public: input.portfolio.is_public }
      : null,
  };
}

export function toProfileDetail(profile: ProfileRow, orgName: string | null): ProfileDetail {
  return {
    id: profile.id,
    uuid: profile.uuid,
    profile_type: profile.profile_type,
    first_name: profile.first_name,
    last_name: profile.last_name,
    full_name: profile.full_name,
    email: profile.email,
    country_code: profile.country_code,
    phone: profile.phone,
    avatar_url: profile.avatar_url,
    active: profile.active,
    terms_nd_cond: profile.terms_nd_cond,
    my_org_id: profile.my_org_id,
    org_name: orgName,
    designation_id: profile.designation_id,
    degree_id: profile.degree_id,
    specialization_id: profile.specialization_id,
    state_id: profile.state_id,
    city_id: profile.city_id,
    graduation_year: profile.graduation_year,
    bio: profile.bio,
  };
}
