import { createMicroCache } from './micro-cache';

/** An answer with the time it was computed (the page says 'updated 40 s ago'). */
export interface Snapshot<T> {
  data: T;
  computed_at: string;
}

export type Snapshots = <T>(key: string, compute: () => Promise<T>) => Promise<Snapshot<T>>;

/**
 * Dashboard answers kept in this process's memory for `ttlMs` per key (scope and filter in the key):
 * aggregates over an institute's students take a few hundred milliseconds at scale, and a dashboard is
 * opened by a few people many times. Each answer carries when it was computed; concurrent misses share
 * one computation; at most `maxEntries` keys. `ttlMs` 0 computes every time.
 */
export function createSnapshots({
  ttlMs,
  maxEntries = 2000,
  clock = () => new Date(),
}: {
  ttlMs: number;
  maxEntries?: number;
  clock?: () => Date;
}): Snapshots {
  const cache = createMicroCache<Snapshot<unknown>>({ ttlMs, maxEntries, now: () => clock().getTime() });
  return <T>(key: string, compute: () => Promise<T>) =>
    cache.get(key, async () => {
      const computedAt = clock().toISOString();
      return { data: await compute(), computed_at: computedAt };
    }) as Promise<Snapshot<T>>;
}
