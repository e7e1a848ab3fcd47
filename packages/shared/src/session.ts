import { z } from 'zod';
import { PROFILE_TYPES } from './enums';

/** College-admin rights of a student profile (SPEC §3.3); they add the Admin drawer entry. */
export const collegeAdminSchema = z.object({
  tpo_admin_dashboard: z.boolean(),
  dept_admin_dashboard: z.boolean(),
});
export type CollegeAdmin = z.infer<typeof collegeAdminSchema>;

/** The part of the current user's profile the web shell needs (SPEC §3.3). */
export const currentUserProfileSchema = z.object({
  id: z.number().int(),
  profile_type: z.enum(PROFILE_TYPES),
  first_name: z.string(),
  full_name: z.string(),
  avatar_url: z.string().nullable(),
  active: z.boolean(),
  terms_nd_cond: z.boolean(),
  college_admin: collegeAdminSchema.nullish(),
});
export type CurrentUserProfile = z.infer<typeof currentUserProfileSchema>;

/** The signed-in user; `profile` is null until the profile has been created (SPEC §4.1). */
export const currentUserSchema = z.object({
  profile: currentUserProfileSchema.nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
