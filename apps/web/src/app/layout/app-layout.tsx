import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useDrawerExpanded } from '../../lib/drawer-state';
import { useSession } from '../../lib/session';
import { ErrorBoundary } from '../errors/error-boundary';
import { isChromeHidden } from './chrome-visibility';
import { drawerEntries } from './drawer-entries';
import { Header, headerHeight } from './header';
import { LoginDialog } from './login-dialog';
import { SideDrawer } from './side-drawer';
import { TermsGate } from './terms-gate';
import { useIsMobile } from './use-is-mobile';

/** Shown while an area's code loads. */
export function PageLoading() {
  return <LinearProgress aria-label="Loading page" sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />;
}

/** Header, side drawer and the routed page (SPEC §2.3, §2.4). */
export function AppLayout() {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  const isMobile = useIsMobile();
  const [expanded, setExpanded] = useDrawerExpanded();
  const [mobileOpen, setMobileOpen] = useState(false);

  const profile = user?.profile ?? null;
  // Inactive profiles get no menu items (SPEC §4.5); they only see their status page and Logout.
  const entries = profile && !profile.active ? [] : drawerEntries({ profile, isMobile });
  const hidden = isChromeHidden({ pathname, search, isMobile });
  const top = hidden ? 0 : headerHeight(user !== null);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      {!hidden && (
        <>
          <Header isMobile={isMobile} onOpenMenu={entries.length > 0 ? () => setMobileOpen(true) : undefined} />
          {entries.length > 0 && (
            <SideDrawer
              entries={entries}
              profile={profile}
              isMobile={isMobile}
              expanded={expanded}
              onToggleExpanded={() => setExpanded(!expanded)}
              mobileOpen={mobileOpen}
              onMobileClose={() => setMobileOpen(false)}
              topOffset={top}
            />
          )}
        </>
      )}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, pt: `${top}px`, position: 'relative' }}>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Box>
      <LoginDialog />
      <TermsGate />
    </Box>
  );
}
