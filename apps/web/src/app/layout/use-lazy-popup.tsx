import { Suspense, useState, type MouseEvent, type ReactNode } from 'react';

/**
 * A header button whose popup (the account menu, an alert dropdown) has a chunk of its own, kept out
 * of the first paint: `preload` starts the chunk when the pointer or the focus reaches the button,
 * at the latest on the click. The popup mounts at the first opening and stays mounted, so it can
 * animate closed; until its chunk is there it shows nothing.
 */
export function useLazyPopup(preload: () => void) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [hasOpened, setHasOpened] = useState(false);
  return {
    /** The button the popup hangs from while open, else null. */
    anchor,
    close: () => setAnchor(null),
    /** Spread onto the button. */
    buttonProps: {
      onClick: (event: MouseEvent<HTMLElement>) => {
        setHasOpened(true);
        setAnchor(event.currentTarget);
      },
      onPointerEnter: preload,
      onFocus: preload,
    },
    /** The popup, from its first opening on. */
    mount: (popup: ReactNode) => (hasOpened ? <Suspense fallback={null}>{popup}</Suspense> : null),
  };
}

/** Starts loading a lazy component's chunk; a failure is the component's to show when it renders. */
export const preloadOf = (load: () => Promise<unknown>) => () => {
  load().catch(() => undefined);
};
