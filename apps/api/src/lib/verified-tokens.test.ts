import { describe, expect, it } from 'vitest';
import { createVerifiedTokens } from './verified-tokens';

describe('verified access tokens', () => {
  it('answers a token until its expiry, then forgets it', () => {
    let t = 1_000;
    const cache = createVerifiedTokens<string>({ maxEntries: 10, now: () => t });
    cache.set('a', 'claims of a', 2_000);
    expect(cache.get('a')).toBe('claims of a');
    expect(cache.get('b')).toBeUndefined();
    t = 1_999;
    expect(cache.get('a')).toBe('claims of a');
    t = 2_000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never keeps a token that has already expired', () => {
    const cache = createVerifiedTokens<string>({ maxEntries: 10, now: () => 5_000 });
    cache.set('old', 'x', 5_000);
    cache.set('older', 'x', 10);
    cache.set('nan', 'x', NaN);
    expect(cache.size).toBe(0);
  });

  it('stays within its size: expired entries go first, otherwise everything', () => {
    let t = 0;
    const cache = createVerifiedTokens<number>({ maxEntries: 3, now: () => t });
    cache.set('a', 1, 100);
    cache.set('b', 2, 1_000);
    cache.set('c', 3, 1_000);
    t = 200; // a has expired
    cache.set('d', 4, 1_000);
    expect(cache.size).toBe(3);
    expect([cache.get('b'), cache.get('c'), cache.get('d')]).toEqual([2, 3, 4]);
    cache.set('e', 5, 1_000);
    expect(cache.size).toBe(1);
    expect(cache.get('e')).toBe(5);
  });
});
