import { z } from 'zod';
import { countParam, listEnvelope, pageParam } from '../api';
import { NAME_MAX_LENGTH } from '../constants';
import { PROFILE_TYPES } from '../enums';
import { ORG_MEMBERSHIPS } from '../org-members/constants';
import { isValidPhone } from './constants';
import { PROFILE_TEXTS } from './messages';
import { portfolioJobRoleSchema } from '../identity/schemas';
import { jobRoleSchema } from '../lookups/schemas';

const NAME_PATTERN = /^[A-Za-z .'-]+$/;
const id = z.number().int().positive().max(2_147_483_647);

/** A person's name: letters, space, dot, apostrophe, hyphen; 1 to 25 characters (SPEC §5.1). */
export const personName = (label: string) =>
  z
    .string({ error: PROFILE_TEXTS.empty(label) })
    .trim()
    .min(1, PROFILE_TEXTS.empty(label))
    .max(NAME_MAX_LENGTH, PROFILE_TEXTS.tooLong(label))
    .regex(NAME_PATTERN, PROFILE_TEXTS.nameCharacters(label));

export const profileEmail = z
  .string({ error: PROFILE_TEXTS.invalidEmail })
  .trim()
  .max(254, PROFILE_TEXTS.invalidEmail)
  .email(PROFILE_TEXTS.invalidEmail);

/** Phone digits 3 to 14; with +91 an Indian mobile number (6-9 then nine digits). */
export const phoneFields = {
  country_code: z
    .string()
    .trim()
    .regex(/^\+\d{1,4}( \d{1,4})?$/, PROFILE_TEXTS.invalidPhone),
  phone: z
    .string({ error: PROFILE_TEXTS.invalidPhone })
    .trim()
    .regex(/^\d{3,14}$/, PROFILE_TEXTS.invalidPhone),
};

const orgChoice = {
  /** An institute or company from the catalogue ... */
  my_org_id: id.optional(),
  /** ... or the name of one that is not listed yet. */
  org_name: z.string().trim().max(200).optional(),
};

const common = {
  first_name: personName('First Name'),
  last_name: personName('Last Name').optional(),
  email: profileEmail,
  ...phoneFields,
  state_id: id.optional(),
  city_id: id.optional(),
};

export const createProfileSchema = z
  .discriminatedUnion('profile_type', [
    z.object({
      profile_type: z.literal('STUDENT'),
      ...common,
      ...orgChoice,
      degree_id: id,
      specialization_id: id,
      graduation_year: z.number().int().min(1970).max(2100),
    }),
    z.object({ profile_type: z.literal('ADVISOR'), ...common, ...orgChoice, designation_id: id }),
    z.object({ profile_type: z.literal('COMPANY'), ...common, ...orgChoice, designation_id: id }),
    z.object({ profile_type: z.literal('INSTITUTION'), ...common, ...orgChoice, designation_id: id }),
  ])
  .superRefine((p, ctx) => {
    if (!isValidPhone(p.country_code, p.phone)) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: PROFILE_TEXTS.invalidPhone });
    }
    if (p.my_org_id === undefined && !p.org_name) {
      const label =
        p.profile_type === 'COMPANY' ? 'Company' : p.profile_type === 'ADVISOR' ? 'Organisation' : 'Institute';
      ctx.addIssue({ code: 'custom', path: ['my_org_id'], message: PROFILE_TEXTS.empty(label) });
    }
  });
export type CreateProfile = z.infer<typeof createProfileSchema>;
export const createProfileBodySchema = z.object({ profile: createProfileSchema });

/** Settings a user may change later; the type and the organisation stay. */
export const editProfileSchema = z
  .object({
    first_name: personName('First Name').optional(),
    last_name: personName('Last Name').nullable().optional(),
    email: profileEmail.optional(),
    country_code: phoneFields.country_code.optional(),
    phone: phoneFields.phone.optional(),
    state_id: id.nullable().optional(),
    city_id: id.nullable().optional(),
    designation_id: id.nullable().optional(),
    degree_id: id.nullable().optional(),
    specialization_id: id.nullable().optional(),
    graduation_year: z.number().int().min(1970).max(2100).nullable().optional(),
    bio: z.string().trim().max(1000).nullable().optional(),
  })
  .superRefine((p, ctx) => {
    if (p.phone !== undefined && !isValidPhone(p.country_code ?? '+91', p.phone)) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: PROFILE_TEXTS.invalidPhone });
    }
  });
export const editProfileBodySchema = z.object({ profile: editProfileSchema });

