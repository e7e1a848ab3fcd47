import { formatDaysLeft } from '@lbd/shared/jobs';
import { jobNotificationPath, type JobNotification } from '@lbd/shared/notifications';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { daysLeftTone } from '../../jobs';
import {
  fetchJobAlerts,
  HEADER_QUERY_META,
  logHeaderFailure,
  markJobAlertViewed,
  nextPageAfter,
  notificationKeys,
  setUnviewedCount,
} from '../api';
import { appHref } from '../format';
import { DropdownItem, DropdownList } from './dropdown-list';
import { useLogFailure } from './use-log-failure';

/**
 * The job alerts' list (lazy-loaded when the dropdown opens): 20 per page, more on scrolling to
 * the bottom (SPEC §4.5); clicking an alert marks it viewed, updates the badge and opens the job.
 */
export default function JobAlertsPanel({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const { search } = useLocation();
  const [now] = useState(() => new Date());
  const query = useInfiniteQuery({
    queryKey: notificationKeys.jobAlerts,
    queryFn: ({ pageParam }) => fetchJobAlerts(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageAfter,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    meta: HEADER_QUERY_META,
  });
  useLogFailure(query.error, 'Loading job alerts');
  const pages = query.data?.pages;
  const items = pages?.flatMap((page) => page.data) ?? [];

  // Every page answers the alerts' unviewed count beside its items (SPEC §7.3).
  const latestCount = pages?.[pages.length - 1]?.unviewed_count;
  useEffect(() => {
    if (latestCount !== undefined) setUnviewedCount(queryClient, 'job_alerts_unviewed', latestCount);
  }, [latestCount, queryClient]);

  const { fetchNextPage } = query;
  const handleLoadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  const handleOpen = (alert: JobNotification) => {
    onClose();
    markJobAlertViewed(alert.my_notification_id)
      .then((count) => setUnviewedCount(queryClient, 'job_alerts_unviewed', count))
      .catch((error: unknown) => logHeaderFailure('Marking a job alert viewed', error));
  };

  return (
    <DropdownList<JobNotification>
      label="Job alerts"
      items={items}
      itemKey={(item) => item.my_notification_id}
      isLoading={query.isPending || query.isFetchingNextPage}
      hasMore={query.hasNextPage}
      hasFailed={query.isError}
      onLoadMore={handleLoadMore}
      emptyText="No job alerts yet. Jobs matching your career paths and skills will show here."
      loadingLabel="Loading job alerts"
      renderItem={(alert) => {
        const left = alert.days === null ? null : formatDaysLeft(alert.days);
        const tone = daysLeftTone(left);
        return (
          <DropdownItem
            href={appHref(jobNotificationPath(alert), search)}
            onClick={() => handleOpen(alert)}
            avatar={{ src: alert.avatar_url, name: alert.company_name }}
            isUnread={!alert.viewed}
            insertedAt={alert.inserted_at}
            now={now}
            details={
              <Typography variant="body2" color="text.secondary" noWrap title={alert.company_name}>
                {alert.company_name}
              </Typography>
            }
            meta={
              left && (
                <Chip
                  size="small"
                  label={left}
                  aria-label={`Days left: ${left}`}
                  color={tone}
                  variant={tone === 'default' ? 'outlined' : 'filled'}
                  sx={{ height: 22, flexShrink: 0 }}
                />
              )
            }
          >
            <Typography variant="body2" sx={{ fontWeight: alert.viewed ? 500 : 700, overflowWrap: 'anywhere' }}>
              {alert.title}
            </Typography>
          </DropdownItem>
        );
      }}
    />
  );
}
