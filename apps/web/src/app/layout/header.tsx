import { HEADER_HEIGHT_SIGNED_IN, HEADER_HEIGHT_SIGNED_OUT } from '@lbd/shared/constants';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink } from 'react-router';
import { Logo } from '../../components/logo';
import { useLiveCounts } from '../../features/notifications/use-counts';
import { useSession } from '../../lib/session';
import { AccountMenu } from './account-menu';
import { JobAlertsDropdown, NotificationsDropdown } from './header-alerts';
import { logoTarget } from './logo-target';

/** Audience home buttons of the signed-out header (SPEC §2.4). */
const AUDIENCE_LINKS = [
  { label: 'NINJA', to: '/Home' },
  { label: 'MENTOR', to: '/MentorHome' },
  { label: 'INSTITUTE', to: '/InstituteHome' },
  { label: 'COMPANY', to: '/CompanyHome' },
] as const;

export function headerHeight(isSignedIn: boolean): number {
  return isSignedIn ? HEADER_HEIGHT_SIGNED_IN : HEADER_HEIGHT_SIGNED_OUT;
}

export interface HeaderProps {
  isMobile: boolean;
  /** Opens the temporary side drawer on phones. */
  /** Opens the side menu on phones; absent when there is no menu (inactive profiles). */
  onOpenMenu?: () => void;
}

/** The top bar: 70 px with audience and login buttons signed out, 55 px with alerts and avatar signed in. */
export function Header({ isMobile, onOpenMenu }: HeaderProps) {
  const { user, openLogin, logout } = useSession();
  const profile = user?.profile ?? null;
  const isSignedIn = user !== null;
  const isActive = profile?.active === true;
  const height = headerHeight(isSignedIn);
  // Inactive profiles get no notification items (SPEC §4.5), so no live counts either.
  useLiveCounts(isActive && profile ? profile.id : null);
  const name = profile
    ? profile.profile_type === 'COMPANY' || profile.profile_type === 'INSTITUTION'
      ? profile.full_name
      : profile.first_name
    : (user?.email ?? '');

  return (
    <AppBar
      position="fixed"
      color="inherit"
      style={{ height }}
      sx={{
        zIndex: (theme) => theme.zIndex.drawer + 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Toolbar
        disableGutters
        sx={{ height: '100%', minHeight: '0 !important', px: { xs: 1, sm: 2 }, gap: { xs: 0.5, sm: 1 } }}
      >
        {isMobile && onOpenMenu && (
          <IconButton aria-label="Open menu" edge="start" onClick={onOpenMenu}>
            <MenuIcon />
          </IconButton>
        )}
        <Logo to={logoTarget(profile)} />
        <Box sx={{ flexGrow: 1 }} />
        {isSignedIn ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            {isActive && profile?.profile_type === 'STUDENT' && <JobAlertsDropdown />}
            {isActive && profile && (
              <NotificationsDropdown profileType={profile.profile_type} fallbackCount={profile.unviewed_count ?? 0} />
            )}
            <AccountMenu
              name={name}
              avatarUrl={profile?.avatar_url ?? null}
              showLinks={isActive}
              showTeam={isActive && (profile?.profile_type === 'COMPANY' || profile?.profile_type === 'INSTITUTION')}
              isAdmin={user?.is_admin === true}
              onLogout={logout}
            />
          </Box>
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, md: 1 } }}>
            {!isMobile && (
              <Box component="nav" aria-label="Audiences" sx={{ display: 'flex', gap: { md: 0.5, lg: 1 } }}>
                {AUDIENCE_LINKS.map((link) => (
                  <Button
                    key={link.to}
                    component={RouterLink}
                    to={link.to}
                    color="inherit"
                    sx={{ fontWeight: 700, letterSpacing: '0.04em' }}
                  >
                    {link.label}
                  </Button>
                ))}
              </Box>
            )}
            <Button
              variant="outlined"
              size={isMobile ? 'small' : 'medium'}
              onClick={() => openLogin('login')}
              sx={{ ml: { md: 1 }, whiteSpace: 'nowrap', flexShrink: 0, px: { xs: 1.25, sm: 2 } }}
            >
              LOGIN
            </Button>
            <Button
              variant="contained"
              size={isMobile ? 'small' : 'medium'}
              onClick={() => openLogin('signup')}
              sx={{ whiteSpace: 'nowrap', flexShrink: 0, px: { xs: 1.25, sm: 2 } }}
            >
              SIGN UP
            </Button>
          </Box>
        )}
      </Toolbar>
    </AppBar>
  );
}
