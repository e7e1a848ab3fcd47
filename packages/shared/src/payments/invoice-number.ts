/*
 * Tax invoice serials: one series per financial year (April to March, India time), at most 16 characters
 * (CGST Rule 46), consecutive with no gaps. Credit notes have their own series.
 */

const IST_OFFSET_MS = 330 * 60 * 1000;

/** The financial year of an instant, India time: '2026-27' from 1 April 2026 to 31 March 2027. */
export function financialYear(at: Date): string {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  const y = india.getUTCFullYear();
  const start = india.getUTCMonth() >= 3 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export type InvoiceSeries = 'INV' | 'CN';

/** 'LBD/2627/000042': prefix, the year's two halves, and the number in the series (16 characters). */
export function invoiceNumber(series: InvoiceSeries, year: string, n: number): string {
  if (!Number.isSafeInteger(n) || n < 1 || n > 999_999) throw new RangeError('Invoice numbers run from 1 to 999999');
  const yy = `${year.slice(2, 4)}${year.slice(5, 7)}`;
  const prefix = series === 'INV' ? 'LBD' : 'LCN';
  return `${prefix}/${yy}/${String(n).padStart(6, '0')}`;
}
