/**
 * How a staff or mentor profile stands in the organisation it named (issue 23): MEMBER once accepted
 * (or when it created the organisation), REQUESTED until the organisation's approved staff or an
 * admin answer, DECLINED when they said no.
 */
export const ORG_MEMBERSHIPS = ['MEMBER', 'REQUESTED', 'DECLINED'] as const;
export type OrgMembership = (typeof ORG_MEMBERSHIPS)[number];

/** The lists of /orgMembers: requests waiting for an answer, accepted members, declined requests. */
export const ORG_MEMBER_LISTS = ['REQUESTED', 'MEMBER', 'DECLINED'] as const;
