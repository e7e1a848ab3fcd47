import { describe, expect, it } from 'vitest';
import { mayNudgeAgain, nudgeOutcome, nudgeReturns } from './mentor-nudges.rules';

const HOUR = 3_600_000;
const T = new Date('2026-11-20T05:00:00Z');
const after = (hours: number) => new Date(T.getTime() + hours * HOUR);

describe('mentor nudge rules', () => {
  it('allows one nudge of a student per 24 hours', () => {
    expect(mayNudgeAgain(null, T)).toBe(true);
    expect(mayNudgeAgain(T, after(23.9))).toBe(false);
    expect(mayNudgeAgain(T, after(24))).toBe(true);
  });

  it('came back with any work found, waits for 7 days, then did not', () => {
    expect(nudgeOutcome(T, after(2), after(1))).toBe('came_back');
    expect(nudgeOutcome(T, null, after(7 * 24 - 1))).toBe('waiting');
    expect(nudgeOutcome(T, null, after(7 * 24))).toBe('did_not');
  });

  it('counts returns among the decided, apart from those still waiting', () => {
    expect(nudgeReturns([])).toEqual({ came_back: 0, decided: 0, waiting: 0 });
    expect(nudgeReturns(['came_back', 'did_not', 'waiting', 'came_back'])).toEqual({
      came_back: 2,
      decided: 3,
      waiting: 1,
    });
  });
});
