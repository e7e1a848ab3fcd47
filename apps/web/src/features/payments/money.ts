/*
 * Money as a manager types it (issue 30 item 1): rupees with up to two decimals become whole paise by
 * reading the digits, never through a float ('1499.50' -> 149950, not 1499.5 * 100). The same reading
 * turns a percentage into basis points ('12.5' -> 1250). Pure.
 */

/** Hundredths of a decimal typed with at most two decimals ('1,499.5' -> 149950); NaN for anything else. */
export function hundredthsOf(text: string): number {
  const match = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(text.trim().replace(/,/g, ''));
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Rupees as typed to paise: '1499' -> 149900, '1499.50' -> 149950; NaN for anything else. */
export const paiseOf = hundredthsOf;

/** Paise as a manager would type them back: 149900 -> '1499', 149950 -> '1499.50'. */
export function rupeesText(paise: number): string {
  const whole = Math.floor(paise / 100);
  const fraction = paise % 100;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0')}`;
}

/** Basis points as a percentage: 1000 -> '10%', 1250 -> '12.5%', 1234 -> '12.34%'. */
export function percentText(bp: number): string {
  const fraction = bp % 100;
  if (fraction === 0) return `${Math.floor(bp / 100)}%`;
  return `${Math.floor(bp / 100)}.${String(fraction).padStart(2, '0').replace(/0$/, '')}%`;
}

/** A whole number as typed ('250' -> 250); NaN for anything else, null when left empty. */
export function wholeOrEmpty(text: string): number | null {
  const t = text.trim().replace(/,/g, '');
  if (t === '') return null;
  return /^\d{1,9}$/.test(t) ? Number(t) : Number.NaN;
}
