import { type ProfileType } from '@lbd/shared/enums';
import { notificationPath, NOTIFICATIONS_VIEWED_MAX_IDS, type Notification } from '@lbd/shared/notifications';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import {
  fetchNotifications,
  HEADER_QUERY_META,
  logHeaderFailure,
  markNotificationsViewed,
  nextPageAfter,
  notificationKeys,
  setUnviewedCount,
  type BellTab,
} from '../api';
import { appHref } from '../format';
import { DropdownItem, DropdownList } from './dropdown-list';
import { useLogFailure } from './use-log-failure';

const EMPTY_TEXT: Record<BellTab, string> = {
  all: 'You have no notifications yet.',
  tagged: 'No one has tagged you yet.',
};

function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function BellList({ tab, profileType, onClose }: { tab: BellTab; profileType: ProfileType; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { search } = useLocation();
  const [now] = useState(() => new Date());
  const query = useInfiniteQuery({
    queryKey: notificationKeys.list(tab),
    queryFn: ({ pageParam }) => fetchNotifications(tab, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageAfter,
    // Every opening starts from the newest page; nothing is kept once the dropdown closes.
    staleTime: 0,
    gcTime: 0,
    retry: false,
    meta: HEADER_QUERY_META,
  });
  useLogFailure(query.error, 'Loading notifications');
  const pages = query.data?.pages;
  const items = pages?.flatMap((page) => page.data) ?? [];

  // Shown means seen: post the unviewed ones of every page as it arrives (SPEC §4.5). They keep
  // their unread look until the dropdown closes, so the user can tell what is new.
  // Only pages that just arrived count: 'Mark all as read' rewrites the loaded ones in the cache.
  const handledPages = useRef(0);
  const posted = useRef(new Set<number>());
  useEffect(() => {
    if (!pages || pages.length <= handledPages.current) return;
    const arrived = pages.slice(handledPages.current);
    handledPages.current = pages.length;
    const fresh = arrived
      .flatMap((page) => page.data)
      .filter((item) => !item.viewed && !posted.current.has(item.id))
      .map((item) => item.id);
    if (fresh.length === 0) {
      const last = arrived[arrived.length - 1];
      if (tab === 'all' && last) setUnviewedCount(queryClient, 'notifications_unviewed', last.unviewed_count);
      return;
    }
    for (const id of fresh) posted.current.add(id);
    for (const ids of chunk(fresh, NOTIFICATIONS_VIEWED_MAX_IDS)) {
      markNotificationsViewed(ids)
        .then((count) => setUnviewedCount(queryClient, 'notifications_unviewed', count))
        .catch((error: unknown) => logHeaderFailure('Marking notifications viewed', error));
    }
  }, [pages, tab, queryClient]);

  const { fetchNextPage } = query;
  const handleLoadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  return (
    <DropdownList<Notification>
      label={tab === 'tagged' ? 'Tagged notifications' : 'All notifications'}
      items={items}
      itemKey={(item) => item.id}
      isLoading={query.isPending || query.isFetchingNextPage}
      hasMore={query.hasNextPage}
      hasFailed={query.isError}
      onLoadMore={handleLoadMore}
      emptyText={EMPTY_TEXT[tab]}
      loadingLabel="Loading notifications"
      renderItem={(item) => {
        const path = notificationPath(item, profileType);
        const performer = item.performer_profile;
        return (
          <DropdownItem
            href={path === null ? null : appHref(path, search)}
            onClick={onClose}
            avatar={
              performer
                ? { src: performer.avatar_url, name: performer.name }
                : { src: null, name: 'Learn By Doing', fallback: <NotificationsNone fontSize="small" /> }
            }
            isUnread={!item.viewed}
            insertedAt={item.inserted_at}
            now={now}
            details={null}
          >
            <Typography
              variant="body2"
              sx={{
                fontWeight: item.viewed ? 400 : 600,
                overflowWrap: 'anywhere',
                display: '-webkit-box',
                WebkitLineClamp: 3,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {item.message}
            </Typography>
          </DropdownItem>
        );
      }}
    />
  );
}

/** The bell's contents: All and Tagged lists (lazy-loaded when the bell opens). */
export default function NotificationsPanel({
  profileType,
  onClose,
}: {
  profileType: ProfileType;
  onClose: () => void;
}) {
  const [tab, setTab] = useState<BellTab>('all');
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_event, value: BellTab) => setTab(value)}
        aria-label="Notification lists"
        variant="fullWidth"
        sx={{ minHeight: 40, borderBottom: 1, borderColor: 'divider', flexShrink: 0 }}
      >
        <Tab value="all" label="All" sx={{ minHeight: 40, py: 0 }} />
        <Tab value="tagged" label="Tagged" sx={{ minHeight: 40, py: 0 }} />
      </Tabs>
      <BellList key={tab} tab={tab} profileType={profileType} onClose={onClose} />
    </>
  );
}
