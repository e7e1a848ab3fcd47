import { describe, expect, it } from 'vitest';
import { createMicroCache } from './micro-cache';

describe('micro cache', () => {
  it('serves a key from memory until it is older than the ttl', async () => {
    let t = 0;
    let calls = 0;
    const cache = createMicroCache<number>({ ttlMs: 5000, maxEntries: 10, now: () => t });
    const compute = async () => ++calls;
    expect(await cache.get('a', compute)).toBe(1);
    t = 5000;
    expect(await cache.get('a', compute)).toBe(1);
    t = 5001;
    expect(await cache.get('a', compute)).toBe(2);
  });

  it('shares one computation between concurrent misses', async () => {
    let calls = 0;
    const cache = createMicroCache<number>({ ttlMs: 1000, maxEntries: 10 });
    const compute = () => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 10));
    const answers = await Promise.all([cache.get('k', compute), cache.get('k', compute), cache.get('k', compute)]);
    expect(answers).toEqual([1, 1, 1]);
    expect(calls).toBe(1);
  });

  it('forgets everything on clear, including a computation that finishes after it', async () => {
    let calls = 0;
    const cache = createMicroCache<number>({ ttlMs: 60_000, maxEntries: 10 });
    let release!: () => void;
    const slow = () => new Promise<number>((resolve) => (release = () => resolve(++calls)));
    const pending = cache.get('k', slow);
    cache.clear();
    release();
    expect(await pending).toBe(1);
    expect(await cache.get('k', async () => ++calls)).toBe(2);
    expect(cache.size).toBe(1);
  });

  it('does not keep failures', async () => {
    const cache = createMicroCache<number>({ ttlMs: 60_000, maxEntries: 10 });
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = createMicroCache<string>({ ttlMs: 60_000, maxEntries: 3 });
    for (const k of ['a', 'b', 'c', 'd']) await cache.get(k, async () => k);
    expect(cache.size).toBe(3);
    let recomputed = false;
    await cache.get('a', async () => {
      recomputed = true;
      return 'a';
    });
    expect(recomputed).toBe(true);
  });
});
