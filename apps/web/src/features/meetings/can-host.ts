import type { CurrentUser } from '@lbd/shared';

/** Who sees 'Schedule a session': mentors, organisations' staff and admins (the API checks approval). */
export function canHostSessions(user: CurrentUser | null): boolean {
  if (!user) return false;
  if (user.is_admin) return true;
  const type = user.profile?.profile_type;
  return type === 'ADVISOR' || type === 'COMPANY' || type === 'INSTITUTION';
}
