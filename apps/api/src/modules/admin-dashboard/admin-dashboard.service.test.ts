import { describe, expect, it } from 'vitest';
import { dashboardRange, statusCounts } from './admin-dashboard.service';

describe('dashboardRange', () => {
  it('ends on today in India, counting both ends', () => {
    // 20:00 UTC on 1 March is 01:30 on 2 March in India.
    expect(dashboardRange(new Date('2026-03-01T20:00:00Z'), { days: 7, group: 'day' })).toEqual({
      from: '2026-02-24',
      to: '2026-03-02',
      days: 7,
      group: 'day',
      time_zone: 'Asia/Kolkata',
    });
    expect(dashboardRange(new Date('2026-01-10T05:00:00Z'), { days: 90, group: 'week' })).toMatchObject({
      from: '2025-10-13',
      to: '2026-01-10',
    });
  });
});

describe('statusCounts', () => {
  it('fills missing statuses with zero and totals every row', () => {
    expect(statusCounts([{ status: 'published', n: 3 }])).toEqual({ draft: 0, published: 3, closed: 0, total: 3 });
    expect(
      statusCounts([
        { status: 'draft', n: 1 },
        { status: 'closed', n: 2 },
        { status: 'published', n: 4 },
      ]),
    ).toEqual({ draft: 1, published: 4, closed: 2, total: 7 });
  });
});
