/**
 * Marks the static first screen in a page's HTML (written by the build, app/first-screen.ts); main.tsx
 * waits for the page's code before React's first render when it is there. A module of its own so the
 * entry chunk does not take in the build-time generator.
 */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';
