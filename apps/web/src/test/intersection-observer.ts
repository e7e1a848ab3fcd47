import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * jsdom has no layout, so no IntersectionObserver: install one the test drives. `scrollToBottom()`
 * reports every observed element as in view, as a browser does when the user scrolls down to it.
 */
export function installIntersectionObserver() {
  const live = new Set<FakeIntersectionObserver>();

  class FakeIntersectionObserver {
    readonly root: Element | Document | null;
    readonly rootMargin: string;
    readonly thresholds: readonly number[] = [0];
    private targets: Element[] = [];

    constructor(
      private readonly callback: IntersectionObserverCallback,
      options: IntersectionObserverInit = {},
    ) {
      this.root = options.root ?? null;
      this.rootMargin = options.rootMargin ?? '0px';
    }

    observe(target: Element) {
      this.targets.push(target);
      live.add(this);
    }

    unobserve(target: Element) {
      this.targets = this.targets.filter((t) => t !== target);
    }

    disconnect() {
      this.targets = [];
      live.delete(this);
    }

    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }

    report() {
      const entries = this.targets.map(
        (target) => ({ target, isIntersecting: true, intersectionRatio: 1 }) as unknown as IntersectionObserverEntry,
      );
      if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver);
    }
  }

  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    scrollToBottom: () =>
      act(() => {
        for (const observer of [...live]) observer.report();
      }),
    /** How many observers are watching (0 once there is nothing more to load). */
    watching: () => live.size,
  };
}
