import {
  PAYMENT_TEXTS as T,
  paymentPageBodySchema,
  type PaymentPage,
  type PaymentPageBody,
} from '@lbd/shared/payments';
import { validate } from '../../lib/form-errors';
import { paiseOf, rupeesText, wholeOrEmpty } from './money';
import type { SellableOption } from './pages-api';

/** The page form as typed (issue 30 item 1): the price in rupees and the days as text, the items as picked. */
export interface PageFormValues {
  title: string;
  description: string;
  items: SellableOption[];
  price: string;
  gstInclusive: boolean;
  lifetime: boolean;
  days: string;
  kind: PaymentPageBody['kind'];
  /** Kept as the page has it (the form does not offer seats). */
  seats: boolean;
}

export type PageFormField = 'title' | 'description' | 'items' | 'price' | 'days' | 'kind';
export type PageFormErrors = Partial<Record<PageFormField, string>>;

export const EMPTY_PAGE_FORM: PageFormValues = {
  title: '',
  description: '',
  items: [],
  price: '',
  gstInclusive: true,
  lifetime: true,
  days: '',
  kind: 'one_time',
  seats: false,
};

export function formFromPage(p: PaymentPage): PageFormValues {
  return {
    title: p.title,
    description: p.description,
    items: p.items.map((i) => ({ kind: i.kind, id: i.id, title: i.title })),
    price: rupeesText(p.price_paise),
    gstInclusive: p.gst_inclusive,
    lifetime: p.access_days === null,
    days: p.access_days === null ? '' : String(p.access_days),
    kind: p.kind,
    seats: p.seats,
  };
}

/** The body sent; what cannot be read (a price of 'abc') goes as NaN and the checks below name it. */
export function bodyOf(v: PageFormValues): PaymentPageBody {
  return {
    title: v.title,
    description: v.description,
    items: v.items.map((i) => ({ kind: i.kind, id: i.id })),
    price_paise: paiseOf(v.price),
    gst_inclusive: v.gstInclusive,
    access_days: v.lifetime ? null : (wholeOrEmpty(v.days) ?? Number.NaN),
    kind: v.kind,
    seats: v.seats,
  };
}

/** The form's field of an API or schema field path ('items.2' -> items, 'price_paise' -> price). */
export function fieldOf(path: string): PageFormField | null {
  const head = path.split('.')[0];
  switch (head) {
    case 'title':
    case 'description':
    case 'items':
    case 'kind':
      return head;
    case 'price_paise':
      return 'price';
    case 'access_days':
      return 'days';
    default:
      return null;
  }
}

/** Field messages by form field (the first for each); the rest, with no field of the form, as `other`. */
export function formErrorsOf(fields: Record<string, string>): { errors: PageFormErrors; other: string[] } {
  const errors: PageFormErrors = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(fields)) {
    const field = fieldOf(path);
    if (field && !errors[field]) errors[field] = message;
    else if (!field) other.push(message);
  }
  return { errors, other };
}

/** Checked with the contract's schema, so the messages are the API's own. */
export function checkPageForm(
  v: PageFormValues,
): { body: PaymentPageBody; errors: null } | { body: null; errors: PageFormErrors } {
  const body = bodyOf(v);
  const checked = validate(paymentPageBodySchema, body);
  if (checked.errors) {
    const { errors } = formErrorsOf(checked.errors);
    // Days that are not a whole number reach the schema as NaN, which it names in its own words.
    if (!v.lifetime && !Number.isInteger(body.access_days)) errors.days = T.daysRange;
    return { body: null, errors };
  }
  return { body, errors: null };
}
