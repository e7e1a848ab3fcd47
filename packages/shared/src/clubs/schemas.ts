import { z } from 'zod';
import { countParam, listEnvelope, pageParam, queryId, searchText } from '../api';
import {
  CLUB_LIMITS,
  CLUB_MEMBER_ROLES,
  CLUB_STATUSES,
  JOIN_DECISIONS,
  JOIN_REQUEST_STATUSES,
  ORG_CLUB_TYPES,
} from './constants';
import { CLUB_TEXTS } from './messages';

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

const rowId = z.number().int();
const named = z.object({ id: rowId, name: z.string() });

/** A club in a list. */
export const clubCardSchema = z.object({
  id: rowId,
  uuid: z.string(),
  status: z.enum(CLUB_STATUSES),
  title: z.string(),
  club_type: z.enum(ORG_CLUB_TYPES).nullable(),
  host: z.string(),
  org: z.object({ id: rowId, full_name: z.string(), logo_url: z.string().nullable() }),
  is_online: z.boolean(),
  location: z.string(),
  member_count: z.number().int(),
  skills: z.array(z.object({ id: rowId, display_name: z.string() })),
  published_at: z.string().nullable(),
});
export type ClubCard = z.infer<typeof clubCardSchema>;

export const clubMembershipSchema = z.object({
  role: z.enum(CLUB_MEMBER_ROLES),
  committee_title: z.string().nullable(),
  joined_at: z.string(),
});
export type ClubMembership = z.infer<typeof clubMembershipSchema>;

/**
 * GET /api/clubs/{id}. `can_manage`: the caller edits the club (its organisation or a site admin);
 * `can_moderate`: the caller handles members and requests (also club admins and committee);
 * `my_membership` / `my_request`: the caller's own place in the club (the latest request).
 */
export const clubDetailSchema = clubCardSchema.extend({
  description: z.string(),
  job_roles: z.array(named),
  degrees: z.array(named),
  specializations: z.array(named),
  skill_ids: z.array(rowId),
  job_role_ids: z.array(rowId),
  degree_ids: z.array(rowId),
  specialization_ids: z.array(rowId),
  avatar_key: z.string().nullable(),
  closed_at: z.string().nullable(),
  inserted_at: z.string(),
  updated_at: z.string(),
  can_manage: z.boolean(),
  can_moderate: z.boolean(),
  my_membership: clubMembershipSchema.nullable(),
  my_request: z.object({ id: rowId, status: z.enum(JOIN_REQUEST_STATUSES) }).nullable(),
});
export type ClubDetail = z.infer<typeof clubDetailSchema>;

export const clubCountsSchema = z.object({
  members: z.number().int(),
  committee: z.number().int(),
  admins: z.number().int(),
  pending_requests: z.number().int(),
  accepted_requests: z.number().int(),
  rejected_requests: z.number().int(),
});
export type ClubCounts = z.infer<typeof clubCountsSchema>;

/** GET /api/show_club_dashboard/{id}: the club and its numbers, for those who run it. */
export const clubDashboardSchema = z.object({
  club: clubDetailSchema,
  counts: clubCountsSchema,
  /** The caller may change admins and the committee (not only handle requests). */
  can_change_roles: z.boolean(),
});
export type ClubDashboard = z.infer<typeof clubDashboardSchema>;

/** A person as club lists show them. */
const personFields = {
  profile_id: rowId,
  name: z.string(),
  email: z.string().nullable(),
  profile_type: z.string(),
  institute: z.string().nullable(),
  degree: z.string().nullable(),
  specialization: z.string().nullable(),
};

export const joinRequestRowSchema = z.object({
  id: rowId,
  club_id: rowId,
  ...personFields,
  status: z.enum(JOIN_REQUEST_STATUSES),
  message: z.string().nullable(),
  requested_at: z.string(),
  decided_at: z.string().nullable(),
});
export type JoinRequestRow = z.infer<typeof joinRequestRowSchema>;

export const clubMemberRowSchema = z.object({
  club_id: rowId,
  ...personFields,
  role: z.enum(CLUB_MEMBER_ROLES),
  committee_title: z.string().nullable(),
  joined_at: z.string(),
});
export type ClubMemberRow = z.infer<typeof clubMemberRowSchema>;

/** A student of the club's organisation who is not a member yet (GET /api/club_org_students). */
export const clubOrgStudentSchema = z.object(personFields);

/** One of the student's clubs (GET /api/my_profile/my_clubs). */
export const myClubSchema = clubMembershipSchema.extend({ club: clubCardSchema });
export type MyClub = z.infer<typeof myClubSchema>;

export const recommendedClubSchema = clubCardSchema.extend({ score: z.number(), reason: z.string() });
export type RecommendedClub = z.infer<typeof recommendedClubSchema>;

/** GET /api/get_org_club_count. */
export const orgClubCountsSchema = z.object({
  type: z.literal('clubs'),
  total: z.number().int(),
  draft: z.number().int(),
  published: z.number().int(),
  closed: z.number().int(),
});

export const clubCardsResponseSchema = listEnvelope(clubCardSchema);
export const recommendedClubsResponseSchema = listEnvelope(recommendedClubSchema);
export const myClubsResponseSchema = listEnvelope(myClubSchema);
export const joinRequestsResponseSchema = listEnvelope(joinRequestRowSchema);
export const clubMembersResponseSchema = listEnvelope(clubMemberRowSchema);
export const clubOrgStudentsResponseSchema = listEnvelope(clubOrgStudentSchema);

/** The answers the club routes used to build inline (issue 22). */
/** POST /api/clubs/{id}/join: the request to join and its status. */
export const joinRequestCreatedResponseSchema = z.object({
  data: z.object({ id: z.number().int(), status: z.enum(JOIN_REQUEST_STATUSES) }),
});
/** POST /api/clubs/{id}/leave: left the club or withdrew the request. */
export const leaveClubResponseSchema = z.object({ data: z.object({ result: z.enum(['left', 'withdrawn']) }) });
/** POST /api/club_join_requests/{id}: the decision taken. */
export const joinDecisionResponseSchema = z.object({
  data: z.object({ id: z.number().int(), status: z.enum(JOIN_DECISIONS) }),
});
/** A member's role after a change (club admins, committee). */
export const clubRoleResponseSchema = z.object({
  data: z.object({
    profile_id: z.number().int(),
    role: z.enum(CLUB_MEMBER_ROLES),
    committee_title: z.string().nullable(),
  }),
});
export type ClubRoleAnswer = z.infer<typeof clubRoleResponseSchema>['data'];
/** GET /api/my_profile/my_clubs/{id}. */
export const myClubResponseSchema = z.object({ data: myClubSchema });
export const clubDetailResponseSchema = z.object({ data: clubDetailSchema });
export const clubDashboardResponseSchema = z.object({ data: clubDashboardSchema });
export const orgClubCountsResponseSchema = z.object({ data: orgClubCountsSchema });
