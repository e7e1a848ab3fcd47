import { useSyncExternalStore } from 'react';
import { createListeners } from '../../lib/listeners';

/**
 * Whether the login popup is on screen, from its opening until its closing animation has ended. The
 * Terms of Use modal waits for it: two MUI modals opening and closing at once can leave the newer one
 * hidden from assistive technology (aria-hidden on its root, so it has no accessible dialog), which
 * is what happened now and then when a sign-in opened the terms while the popup was closing.
 */
let shown = false;
const { subscribe, notify } = createListeners();

export function setLoginShown(value: boolean) {
  if (value === shown) return;
  shown = value;
  notify();
}

export const useLoginShown = () => useSyncExternalStore(subscribe, () => shown);
