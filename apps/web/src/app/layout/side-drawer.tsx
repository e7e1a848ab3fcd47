import type { CurrentUserProfile } from '@lbd/shared/identity';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { DRAWER_ICONS } from './drawer-icons';
import type { DrawerEntry } from './drawer-entries';
import { DRAWER_COLLAPSED_WIDTH, DRAWER_WIDTH } from './drawer-width';

function isCurrent(pathname: string, to: string | undefined): boolean {
  return to !== undefined && (pathname === to || pathname.startsWith(`${to}/`));
}

function displayName(profile: CurrentUserProfile): string {
  return profile.profile_type === 'COMPANY' || profile.profile_type === 'INSTITUTION'
    ? profile.full_name
    : profile.first_name;
}

interface DrawerListProps {
  entries: DrawerEntry[];
  expanded: boolean;
  onExpand: () => void;
  onNavigate: () => void;
}

function DrawerList({ entries, expanded, onExpand, onNavigate }: DrawerListProps) {
  const { pathname } = useLocation();
  const [openParents, setOpenParents] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(
      entries
        .filter((entry) => entry.children?.some((child) => isCurrent(pathname, child.to)))
        .map((entry) => [entry.key, true]),
    ),
  );

  const renderEntry = (entry: DrawerEntry, depth: number) => {
    const Icon = DRAWER_ICONS[entry.icon];
    const itemSx = {
      minHeight: 44,
      borderRadius: 2,
      mx: 1,
      pl: expanded ? 1.5 + depth * 2 : 1.5,
      justifyContent: expanded ? 'initial' : 'center',
      '&.Mui-selected': { bgcolor: 'primary.main', color: 'primary.contrastText' },
      '&.Mui-selected:hover': { bgcolor: 'primary.dark' },
      '&.Mui-selected .MuiListItemIcon-root': { color: 'inherit' },
    };
    const icon = (
      <ListItemIcon sx={{ minWidth: 0, mr: expanded ? 1.75 : 0, justifyContent: 'center', color: 'text.secondary' }}>
        <Icon fontSize="small" />
      </ListItemIcon>
    );
    const text = expanded ? (
      <ListItemText
        primary={entry.label}
        slotProps={{ primary: { noWrap: true, sx: { fontSize: 14.5, fontWeight: 500 } } }}
      />
    ) : null;

    if (entry.children) {
      const isOpen = expanded && openParents[entry.key] === true;
      const handleToggle = () => {
        if (!expanded) {
          onExpand();
          setOpenParents((open) => ({ ...open, [entry.key]: true }));
          return;
        }
        setOpenParents((open) => ({ ...open, [entry.key]: !open[entry.key] }));
      };
      return (
        <li key={entry.key}>
          <ListItemButton
            onClick={handleToggle}
            aria-expanded={isOpen}
            aria-label={expanded ? undefined : entry.label}
            title={expanded ? undefined : entry.label}
            sx={itemSx}
          >
            {icon}
            {text}
            {expanded && (isOpen ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
          </ListItemButton>
          <Collapse in={isOpen} timeout="auto" unmountOnExit>
            <List disablePadding aria-label={entry.label}>
              {entry.children.map((child) => renderEntry(child, depth + 1))}
            </List>
          </Collapse>
        </li>
      );
    }

    return (
      <li key={entry.key}>
        <ListItemButton
          component={RouterLink}
          to={entry.to ?? '/'}
          selected={isCurrent(pathname, entry.to)}
          aria-current={isCurrent(pathname, entry.to) ? 'page' : undefined}
          aria-label={expanded ? undefined : entry.label}
          title={expanded ? undefined : entry.label}
          onClick={onNavigate}
          sx={itemSx}
        >
          {icon}
          {text}
        </ListItemButton>
      </li>
    );
  };

  return (
    <List component="ul" sx={{ py: 1, display: 'flex', flexDirection: 'column', gap: 0.25 }}>
      {entries.map((entry) => renderEntry(entry, 0))}
    </List>
  );
}

export interface SideDrawerProps {
  entries: DrawerEntry[];
  profile: CurrentUserProfile | null;
  isMobile: boolean;
  /** Desktop: full width with labels, or collapsed to icons. */
  expanded: boolean;
  onToggleExpanded: () => void;
  /** Phones: whether the temporary drawer is open. */
  mobileOpen: boolean;
  onMobileClose: () => void;
  /** Height of the fixed header the permanent drawer sits under. */
  topOffset: number;
}

/** The side menu (SPEC §2.3): permanent and collapsible on desktop, temporary on phones. */
export function SideDrawer({
  entries,
  profile,
  isMobile,
  expanded,
  onToggleExpanded,
  mobileOpen,
  onMobileClose,
  topOffset,
}: SideDrawerProps) {
  const showLabels = isMobile || expanded;
  const content = (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', overflowX: 'hidden' }}>
      {isMobile && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            px: 2,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography sx={{ fontWeight: 800 }}>Learn By Doing</Typography>
          <IconButton aria-label="Close menu" onClick={onMobileClose} edge="end">
            <Close />
          </IconButton>
        </Box>
      )}
      {profile && showLabels && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, pt: 2, pb: 1 }}>
          <Avatar src={profile.avatar_url ?? undefined} alt={displayName(profile)} sx={{ bgcolor: 'primary.main' }}>
            {displayName(profile).charAt(0).toUpperCase() || undefined}
          </Avatar>
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {displayName(profile)}
          </Typography>
        </Box>
      )}
      <Box component="nav" aria-label="Main menu" sx={{ flexGrow: 1, overflowY: 'auto', overflowX: 'hidden' }}>
        <DrawerList
          entries={entries}
          expanded={showLabels}
          onExpand={onToggleExpanded}
          onNavigate={isMobile ? onMobileClose : () => {}}
        />
      </Box>
      {!isMobile && (
        <Box
          sx={{
            display: 'flex',
            justifyContent: expanded ? 'flex-end' : 'center',
            p: 1,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <IconButton aria-label={expanded ? 'Collapse menu' : 'Expand menu'} onClick={onToggleExpanded} size="small">
            {expanded ? <ChevronLeft /> : <ChevronRight />}
          </IconButton>
        </Box>
      )}
    </Box>
  );

  if (isMobile) {
    return (
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={onMobileClose}
        ModalProps={{ keepMounted: false }}
        // Above the fixed header, which otherwise hides the top of the menu.
        sx={{ zIndex: (theme) => theme.zIndex.modal }}
        slotProps={{ paper: { sx: { width: DRAWER_WIDTH }, 'aria-label': 'Side menu' } }}
      >
        {content}
      </Drawer>
    );
  }

  const width = expanded ? DRAWER_WIDTH : DRAWER_COLLAPSED_WIDTH;
  return (
    <Drawer
      variant="permanent"
      open
      sx={{ width, flexShrink: 0, transition: 'width 200ms' }}
      slotProps={{
        paper: {
          sx: {
            width,
            top: topOffset,
            height: `calc(100% - ${topOffset}px)`,
            transition: 'width 200ms',
            bgcolor: 'background.paper',
          },
        },
      }}
    >
      {content}
    </Drawer>
  );
}
