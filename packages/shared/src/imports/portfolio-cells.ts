/*
 * Reading the portfolio tool's cells (pure): dates as colleges write them, yes/no answers, lists of names,
 * the subject type. What they give is then checked by the portfolio's own rules (SPEC §5.1), so a row is
 * judged exactly as the portfolio's forms judge an entry.
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const two = (n: number) => String(n).padStart(2, '0');

/** Excel's day 0 (its 1900 date system counts from 30 December 1899, leap-year bug included). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

/** A month's number from its name or abbreviation ('Dec', 'December', 'Sept'), or null. */
function monthOf(name: string): number | null {
  const i = MONTHS.indexOf(name.slice(0, 3).toLowerCase());
  return i >= 0 && /^[a-z]+$/i.test(name) ? i + 1 : null;
}

/** year, month and (when written) day of a date as colleges write it, or null when it is not one. */
function partsOf(text: string): { year: number; month: number; day: number | null } | null {
  const t = text.trim();
  let m: RegExpExecArray | null;
  // XLSX dates arrive as an ISO instant ('2023-12-15T00:00:00.000Z') or as Excel's day number.
  if ((m = /^(\d{4})-(\d{2})-(\d{2})T[\d:.]+Z?$/.exec(t))) return { year: +m[1]!, month: +m[2]!, day: +m[3]! };
  if (/^\d{5}(\.\d+)?$/.test(t) && +t >= 20_000 && +t <= 80_000) {
    const d = new Date(EXCEL_EPOCH_MS + Math.floor(+t) * 86_400_000);
    return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
  }
  if ((m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(t))) return { year: +m[1]!, month: +m[2]!, day: +m[3]! };
  // Day first, as dates are written in India (15/12/2023, 15-12-2023, 15.12.2023).
  if ((m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(t))) return { year: +m[3]!, month: +m[2]!, day: +m[1]! };
  if ((m = /^(\d{4})(\d{2})$/.exec(t))) return { year: +m[1]!, month: +m[2]!, day: null };
  if ((m = /^(\d{4})[-/.](\d{1,2})$/.exec(t))) return { year: +m[1]!, month: +m[2]!, day: null };
  if ((m = /^(\d{1,2})[-/.](\d{4})$/.exec(t))) return { year: +m[2]!, month: +m[1]!, day: null };
  // '15 Dec 2023', 'Dec 2023', 'December-2023', 'Dec, 2023'.
  if ((m = /^(?:(\d{1,2})[\s-]+)?([A-Za-z]{3,9})[\s,-]+(\d{4})$/.exec(t))) {
    const month = monthOf(m[2]!);
    return month ? { year: +m[3]!, month, day: m[1] ? +m[1] : null } : null;
  }
  return null;
}

/**
 * A date cell as the portfolio holds dates: 'YYYY-MM-DD', or 'YYYYMM' when only a month is written or
 * wanted (`monthOnly`: a degree's start and end are months, as on its form). Null when the cell is not a
 * date in any of the usual spellings. Impossible days (31 February) pass through for the portfolio's rule
 * to refuse.
 */
export function readImportDate(text: string, { monthOnly = false }: { monthOnly?: boolean } = {}): string | null {
  const p = partsOf(text);
  if (!p || p.month < 1 || p.month > 12 || p.year < 1000) return null;
  if (monthOnly || p.day === null) return `${p.year}${two(p.month)}`;
  return `${p.year}-${two(p.month)}-${two(p.day)}`;
}

const YES = new Set(['yes', 'y', 'true', '1', 'placed']);
const NO = new Set(['no', 'n', 'false', '0', 'not placed', 'unplaced']);

/** 'yes' or 'no' from the usual spellings (Yes, Y, True, 1, Placed; No, N, False, 0), else null. */
export function readYesNo(text: string): 'yes' | 'no' | null {
  const t = text.trim().toLowerCase();
  return YES.has(t) ? 'yes' : NO.has(t) ? 'no' : null;
}

/** A backlog count: a whole number of 0 or more ('None', 'Nil' and 'No' are 0), else null. */
export function readBacklogs(text: string): number | null {
  const t = text.trim().toLowerCase();
  if (['none', 'nil', 'no', '-'].includes(t)) return 0;
  return /^\d{1,4}$/.test(t) ? Number(t) : null;
}

/** Names in one cell, separated by semicolons, commas or bars ('Java; SQL'), blanks dropped. */
export function readNameList(text: string): string[] {
  return text
    .split(/[;,|\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** 'Theory' or 'Lab' in any case (a practical is a lab); other text as written, for the portfolio's rule to refuse. */
export function readSubjectType(text: string): string {
  const t = text.trim().toLowerCase();
  if (t === 'theory') return 'Theory';
  if (['lab', 'laboratory', 'practical'].includes(t)) return 'Lab';
  return text.trim();
}

/** A semester as written ('3', 'Sem 3', 'III'): its number as text, or the text as written for the rule to refuse. */
export function readSemester(text: string): string {
  const t = text.trim();
  const m = /^(?:sem(?:ester)?\.?\s*)?([0-9]+|[ivx]+)$/i.exec(t);
  if (!m) return t;
  const n = m[1]!;
  if (/^\d+$/.test(n)) return String(Number(n));
  const roman: Record<string, number> = { i: 1, v: 5, x: 10 };
  let total = 0;
  const digits = n.toLowerCase().split('');
  digits.forEach((d, i) => {
    const v = roman[d]!;
    total += v < (roman[digits[i + 1] ?? ''] ?? 0) ? -v : v;
  });
  return String(total);
}

/**
 * A message about a field that names the field: the portfolio's own text when it names it (by the column's
 * label or the form's, as written: 'Semester should be between 1 and 10'), else 'Label: text'.
 */
export function fieldMessage(label: string, message: string, alsoNamedAs: readonly string[] = []): string {
  return [label, ...alsoNamedAs].some((l) => message.includes(l)) ? message : `${label}: ${message}`;
}
