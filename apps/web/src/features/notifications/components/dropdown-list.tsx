import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { indiaDateTime } from '../../../lib/dates';
import { timeAgo } from '../format';
import { useLoadMoreOnScroll } from '../use-load-more';
import { visuallyHidden } from '../../../components/visually-hidden';

export interface DropdownListProps<T> {
  /** Accessible name of the list. */
  label: string;
  items: T[];
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** The first page is loading, or a later one. */
  isLoading: boolean;
  hasMore: boolean;
  hasFailed: boolean;
  onLoadMore: () => void;
  /** Shown when the list loaded and is empty (never after a failure: failures are only logged). */
  emptyText: string;
  loadingLabel: string;
}

/**
 * A scrolling list of a header dropdown that loads more when scrolled to the bottom (SPEC §4.5).
 * The indicator shows while a page loads and stops when a load fails.
 */
export function DropdownList<T>({
  label,
  items,
  itemKey,
  renderItem,
  isLoading,
  hasMore,
  hasFailed,
  onLoadMore,
  emptyText,
  loadingLabel,
}: DropdownListProps<T>) {
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);
  useLoadMoreOnScroll({ root, sentinel, itemCount: items.length, hasMore, isLoading, hasFailed, onLoadMore });
  const isEmpty = items.length === 0 && !isLoading && !hasFailed && !hasMore;

  return (
    <Box
      ref={setRoot}
      sx={{ overflowY: 'auto', overscrollBehavior: 'contain', maxHeight: 'min(440px, calc(100vh - 150px))' }}
    >
      {items.length > 0 && (
        <List aria-label={label} disablePadding>
          {items.map((item) => (
            <ListItem key={itemKey(item)} disablePadding divider>
              {renderItem(item)}
            </ListItem>
          ))}
        </List>
      )}
      {isEmpty && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 3, textAlign: 'center' }}>
          {emptyText}
        </Typography>
      )}
      <Box ref={setSentinel} sx={{ height: 1 }} />
      {isLoading && !hasFailed && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress size={24} aria-label={loadingLabel} />
        </Box>
      )}
    </Box>
  );
}

export interface DropdownItemProps {
  /** Where the item leads; without one it is plain text. */
  href: string | null;
  onClick?: () => void;
  avatar: { src: string | null; name: string; fallback?: ReactNode };
  isUnread: boolean;
  /** The accessible name of the link (the main line by default). */
  children: ReactNode;
  /** Lines under the main one. */
  details: ReactNode;
  /** Shown at the end of the time line (a job's days left). */
  meta?: ReactNode;
  insertedAt: string;
  now: Date;
}

/** One row: avatar, text with unread emphasis and a dot, and when it arrived. */
export function DropdownItem({
  href,
  onClick,
  avatar,
  isUnread,
  children,
  details,
  meta,
  insertedAt,
  now,
}: DropdownItemProps) {
  const body = (
    <>
      {/* Decorative: the text beside it names the performer or the company. */}
      <Avatar
        src={avatar.src ?? undefined}
        alt=""
        aria-hidden
        sx={{ width: 40, height: 40, mr: 1.5, mt: 0.25, bgcolor: 'primary.main', fontSize: 17, flexShrink: 0 }}
      >
        {avatar.fallback ?? (avatar.name.trim().charAt(0).toUpperCase() || undefined)}
      </Avatar>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        {isUnread && (
          <Box component="span" sx={visuallyHidden}>
            Unread:{' '}
          </Box>
        )}
        {children}
        {details}
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 0.5 }}>
          <Typography
            component="time"
            dateTime={insertedAt}
            title={indiaDateTime(insertedAt)}
            variant="caption"
            color={isUnread ? 'primary.dark' : 'text.secondary'}
            sx={{ fontWeight: isUnread ? 600 : 400 }}
          >
            {timeAgo(insertedAt, now)}
          </Typography>
          {meta}
        </Box>
      </Box>
      {isUnread && (
        <Box
          aria-hidden
          sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0, ml: 1, mt: 1 }}
        />
      )}
    </>
  );
  const sx = {
    alignItems: 'flex-start',
    px: 2,
    py: 1.25,
    bgcolor: isUnread ? (theme: Theme) => alpha(theme.palette.primary.main, 0.06) : undefined,
  };
  if (href === null)
    return (
      <Box sx={{ display: 'flex', width: '100%', ...sx }} data-unread={isUnread || undefined}>
        {body}
      </Box>
    );
  return (
    <ListItemButton component={RouterLink} to={href} onClick={onClick} sx={sx} data-unread={isUnread || undefined}>
      {body}
    </ListItemButton>
  );
}
