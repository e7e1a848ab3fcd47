import { useInsertionEffect } from 'react';

/**
 * Stands in for @emotion/use-insertion-effect-with-fallbacks (an alias in vite.config.ts and
 * vitest.config.ts). Emotion inserts each styled element's CSS in an insertion effect, so a page's
 * styles are all inserted in the commit, one long task that React cannot slice; inserting them while
 * the element renders (as emotion did before React 18, and still does on the server) spreads that
 * work over the time-sliced render. A render React throws away may leave rules in the sheet that
 * no element uses yet: harmless, as emotion inserts each class once and the rules are the same.
 */
export function useInsertionEffectAlwaysWithSyncFallback<T>(create: () => T): T {
  return create();
}

/** <Global> (CssBaseline) keeps its insertion effect: it also removes its rules when it unmounts. */
export const useInsertionEffectWithLayoutFallback = useInsertionEffect;
