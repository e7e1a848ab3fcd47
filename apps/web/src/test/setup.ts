import { StyleSheet } from '@emotion/sheet';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/*
 * No CSS in the test document: emotion (MUI's styling) inserts every component's rules into a style
 * sheet, jsdom parses each one and matches them all on every getComputedStyle, which Testing Library
 * calls for each element it checks for visibility. Tests assert behaviour and accessible roles, not
 * styles: measured on the whole web suite, its test time went from 1,021 s to 490 s with no test
 * changing its result. (jsdom ignores media queries either way.)
 */
StyleSheet.prototype.insert = function insert() {};

/**
 * jsdom has no layout engine: give it a matchMedia that answers min/max-width queries from
 * window.innerWidth, so tests pick desktop or mobile by setting the width.
 */
function matches(query: string): boolean {
  const width = window.innerWidth;
  const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  if (max && width > Number(max[1])) return false;
  if (min && width < Number(min[1])) return false;
  return Boolean(max || min);
}

// Pages are lazy chunks: the first test of a file waits for their modules to load, which takes more
// than Testing Library's default second on a loaded 2-core machine. Behaviour, not speed, is tested.
configure({ asyncUtilTimeout: 5000 });

// Files that opt into the node environment (e.g. the bundle budget) have no window.
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => ({
      media: query,
      matches: matches(query),
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });

  // jsdom does not implement scrolling.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  // jsdom's close() tears the test document down (the social sign-in callback page closes itself).
  window.close = vi.fn();

  afterEach(() => {
    cleanup();
    window.innerWidth = 1024;
    window.localStorage.clear();
    window.sessionStorage.clear();
    vi.unstubAllGlobals();
  });
}
