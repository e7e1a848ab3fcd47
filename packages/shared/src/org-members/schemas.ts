import { z } from 'zod';
import { PROFILE_TYPES } from '../enums';
import { countParam, listEnvelope, pageParam } from '../api';
import { ORG_MEMBER_LISTS, ORG_MEMBERSHIPS } from './constants';

/** GET /api/org_members: one list of the caller's organisation (an admin names the organisation). */
export const orgMembersQuerySchema = z.object({
  status: z.enum(ORG_MEMBER_LISTS).default('REQUESTED'),
  org_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  page: pageParam,
  count: countParam,
});

export const orgMemberSchema = z.object({
  id: z.number().int(),
  profile_type: z.enum(PROFILE_TYPES),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  designation: z.string().nullable(),
  org_membership: z.enum(ORG_MEMBERSHIPS),
  active: z.boolean(),
  requested_at: z.string(),
});
export type OrgMember = z.infer<typeof orgMemberSchema>;
export const orgMembersResponseSchema = listEnvelope(orgMemberSchema);

/** POST /api/org_members/{id}/accept and /decline answer the profile as it now stands. */
export const orgMemberResponseSchema = z.object({ data: orgMemberSchema });
