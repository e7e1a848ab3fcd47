import { couponBodySchema, PAYMENT_TEXTS as T, type CouponBody } from '@lbd/shared/payments';
import { validate } from '../../lib/form-errors';
import { hundredthsOf, paiseOf, wholeOrEmpty } from './money';

/** The coupon form as typed: a percentage or rupees off, uses and an expiry day left empty for none. */
export interface CouponFormValues {
  code: string;
  mode: 'percent' | 'amount';
  off: string;
  maxUses: string;
  /** YYYY-MM-DD; the code works until the end of that day, India time. */
  expires: string;
}
export type CouponField = 'code' | 'off' | 'maxUses' | 'expires';
export type CouponErrors = Partial<Record<CouponField, string>>;

export const EMPTY_COUPON: CouponFormValues = { code: '', mode: 'percent', off: '', maxUses: '', expires: '' };

export function couponBodyOf(v: CouponFormValues): CouponBody {
  const off = v.mode === 'percent' ? hundredthsOf(v.off) : paiseOf(v.off);
  return {
    code: v.code,
    percent_bp: v.mode === 'percent' ? off : null,
    amount_paise: v.mode === 'amount' ? off : null,
    max_uses: wholeOrEmpty(v.maxUses),
    expires_at: v.expires ? `${v.expires}T23:59:59+05:30` : null,
  };
}

/** The coupon form's field of an API or schema field path. */
export function couponFieldOf(path: string): CouponField | null {
  switch (path) {
    case 'code':
      return 'code';
    case 'percent_bp':
    case 'amount_paise':
      return 'off';
    case 'max_uses':
      return 'maxUses';
    case 'expires_at':
      return 'expires';
    default:
      return null;
  }
}

export function couponErrorsOf(fields: Record<string, string>): CouponErrors {
  const errors: CouponErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = couponFieldOf(path);
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
}

/** Checked with the contract's schema (its messages); what could not be read as a number is named too. */
export function checkCoupon(
  v: CouponFormValues,
): { body: CouponBody; errors: null } | { body: null; errors: CouponErrors } {
  const body = couponBodyOf(v);
  const checked = validate(couponBodySchema, body);
  const errors = checked.errors ? couponErrorsOf(checked.errors) : {};
  if (Number.isNaN(body.percent_bp ?? body.amount_paise)) errors.off = T.couponOff;
  if (Number.isNaN(body.max_uses)) errors.maxUses = T.couponUses;
  if (Object.keys(errors).length > 0) return { body: null, errors };
  return { body: checked.data!, errors: null };
}
