import { z } from 'zod';
import { countParam, listEnvelope, pageParam, queryId, searchText } from '../api';
import { ORG_TYPES } from '../enums';
import { orgSchema } from '../lookups/schemas';
import { isWebAddress, ORG_PAGE_LIMITS } from './constants';
import { ORG_TEXTS } from './messages';

const optionalText = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, ORG_TEXTS.tooLong(field, max))
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

/** PUT /api/orgs/{id}: the fields sent change; null or '' clears one. */
export const updateOrgBodySchema = z
  .object({
    short_name: optionalText('Short name', ORG_PAGE_LIMITS.shortName),
    about: optionalText('About', ORG_PAGE_LIMITS.about),
    website: optionalText('Website', ORG_PAGE_LIMITS.website).refine(
      (v) => v === null || v === undefined || isWebAddress(v),
      ORG_TEXTS.websiteInvalid,
    ),
    state_id: z.number().int().positive().max(2_147_483_647).nullable().optional(),
    city_id: z.number().int().positive().max(2_147_483_647).nullable().optional(),
  })
  .strict();
export type UpdateOrgBody = z.input<typeof updateOrgBodySchema>;
export type UpdateOrg = z.output<typeof updateOrgBodySchema>;

const count = z.number().int().min(0);

/**
 * What an organisation has on the platform. events and clubs are null where this server cannot
 * count them (their modules are not installed).
 */
export const orgCountsSchema = z.object({
  jobs: count,
  events: count.nullable(),
  clubs: count.nullable(),
  mentors: count,
});
export type OrgCounts = z.infer<typeof orgCountsSchema>;

/** GET /api/orgs/{id} and get_org_by_id_and_name: the catalogue org plus its page. */
export const orgPageSchema = orgSchema.extend({
  slug: z.string(),
  about: z.string().nullable(),
  /** The ids of its place, for the page's edit form. */
  state_id: z.number().int().nullable(),
  city_id: z.number().int().nullable(),
  counts: orgCountsSchema,
});
export type OrgPage = z.infer<typeof orgPageSchema>;
export const orgPageResponseSchema = z.object({ data: orgPageSchema });

const named = z.object({ id: z.number().int(), name: z.string(), students: count });

/** GET /api/institute_orgs/{id}: an institution with its students on the platform. */
export const instituteOrgSchema = orgPageSchema.extend({
  students: count,
  degrees: z.array(named),
  specializations: z.array(named),
});
export type InstituteOrg = z.infer<typeof instituteOrgSchema>;
export const instituteOrgResponseSchema = z.object({ data: instituteOrgSchema });

export const orgByIdAndNameQuerySchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  name: z.string().trim().min(1).max(200),
});

const advisorOnly = z.preprocess(
  (v) => (v === undefined ? undefined : Array.isArray(v) ? v : String(v).split(',')),
  z
    .array(z.literal('ADVISOR', { error: 'Only mentors (ADVISOR) are listed' }))
    .min(1)
    .max(4)
    .optional(),
);

/** GET /api/org_profiles?profile_types[]=ADVISOR (optional org_id): active mentors, public fields only. */
export const orgProfilesQuerySchema = z.object({
  'profile_types[]': advisorOnly,
  profile_types: advisorOnly,
  org_id: queryId.optional(),
  page: pageParam,
  count: countParam,
});

export const orgProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  profile_type: z.literal('ADVISOR'),
  designation: z.string().nullable(),
  avatar_url: z.string().nullable(),
  org: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
});
export type OrgProfile = z.infer<typeof orgProfileSchema>;
export const orgProfilesResponseSchema = listEnvelope(orgProfileSchema);

/** GET /api/partners?type=companies|institutes. */
export const partnersQuerySchema = z.object({
  type: z.enum(['companies', 'institutes'], { error: 'Type should be companies or institutes' }),
  query: searchText.optional(),
  page: pageParam,
  count: countParam,
});
export type PartnersQuery = z.infer<typeof partnersQuerySchema>;

export const partnerSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  short_name: z.string().nullable(),
  org_type: z.enum(ORG_TYPES),
  slug: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  logo_url: z.string().nullable(),
  jobs: count,
  mentors: count,
  students: count,
});
export type Partner = z.infer<typeof partnerSchema>;
export const partnersResponseSchema = listEnvelope(partnerSchema);
