/**
 * The lists of each kind of item. Job lists are applicant statuses ('all' is everyone who has not
 * withdrawn). A saved shortlist of an institute is one list, its students (written to through
 * POST /api/shortlists/{id}/mail_notification, not generate_mail_notification).
 */
export const MAIL_LISTS = {
  job: ['all', 'applied', 'shortlisted', 'rejected', 'selected'],
  event: ['all', 'applied', 'enrolled', 'attended'],
  club: ['members', 'committee', 'admins', 'join_requests'],
  shortlist: ['all'],
} as const;
export type MailEntityType = keyof typeof MAIL_LISTS;
/** The items generate_mail_notification writes about (an organisation's job, event or club). */
export type OrgMailEntityType = Exclude<MailEntityType, 'shortlist'>;

/** Which item a mail notification belongs to, from a body or a query. */
export function mailTarget(v: { job_id?: number; event_id?: number; club_id?: number }): {
  type: OrgMailEntityType;
  id: number;
} | null {
  if (v.job_id !== undefined) return { type: 'job', id: v.job_id };
  if (v.event_id !== undefined) return { type: 'event', id: v.event_id };
  if (v.club_id !== undefined) return { type: 'club', id: v.club_id };
  return null;
}

/*
 * An organisation's notice board (SPEC §2.2: board notifications open /workbench/boards/{id}; issue 23
 * item 30): what the organisation has written to its lists (generate_mail_notification), newest first.
 * Its staff and admins see everything it wrote; anyone else what reached them. The board's id is the
 * organisation's (docs/decisions/0061).
 */

export const BOARD_ITEM_TYPES = Object.keys(MAIL_LISTS) as [keyof typeof MAIL_LISTS, ...(keyof typeof MAIL_LISTS)[]];
