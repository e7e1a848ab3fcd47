import { z } from 'zod';
import { listEnvelope } from './api';
import { CLUB_MEMBER_ROLES, CLUB_STATUSES, ORG_CLUB_TYPES, JOIN_REQUEST_STATUSES } from './clubs';

const id = z.number().int();
const named = z.object({ id, name: z.string() });

/** A club in a list. */
export const clubCardSchema = z.object({
  id,
  uuid: z.string(),
  status: z.enum(CLUB_STATUSES),
  title: z.string(),
  club_type: z.enum(ORG_CLUB_TYPES).nullable(),
  host: z.string(),
  org: z.object({ id, full_name: z.string(), logo_url: z.string().nullable() }),
  is_online: z.boolean(),
  location: z.string(),
  member_count: z.number().int(),
  skills: z.array(z.object({ id, display_name: z.string() })),
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
  skill_ids: z.array(id),
  job_role_ids: z.array(id),
  degree_ids: z.array(id),
  specialization_ids: z.array(id),
  avatar_key: z.string().nullable(),
  closed_at: z.string().nullable(),
  inserted_at: z.string(),
  updated_at: z.string(),
  can_manage: z.boolean(),
  can_moderate: z.boolean(),
  my_membership: clubMembershipSchema.nullable(),
  my_request: z.object({ id, status: z.enum(JOIN_REQUEST_STATUSES) }).nullable(),
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
  profile_id: id,
  name: z.string(),
  email: z.string().nullable(),
  profile_type: z.string(),
  institute: z.string().nullable(),
  degree: z.string().nullable(),
  specialization: z.string().nullable(),
};

export const joinRequestRowSchema = z.object({
  id,
  club_id: id,
  ...personFields,
  status: z.enum(JOIN_REQUEST_STATUSES),
  message: z.string().nullable(),
  requested_at: z.string(),
  decided_at: z.string().nullable(),
});
export type JoinRequestRow = z.infer<typeof joinRequestRowSchema>;

export const clubMemberRowSchema = z.object({
  club_id: id,
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
