import type { AdminDashboard, DashboardGroup, PostsHistogram } from '@lbd/shared/admin-dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** The admin dashboard's calls (issue 24 item 9): GET /api/admin/dashboard and GET /api/posts_histogram. */

export interface AdminDashboardFilters {
  days: number;
  group: DashboardGroup;
}

export const ADMIN_DASHBOARD_KEYS = {
  all: ['admin-dashboard'] as const,
  dashboard: (f: AdminDashboardFilters) => ['admin-dashboard', 'numbers', f.days, f.group] as const,
  posts: (f: AdminDashboardFilters) => ['admin-dashboard', 'posts', f.days, f.group] as const,
};

/** SPEC §8: a 401 on a dashboard call sends the user Home with the server's message in a popup. */
const DASHBOARD_META = { unauthorizedGoesHome: true } as const;

export async function fetchAdminDashboard(f: AdminDashboardFilters): Promise<AdminDashboard> {
  return (await api.get('/api/admin/dashboard', { params: { days: f.days, group: f.group } })).data;
}

export async function fetchPostsHistogram(f: AdminDashboardFilters): Promise<PostsHistogram> {
  return (await api.get('/api/posts_histogram', { params: { days: f.days, group: f.group } })).data;
}

/** The dashboard's numbers; while a new range loads, the previous one stays on screen. */
export function useAdminDashboard(f: AdminDashboardFilters) {
  return useQuery({
    queryKey: ADMIN_DASHBOARD_KEYS.dashboard(f),
    queryFn: () => fetchAdminDashboard(f),
    placeholderData: keepPreviousData,
    meta: DASHBOARD_META,
  });
}

export function usePostsHistogram(f: AdminDashboardFilters) {
  return useQuery({
    queryKey: ADMIN_DASHBOARD_KEYS.posts(f),
    queryFn: () => fetchPostsHistogram(f),
    placeholderData: keepPreviousData,
    meta: DASHBOARD_META,
  });
}
