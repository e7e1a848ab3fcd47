import { describe, expect, it } from 'vitest';
import { agoText, nudgedRecently } from './nudge-format';

const NOW = new Date('2026-11-20T10:00:00Z');
const before = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const HOUR = 3_600_000;

describe('nudge wording', () => {
  it('says how long ago in words', () => {
    expect(agoText(before(20_000), NOW)).toBe('just now');
    expect(agoText(before(60_000), NOW)).toBe('1 minute ago');
    expect(agoText(before(5 * 60_000), NOW)).toBe('5 minutes ago');
    expect(agoText(before(3 * HOUR), NOW)).toBe('3 hours ago');
    expect(agoText(before(24 * HOUR), NOW)).toBe('1 day ago');
    expect(agoText(before(9 * 24 * HOUR), NOW)).toBe('9 days ago');
  });

  it('holds the button for a day after a nudge', () => {
    expect(nudgedRecently(null, NOW)).toBe(false);
    expect(nudgedRecently({ sent_at: before(23 * HOUR) }, NOW)).toBe(true);
    expect(nudgedRecently({ sent_at: before(24 * HOUR) }, NOW)).toBe(false);
  });
});
