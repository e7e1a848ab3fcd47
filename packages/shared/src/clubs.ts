import { z } from 'zod';
import { countParam, pageParam, queryId, searchText } from './api';

/*
 * The clubs contract (SPEC §4.4, §6, §7.4): clubs that companies and institutions run, their members
 * (member, committee, admin) and students' requests to join. Responses are in clubs-responses.ts.
 */

export const ORG_CLUB_TYPES = [
  'Technical',
  'Cultural',
  'Sports',
  'Social Service',
  'Entrepreneurship',
  'Literary',
  'Professional',
] as const;
export type OrgClubType = (typeof ORG_CLUB_TYPES)[number];

export const CLUB_STATUSES = ['draft', 'published', 'closed'] as const;
export type ClubStatus = (typeof CLUB_STATUSES)[number];

export const CLUB_MEMBER_ROLES = ['member', 'committee', 'admin'] as const;
export type ClubMemberRole = (typeof CLUB_MEMBER_ROLES)[number];

const ROLE_NAMES: Record<ClubMemberRole, string> = { admin: 'Admin', committee: 'Committee', member: 'Member' };

/**
 * A member's place in a club as everyone reads it (the member, the list, the dashboard): 'Member',
 * 'Committee', 'Committee · Secretary', 'Admin', or 'Admin · Treasurer' for an admin who kept a title.
 */
export function clubRoleLabel(role: ClubMemberRole, committeeTitle: string | null | undefined): string {
  return committeeTitle && role !== 'member' ? `${ROLE_NAMES[role]} · ${committeeTitle}` : ROLE_NAMES[role];
}

export const JOIN_REQUEST_STATUSES = ['pending', 'accepted', 'rejected', 'withdrawn'] as const;
export type JoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number];

/** What a club organiser may decide on a pending request. */
export const JOIN_DECISIONS = ['accepted', 'rejected'] as const;
export type JoinDecision = (typeof JOIN_DECISIONS)[number];

export const CLUB_LIMITS = {
  title: 150,
  description: 5000,
  host: 150,
  location: 200,
  avatarKey: 300,
  committeeTitle: 80,
  message: 500,
  skills: 30,
  jobRoles: 10,
  degrees: 50,
  specializations: 100,
} as const;

export const CLUB_TEXTS = {
  empty: (label: string) => `${label} cannot be empty`,
  tooLong: (label: string, max: number) => `${label} cannot exceed ${max} characters`,
  tooMany: (label: string, max: number) => `You can select at most ${max} ${label}`,
  chooseType: 'Please select a club type',
  locationOrOnline: 'Location cannot be empty unless the club meets online',
  chooseOrg: 'Please select the organisation this club belongs to',
  awaitingApproval: 'Your organisation profile is awaiting approval.',
  onlyDraftsDiscarded: 'Only a draft can be discarded.',
  alreadyPublished: 'This club is already published.',
  alreadyClosed: 'This club is already closed.',
  onlyPublishedClosed: 'Only a published club can be closed.',
  notTakingRequests: 'This club is not taking join requests.',
  alreadyMember: 'You are already a member of this club.',
  alreadyRequested: 'You have already asked to join this club.',
  notMember: 'You are not a member of this club and have no open request.',
  alreadyDecided: 'This request has already been answered.',
  notAMember: 'This person is not a member of the club.',
  adminOnCommittee: 'This member is a club admin. Remove their admin rights first.',
  adminsOnly: 'Only the organisation and the club admins can change admins and the committee.',
  chooseDecision: 'Please choose accepted or rejected',
  // Web texts.
  requestToJoin: 'Request to Join',
  requested: 'Requested',
  member: 'Member',
  leave: 'Leave',
  withdraw: 'Withdraw Request',
  createClub: 'Create Club',
  requestSent: 'Your request to join has been sent.',
  left: 'You have left the club.',
  withdrawn: 'Your request has been withdrawn.',
  saved: 'Club saved.',
  publishedToast: 'Club published. Students can now find it.',
  closedToast: 'Club closed.',
  discarded: 'Draft discarded.',
  accepted: 'Request accepted. They are now a member.',
  rejected: 'Request rejected.',
  noClubs: 'No clubs yet. Check back soon.',
  noResults: 'No clubs match your search.',
  online: 'Online',
} as const;

const id = z.number().int().positive().max(2_147_483_647);

const text = (label: string, max: number) =>
  z
    .string({ error: CLUB_TEXTS.empty(label) })
    .trim()
    .min(1, CLUB_TEXTS.empty(label))
    .max(max, CLUB_TEXTS.tooLong(label, max));

const optionalText = (label: string, max: number) => z.string().trim().max(max, CLUB_TEXTS.tooLong(label, max));

