import { z } from 'zod';
import { countParam, listEnvelope, pageParam, queryId, searchText } from './api';
import { ORG_TYPES } from './enums';
import { orgSchema } from './lookups';

/*
 * Organisation pages (SPEC §2.1 company and institute pages, /partners/{type}; §7.4 org lists and
 * org_profiles; §7.7 /api/orgs/{id}, /api/institute_orgs/{id}, get_org_by_id_and_name).
 */

/** The two kinds of partner page: /partners/companies and /partners/institutes. */
export const PARTNER_TYPES = { companies: 'COMPANY', institutes: 'INSTITUTION' } as const;
export type PartnerType = keyof typeof PARTNER_TYPES;
export const isPartnerType = (value: string | undefined): value is PartnerType =>
  value === 'companies' || value === 'institutes';

export const ORG_TEXTS = {
  partners: { companies: 'Companies', institutes: 'Institutes' } as Record<PartnerType, string>,
  partnersIntro: {
    companies: 'Companies that hire, mentor and run events for students on Learn By Doing.',
    institutes: 'Colleges and universities whose students build their careers on Learn By Doing.',
  } as Record<PartnerType, string>,
  search: (type: PartnerType) => (type === 'companies' ? 'Search companies' : 'Search institutes'),
  noPartners: 'No organisations match your search.',
  overview: 'Overview',
  details: 'Details',
  jobs: 'Jobs',
  events: 'Events',
  clubs: 'Clubs',
  mentors: 'Mentors',
  about: 'About',
  noAbout: 'This organisation has not written about itself yet.',
  noJobs: 'No open jobs or internships right now.',
  noEvents: 'No events yet.',
  noClubs: 'No clubs yet.',
  noMentors: 'No mentors yet.',
  students: 'Students on Learn By Doing',
  website: 'Website',
  location: 'Location',
  viewAll: 'View all',
  moreDetails: 'More details',
  // Editing the page (issue 23 item 17).
  editPage: 'Edit page',
  editTitle: 'Edit your organisation’s page',
  saved: 'Your page has been updated.',
  logoUpdated: 'The logo has been updated.',
  shortName: 'Short name',
  state: 'State',
  city: 'City',
  logo: 'Logo',
  logoHelp: 'JPG, PNG or WebP, up to 1 MB; a square picture works best.',
  chooseLogo: 'Choose logo',
  websiteInvalid: 'Please enter a web address starting with http:// or https://',
  tooLong: (field: string, max: number) => `${field} can be at most ${max} characters`,
  cityWithoutState: 'Please choose the state first',
  cityNotInState: 'This city is not in the chosen state',
  unknownState: 'Please choose a state from the list',
  logoFile: 'Please choose a JPG, PNG or WebP image of at most 1 MB.',
} as const;

/** What an organisation's staff may change on its public page; the name and type stay the admins'. */
export const ORG_PAGE_LIMITS = { about: 2000, website: 300, shortName: 60, logoBytes: 1024 * 1024 } as const;

/** A web address people can open: http or https, with a host. */
export function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

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

/** The name part of /companyPublic/{id}/{name}: lower case, words joined by hyphens. */
export function orgSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}

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

/** Where a partner's page lives: companies on their public page, institutes on /institute/{id}. */
export function orgPagePath(org: { id: number; full_name: string; org_type: 'COMPANY' | 'INSTITUTION' }): string {
  return org.org_type === 'COMPANY' ? `/companyPublic/${org.id}/${orgSlug(org.full_name)}` : `/institute/${org.id}`;
}
