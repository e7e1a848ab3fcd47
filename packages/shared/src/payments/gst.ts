/*
 * GST on what the platform sells (issue 30): amounts are whole paise, never floats. A price is either
 * inclusive of GST (the buyer pays the price) or exclusive (GST is added). Within the supplier's state
 * the tax is split into CGST and SGST; to another state (or a union territory) it is IGST.
 */

/** The rate on online education services (SAC 999293), in basis points: 18%. */
export const GST_RATE_BP = 1800;
/** Services Accounting Code of commercial training and coaching. */
export const SAC_CODE = '999293';

export interface TaxLine {
  /** The taxable value after any discount. */
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** What the buyer pays: taxable plus every tax. */
  total: number;
}

/** Rounds a non-negative rational a / b to the nearest whole number (halves up), in integers only. */
function divRound(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

function assertPaise(n: number, what: string) {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${what} must be whole, non-negative paise`);
}

/**
 * The tax of an amount: `inclusive` when the amount already holds the GST (the total is the amount),
 * else the GST is added to it. `intraState`: CGST and SGST halves (the odd paisa to SGST); else IGST.
 */
export function taxOf(
  amount: number,
  { inclusive, intraState, rateBp = GST_RATE_BP }: { inclusive: boolean; intraState: boolean; rateBp?: number },
): TaxLine {
  assertPaise(amount, 'The amount');
  if (!Number.isSafeInteger(rateBp) || rateBp < 0 || rateBp > 10_000) throw new RangeError('The GST rate is not valid');
  const taxable = inclusive ? divRound(amount * 10_000, 10_000 + rateBp) : amount;
  const tax = inclusive ? amount - taxable : divRound(amount * rateBp, 10_000);
  if (!intraState) return { taxable, cgst: 0, sgst: 0, igst: tax, total: taxable + tax };
  const cgst = Math.floor(tax / 2);
  return { taxable, cgst, sgst: tax - cgst, igst: 0, total: taxable + tax };
}

/** A price after a coupon: a percentage (basis points, rounded to the paisa) or a fixed amount off, never below 0. */
export function discounted(price: number, off: { percentBp?: number; paise?: number }): number {
  assertPaise(price, 'The price');
  const byPercent = off.percentBp ? divRound(price * Math.min(off.percentBp, 10_000), 10_000) : 0;
  const byAmount = off.paise ?? 0;
  return Math.max(0, price - byPercent - byAmount);
}

/** '₹1,18,000.50' from 11800050 paise (Indian digit grouping). */
export function rupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const whole = Math.floor(abs / 100).toLocaleString('en-IN');
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}₹${whole}.${fraction}`;
}
