import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';

const MENU_LINKS = [
  { label: 'Profile Settings', to: '/myprofile' },
  { label: 'About Us', to: '/Aboutus' },
  { label: 'FAQ', to: '/FAQ' },
  { label: 'Privacy Policy', to: '/Privacy' },
] as const;

export interface AccountMenuListProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  showLinks: boolean;
  /** The organisation's Team page (company and institution staff). */
  showTeam?: boolean;
  isAdmin: boolean;
  onLogout: () => void;
}

/** The avatar menu's items; loaded with its own chunk the first time the menu is wanted. */
export default function AccountMenuList({
  anchor,
  onClose,
  showLinks,
  showTeam = false,
  isAdmin,
  onLogout,
}: AccountMenuListProps) {
  return (
    <Menu
      id="account-menu"
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {showLinks &&
        MENU_LINKS.map((link) => (
          <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={onClose}>
            {link.label}
          </MenuItem>
        ))}
      {showTeam && (
        <MenuItem component={RouterLink} to="/orgMembers" onClick={onClose}>
          Team
        </MenuItem>
      )}
      {isAdmin && (
        <MenuItem component={RouterLink} to="/accounts" onClick={onClose}>
          Accounts
        </MenuItem>
      )}
      {(showLinks || isAdmin) && <Divider />}
      <MenuItem onClick={onLogout}>Logout</MenuItem>
    </Menu>
  );
}
