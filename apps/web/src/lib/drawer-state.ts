import { useCallback, useSyncExternalStore } from 'react';
import { createListeners } from './listeners';

/** localStorage key of the side drawer's expanded/collapsed state (cleared on logout, SPEC §4.1). */
export const DRAWER_STATE_KEY = 'lbd.drawer_expanded';

const { subscribe, notify: emit } = createListeners();

/** True (expanded) unless the user collapsed the drawer. */
export function readDrawerExpanded(): boolean {
  try {
    return window.localStorage.getItem(DRAWER_STATE_KEY) !== 'false';
  } catch {
    return true;
  }
}

export function writeDrawerExpanded(expanded: boolean): void {
  try {
    window.localStorage.setItem(DRAWER_STATE_KEY, String(expanded));
  } catch {
    // storage unavailable: the state lives for this page only
  }
  emit();
}

/** Forget the drawer state (logout); open drawers re-read the default. */
export function resetDrawerState(): void {
  try {
    window.localStorage.removeItem(DRAWER_STATE_KEY);
  } catch {
    // nothing stored
  }
  emit();
}

/** The drawer's expanded flag, kept in localStorage so it survives reloads. */
export function useDrawerExpanded(): [boolean, (expanded: boolean) => void] {
  const expanded = useSyncExternalStore(subscribe, readDrawerExpanded, () => true);
  const set = useCallback((value: boolean) => writeDrawerExpanded(value), []);
  return [expanded, set];
}
