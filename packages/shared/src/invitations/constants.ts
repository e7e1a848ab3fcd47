/*
 * Invitations to a club or an event (SPEC §7.4 admin inivited_students_list; issue 23 item 30): an
 * organisation's staff invite students to one of its published clubs or events; a student accepts
 * (joins the club, takes a seat at the event) or declines.
 */

/** The two kinds, by the spec's type names. */
export const INVITATION_TYPES = ['Club_Invited', 'Event_Invited'] as const;
export type InvitationType = (typeof INVITATION_TYPES)[number];

/**
 * Where an invitation stands: 'invited' until the student answers; 'accepted' once they are in the club
 * or registered for the event (by the invitation or on their own); 'declined' when they said no.
 */
export const INVITATION_STATUSES = ['invited', 'accepted', 'declined'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  invited: 'Invited',
  accepted: 'Accepted',
  declined: 'Declined',
};

export const INVITATION_TYPE_LABELS: Record<InvitationType, string> = {
  Club_Invited: 'Club',
  Event_Invited: 'Event',
};

/** What each type puts the student in. */
export const INVITATION_ITEM: Record<InvitationType, 'club' | 'event'> = {
  Club_Invited: 'club',
  Event_Invited: 'event',
};

export const INVITATION_LIMITS = { perRequest: 100, email: 254 } as const;