const ids = (label: string, max: number) => z.array(id).max(max, CLUB_TEXTS.tooMany(label, max));

/** Every field of a club; a draft needs only a title, publishing checks the rest (clubPublishProblems). */
const clubFields = z.object({
  title: text('Title', CLUB_LIMITS.title),
  description: optionalText('Description', CLUB_LIMITS.description),
  club_type: z.enum(ORG_CLUB_TYPES, { error: CLUB_TEXTS.chooseType }).nullable(),
  host: optionalText('Host', CLUB_LIMITS.host),
  is_online: z.boolean(),
  location: optionalText('Location', CLUB_LIMITS.location),
  skill_ids: ids('skills', CLUB_LIMITS.skills),
  job_role_ids: ids('career paths', CLUB_LIMITS.jobRoles),
  degree_ids: ids('degrees', CLUB_LIMITS.degrees),
  specialization_ids: ids('specializations', CLUB_LIMITS.specializations),
  avatar_key: optionalText('Picture', CLUB_LIMITS.avatarKey).nullable(),
});

/** POST /api/clubs: a new draft. Admins name the organisation; companies and institutions create for their own. */
export const createClubBodySchema = clubFields.partial().required({ title: true }).extend({ org_id: id.optional() });
export type CreateClubBody = z.infer<typeof createClubBodySchema>;

/** PUT /api/clubs/{id}: the fields to change. */
export const updateClubBodySchema = clubFields.partial();
export type UpdateClubBody = z.infer<typeof updateClubBodySchema>;

/** What publishing looks at. */
export interface PublishableClub {
  title: string;
  description: string;
  club_type: OrgClubType | null;
  host: string;
  is_online: boolean;
  location: string;
}

/**
 * Field problems that keep a club from being published: a title, a description, a type, a host,
 * and a place unless it meets online. The web form shows the same messages before it asks.
 */
export function clubPublishProblems(club: PublishableClub): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!club.title.trim()) fields.title = CLUB_TEXTS.empty('Title');
  if (!club.description.trim()) fields.description = CLUB_TEXTS.empty('Description');
  if (!club.club_type) fields.club_type = CLUB_TEXTS.chooseType;
  if (!club.host.trim()) fields.host = CLUB_TEXTS.empty('Host');
  if (!club.is_online && !club.location.trim()) fields.location = CLUB_TEXTS.locationOrOnline;
  return fields;
}

const paging = { page: pageParam, count: countParam };

/** GET /api/clubs: published clubs, newest first; `query` matches words of the title, host and description. */
export const clubListQuerySchema = z.object({
  query: searchText.optional(),
  club_type: z.enum(ORG_CLUB_TYPES).optional(),
  ...paging,
});
export type ClubListQuery = z.infer<typeof clubListQuerySchema>;

/** GET /api/show_org_clubs: the caller organisation's clubs, or with status=PUBLIC an organisation's published ones. */
export const orgClubsQuerySchema = z.object({
  org_id: queryId.optional(),
  status: z.enum(['draft', 'published', 'closed', 'PUBLIC']).optional(),
  ...paging,
});

/** POST /api/clubs/{id}/join_request: an optional note to the organisers. */
export const joinRequestBodySchema = z
  .object({ message: optionalText('Message', CLUB_LIMITS.message).optional() })
  .nullish();

/** GET /api/show_club_join_requests. */
export const joinRequestsQuerySchema = z.object({
  club_id: queryId,
  status: z.enum(JOIN_REQUEST_STATUSES).optional(),
  ...paging,
});

/** PUT /api/club_join_requests/{id}. */
export const decideJoinRequestBodySchema = z.object({
  status: z.enum(JOIN_DECISIONS, { error: CLUB_TEXTS.chooseDecision }),
});

/** GET /api/club_members. */
export const clubMembersQuerySchema = z.object({
  club_id: queryId,
  role: z.enum(CLUB_MEMBER_ROLES).optional(),
  ...paging,
});

/** PUT /api/update_club_admin/{club id}. */
export const updateClubAdminBodySchema = z.object({ profile_id: id, is_admin: z.boolean() });

/** POST /api/update_club_committee. */
export const updateClubCommitteeBodySchema = z.object({
  club_id: id,
  profile_id: id,
  committee: z.boolean(),
  title: optionalText('Committee title', CLUB_LIMITS.committeeTitle).optional(),
});

/** DELETE /api/clubs/{id}/members/{profile_id}. */
export const clubMemberParamsSchema = z.object({ id: queryId, profile_id: queryId });

/** GET /api/club_org_students. */
export const clubOrgStudentsQuerySchema = z.object({
  club_id: queryId,
  query: searchText.optional(),
  ...paging,
});

/** GET /api/get_org_club_count. */
export const orgClubCountQuerySchema = z.object({ org_id: queryId.optional() });
