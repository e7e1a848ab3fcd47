/**
 * A few seconds of memory for answers that are the same for every caller (public job lists and
 * search). Concurrent misses of one key share one computation; `clear()` drops everything at once
 * (a write that changes what the lists show calls it, so this process never serves a stale page
 * after its own write; another instance may, for at most `ttlMs`).
 */
export interface MicroCache<T> {
  get(key: string, compute: () => Promise<T>): Promise<T>;
  clear(): void;
  readonly size: number;
}

export function createMicroCache<T>({
  ttlMs,
  maxEntries,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): MicroCache<T> {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  // Bumped by clear(): a computation that started before a write is not stored after it.
  let generation = 0;

  return {
    get(key, compute) {
      const t = now();
      const hit = entries.get(key);
      if (hit && t - hit.at <= ttlMs) return hit.value;
      if (ttlMs <= 0) return compute();
      if (entries.size >= maxEntries) {
        // Oldest first (insertion order): drop the expired ones, or the oldest when none are.
        for (const [k, e] of entries) {
          if (t - e.at > ttlMs || entries.size >= maxEntries) entries.delete(k);
          else break;
        }
      }
      const started = generation;
      const value = compute();
      entries.delete(key);
      entries.set(key, { at: t, value });
      const forget = () => {
        if (entries.get(key)?.value === value) entries.delete(key);
      };
      value.then(() => {
        if (generation !== started) forget();
      }, forget);
      return value;
    },
    clear() {
      generation++;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
