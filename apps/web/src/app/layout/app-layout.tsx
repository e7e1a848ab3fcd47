import Box from '@mui/material/Box';
import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { useDrawerExpanded } from '../../lib/drawer-state';
import { useSession } from '../../lib/session';
import { useIsMobile } from '../../lib/use-is-mobile';
import { useModuleAfterPaint } from '../../lib/use-module-after-paint';
import { ErrorBoundary } from '../errors/error-boundary';
import { MAIN_ID } from '../focus-on-navigation';
import { useInitialRouteCodeReady } from '../initial-route-code';
import { isChromeHidden } from './chrome-visibility';
import { drawerEntries } from './drawer-entries';
import { DRAWER_COLLAPSED_WIDTH, DRAWER_WIDTH } from './drawer-width';
import { Header, headerHeight } from './header';
import { LoginDialog } from './login-dialog';
import { SkipLink } from './skip-link';
import { TermsGate } from './terms-gate';

/**
 * The side menu's code (MUI Drawer, lists, collapse, its icons) has a chunk of its own: on phones it
 * loads when the menu is first opened; on desktop, where it is always shown, `preloadSideDrawer` starts
 * it with the page's code at start-up and a placeholder of its width holds the page in place meanwhile.
 * If it fails to load there is no menu (logged), as the page's own code will have failed too.
 */
const loadSideDrawer = () =>
  import('./side-drawer').catch((error: unknown) => {
    console.error('Side menu failed to load', error);
    return null;
  });

/** Starts loading the side menu's code (see loadSideDrawer above). */
export function preloadSideDrawer() {
  void loadSideDrawer();
}

/** Header, side drawer and the routed page (SPEC §2.3, §2.4). */
export function AppLayout() {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  const isMobile = useIsMobile();
  const pageCodeReady = useInitialRouteCodeReady(pathname);
  const [expanded, setExpanded] = useDrawerExpanded();
  const [mobileOpen, setMobileOpen] = useState(false);
  // On phones the menu mounts at its first opening and stays mounted, so it can animate closed.
  const [menuOpened, setMenuOpened] = useState(false);
  const openMobileMenu = () => {
    setMenuOpened(true);
    setMobileOpen(true);
  };

  const profile = user?.profile ?? null;
  const isAdmin = user?.is_admin === true;
  const adminCapabilities = user?.admin_capabilities;
  // Inactive profiles get no menu items (SPEC §4.5); they only see their status page and Logout. An
  // admin keeps the admin menu.
  const entries =
    profile && !profile.active
      ? isAdmin
        ? drawerEntries({ profile: null, isMobile, isAdmin, adminCapabilities })
        : []
      : drawerEntries({ profile, isMobile, isAdmin, adminCapabilities });
  const hidden = isChromeHidden({ pathname, search, isMobile });
  const top = hidden ? 0 : headerHeight(user !== null);
  const wantsDrawer = !hidden && entries.length > 0 && (!isMobile || menuOpened);
  const drawer = useModuleAfterPaint(loadSideDrawer, wantsDrawer);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      {!hidden && (
        <>
          <Header isMobile={isMobile} onOpenMenu={entries.length > 0 ? openMobileMenu : undefined} />
          {wantsDrawer &&
            (drawer ? (
              <drawer.SideDrawer
                entries={entries}
                profile={profile}
                isMobile={isMobile}
                expanded={expanded}
                onToggleExpanded={() => setExpanded(!expanded)}
                mobileOpen={mobileOpen}
                onMobileClose={() => setMobileOpen(false)}
                topOffset={top}
              />
            ) : (
              !isMobile &&
              drawer === undefined && (
                <Box sx={{ width: expanded ? DRAWER_WIDTH : DRAWER_COLLAPSED_WIDTH, flexShrink: 0 }} />
              )
            ))}
        </>
      )}
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, pt: `${top}px`, position: 'relative', '&:focus': { outline: 'none' } }}
      >
        <ErrorBoundary resetKey={pathname}>
          {pageCodeReady ? (
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          ) : (
            <PageLoading />
          )}
        </ErrorBoundary>
      </Box>
      <LoginDialog />
      <TermsGate />
    </Box>
  );
}
