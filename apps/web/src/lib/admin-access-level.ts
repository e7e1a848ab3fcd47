import type { AdminAccessLevel } from '@lbd/shared/identity';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useSession } from './session';

export const ADMIN_ACCESS_LEVEL_KEY = ['admin-access-level'] as const;

async function fetchAdminAccessLevel(): Promise<AdminAccessLevel | null> {
  return (await api.get('/api/v1/admin_access_level')).data.access_level;
}

/**
 * The signed-in user's admin access level, fetched once and kept for the session (signing out clears
 * every cached answer). `enabled` false: not asked for (a screen that offers no admin tools to this user).
 */
export function useAdminAccessLevel(enabled = true) {
  const { user } = useSession();
  return useQuery({
    queryKey: ADMIN_ACCESS_LEVEL_KEY,
    queryFn: fetchAdminAccessLevel,
    enabled: enabled && user !== null,
    staleTime: Infinity,
    gcTime: Infinity,
    // Without it the admin tools just stay hidden.
    meta: { handleErrors: false },
  });
}
