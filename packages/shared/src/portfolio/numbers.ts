import { CGPA_RANGE, PERCENTAGE_RANGE, SEMESTER_RANGE } from '../constants';
import { DEGREE_FORMAT_LABELS, PORTFOLIO_LIMITS, type DegreeFormat } from './constants';
import { PORTFOLIO_MESSAGES } from './messages';

/** A number as a form or a JSON body gives it: a number, a numeric string, or nothing yet. */
export type NumberInput = number | string | null | undefined;

/** The accepted value, or the exact message of the first problem. */
export type NumberCheck<T = number> = { ok: true; value: T } | { ok: false; message: string };

/** Number fields other than score and isbn are floored to whole numbers (SPEC §5.1). */
export function floorNumber(value: number): number {
  return Math.floor(value);
}

/**
 * A finite number from the input; null when empty (also NaN from an empty number input), NaN when not
 * numeric. Card rules also run on bodies whose fields failed their types, so any value may come: a
 * boolean, an array or an object is not numeric.
 */
export function readNumber(raw: NumberInput): number | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'number') return Number.isNaN(raw) ? null : Number.isFinite(raw) ? raw : Number.NaN;
  if (typeof raw !== 'string') return Number.NaN;
  const text = raw.trim();
  if (text === '') return null;
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}

/** Score range and label of a degree format: CGPA 0 to 10, Percentage 0 to 100. */
export function scoreRange(format: DegreeFormat): { label: string; min: number; max: number } {
  const range = format === 'GPA' ? CGPA_RANGE : PERCENTAGE_RANGE;
  return { label: DEGREE_FORMAT_LABELS[format], min: range.min, max: range.max };
}

/**
 * A score within its format's range, not floored: '{label} should be between {min} and {max}'.
 * With no format known yet (null) it is checked as a 'Score' from 0 to 100, the widest range.
 */
export function checkScore(raw: NumberInput, format: DegreeFormat | null): NumberCheck {
  const { label, min, max } = format ? scoreRange(format) : { label: 'Score', ...PERCENTAGE_RANGE };
  const n = readNumber(raw);
  if (n === null) return fail(PORTFOLIO_MESSAGES.empty(label));
  if (Number.isNaN(n)) return fail(PORTFOLIO_MESSAGES.notANumber(label));
  if (n < min || n > max) return fail(PORTFOLIO_MESSAGES.between(label, min, max));
  return { ok: true, value: n };
}

/** A semester number, floored, 1 to 10. */
export function checkSemester(raw: NumberInput, label = 'Semester'): NumberCheck {
  const n = readNumber(raw);
  if (n === null) return fail(PORTFOLIO_MESSAGES.empty(label));
  if (Number.isNaN(n)) return fail(PORTFOLIO_MESSAGES.notANumber(label));
  const value = floorNumber(n);
  if (value < SEMESTER_RANGE.min || value > SEMESTER_RANGE.max) {
    return fail(PORTFOLIO_MESSAGES.between(label, SEMESTER_RANGE.min, SEMESTER_RANGE.max));
  }
  return { ok: true, value };
}

/** A duration or backlog count: floored, at least 1 ('{label} cannot be less than 1'), at most 9999. */
export function checkWholeNumber(raw: NumberInput, label: string): NumberCheck {
  const n = readNumber(raw);
  if (n === null) return fail(PORTFOLIO_MESSAGES.empty(label));
  if (Number.isNaN(n)) return fail(PORTFOLIO_MESSAGES.notANumber(label));
  const value = floorNumber(n);
  if (value < 1) return fail(PORTFOLIO_MESSAGES.lessThanOne(label));
  if (value > PORTFOLIO_LIMITS.wholeNumberMax) {
    return fail(PORTFOLIO_MESSAGES.between(label, 1, PORTFOLIO_LIMITS.wholeNumberMax));
  }
  return { ok: true, value };
}

/**
 * An ISBN as digits, not floored: a number or text of 1 to 13 digits; spaces and hyphens are dropped.
 * Kept as a string so an ISBN-10 starting with 0 keeps its zero. Empty gives null.
 */
export function checkIsbn(raw: NumberInput): NumberCheck<string | null> {
  if (raw === null || raw === undefined || (typeof raw === 'number' && Number.isNaN(raw)))
    return { ok: true, value: null };
  if (typeof raw !== 'number' && typeof raw !== 'string') return fail(PORTFOLIO_MESSAGES.isbn);
  const text = (typeof raw === 'number' ? (Number.isSafeInteger(raw) ? String(raw) : '.') : raw).replace(/[\s-]/g, '');
  if (text === '') return { ok: true, value: null };
  const pattern = new RegExp(`^\\d{1,${PORTFOLIO_LIMITS.isbnDigits}}$`);
  return pattern.test(text) ? { ok: true, value: text } : fail(PORTFOLIO_MESSAGES.isbn);
}

function fail(message: string): { ok: false; message: string } {
  return { ok: false, message };
}
