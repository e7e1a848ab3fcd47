import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';

const MENU_LINKS = [
  { label: 'Profile Settings', to: '/myprofile' },
  { label: 'About Us', to: '/Aboutus' },
  { label: 'FAQ', to: '/FAQ' },
  { label: 'Privacy Policy', to: '/Privacy' },
] as const;

export interface AccountMenuProps {
  name: string;
  avatarUrl: string | null;
  /** Inactive profiles get no menu items besides Logout (SPEC §4.5). */
  showLinks: boolean;
  /** Admins also get their accounts page. */
  isAdmin?: boolean;
  onLogout: () => void;
}

/** The avatar menu of the signed-in header (SPEC §2.4). */
export function AccountMenu({ name, avatarUrl, showLinks, isAdmin = false, onLogout }: AccountMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
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
        onClick={(event) => setAnchor(event.currentTarget)}
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
      <Menu
        id="account-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {showLinks &&
          MENU_LINKS.map((link) => (
            <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={close}>
              {link.label}
            </MenuItem>
          ))}
        {isAdmin && (
          <MenuItem component={RouterLink} to="/accounts" onClick={close}>
            Accounts
          </MenuItem>
        )}
        {(showLinks || isAdmin) && <Divider />}
        <MenuItem onClick={handleLogout}>Logout</MenuItem>
      </Menu>
    </>
  );
}
