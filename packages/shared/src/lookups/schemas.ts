import { z } from 'zod';
import { countParam, listEnvelope, pageParam, paginationSchema, searchText } from '../api';
import { DEGREE_LEVELS, LOOKUP_TYPES, ORG_TYPES, PROFILE_TYPES, SKILL_TYPES, STATE_TYPES } from '../enums';

const prefixQuery = {
  /** Case-insensitive prefix of the name (or of the dial code, for country codes). */
  query: searchText.optional(),
  page: pageParam,
  count: countParam,
};

export const lookupsQuerySchema = z.object({
  type: z.enum(LOOKUP_TYPES),
  /** Same as `query`; the country-code search of the sign-in form sends `text`. */
  text: searchText.optional(),
  state_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  ...prefixQuery,
});
export type LookupsQuery = z.infer<typeof lookupsQuerySchema>;

export const lookupItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  desc: z.string().nullable(),
  /** Dial code for COUNTRY_CODE ('+91'), state code for STATE, short name for orgs. */
  code: z.string().nullable(),
});
export type LookupItem = z.infer<typeof lookupItemSchema>;

/** `/api/lookups` answers `data.data`, the shape the country-code search reads. */
export const lookupsResponseSchema = z.object({
  data: z.object({ type: z.enum(LOOKUP_TYPES), data: z.array(lookupItemSchema) }),
  pagination: paginationSchema,
});

export const skillsQuerySchema = z.object({ type: z.enum(SKILL_TYPES).optional(), ...prefixQuery });
export const skillSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string(),
  type: z.enum(SKILL_TYPES),
});
export type Skill = z.infer<typeof skillSchema>;
export const skillsResponseSchema = listEnvelope(skillSchema);

/** GET /api/admin/skills: skills users typed in, waiting for an admin (issue 23 item 8), newest first. */
export const waitingSkillsQuerySchema = z.object({ page: pageParam, count: countParam });
export const waitingSkillSchema = skillSchema.extend({ inserted_at: z.string() });
export const waitingSkillsResponseSchema = listEnvelope(waitingSkillSchema);
export const acceptedSkillResponseSchema = z.object({ data: skillSchema });

export const nameQuerySchema = z.object(prefixQuery);

export const degreeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  full_name: z.string(),
  level: z.enum(DEGREE_LEVELS),
});
export type Degree = z.infer<typeof degreeSchema>;
export const degreesResponseSchema = listEnvelope(degreeSchema);

export const specializationSchema = z.object({ id: z.number().int(), name: z.string(), stream: z.string() });
export type Specialization = z.infer<typeof specializationSchema>;
export const specializationsResponseSchema = listEnvelope(specializationSchema);

export const designationSchema = z.object({ id: z.number().int(), name: z.string() });
export const designationsResponseSchema = listEnvelope(designationSchema);

export const orgsQuerySchema = z.object({ org_type: z.enum(ORG_TYPES).optional(), ...prefixQuery });
export const orgSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  short_name: z.string().nullable(),
  org_type: z.enum(ORG_TYPES),
  city: z.string().nullable(),
  state: z.string().nullable(),
  website: z.string().nullable(),
  logo_url: z.string().nullable(),
});
export type Org = z.infer<typeof orgSchema>;
export const orgsResponseSchema = listEnvelope(orgSchema);
export const orgResponseSchema = z.object({ data: orgSchema });

export const stateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  type: z.enum(STATE_TYPES),
});
export const statesResponseSchema = listEnvelope(stateSchema);

export const citiesQuerySchema = z.object({
  state_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  ...prefixQuery,
});
export const citySchema = z.object({ id: z.number().int(), name: z.string(), state_id: z.number().int() });
export const citiesResponseSchema = listEnvelope(citySchema);

export const lifeSkillSchema = z.object({ id: z.number().int(), name: z.string(), description: z.string() });
export const lifeSkillsResponseSchema = listEnvelope(lifeSkillSchema);

export const jobRoleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  type: z.string(),
  active: z.boolean(),
  skills: z.array(skillSchema),
  life_skills: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type JobRole = z.infer<typeof jobRoleSchema>;
export const jobRolesQuerySchema = z.object({ type: z.string().trim().max(60).optional(), ...prefixQuery });
export const jobRolesResponseSchema = listEnvelope(jobRoleSchema);

// ---------------------------------------------------------------------------------------------------
// Trimmed lists of people and organisations for pickers (SPEC §7.7, issue 29): public fields only.

const profileTypes = z.preprocess(
  (v) => (v === undefined ? undefined : (Array.isArray(v) ? v : String(v).split(',')).filter((s) => s !== '')),
  z.array(z.enum(PROFILE_TYPES)).max(4).optional(),
);

/** GET /api/lov/profiles_trimmed?profile_type[]&project_id&query: active people for a picker. */
export const profilesTrimmedQuerySchema = z.object({
  'profile_type[]': profileTypes,
  profile_type: profileTypes,
  /** Only those enrolled in this project (its author, organisation or an admin asks). */
  project_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  ...prefixQuery,
});
export const trimmedProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  profile_type: z.enum(PROFILE_TYPES),
  avatar_url: z.string().nullable(),
  org_id: z.number().int().nullable(),
  org_name: z.string().nullable(),
});
export type TrimmedProfile = z.infer<typeof trimmedProfileSchema>;
export const trimmedProfilesResponseSchema = listEnvelope(trimmedProfileSchema);

/** GET /api/lov/org_profile_trimmed?org_type&query: active organisations for a picker. */
export const orgsTrimmedQuerySchema = z.object({ org_type: z.enum(ORG_TYPES).optional(), ...prefixQuery });
export const trimmedOrgSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  short_name: z.string().nullable(),
  org_type: z.enum(ORG_TYPES),
  logo_url: z.string().nullable(),
});
export const trimmedOrgsResponseSchema = listEnvelope(trimmedOrgSchema);

/** GET /api/profiles?profile_type&status=CompanyList: active profiles of a type; CompanyList, approved companies. */
export const profilesListQuerySchema = z.object({
  profile_type: z.enum(PROFILE_TYPES).optional(),
  status: z.enum(['CompanyList']).optional(),
  ...prefixQuery,
});

/** GET /api/non_grad_student?org_id&query: an institute's students who have not graduated yet. */
export const nonGradStudentsQuerySchema = z.object({
  /** Admins name the institute; an institute's staff see their own. */
  org_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  ...prefixQuery,
});
export const nonGradStudentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  graduation_year: z.number().int().nullable(),
  degree: z.string().nullable(),
  specialization: z.string().nullable(),
  batch: z.string().nullable(),
});
export const nonGradStudentsResponseSchema = listEnvelope(nonGradStudentSchema);

/** GET /api/bulk_enroll_identifier_availability?field&value: does an account hold this identifier already. */
export const bulkIdentifierQuerySchema = z.object({
  field: z.enum(['email', 'phone']),
  value: z.string().trim().min(1).max(254),
  country_code: z.string().trim().max(5).optional(),
});
export const bulkIdentifierResponseSchema = z.object({
  data: z.object({
    /** No account holds it: a bulk enrolment would invite a new person. */
    available: z.boolean(),
    /** The holder, when it is the caller's own institute's student (any profile for admins). */
    profile_id: z.number().int().nullable(),
    name: z.string().nullable(),
    message: z.string().nullable(),
  }),
});
