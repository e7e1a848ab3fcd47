/**
 * The listeners of a value kept outside React, for useSyncExternalStore: `subscribe` is its subscribe
 * argument, `notify` tells every subscribed component to read the value again.
 */
export function createListeners() {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify(): void {
      for (const listener of listeners) listener();
    },
  };
}
