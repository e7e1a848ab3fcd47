import { LEARNING_TEXTS, type CurrentUser } from '@lbd/shared';

/** Who writes learning content: mentors, companies, institutions and admins (routes.ts AUTHORS). */
export function canAuthor(user: CurrentUser | null | undefined): boolean {
  if (!user) return false;
  if (user.is_admin) return true;
  const type = user.profile?.profile_type;
  return type === 'ADVISOR' || type === 'COMPANY' || type === 'INSTITUTION';
}

/** Rupees from paise: '₹499', or 'Free'. */
export function priceText(paise: number): string {
  if (paise <= 0) return 'Free';
  return `₹${(paise / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;
}

/**
 * The problems a failed publish answers (a 422's `fields`), one line each in the order of the form,
 * for the list under SPEC §5.1's heading.
 */
const FIELD_ORDER = ['title', 'kind', 'body', 'url', 'file', 'duration', 'skill_ids', 'job_role_ids', 'items'];
export function issuesOf(fields: Record<string, string>): string[] {
  const keys = Object.keys(fields).sort((a, b) => {
    const ia = FIELD_ORDER.indexOf(a.split('.')[0]!);
    const ib = FIELD_ORDER.indexOf(b.split('.')[0]!);
    return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib);
  });
  return [...new Set(keys.map((k) => fields[k]!))];
}

export const RESOURCE_ISSUES_HEADING = LEARNING_TEXTS.resourceIssuesHeading;
/** The same list for a learning path (the spec words only the resource's). */
export const GROUP_ISSUES_HEADING = 'The following issue(s) need to be fixed before you can publish the learning path:';

/** A calendar day as people read it: '5 Dec 2026'. */
export { formatDay } from '@lbd/shared/portfolio';
