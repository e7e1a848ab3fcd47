import { startTransition, useEffect, useState } from 'react';

/**
 * The code of the page a cold load opens (its area and page chunks), which `preloadRoute` starts
 * fetching before React renders. Until it has loaded, the layout shows the loading bar itself instead
 * of suspending on the lazy page: a Suspense fallback, once shown, holds back the content that
 * replaces it until 300 ms after it appeared (React's throttle for revealing retried content), so
 * the page would reach the screen up to 300 ms after its code was there.
 */
let pending: { pathname: string; settled: boolean; ready: Promise<void> } | null = null;

/** Called once, at start-up, with the page's chunk downloads (failures are the lazy page's to show). */
export function setInitialRouteCode(pathname: string, downloads: Promise<unknown>) {
  const entry = { pathname, settled: false, ready: Promise.resolve() };
  entry.ready = downloads.then(
    () => {
      entry.settled = true;
    },
    () => {
      entry.settled = true;
    },
  );
  pending = entry;
}

/**
 * False while the cold-loaded page's code is still downloading and the user is still on that page;
 * the layout then shows the loading bar. Turns true in a transition (time-sliced render).
 */
export function useInitialRouteCodeReady(pathname: string): boolean {
  const [entry] = useState(() => (pending && !pending.settled ? pending : null));
  const [ready, setReady] = useState(entry === null);
  useEffect(() => {
    if (ready || !entry) return;
    let live = true;
    entry.ready.then(() => {
      if (live) startTransition(() => setReady(true));
    });
    return () => {
      live = false;
    };
  }, [entry, ready]);
  return ready || entry === null || entry.pathname !== pathname;
}
