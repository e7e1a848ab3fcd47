/** Texts of organisation membership (not shown in the spec: the product's own words). */
export const ORG_MEMBER_TEXTS = {
  heading: 'Team',
  requestsTab: 'Requests to join',
  membersTab: 'Members',
  declinedTab: 'Declined',
  noRequests: 'Nobody is waiting to join your organisation.',
  noMembers: 'No members yet.',
  noDeclined: 'No declined requests.',
  accept: 'Accept',
  decline: 'Decline',
  accepted: (name: string) => `${name} is now a member of your organisation.`,
  declined: (name: string) => `You declined ${name}'s request.`,
  alreadyAnswered: 'This request has already been answered.',
  waiting: (org: string) =>
    `Your request to join ${org} is waiting for its team or our admins to accept it. Until then you cannot act for ${org}.`,
  declinedRequest: (org: string) =>
    `${org} declined your request to join. If this is a mistake, ask a colleague there or write to us.`,
  requestEmailSubject: (name: string, org: string) => `${name} asks to join ${org} on Learn By Doing`,
  acceptedEmailSubject: (org: string) => `You are now a member of ${org} on Learn By Doing`,
  declinedEmailSubject: (org: string) => `Your request to join ${org} on Learn By Doing`,
} as const;
