import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { lazy } from 'react';
import { preloadOf, useLazyPopup } from './use-lazy-popup';

// The menu (MUI Menu, Popover, Modal transitions) is not needed for the first paint: its chunk loads
// when the pointer or the focus reaches the avatar, at the latest on the click.
const loadMenuList = () => import('./account-menu-list');
const AccountMenuList = lazy(loadMenuList);
const preloadMenuList = preloadOf(loadMenuList);

export interface AccountMenuProps {
  name: string;
  avatarUrl: string | null;
  /** Inactive profiles get no menu items besides Logout (SPEC §4.5). */
  showLinks: boolean;
  /** Company and institution staff also get their organisation's Team page. */
  showTeam?: boolean;
  /** Admins also get their accounts page. */
  isAdmin?: boolean;
  onLogout: () => void;
}

/** The avatar menu of the signed-in header (SPEC §2.4). */
export function AccountMenu({
  name,
  avatarUrl,
  showLinks,
  showTeam = false,
  isAdmin = false,
  onLogout,
}: AccountMenuProps) {
  const { anchor, close, buttonProps, mount } = useLazyPopup(preloadMenuList);
  const handleLogout = () => {
    close();
    onLogout();
  };
  return (
    <>
      <IconButton
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-controls={anchor ? 'account-menu' : undefined}
        aria-expanded={anchor ? true : undefined}
        {...buttonProps}
        sx={{ p: 0.5 }}
      >
        <Avatar
          src={avatarUrl ?? undefined}
          alt={name}
          sx={{ width: 34, height: 34, bgcolor: 'primary.main', fontSize: 16 }}
        >
          {name.charAt(0).toUpperCase() || undefined}
        </Avatar>
      </IconButton>
      {mount(
        <AccountMenuList
          anchor={anchor}
          onClose={close}
          showLinks={showLinks}
          showTeam={showTeam}
          isAdmin={isAdmin}
          onLogout={handleLogout}
        />,
      )}
    </>
  );
}
