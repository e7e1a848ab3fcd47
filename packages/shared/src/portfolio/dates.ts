import { FIRST_YEAR, YEARS_AHEAD } from '../constants';
import { DATE_MESSAGES } from './messages';

/*
 * Dates are calendar dates held as strings: 'YYYY-MM-DD', or 'YYYYMM' when only month and year are
 * chosen. They are compared as strings, never as Date objects in a machine's local zone. "Today" is
 * the calendar date in India (UTC+05:30, no daylight saving), so a student adding an entry just after
 * midnight gets the same answer from the form and from the server, wherever either runs.
 */

/** Offset of India Standard Time from UTC in minutes; fixes which calendar day "today" is. */
export const INDIA_UTC_OFFSET_MINUTES = 330;

/** A fixed instant or a function giving the current instant (so a schema built once reads the time per parse). */
export type Clock = Date | (() => Date);

/** The instant a clock stands at. */
export function resolveNow(clock: Clock): Date {
  return typeof clock === 'function' ? clock() : clock;
}

/** Today's calendar date in India as 'YYYY-MM-DD'. */
export function todayOf(now: Date): string {
  return new Date(now.getTime() + INDIA_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** 'YYYY-MM' of a time in India (the product's dates are India's). */
export function indiaMonth(at: Date): string {
  return todayOf(at).slice(0, 7);
}

/** The `months` months ending with the one `now` falls in (India), oldest first, as 'YYYY-MM'. */
export function monthsEnding(now: Date, months: number): string[] {
  const [y, m] = indiaMonth(now).split('-').map(Number) as [number, number];
  return Array.from({ length: months }, (_, i) => {
    const index = y * 12 + (m - 1) - (months - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** The current calendar year in India. */
export function currentYear(now: Date): number {
  return Number(todayOf(now).slice(0, 4));
}

/** Years of the year dropdown: 1970 to the current year plus 15. */
export function yearOptions(now: Date): number[] {
  const last = currentYear(now) + YEARS_AHEAD;
  return Array.from({ length: last - FIRST_YEAR + 1 }, (_, i) => FIRST_YEAR + i);
}

/** Months of the month dropdown, 1 = Jan. */
export const MONTH_OPTIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].map(
  (label, i) => ({ value: i + 1, label }),
);

/** Days of the day dropdown, 1 to 31 (an impossible day such as 31 Feb is caught by validateDate). */
export const DAY_OPTIONS = Array.from({ length: 31 }, (_, i) => i + 1);

/** Number of days in a month (month 1 to 12), leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A dropdown part: a number once chosen, '' or null before. */
export type DatePart = number | '' | null | undefined;

const pad = (n: DatePart, width: number) => (typeof n === 'number' ? String(n).padStart(width, '0') : '');

/** 'YYYY-MM-DD' from the three dropdowns; '' when nothing is chosen, an invalid value when only some are. */
export function composeDate(parts: { day: DatePart; month: DatePart; year: DatePart }): string {
  if (!isChosen(parts.day) && !isChosen(parts.month) && !isChosen(parts.year)) return '';
  return `${pad(parts.year, 4)}-${pad(parts.month, 2)}-${pad(parts.day, 2)}`;
}

/** 'YYYYMM' from the month and year dropdowns; '' when nothing is chosen, an invalid value when only one is. */
export function composeMonth(parts: { month: DatePart; year: DatePart }): string {
  if (!isChosen(parts.month) && !isChosen(parts.year)) return '';
  return `${pad(parts.year, 4)}${pad(parts.month, 2)}`;
}

function isChosen(part: DatePart): part is number {
  return typeof part === 'number';
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_PATTERN = /^(\d{4})(\d{2})$/;

/** The dropdown parts of a real 'YYYY-MM-DD' date, or null when it is malformed or does not exist. */
export function parseDate(value: string): { day: number; month: number; year: number } | null {
  const m = DAY_PATTERN.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { day, month, year };
}

/** The dropdown parts of a 'YYYYMM' value, or null when it is malformed. */
export function parseMonth(value: string): { month: number; year: number } | null {
  const m = MONTH_PATTERN.exec(value);
  if (!m) return null;
  const [year, month] = [Number(m[1]), Number(m[2])];
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** Default start date of a new entry: 1 January of the current year. */
export function defaultStart(now: Date): string {
  return `${currentYear(now)}-01-01`;
}

/** Default finish date of a new entry: 31 December of the current year. */
export function defaultFinish(now: Date): string {
  return `${currentYear(now)}-12-31`;
}

/** 'DD-MM-YYYY' (or 'MM-YYYY' for a month value) as dates are shown to students; other text unchanged. */
export function formatDisplayDate(value: string): string {
  const d = parseDate(value);
  if (d) return `${pad(d.day, 2)}-${pad(d.month, 2)}-${d.year}`;
  const m = parseMonth(value);
  return m ? `${pad(m.month, 2)}-${m.year}` : value;
}

/** Parts of a value in either format; a 'YYYYMM' value counts as the 1st of its month. */
function partsOf(value: string): { day: number; month: number; year: number } | null {
  const month = parseMonth(value);
  return month ? { ...month, day: 1 } : parseDate(value);
}

/** Day number since 1970-01-01, or null when invalid. */
function dayNumber(value: string): number | null {
  const d = partsOf(value);
  return d ? Date.UTC(d.year, d.month - 1, d.day) / 86_400_000 : null;
}

/** Whole weeks from start to finish (negative when finish is earlier), or null when either is invalid. */
export function weeksBetween(start: string, finish: string): number | null {
  const a = dayNumber(start);
  const b = dayNumber(finish);
  return a === null || b === null ? null : Math.trunc((b - a) / 7);
}

/** Whole calendar months from start to finish (a month counts once its day is reached), or null when invalid. */
export function monthsBetween(start: string, finish: string): number | null {
  const a = partsOf(start);
  const b = partsOf(finish);
  if (!a || !b) return null;
  const months = (b.year - a.year) * 12 + (b.month - a.month);
  if (months > 0 && b.day < a.day) return months - 1;
  if (months < 0 && b.day > a.day) return months + 1;
  return months;
}

/** Duration in weeks or months: the difference plus 1, at least 1 (SPEC §5.1); null when a date is invalid. */
export function durationFrom(start: string, finish: string, unit: 'weeks' | 'months'): number | null {
  const diff = unit === 'weeks' ? weeksBetween(start, finish) : monthsBetween(start, finish);
  return diff === null ? null : Math.max(1, diff + 1);
}

/** Options of validateDate; min, max and after are dates in either format. */
export interface DateRules {
  /** Names the field in bound messages. */
  label: string;
  now: Date;
  /** Ongoing and Enrolled entries: the date must be after today. */
  mustBeFuture?: boolean;
  /** Completed entries: the date must not be after today. */
  mustBePast?: boolean;
  /** Earliest allowed date (inclusive). */
  min?: string;
  /** Latest allowed date (inclusive). */
  max?: string;
  /** The start date this end date must be strictly later than. */
  after?: string;
}

/** First problem with a 'YYYY-MM-DD' or 'YYYYMM' value as its exact message, or null when it is fine. */
export function validateDate(value: string | null | undefined, rules: DateRules): string | null {
  const v = (value ?? '').trim();
  if (v === '') return DATE_MESSAGES.empty;
  const isMonth = MONTH_PATTERN.test(v);
  const parts = isMonth ? parseMonth(v) : parseDate(v);
  if (!parts) return DATE_MESSAGES.invalid;
  if (parts.year < FIRST_YEAR || parts.year > currentYear(rules.now) + YEARS_AHEAD) return DATE_MESSAGES.invalid;

  // Compare at the value's own precision: a month value is compared with the other dates' months.
  const key = (d: string | undefined) => sortKey(d, isMonth);
  const own = key(v)!;
  const min = key(rules.min);
  const max = key(rules.max);
  const after = key(rules.after);
  const today = key(todayOf(rules.now))!;
  if (min !== null && own < min) return DATE_MESSAGES.before(rules.label, formatDisplayDate(rules.min!));
  if (max !== null && own > max) return DATE_MESSAGES.after(rules.label, formatDisplayDate(rules.max!));
  if (rules.mustBePast && own > today) return DATE_MESSAGES.future;
  if (rules.mustBeFuture && own <= today) return DATE_MESSAGES.notFuture;
  if (after !== null && own <= after) return DATE_MESSAGES.endBeforeStart;
  return null;
}

/** A string that sorts like the date: 'YYYYMMDD', or 'YYYYMM' at month precision; null when absent or invalid. */
function sortKey(value: string | undefined, monthPrecision: boolean): string | null {
  const d = value === undefined ? null : partsOf(value);
  if (!d) return null;
  const ym = `${String(d.year).padStart(4, '0')}${String(d.month).padStart(2, '0')}`;
  return monthPrecision ? ym : ym + String(d.day).padStart(2, '0');
}

/*
 * How dates read, everywhere (the web pages, the portfolio PDF, emails): one rule, written out here
 * rather than with Intl so every place prints the same text (ICU versions disagree on 'Sep'/'Sept')
 * and a page's first date costs no locale data.
 *
 * - A calendar date the student chose ('YYYY-MM-DD', or 'YYYYMM' / 'YYYY-MM' for a month) is shown as
 *   that day: '1 Feb 2026', 'Feb 2026'. It is never turned into an instant, so no time zone moves it.
 * - An instant (a verification, a sign-up, a deadline) is shown as India's calendar day, or India's
 *   day and clock: '1 Feb 2026', '1 Feb 2026, 4:05 am'. 20:00 UTC on 31 January is 1 February.
 */

const SHORT_MONTHS = MONTH_OPTIONS.map((m) => m.label);

/** An instant from ISO text or a Date; null when it is not one. */
function instantOf(at: string | Date | null | undefined): Date | null {
  if (at === null || at === undefined || at === '') return null;
  const date = typeof at === 'string' ? new Date(at) : at;
  return Number.isFinite(date.getTime()) ? date : null;
}

/** India's calendar day of an instant as 'YYYY-MM-DD'; null when it is not a time. */
export function indiaDayOf(at: string | Date | null | undefined): string | null {
  const date = instantOf(at);
  return date ? todayOf(date) : null;
}

/**
 * A calendar date as people read it: '1 Feb 2026' for 'YYYY-MM-DD', 'Feb 2026' for 'YYYYMM' or
 * 'YYYY-MM'; other text unchanged; '' for none.
 */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const d = parseDate(value);
  if (d) return `${d.day} ${SHORT_MONTHS[d.month - 1]} ${d.year}`;
  const m = parseMonth(value.replace(/^(\d{4})-(\d{2})$/, '$1$2'));
  return m ? `${SHORT_MONTHS[m.month - 1]} ${m.year}` : value;
}

/** An instant as India's calendar day: '1 Feb 2026'; '' for a missing or broken one. */
export function formatIndiaDate(at: string | Date | null | undefined): string {
  return formatDay(indiaDayOf(at));
}

/** An instant as India's day and 12-hour clock: '1 Feb 2026, 4:05 pm'; '' for a missing or broken one. */
export function formatIndiaDateTime(at: string | Date | null | undefined): string {
  const date = instantOf(at);
  if (!date) return '';
  const india = new Date(date.getTime() + INDIA_UTC_OFFSET_MINUTES * 60_000);
  const hours = india.getUTCHours();
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${String(india.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
  return `${formatDay(india.toISOString().slice(0, 10))}, ${clock}`;
}
