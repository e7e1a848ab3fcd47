import { z } from 'zod';
import { PROFILE_TYPES } from './enums';
import { ORG_MEMBERSHIPS } from './org-members/constants';

/** College-admin rights of a student profile (SPEC §3.3); they add the Admin drawer entry. */
export const collegeAdminSchema = z.object({
  tpo_admin_dashboard: z.boolean(),
  dept_admin_dashboard: z.boolean(),
});
export type CollegeAdmin = z.infer<typeof collegeAdminSchema>;

export const profileOrgSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  org_type: z.enum(['INSTITUTION', 'COMPANY']),
  logo_url: z.string().nullable(),
});

/** The current user's profile (SPEC §3.3). */
export const currentUserProfileSchema = z.object({
  id: z.number().int(),
  profile_type: z.enum(PROFILE_TYPES),
  first_name: z.string(),
  last_name: z.string().nullish(),
  full_name: z.string(),
  avatar_url: z.string().nullable(),
  active: z.boolean(),
  terms_nd_cond: z.boolean(),
  my_org_logo: z.string().nullish(),
  unviewed_count: z.number().int().optional(),
  college_admin: collegeAdminSchema.nullish(),
  topic_interests: z.array(z.object({ id: z.number().int(), display_name: z.string() })).optional(),
  org: profileOrgSchema.nullish(),
  /** The profile's standing in `org` (a request to join waits for the organisation or an admin). */
  org_membership: z.enum(ORG_MEMBERSHIPS).optional(),
  /** An admin deactivated the profile (inactive and not merely awaiting approval). */
  deactivated: z.boolean().optional(),
});
export type CurrentUserProfile = z.infer<typeof currentUserProfileSchema>;

export const portfolioJobRoleSchema = z.object({
  id: z.number().int(),
  portfolio_id: z.number().int().nullable(),
  user_id: z.string(),
  job_role: z.object({
    id: z.number().int(),
    name: z.string(),
    type: z.string(),
    description: z.string(),
    active: z.boolean(),
  }),
});
export type PortfolioJobRole = z.infer<typeof portfolioJobRoleSchema>;

/** The signed-in user; `profile` is null until the profile has been created (SPEC §4.1). */
export const currentUserSchema = z.object({
  id: z.string().optional(),
  email: z.string().nullish(),
  phone_number: z.string().nullish(),
  is_admin: z.boolean().optional(),
  profile: currentUserProfileSchema.nullable(),
  portfolio_job_roles: z.array(portfolioJobRoleSchema).optional(),
  portfolio: z.object({ id: z.number().int(), uuid: z.string(), is_public: z.boolean() }).nullish(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
export const currentUserResponseSchema = z.object({ data: z.object({ user: currentUserSchema }) });

/**
 * GET /api/v1/admin_access_level: the caller's admin access level, fetched once per session by the
 * screens that offer admin tools (the peer activity screen); null for everyone who is not an admin.
 */
export const ADMIN_ACCESS_LEVELS = ['ADMIN'] as const;
export type AdminAccessLevel = (typeof ADMIN_ACCESS_LEVELS)[number];
export const adminAccessLevelResponseSchema = z.object({
  data: z.object({ access_level: z.enum(ADMIN_ACCESS_LEVELS).nullable() }),
});
