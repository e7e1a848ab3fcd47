import { describe, expect, it } from 'vitest';
import { createPortfolioReadCache } from './portfolio.cache';
import type { PortfolioRead } from './portfolio.repo';

const readOf = (portfolioId: number, version: number) =>
  ({ portfolio: { id: portfolioId }, version, pending: new Set(['x:1']) }) as unknown as PortfolioRead;

describe('portfolio reads kept in memory', () => {
  it('answers a read only at the version it was read at, never its waiting requests', () => {
    const cache = createPortfolioReadCache();
    cache.set(7, readOf(70, 3));
    expect(cache.get(7, 70, 3)).toMatchObject({ version: 3 });
    expect(cache.get(7, 70, 3)).not.toHaveProperty('pending');
    expect(cache.get(7, 71, 3)).toBeUndefined(); // another portfolio of the profile
    cache.set(7, readOf(70, 3));
    expect(cache.get(7, 70, 4)).toBeUndefined(); // written to since
    expect(cache.size).toBe(0);
  });

  it('keeps the newer of two reads of one portfolio', () => {
    const cache = createPortfolioReadCache();
    cache.set(7, readOf(70, 5));
    cache.set(7, readOf(70, 4)); // a slower read that started before the write
    expect(cache.get(7, 70, 5)).toBeDefined();
  });

  it('forgets a read after the catalogue-name time, and the least recently used beyond its size', () => {
    let now = 0;
    const cache = createPortfolioReadCache({ ttlMs: 1000, max: 2, now: () => now });
    cache.set(1, readOf(10, 0));
    now = 999;
    expect(cache.get(1, 10, 0)).toBeDefined();
    now = 1000;
    expect(cache.get(1, 10, 0)).toBeUndefined();
    cache.set(1, readOf(10, 0));
    cache.set(2, readOf(20, 0));
    expect(cache.get(1, 10, 0)).toBeDefined(); // 1 is now the most recently used
    cache.set(3, readOf(30, 0));
    expect(cache.get(2, 20, 0)).toBeUndefined();
    expect(cache.get(1, 10, 0)).toBeDefined();
    expect(cache.get(3, 30, 0)).toBeDefined();
  });
});
