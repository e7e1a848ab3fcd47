import { describe, expect, it } from 'vitest';
import { announcementBetween, AttemptClock, formatRemaining } from './clock';

describe('the attempt clock', () => {
  it('counts down on the server’s time, whatever the browser’s clock says', () => {
    // The browser's clock is 3 hours fast.
    let browser = Date.parse('2026-11-29T10:00:00Z') + 3 * 3600_000;
    const clock = new AttemptClock(() => browser);
    clock.update({ server_now: '2026-11-29T10:00:00Z', deadline_at: '2026-11-29T10:20:00Z' });
    expect(clock.remaining()).toBe(20 * 60_000);
    browser += 60_000;
    expect(clock.remaining()).toBe(19 * 60_000);
  });

  it('takes extra time from a clock poll at once', () => {
    let browser = 1_000_000;
    const clock = new AttemptClock(() => browser);
    clock.update({
      server_now: new Date(1_000_000).toISOString(),
      deadline_at: new Date(1_000_000 + 5 * 60_000).toISOString(),
    });
    browser += 60_000;
    expect(clock.remaining()).toBe(4 * 60_000);
    // A mentor gave 10 more minutes; the poll brings the moved deadline.
    clock.update({
      server_now: new Date(1_060_000).toISOString(),
      deadline_at: new Date(1_000_000 + 15 * 60_000).toISOString(),
    });
    expect(clock.remaining()).toBe(14 * 60_000);
  });

  it('no limit: nothing to count', () => {
    const clock = new AttemptClock();
    clock.update({ server_now: new Date().toISOString(), deadline_at: null });
    expect(clock.remaining()).toBeNull();
  });

  it('announces 10, 5 and 1 minutes once each, and nothing on a first look', () => {
    expect(announcementBetween(null, 3 * 60_000)).toBeNull();
    expect(announcementBetween(600_500, 599_500)).toBe('10 minutes left');
    expect(announcementBetween(599_500, 598_500)).toBeNull();
    expect(announcementBetween(300_200, 299_200)).toBe('5 minutes left');
    expect(announcementBetween(60_400, 59_400)).toBe('1 minute left');
  });

  it('formats the time left', () => {
    expect(formatRemaining(65_000)).toBe('1:05');
    expect(formatRemaining(3_909_000)).toBe('1:05:09');
    expect(formatRemaining(0)).toBe('0:00');
  });
});
