import { ROUTES, type Area } from '@lbd/shared';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, Route, Routes } from 'react-router';
import type { AreaPageProps } from '../lib/area-page';
import { startEarlyData } from './early-data';
import { setInitialRouteCode } from './initial-route-code';
import { AppLayout, preloadSideDrawer } from './layout/app-layout';
import { MOBILE_QUERY } from './layout/use-is-mobile';
import { AREA_MODULES, PAGE_MODULES } from './route-modules';
import { ScrollToTop } from './scroll-to-top';
import { SessionGuard } from './session-guard';

type AreaPage = LazyExoticComponent<ComponentType<AreaPageProps>>;

const AREA_PAGES = Object.fromEntries(Object.entries(AREA_MODULES).map(([area, load]) => [area, lazy(load)])) as Record<
  Exclude<Area, 'errors'>,
  AreaPage
>;

const ROUTE_OBJECTS = ROUTES.map((route) => ({ path: route.path }));

function routeOf(pathname: string) {
  const match = matchRoutes(ROUTE_OBJECTS, pathname)?.[0];
  return match && ROUTES.find((r) => r.path === match.route.path);
}

/**
 * Starts fetching the code of the page at `pathname` (its area chunk and, for the routes of
 * PAGE_MODULES, its page chunk) and its first API answers (early-data.ts) before React renders
 * anything, so the downloads run in parallel with the start-up work instead of after it. The lazy
 * components then find the modules loading, and the page's queries the answers. Answers the code's
 * downloads (undefined for the error pages).
 */
export function preloadRoute(pathname: string): Promise<unknown> | undefined {
  // A path with no parameters names its route exactly; ranking the whole table is for the others.
  const route = ROUTES.find((r) => r.path === pathname) ?? routeOf(pathname);
  // The data first: the API answers while the chunks download.
  startEarlyData(route?.area === 'errors' ? undefined : route?.path);
  // Desktop shows the side menu on every page: its code loads with the page's (phones load it when opened).
  if (!window.matchMedia(MOBILE_QUERY).matches) preloadSideDrawer();
  if (!route || route.area === 'errors') return;
  // A failed preload is not an error: the lazy component imports again and shows its own failure.
  // The layout shows the loading bar until these have loaded (initial-route-code.ts).
  const downloads = Promise.all([AREA_MODULES[route.area](), PAGE_MODULES[route.path]?.()]);
  setInitialRouteCode(pathname, downloads);
  return downloads;
}

/** /unauthorized, /error and unknown paths share one page (SPEC §2.1). */
const ErrorPage = lazy(() => import('./errors/error-page'));

function elementFor(area: Area, pattern: string) {
  if (area === 'errors') return <ErrorPage />;
  const Page = AREA_PAGES[area];
  return <Page pattern={pattern} />;
}

/** Every route of the spec inside the app layout, plus the catch-all Page Not Found. */
export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <SessionGuard />
      <Routes>
        <Route element={<AppLayout />}>
          {ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={elementFor(route.area, route.path)} />
          ))}
          <Route path="*" element={<ErrorPage type="notfound" />} />
        </Route>
      </Routes>
    </>
  );
}
