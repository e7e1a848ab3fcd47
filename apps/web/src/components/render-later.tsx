import { useDeferredValue, type ReactNode } from 'react';

/**
 * Renders `children` in a render of their own right after the one that mounted this, so a long page
 * reaches the screen in parts: what is on top paints first, and no single task has to create and
 * style the whole page (React can interrupt the later render for input). Put only what follows the
 * first screenful inside, so nothing already painted moves. Nested, it makes one more step.
 */
export function RenderLater({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : null;
}
