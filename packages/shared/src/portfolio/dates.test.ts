import { describe, expect, it } from 'vitest';
import {
  composeDate,
  composeMonth,
  currentYear,
  DAY_OPTIONS,
  daysInMonth,
  defaultFinish,
  defaultStart,
  durationFrom,
  formatDay,
  formatDisplayDate,
  formatIndiaDate,
  formatIndiaDateTime,
  indiaDayOf,
  MONTH_OPTIONS,
  monthsBetween,
  parseDate,
  parseMonth,
  resolveNow,
  todayOf,
  validateDate,
  weeksBetween,
  yearOptions,
} from './dates';

// 15:30 in India on 15 June 2024.
const now = new Date('2024-06-15T10:00:00Z');
const rules = { label: 'Date', now };

describe('today and the dropdowns', () => {
  it('takes today as the calendar date in India, whatever the UTC date', () => {
    expect(todayOf(now)).toBe('2024-06-15');
    // 00:30 on 15 June in India is still 14 June in UTC.
    expect(todayOf(new Date('2024-06-14T19:00:00Z'))).toBe('2024-06-15');
    expect(todayOf(new Date('2024-06-14T18:29:59Z'))).toBe('2024-06-14');
    expect(currentYear(new Date('2023-12-31T19:00:00Z'))).toBe(2024);
  });

  it('reads a clock or a fixed instant', () => {
    expect(resolveNow(now)).toBe(now);
    expect(resolveNow(() => now)).toBe(now);
  });

  it('offers years 1970 to the current year plus 15, months Jan to Dec and days 1 to 31', () => {
    const years = yearOptions(now);
    expect(years[0]).toBe(1970);
    expect(years.at(-1)).toBe(2039);
    expect(years).toHaveLength(70);
    expect(MONTH_OPTIONS[0]).toEqual({ value: 1, label: 'Jan' });
    expect(MONTH_OPTIONS[11]).toEqual({ value: 12, label: 'Dec' });
    expect(DAY_OPTIONS).toHaveLength(31);
    expect(DAY_OPTIONS[30]).toBe(31);
  });

  it('knows the days of each month, leap years included', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2024, 4)).toBe(30);
    expect(daysInMonth(2024, 12)).toBe(31);
  });

  it('defaults a new entry to 01-01 and 31-12 of the current year', () => {
    expect(defaultStart(now)).toBe('2024-01-01');
    expect(defaultFinish(now)).toBe('2024-12-31');
    expect(defaultStart(new Date('2023-12-31T19:00:00Z'))).toBe('2024-01-01');
  });
});

describe('composing and parsing', () => {
  it('composes YYYY-MM-DD from day, month and year', () => {
    expect(composeDate({ day: 5, month: 3, year: 2024 })).toBe('2024-03-05');
    expect(composeDate({ day: '', month: null, year: undefined })).toBe('');
    expect(validateDate(composeDate({ day: 5, month: '', year: 2024 }), rules)).toBe('Please enter a valid date');
  });

  it('composes YYYYMM from month and year', () => {
    expect(composeMonth({ month: 3, year: 2024 })).toBe('202403');
    expect(composeMonth({ month: null, year: '' })).toBe('');
    expect(validateDate(composeMonth({ month: 3, year: null }), rules)).toBe('Please enter a valid date');
  });

  it('parses back only real dates', () => {
    expect(parseDate('2024-02-29')).toEqual({ day: 29, month: 2, year: 2024 });
    expect(parseDate('2023-02-29')).toBeNull();
    expect(parseDate('2024-13-01')).toBeNull();
    expect(parseDate('2024-1-1')).toBeNull();
    expect(parseMonth('202402')).toEqual({ month: 2, year: 2024 });
    expect(parseMonth('202413')).toBeNull();
    expect(parseMonth('2024-02')).toBeNull();
  });

  it('shows dates as DD-MM-YYYY or MM-YYYY', () => {
    expect(formatDisplayDate('2020-06-01')).toBe('01-06-2020');
    expect(formatDisplayDate('202006')).toBe('06-2020');
    expect(formatDisplayDate('soon')).toBe('soon');
  });
});

describe('differences and durations', () => {
  it('counts whole weeks', () => {
    expect(weeksBetween('2024-01-01', '2024-01-07')).toBe(0);
    expect(weeksBetween('2024-01-01', '2024-01-08')).toBe(1);
    expect(weeksBetween('2024-01-01', '2024-02-01')).toBe(4);
    expect(weeksBetween('2024-01-08', '2024-01-01')).toBe(-1);
    expect(weeksBetween('2024-01-01', 'x')).toBeNull();
  });

  it('counts whole calendar months, a month counting once its day is reached', () => {
    expect(monthsBetween('2024-01-15', '2024-03-15')).toBe(2);
    expect(monthsBetween('2024-01-15', '2024-03-14')).toBe(1);
    expect(monthsBetween('2024-01-31', '2024-02-29')).toBe(0);
    expect(monthsBetween('2023-01-20', '2024-06-15')).toBe(16);
    expect(monthsBetween('202401', '202406')).toBe(5);
    expect(monthsBetween('2024-03-15', '2024-01-20')).toBe(-1);
    expect(monthsBetween('2024-02-30', '2024-03-01')).toBeNull();
  });

  it('gives duration as the difference plus 1, at least 1', () => {
    expect(durationFrom('2024-01-01', '2024-01-01', 'weeks')).toBe(1);
    expect(durationFrom('2024-01-01', '2024-02-01', 'weeks')).toBe(5);
    expect(durationFrom('2023-01-20', '2024-06-15', 'months')).toBe(17);
    expect(durationFrom('2024-01-01', '2024-12-31', 'months')).toBe(12);
    expect(durationFrom('2024-06-01', '2024-01-01', 'months')).toBe(1);
    expect(durationFrom('', '2024-01-01', 'weeks')).toBeNull();
  });
});

