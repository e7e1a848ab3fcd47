/*
 * The clubs contract (SPEC §4.4, §6, §7.4): clubs that companies and institutions run, their members
 * (member, committee, admin) and students' requests to join. Schemas are in schemas.ts.
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

/** What publishing looks at. */
export interface PublishableClub {
  title: string;
  description: string;
  club_type: OrgClubType | null;
  host: string;
  is_online: boolean;
  location: string;
}
