import type { ProfileType } from '@lbd/shared/enums';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import WorkOutlined from '@mui/icons-material/WorkOutlined';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { logHeaderFailure, markAllNotificationsRead } from '../../features/notifications/api';
import { useUnviewedCounts } from '../../features/notifications/use-counts';
import { preloadOf, useLazyPopup } from './use-lazy-popup';

// The dropdown and its lists load only when wanted (the dropdown's chunk when the pointer or the
// focus reaches a button): the header is on every page (landing JS budget, first paint).
const loadPopover = () => import('./header-popover');
const HeaderPopover = lazy(loadPopover);
const preloadPopover = preloadOf(loadPopover);
const NotificationsPanel = lazy(() => import('../../features/notifications/components/notifications-panel'));
const JobAlertsPanel = lazy(() => import('../../features/notifications/components/job-alerts-panel'));

/** Badges stop counting here. */
const BADGE_MAX = 99;

/**
 * The button's name says what its badge shows ('Notifications, 3 unread'; '99+' past the cap), so a
 * screen reader and a voice-control user meet the same words as a sighted one.
 */
export function badgedLabel(label: string, count: number): string {
  if (count <= 0) return label;
  return `${label}, ${count > BADGE_MAX ? `${BADGE_MAX}+` : count} unread`;
}

function HeaderDropdown({
  label,
  icon,
  count,
  title,
  titleAction,
  children,
}: {
  label: string;
  icon: ReactNode;
  /** Unviewed items: the badge (hidden at 0) and part of the button's name. */
  count: number;
  title: string;
  titleAction?: (close: () => void) => ReactNode;
  children: (close: () => void) => ReactNode;
}) {
  const { anchor, close, buttonProps, mount } = useLazyPopup(preloadPopover);
  const id = useId();
  const titleId = `${id}-title`;
  return (
    <>
      <IconButton
        aria-label={badgedLabel(label, count)}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        {...buttonProps}
      >
        <Badge
          badgeContent={count}
          max={BADGE_MAX}
          color="error"
          overlap="circular"
          slotProps={{ badge: { 'aria-hidden': true } }}
        >
          {icon}
        </Badge>
      </IconButton>
      {mount(
        <HeaderPopover
          anchor={anchor}
          onClose={close}
          titleId={titleId}
          title={title}
          titleAction={titleAction?.(close)}
        >
          {children(close)}
        </HeaderPopover>,
      )}
    </>
  );
}

/**
 * The bell (SPEC §2.4, §4.5): the unviewed badge, live; opening it lists the notifications and marks
 * the ones shown as viewed; 'Mark all as read' clears the rest.
 */
export function NotificationsDropdown({
  profileType,
  fallbackCount,
}: {
  profileType: ProfileType;
  /** The current user's unviewed_count, until the live stream or a list has said more. */
  fallbackCount: number;
}) {
  const queryClient = useQueryClient();
  const counts = useUnviewedCounts();
  const count = counts.notifications_unviewed ?? fallbackCount;
  const handleMarkAll = () => {
    markAllNotificationsRead(queryClient).catch((error: unknown) => logHeaderFailure('Marking all as read', error));
  };
  return (
    <HeaderDropdown
      label="Notifications"
      icon={<NotificationsNone />}
      count={count}
      title="Notifications"
      titleAction={() => (
        <Button size="small" onClick={handleMarkAll} disabled={count === 0}>
          Mark all as read
        </Button>
      )}
    >
      {(close) => <NotificationsPanel profileType={profileType} onClose={close} />}
    </HeaderDropdown>
  );
}

/** Students' job alerts (SPEC §2.4, §4.5): 'Your Job Alerts', 'View All' goes to jobs. */
export function JobAlertsDropdown() {
  const counts = useUnviewedCounts();
  return (
    <HeaderDropdown
      label="Your Job Alerts"
      icon={<WorkOutlined />}
      count={counts.job_alerts_unviewed ?? 0}
      title="Your Job Alerts"
      titleAction={(close) => (
        <Button component={RouterLink} to="/jobs" onClick={close} size="small">
          View All
        </Button>
      )}
    >
      {(close) => <JobAlertsPanel onClose={close} />}
    </HeaderDropdown>
  );
}
