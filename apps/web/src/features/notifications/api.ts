import type { JobNotificationsList, LiveCounts, NotificationsList } from '@lbd/shared/notifications';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** Notification calls of the header (SPEC §7.3): the bell's lists, job alerts and viewed marks. */

export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const notificationKeys = {
  /** The two badges; filled by the live stream and by every answer that carries a count. */
  counts: [...NOTIFICATIONS_KEY, 'counts'] as const,
  list: (tab: BellTab) => [...NOTIFICATIONS_KEY, 'list', tab] as const,
  jobAlerts: [...NOTIFICATIONS_KEY, 'job-alerts'] as const,
};

/** The bell's tabs: every notification, or only the ones that tag the user. */
export type BellTab = 'all' | 'tagged';

/** Header calls never show a popup (SPEC §7.3): their failures are logged here and ignored. */
export const HEADER_QUERY_META = { handleErrors: false } as const;

export function logHeaderFailure(what: string, error: unknown): void {
  console.warn(`${what} failed:`, error instanceof Error ? error.message : error);
}

/**
 * GET /api/myprofile/list/notifications (newest first) or /tagged_notifications for the Tagged tab: one
 * page, its items side by side with the caller's unviewed count.
 */
export function fetchNotifications(tab: BellTab, page: number): Promise<NotificationsList> {
  return tab === 'tagged'
    ? api.get('/api/myprofile/tagged_notifications', { params: { page } })
    : api.get('/api/myprofile/list/notifications', { params: { page } });
}

/** POST /api/myprofile/notifications/viewed: these notifications (or, without ids, all) are seen. */
export async function markNotificationsViewed(ids?: number[]): Promise<number> {
  const response = await api.post('/api/myprofile/notifications/viewed', {
    body: ids ? { ids } : {},
  });
  return response.data.unviewed_count;
}

/** POST /api/myprofile/notifications/reset_unviewed: every notification is seen. */
export async function resetUnviewed(): Promise<number> {
  return (await api.post('/api/myprofile/notifications/reset_unviewed')).data.unviewed_count;
}

/** GET /api/job_notifications, 20 per page (students only). */
export function fetchJobAlerts(page: number): Promise<JobNotificationsList> {
  return api.get('/api/job_notifications', { params: { page } });
}

/** POST /api/update_my_notification, form-encoded: the alert is seen; answers the alerts' unviewed count. */
export async function markJobAlertViewed(myNotificationId: number): Promise<number> {
  const body = new URLSearchParams({ my_notification_id: String(myNotificationId) });
  const response = await api.post('/api/update_my_notification', {
    body: new Blob([body.toString()], { type: 'application/x-www-form-urlencoded' }),
  });
  return response.data.unviewed_count;
}

/**
 * The SPEC §4.5 paging rule: the first page sets the next page to 2, later pages increment, and
 * there are more pages while the last batch was non-empty. For useInfiniteQuery's getNextPageParam.
 */
export function nextPageAfter(lastPage: { data: unknown[] }, pages: readonly unknown[]): number | undefined {
  return lastPage.data.length === 0 ? undefined : pages.length + 1;
}

/**
 * The badges' cache: each count is known once the live stream or an answer carrying it has arrived
 * (until then the bell falls back to the current user's unviewed_count).
 */
export type KnownCounts = Partial<LiveCounts>;

/** Updates one of the badges, keeping the other. */
export function setUnviewedCount(queryClient: QueryClient, which: keyof LiveCounts, value: number): void {
  queryClient.setQueryData<KnownCounts>(notificationKeys.counts, (current) => ({ ...current, [which]: value }));
}

/** Marks every notification read (reset_unviewed): the badge goes to the answer, shown items lose their dot. */
export async function markAllNotificationsRead(queryClient: QueryClient): Promise<void> {
  const count = await resetUnviewed();
  setUnviewedCount(queryClient, 'notifications_unviewed', count);
  queryClient.setQueriesData<InfiniteData<NotificationsList>>(
    { queryKey: [...NOTIFICATIONS_KEY, 'list'] },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({ ...page, data: page.data.map((item) => ({ ...item, viewed: true })) })),
      },
  );
}
