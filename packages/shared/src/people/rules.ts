import { isValidPhone } from '../profiles/constants';

/**
 * A phone number as people type it, made into the stored country code and digits (SPEC §5.1: the country
 * code defaults to +91, where a number is a digit 6 to 9 and nine more). Spaces, dashes, dots and brackets
 * go; '+91 98765 43210', '919876543210' and '09876543210' all become ('+91', '9876543210'). Null when the
 * result is not a valid number.
 */
export function normalizePhone(
  countryCode: string | undefined,
  raw: string,
): { country_code: string; phone: string } | null {
  let code = (countryCode ?? '').trim() || '+91';
  if (!/^\+\d{1,4}$/.test(code)) return null;
  let digits = raw.replace(/[\s\-.()]/g, '');
  if (digits.startsWith('+')) {
    // A number typed with its own country code: only the Indian one is split off here (others keep theirs).
    if (digits.startsWith('+91') && digits.length === 13) {
      code = '+91';
      digits = digits.slice(3);
    } else return null;
  }
  if (code === '+91') {
    if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
    else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  }
  return isValidPhone(code, digits) ? { country_code: code, phone: digits } : null;
}
