import { describe, expect, it } from 'vitest';
import { activityColumns, activityRows, dayLabel, toCsv } from './admin-csv';

describe('admin dashboard CSV', () => {
  it('quotes what needs quoting and neutralises spreadsheet formulas', () => {
    expect(
      toCsv(
        ['Name', 'n'],
        [
          ['Acme, "Pune"', 1],
          ['=SUM(A1)', 2],
        ],
      ),
    ).toBe('Name,n\r\n"Acme, ""Pune""",1\r\n\'=SUM(A1),2\r\n');
  });

  it('writes the rows the table shows, with the week columns when grouped by week', () => {
    const points = [{ date: '2026-11-23', days: 6, sign_ups: 1, profiles_created: 2, active_users: 3 }];
    expect(dayLabel('2026-11-23')).toBe('23 Nov 2026');
    expect(activityColumns('day')).toEqual(['Date', 'Sign-ups', 'Profiles created', 'Active users']);
    expect(activityRows(points, 'day')).toEqual([['23 Nov 2026', 1, 2, 3]]);
    expect(activityColumns('week')[0]).toBe('Week starting');
    expect(activityRows(points, 'week')).toEqual([['23 Nov 2026', 6, 1, 2, 3]]);
  });
});
