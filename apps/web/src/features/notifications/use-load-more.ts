import { useEffect, useRef } from 'react';

export interface LoadMoreOptions {
  /** The scrolling box; the sentinel counts as reached when it comes within `margin` px of its bottom. */
  root: HTMLElement | null;
  /** The element after the last item. */
  sentinel: HTMLElement | null;
  /** How many items are shown; a change re-measures (the bottom may still be in view). */
  itemCount: number;
  hasMore: boolean;
  /** A page is being loaded. */
  isLoading: boolean;
  /** The last load failed: stop asking until the dropdown opens again (SPEC §7.3). */
  hasFailed: boolean;
  onLoadMore: () => void;
  margin?: number;
}

/**
 * Loads the next page when the user scrolls to the bottom of the list (SPEC §4.5), and keeps
 * loading while the bottom stays in view (a short first page), until the pages run out or a load
 * fails. The observer is re-created whenever the list or the loading state changes: its first report
 * is the current geometry, so a stale "at the bottom" never asks for a page the user did not reach.
 */
export function useLoadMoreOnScroll({
  root,
  sentinel,
  itemCount,
  hasMore,
  isLoading,
  hasFailed,
  onLoadMore,
  margin = 80,
}: LoadMoreOptions): void {
  const onLoadMoreRef = useRef(onLoadMore);
  onLoadMoreRef.current = onLoadMore;

  useEffect(() => {
    if (!root || !sentinel || !hasMore || isLoading || hasFailed) return;
    if (typeof IntersectionObserver === 'undefined') return;
    let asked = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (asked || !entries.some((entry) => entry.isIntersecting)) return;
        asked = true;
        onLoadMoreRef.current();
      },
      { root, rootMargin: `0px 0px ${margin}px 0px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [root, sentinel, itemCount, hasMore, isLoading, hasFailed, margin]);
}