export const profileDetailSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  profile_type: z.enum(PROFILE_TYPES),
  first_name: z.string(),
  last_name: z.string().nullable(),
  full_name: z.string(),
  email: z.string().nullable(),
  country_code: z.string().nullable(),
  phone: z.string().nullable(),
  avatar_url: z.string().nullable(),
  active: z.boolean(),
  terms_nd_cond: z.boolean(),
  my_org_id: z.number().int().nullable(),
  org_name: z.string().nullable(),
  designation_id: z.number().int().nullable(),
  degree_id: z.number().int().nullable(),
  specialization_id: z.number().int().nullable(),
  state_id: z.number().int().nullable(),
  city_id: z.number().int().nullable(),
  graduation_year: z.number().int().nullable(),
  bio: z.string().nullable(),
});
export type ProfileDetail = z.infer<typeof profileDetailSchema>;

export const availabilityQuerySchema = z.object({
  field: z.enum(['email', 'phone']),
  value: z.string().trim().min(1).max(254),
  country_code: z.string().trim().max(10).optional(),
});
export const availabilityResponseSchema = z.object({
  data: z.object({ available: z.boolean(), message: z.string().nullable() }),
});
export type Availability = z.infer<typeof availabilityResponseSchema>['data'];

export const termsBodySchema = z.object({ terms_nd_cond: z.literal(true) });

export const topicInterestsBodySchema = z.object({ skill_ids: z.array(id).max(50) });

export const jobRoleIdsBodySchema = z.object({
  job_role_ids: z.array(id).min(1, 'Career Paths cant be empty').max(10),
});
export const portfolioJobRolesBodySchema = z.object({
  portfolio: z.object({ job_roles: z.array(id).min(1, 'Career Paths cant be empty').max(10) }),
});

export const adminProfileRowSchema = z.object({
  id: z.number().int(),
  profile_type: z.enum(PROFILE_TYPES),
  full_name: z.string(),
  email: z.string().nullable(),
  active: z.boolean(),
  org_name: z.string().nullable(),
  inserted_at: z.string(),
  /** The person behind the profile (for an organisation's profile, its contact person), and how to reach them. */
  contact_name: z.string(),
  designation: z.string().nullable(),
  phone: z.string().nullable(),
  /** A request to join an existing organisation waits for it (or an admin); DECLINED when it said no. */
  org_membership: z.enum(ORG_MEMBERSHIPS),
  /** An admin deactivated the profile (not merely awaiting approval). */
  deactivated: z.boolean(),
});
export type AdminProfileRow = z.infer<typeof adminProfileRowSchema>;
export const profileStatusBodySchema = z.object({ profile_id: id, active: z.boolean() });
export const profileIdBodySchema = z.object({ profile_id: id });

/** GET /api/admin/profiles: every profile (or only those awaiting approval), searched and filtered. */
export const adminProfilesQuerySchema = z.object({
  status: z.enum(['pending', 'all']).default('all'),
  query: z.string().trim().max(100).optional(),
  profile_type: z.enum(PROFILE_TYPES).optional(),
  page: pageParam,
  count: countParam,
});
/** GET /api/admin/org_profiles: the same, organisations awaiting approval by default. */
export const adminOrgProfilesQuerySchema = adminProfilesQuerySchema.extend({
  status: z.enum(['pending', 'all']).default('pending'),
});
export const adminProfilesResponseSchema = listEnvelope(adminProfileRowSchema);
/** POST /api/admin/ban_user. */
export const banUserBodySchema = z.object({ profile_id: id, reason: z.string().trim().min(1).max(500) });

/** GET /api/v1/profile and POST /api/v1/edit_profile: the caller's profile. */
export const profileDetailResponseSchema = z.object({ data: profileDetailSchema });
/** POST /api/my_profile/avatar: where the new picture is served. */
export const avatarResponseSchema = z.object({ data: z.object({ avatar_url: z.string() }) });
/** GET and POST /api/myprofile/topic_interests: the caller's topics of interest. */
export const topicInterestSchema = z.object({ id: z.number().int(), display_name: z.string() });
export type TopicInterest = z.infer<typeof topicInterestSchema>;
export const topicInterestsResponseSchema = z.object({ data: z.array(topicInterestSchema) });

/** GET and POST /api/my_portfolio/job_roles: the student's career paths. */
export const portfolioJobRolesResponseSchema = z.object({ data: z.array(portfolioJobRoleSchema) });
/** GET /api/get_recommended/job_roles: career paths ranked for the student, with the reasons. */
export const recommendedJobRoleSchema = jobRoleSchema.extend({ score: z.number(), reasons: z.array(z.string()) });
export type RecommendedJobRole = z.infer<typeof recommendedJobRoleSchema>;
export const recommendedJobRolesResponseSchema = z.object({ data: z.array(recommendedJobRoleSchema) });

/** GET /uploads/{folder}/{file}: an uploaded file (an avatar), public by its unguessable key; outside /api. */
export const uploadedFileParamsSchema = z.object({ folder: z.string().max(40), file: z.string().max(80) });
