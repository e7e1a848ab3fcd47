import { describe, expect, it } from 'vitest';
import { nextPageAfter } from './api';
import { appHref, timeAgo } from './format';

describe('timeAgo', () => {
  const now = new Date('2030-03-10T06:30:00Z'); // 12:00 in India
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
  it('says how long ago, then the date in India', () => {
    expect(timeAgo(before(20_000), now)).toBe('Just now');
    expect(timeAgo(before(5 * 60_000), now)).toBe('5 min ago');
    expect(timeAgo(before(3 * 3_600_000 + 59 * 60_000), now)).toBe('3 h ago');
    expect(timeAgo(before(30 * 3_600_000), now)).toBe('Yesterday');
    expect(timeAgo(before(4 * 86_400_000), now)).toBe('4 days ago');
    expect(timeAgo('2030-02-14T20:00:00Z', now)).toBe('15 Feb');
    // 20:00 UTC on 31 December is already 1 January in India: this year, so no year.
    expect(timeAgo('2029-12-31T20:00:00Z', now)).toBe('1 Jan');
    expect(timeAgo('2029-12-20T10:00:00Z', now)).toBe('20 Dec 2029');
    expect(timeAgo('not a date', now)).toBe('');
  });
});

describe('appHref', () => {
  it('keeps the query of the target and carries the app flag of the current address', () => {
    expect(appHref('/quizByte/4?question_bank_id=9', '')).toBe('/quizByte/4?question_bank_id=9');
    expect(appHref('/quizByte/4?question_bank_id=9', '?is_app=true&x=1')).toBe(
      '/quizByte/4?is_app=true&question_bank_id=9',
    );
    expect(appHref('/workbench/boards/3', '')).toBe('/workbench/boards/3');
  });
});

describe('nextPageAfter (SPEC §4.5)', () => {
  it('sets page 2 after the first, increments after later ones, and stops after an empty batch', () => {
    expect(nextPageAfter({ data: [1] }, [{}])).toBe(2);
    expect(nextPageAfter({ data: [1] }, [{}, {}, {}])).toBe(4);
    // A short batch still means more may come: only an empty one ends the list.
    expect(nextPageAfter({ data: [1] }, [{}, {}])).toBe(3);
    expect(nextPageAfter({ data: [] }, [{}, {}])).toBeUndefined();
  });
});
