/*
 * GSTINs (a business buyer's tax number on its invoice): 15 characters, the state's two-digit code, the
 * holder's PAN, an entity number, 'Z' by default, and a check character over the first fourteen.
 */

const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z][A-Z0-9][0-9A-Z]$/;

/** The check character of the first fourteen characters (alternating weights 1 and 2, base 36). */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = CHARS.indexOf(first14[i]!);
    if (value < 0) throw new RangeError('Not a GSTIN character');
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36]!;
}

/** Whether the text is a well-formed GSTIN whose check character is right (upper case, no spaces). */
export function isValidGstin(value: string): boolean {
  if (!SHAPE.test(value)) return false;
  return gstinCheckChar(value.slice(0, 14)) === value[14];
}

/** The state code a GSTIN starts with ('27' for Maharashtra). */
export const gstinState = (gstin: string) => gstin.slice(0, 2);
