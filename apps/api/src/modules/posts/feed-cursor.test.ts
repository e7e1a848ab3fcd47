import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, feedOrder, pageOf, type FeedCursor, type FeedKey } from './feed-cursor';

/** A time `ms` milliseconds and `us` microseconds after a fixed start, as PostgreSQL writes it. */
const at = (ms: number, us = 0) => {
  const d = new Date(Date.UTC(2026, 10, 1) + ms).toISOString(); // ...sss Z
  return `${d.slice(0, 23)}${String(us).padStart(3, '0')}Z`;
};

/**
 * Issue 28 item 3: the Latest feed is strictly newest first, and paging through it while others post
 * shows every post that was there when paging began exactly once. Steps are random interleavings of
 * new posts (the clock never runs backwards; several may share a time) and page fetches.
 */
describe('the Latest cursor', () => {
  const step = fc.oneof(
    fc.record({ kind: fc.constant('post' as const), gap: fc.integer({ min: 0, max: 3 }), us: fc.integer({ min: 0, max: 999 }) }),
    fc.record({ kind: fc.constant('page' as const), count: fc.integer({ min: 1, max: 5 }) }),
  );

  it('never repeats and never skips a post, whatever is posted between pages', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.array(step, { maxLength: 60 }), (initial, steps) => {
        const keys: FeedKey[] = [];
        let now = 0;
        let us = 0;
        let nextId = 1;
        const add = (gap: number, micro: number) => {
          // The clock never goes back: the same millisecond keeps its microseconds or moves them on.
          if (gap > 0) {
            now += gap;
            us = micro;
          } else us = Math.max(us, micro);
          keys.push({ at: at(now, us), id: nextId++ });
        };
        for (let i = 0; i < initial; i++) add(i % 2, i * 7 % 1000);
        let atStart: Set<number> | null = null;
        const seen: number[] = [];
        let cursor: FeedCursor | null = null;
        let done = false;
        let page = 0;
        const fetch = (count: number) => {
          atStart ??= new Set(keys.map((k) => k.id));
          const result = pageOf(keys, cursor, count);
          page += 1;
          expect(result.page).toBe(page);
          seen.push(...result.items.map((k) => k.id));
          // Each page is in feed order.
          for (let i = 1; i < result.items.length; i++)
            expect(feedOrder(result.items[i - 1]!, result.items[i]!)).toBeLessThan(0);
          if (!result.next) done = true;
          else cursor = decodeCursor(encodeCursor(result.next));
        };
        for (const s of steps) {
          if (s.kind === 'post') add(s.gap, s.us);
          else if (!done) fetch(s.count);
        }
        // Read to the end.
        while (!done) fetch(3);
        // Exactly the posts there when paging began, each once; later ones sort above the first page.
        expect(new Set(seen).size).toBe(seen.length);
        expect([...seen].sort((a, b) => a - b)).toEqual([...atStart!].sort((a, b) => a - b));
      }),
      { numRuns: 300 },
    );
  });

  it('orders by time to the microsecond, then by id', () => {
    expect(feedOrder({ at: at(5, 1), id: 1 }, { at: at(5, 0), id: 9 })).toBeLessThan(0);
    expect(feedOrder({ at: at(5), id: 9 }, { at: at(5), id: 1 })).toBeLessThan(0);
    expect(feedOrder({ at: '2026-11-01T00:00:00.5Z', id: 1 }, { at: '2026-11-01T00:00:00.500000Z', id: 1 })).toBe(0);
  });

  it('reads back only cursors it made', () => {
    const c = { at: at(1, 2), id: 42, page: 3 };
    expect(decodeCursor(encodeCursor(c))).toEqual(c);
    for (const bad of ['', 'abc', Buffer.from('[1,2,3]').toString('base64url'), Buffer.from('["x",1,1]').toString('base64url')])
      expect(decodeCursor(bad)).toBeNull();
    expect(decodeCursor(Buffer.from(JSON.stringify([at(1), -1, 1])).toString('base64url'))).toBeNull();
  });
});
