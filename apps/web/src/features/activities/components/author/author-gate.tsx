import type { CurrentUser } from '@lbd/shared/identity';
import type { ReactNode } from 'react';
import { ErrorView } from '../../../../components/error-view';
import { PageLoading } from '../../../../components/page-loading';
import { useSession } from '../../../../lib/session';

/** Advisors (mentors) and admins author and manage activities (SPEC §6). */
export const canAuthorActivities = (user: CurrentUser | null) =>
  Boolean(user && (user.is_admin || user.profile?.profile_type === 'ADVISOR'));

/**
 * The mentor and admin activity screens: anyone else (signed out included) gets Access Denied,
 * as a 401 or a refused call would (SPEC §8), without calling the API.
 */
export function AuthorGate({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageLoading />;
  if (!canAuthorActivities(user)) return <ErrorView type="unauthorized" />;
  return <>{children}</>;
}