describe('validateDate', () => {
  it("says 'Date cannot be empty' for nothing chosen", () => {
    expect(validateDate('', rules)).toBe('Date cannot be empty');
    expect(validateDate('  ', rules)).toBe('Date cannot be empty');
    expect(validateDate(null, rules)).toBe('Date cannot be empty');
    expect(validateDate(undefined, rules)).toBe('Date cannot be empty');
  });

  it("says 'Please enter a valid date' for impossible dates and years outside the dropdown", () => {
    for (const value of ['2023-02-29', '2024-04-31', '15-06-2024', 'tomorrow', '1969-12-31', '2040-01-01', '196912']) {
      expect(validateDate(value, rules)).toBe('Please enter a valid date');
    }
    expect(validateDate('1970-01-01', rules)).toBeNull();
    expect(validateDate('2039-12-31', rules)).toBeNull();
  });

  it("says 'Cannot select a future date' when the date must not be after today", () => {
    expect(validateDate('2024-06-16', { ...rules, mustBePast: true })).toBe('Cannot select a future date');
    expect(validateDate('2024-06-15', { ...rules, mustBePast: true })).toBeNull();
    // Just after midnight in India the new day is already today.
    expect(
      validateDate('2024-06-15', { ...rules, now: new Date('2024-06-14T19:00:00Z'), mustBePast: true }),
    ).toBeNull();
  });

  it("says 'Please select a future date' when the date must be after today", () => {
    expect(validateDate('2024-06-15', { ...rules, mustBeFuture: true })).toBe('Please select a future date');
    expect(validateDate('2023-01-01', { ...rules, mustBeFuture: true })).toBe('Please select a future date');
    expect(validateDate('2024-06-16', { ...rules, mustBeFuture: true })).toBeNull();
  });

  it("says 'End date should be greater than start date' unless the end is later", () => {
    expect(validateDate('2024-01-01', { ...rules, after: '2024-01-01' })).toBe(
      'End date should be greater than start date',
    );
    expect(validateDate('2023-12-31', { ...rules, after: '2024-01-01' })).toBe(
      'End date should be greater than start date',
    );
    expect(validateDate('2024-01-02', { ...rules, after: '2024-01-01' })).toBeNull();
    expect(validateDate('2024-01-02', { ...rules, after: 'not a date' })).toBeNull();
  });

  it('names the label and the bound in bound messages', () => {
    const bounds = { label: 'Start Date', now, min: '2020-06-01', max: '2024-05-31' };
    expect(validateDate('2020-05-31', bounds)).toBe('Invalid date used for Start Date. Should be after 01-06-2020');
    expect(validateDate('2024-06-01', bounds)).toBe('Invalid date used for Start Date. Should not exceed 31-05-2024');
    expect(validateDate('2020-06-01', bounds)).toBeNull();
    expect(validateDate('2024-05-31', bounds)).toBeNull();
  });

  it('compares a YYYYMM value by month', () => {
    expect(validateDate('202406', { ...rules, mustBePast: true })).toBeNull();
    expect(validateDate('202407', { ...rules, mustBePast: true })).toBe('Cannot select a future date');
    expect(validateDate('202406', { ...rules, mustBeFuture: true })).toBe('Please select a future date');
    expect(validateDate('202001', { ...rules, min: '2020-06-15' })).toBe(
      'Invalid date used for Date. Should be after 15-06-2020',
    );
    expect(validateDate('202006', { ...rules, min: '2020-06-15' })).toBeNull();
  });
});

describe('how dates read (one rule for the web, the PDF and emails)', () => {
  it('shows a chosen calendar date as that day, never moved by a time zone', () => {
    expect(formatDay('2026-02-01')).toBe('1 Feb 2026');
    expect(formatDay('202609')).toBe('Sep 2026');
    expect(formatDay('2026-09')).toBe('Sep 2026');
    expect(formatDay('')).toBe('');
    expect(formatDay(null)).toBe('');
    expect(formatDay('not a date')).toBe('not a date');
  });

  it('shows an instant near midnight UTC as the day it already is in India', () => {
    // 20:00 UTC on 31 January is 01:30 on 1 February in India.
    expect(indiaDayOf('2026-01-31T20:00:00.000Z')).toBe('2026-02-01');
    expect(formatIndiaDate('2026-01-31T20:00:00.000Z')).toBe('1 Feb 2026');
    expect(formatIndiaDate(new Date('2026-01-31T18:29:59.000Z'))).toBe('31 Jan 2026');
    expect(formatIndiaDate('2026-01-31T18:30:00.000Z')).toBe('1 Feb 2026');
    expect(formatIndiaDate('nonsense')).toBe('');
    expect(formatIndiaDate(undefined)).toBe('');
  });

  it('writes an instant with India’s 12-hour clock, as en-IN does', () => {
    expect(formatIndiaDateTime('2026-11-21T10:35:00.000Z')).toBe('21 Nov 2026, 4:05 pm');
    expect(formatIndiaDateTime('2026-04-01T04:30:00.000Z')).toBe('1 Apr 2026, 10:00 am');
    expect(formatIndiaDateTime('2026-01-31T18:30:00.000Z')).toBe('1 Feb 2026, 12:00 am');
    expect(formatIndiaDateTime('2026-02-01T06:30:00.000Z')).toBe('1 Feb 2026, 12:00 pm');
    expect(formatIndiaDateTime(null)).toBe('');
  });
});
