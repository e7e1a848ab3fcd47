import { z } from 'zod';
import { ADMIN_CAPABILITIES } from '../access';
import { MIN_PASSWORD_LENGTH, OTP_LENGTH } from '../constants';
import { PROFILE_TYPES } from '../enums';
import { ORG_MEMBERSHIPS } from '../org-members/constants';
import { ADMIN_ACCESS_LEVELS } from './constants';
import { IDENTITY_TEXTS } from './messages';

export const emailSchema = z
  .string({ error: IDENTITY_TEXTS.invalidEmail })
  .trim()
  .max(254, IDENTITY_TEXTS.invalidEmail)
  .email(IDENTITY_TEXTS.invalidEmail);

export const passwordSchema = z
  .string({ error: IDENTITY_TEXTS.passwordRequired })
  .min(1, IDENTITY_TEXTS.passwordRequired)
  .max(128, 'A password can have at most 128 characters.');

export const signInBodySchema = z.object({ email: emailSchema, password: passwordSchema });
export type SignInBody = z.infer<typeof signInBodySchema>;

export const signUpBodySchema = z
  .object({
    email: emailSchema,
    password: passwordSchema.refine((p) => p.length >= MIN_PASSWORD_LENGTH, IDENTITY_TEXTS.passwordTooShort),
    confirm_password: z.string().max(128),
  })
  .refine((b) => b.password === b.confirm_password, {
    path: ['confirm_password'],
    message: IDENTITY_TEXTS.passwordMismatch,
  });
export type SignUpBody = z.infer<typeof signUpBodySchema>;

/** A phone number as the sign-in form sends it: the country's dial code and the local digits. */
export const phoneBodySchema = z.object({
  country_code: z
    .string()
    .trim()
    .regex(/^\+\d{1,4}( \d{1,4})?$/, IDENTITY_TEXTS.invalidPhone),
  phone: z
    .string()
    .trim()
    .regex(/^\d{3,14}$/, IDENTITY_TEXTS.invalidPhone),
});
export type PhoneBody = z.infer<typeof phoneBodySchema>;

export const verifyOtpBodySchema = phoneBodySchema.extend({
  code: z
    .string({ error: IDENTITY_TEXTS.otpRequired })
    .trim()
    .min(1, IDENTITY_TEXTS.otpRequired)
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), IDENTITY_TEXTS.wrongOtp),
});
export type VerifyOtpBody = z.infer<typeof verifyOtpBodySchema>;

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export const passwordResetBodySchema = z
  .object({
    token: z.string().min(1).max(200),
    password: passwordSchema.refine((p) => p.length >= MIN_PASSWORD_LENGTH, IDENTITY_TEXTS.passwordTooShort),
    confirm_password: z.string().max(128),
  })
  .refine((b) => b.password === b.confirm_password, {
    path: ['confirm_password'],
    message: IDENTITY_TEXTS.passwordMismatch,
  });

/** What every successful sign-in answers: a short-lived access token and when it expires. */
export const sessionTokensSchema = z.object({
  access_token: z.string(),
  /** Expiry of the access token, epoch milliseconds. */
  expires_at: z.number().int(),
  is_new_user: z.boolean(),
});
export type SessionTokens = z.infer<typeof sessionTokensSchema>;
export const sessionTokensResponseSchema = z.object({ data: sessionTokensSchema });

export const socialProviderSchema = z.enum(['google', 'facebook']);
export type SocialProvider = z.infer<typeof socialProviderSchema>;
export const identityConfigResponseSchema = z.object({
  data: z.object({ social_providers: z.array(socialProviderSchema) }),
});
export type IdentityConfig = z.infer<typeof identityConfigResponseSchema>['data'];
export const socialStartBodySchema = z.object({ provider: socialProviderSchema, link: z.boolean().optional() });
export const socialStartResponseSchema = z.object({ data: z.object({ url: z.string() }) });
export const linkAccountBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  provider: socialProviderSchema,
});

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
  /** An admin's capabilities (their access levels together; issue 29), read once per session with the user. */
  admin_capabilities: z.array(z.enum(ADMIN_CAPABILITIES)).optional(),
  profile: currentUserProfileSchema.nullable(),
  portfolio_job_roles: z.array(portfolioJobRoleSchema).optional(),
  portfolio: z.object({ id: z.number().int(), uuid: z.string(), is_public: z.boolean() }).nullish(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
export const currentUserResponseSchema = z.object({ data: z.object({ user: currentUserSchema }) });
export const adminAccessLevelResponseSchema = z.object({
  data: z.object({
    access_level: z.enum(ADMIN_ACCESS_LEVELS).nullable(),
    /** The capabilities of the caller's access levels together (empty for everyone who is not an admin). */
    capabilities: z.array(z.enum(ADMIN_CAPABILITIES)),
  }),
});

/** Answers of the identity routes (issue 22). */
/** POST /api/identity/phone/send_code and the email code: sent, and for how long it holds. */
export const codeSentResponseSchema = z.object({
  data: z.object({ sent: z.literal(true), expires_in: z.number().int().optional() }),
});
export type CodeSent = z.infer<typeof codeSentResponseSchema>['data'];
/** POST /api/identity/link_account: the session, and where to go next. */
export const linkAccountResponseSchema = z.object({
  data: sessionTokensResponseSchema.shape.data.extend({ url: z.string() }),
});
export type LinkAccountResult = z.infer<typeof linkAccountResponseSchema>['data'];
