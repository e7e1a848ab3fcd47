import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The main landmark's id: the skip link's target and where focus goes when a page has no heading. */
export const MAIN_ID = 'main-content';

/** How long a page may take (lazy code, first data) to show its heading before focus goes to main. */
const WAIT_MS = 5000;

/**
 * After every route change (not the first load), moves the focus to the new page's h1, so a keyboard
 * or screen-reader user starts on the page they opened instead of the body (WCAG 2.4.3). Pages load
 * lazily, so it waits for the heading to appear; it leaves the focus alone if the user or the page
 * (a dialog, an autofocused field) has put it somewhere else meanwhile.
 */
export function FocusOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const before = document.activeElement;
    const untouched = () => {
      const now = document.activeElement;
      return now === null || now === document.body || now === before || !now.isConnected;
    };
    const focusHeading = (): boolean => {
      const heading = document.querySelector<HTMLElement>(`#${MAIN_ID} h1`);
      if (!heading) return false;
      if (untouched()) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = window.setTimeout(() => {
      stop();
      const main = document.getElementById(MAIN_ID);
      if (main && untouched()) main.focus({ preventScroll: true });
    }, WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
  return null;
}
