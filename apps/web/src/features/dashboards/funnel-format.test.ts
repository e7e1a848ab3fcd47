import { describe, expect, it } from 'vitest';
import { formatDuration, stageRows, toCsv } from './funnel-format';

describe('funnel formatting', () => {
  it('says how long a first response took in words', () => {
    expect(formatDuration(null)).toBeNull();
    expect(formatDuration(20)).toBe('under a minute');
    expect(formatDuration(45 * 60)).toBe('45 min');
    expect(formatDuration(3 * 3600)).toBe('3 h');
    expect(formatDuration(5 * 3600 + 20 * 60)).toBe('5 h 20 min');
    expect(formatDuration(76 * 3600)).toBe('3 days 4 h');
    expect(formatDuration(24 * 3600)).toBe('1 day');
  });

  it('lists the stages in funnel order and writes CSV that spreadsheets read safely', () => {
    expect(stageRows({ total: 6, applied: 1, shortlisted: 2, selected: 1, withdrawn: 0, rejected: 2 })).toEqual([
      { stage: 'Applied', count: 1 },
      { stage: 'Shortlisted', count: 2 },
      { stage: 'Selected', count: 1 },
      { stage: 'Withdrawn', count: 0 },
      { stage: 'Rejected', count: 2 },
    ]);
    expect(
      toCsv(
        ['Job', 'Applied'],
        [
          ['Analyst, Data "Ops"', 3],
          ['=cmd', 1],
        ],
      ),
    ).toBe('Job,Applied\r\n"Analyst, Data ""Ops""",3\r\n\'=cmd,1\r\n');
  });
});
