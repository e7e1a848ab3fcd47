// The invitations feature's front door (issue 23 item 30): the organisation's panel on a club's or event's
// dashboard, the student's answer on the club's or event's page, and the admins' list (its own chunk).
export { AdminInvitedSection } from './components/lazy-admin-invited-section';
export { InvitationBanner } from './components/invitation-banner';
export { InvitationsPanel } from './components/invitations-panel';
