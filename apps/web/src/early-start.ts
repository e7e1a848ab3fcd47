import { ROUTES } from '@lbd/shared';
import { startEarlyData } from './app/early-data';
import { AREA_MODULES, PAGE_MODULES } from './app/route-modules';
import { setTokenProvider } from './lib/api-client';
import { currentAccessToken } from './lib/token-store';

/*
 * index.html's second entry, an async module script free of React and MUI: it runs as soon as its
 * few kilobytes have arrived, while the vendor chunks are still downloading, and starts what a cold
 * load of this page waits for after them: its first API answers (app/early-data.ts) and its area and
 * page chunks. Otherwise the app's entry starts them only once the vendors have arrived and run, one
 * more round trip before the page can render. The entry makes the same calls (preloadRoute, which also
 * covers paths with parameters): it finds the answers in flight (kept by URL) and the modules loading.
 */
// The session manager (lib/session.tsx) sets the same provider when the app's code has loaded.
setTokenProvider(currentAccessToken);
const route = ROUTES.find((r) => r.path === window.location.pathname);
const area = route?.area;
if (!route || !area || area === 'errors') {
  startEarlyData(undefined);
} else {
  startEarlyData(route.path);
  // Failures are the app's to show: its own imports of the same modules fail alike.
  AREA_MODULES[area]().catch(() => undefined);
  PAGE_MODULES[route.path]?.().catch(() => undefined);
}
