import { describe, expect, it } from 'vitest';
import { createSnapshots } from './snapshots';

describe('dashboard snapshots', () => {
  it('serves a key from memory with the time it was computed until the ttl passes, then computes again', async () => {
    let now = new Date('2026-11-28T05:00:00Z');
    let runs = 0;
    const snapshot = createSnapshots({ ttlMs: 60_000, clock: () => now });
    const compute = async () => ++runs;
    expect(await snapshot('a', compute)).toEqual({ data: 1, computed_at: '2026-11-28T05:00:00.000Z' });
    now = new Date('2026-11-28T05:00:59Z');
    expect(await snapshot('a', compute)).toEqual({ data: 1, computed_at: '2026-11-28T05:00:00.000Z' });
    expect(await snapshot('b', compute)).toEqual({ data: 2, computed_at: '2026-11-28T05:00:59.000Z' });
    now = new Date('2026-11-28T05:01:01Z');
    expect(await snapshot('a', compute)).toEqual({ data: 3, computed_at: '2026-11-28T05:01:01.000Z' });
  });

  it('shares one computation between concurrent misses, and computes every time with a ttl of 0', async () => {
    let runs = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++runs), 10));
    const snapshot = createSnapshots({ ttlMs: 60_000 });
    const [a, b] = await Promise.all([snapshot('k', slow), snapshot('k', slow)]);
    expect(a.data).toBe(1);
    expect(b.data).toBe(1);
    const none = createSnapshots({ ttlMs: 0 });
    expect((await none('k', slow)).data).toBe(2);
    expect((await none('k', slow)).data).toBe(3);
  });
});
