import { formatIndiaDate, GST_RATE_BP, GST_STATE_CODES, SAC_CODE } from '@lbd/shared';
import { ToWords } from 'to-words';
import type { Env } from '../../config/env';
import { placeOfSupply } from './pricing';

/*
 * A tax invoice's and a credit note's particulars (CGST Rule 46 and 53; issue 30 items 7 and 8), built from
 * what the ledger holds, before any drawing: the PDF (invoice.pdf.ts) prints exactly this. Pure: no database,
 * no clock. Amounts stay whole paise; only the words are text.
 */

export interface Supplier {
  name: string;
  address: string;
  gstin: string;
  stateCode: string;
}

export const supplierOf = (env: Env): Supplier => ({
  name: env.PAYMENT_SUPPLIER_NAME,
  address: env.PAYMENT_SUPPLIER_ADDRESS,
  gstin: env.PAYMENT_SUPPLIER_GSTIN,
  stateCode: env.PAYMENT_SUPPLIER_STATE_CODE,
});

const STATE_NAMES = new Map(Object.entries(GST_STATE_CODES).map(([name, code]) => [code, name]));
const stateName = (code: string | null | undefined) => (code ? (STATE_NAMES.get(code) ?? '') : '');

export interface Amounts {
  amount_paise: number;
  discount_paise: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
}

export interface DocumentLine extends Amounts {
  description: string;
  sac: string;
  quantity: number;
}

export interface InvoiceDocument {
  kind: 'invoice' | 'credit_note';
  title: 'Tax Invoice' | 'Credit Note';
  serial: string;
  /** The day of issue, India time ('14 Nov 2026'). */
  date: string;
  supplier: { name: string; address: string; gstin: string; state: string; stateCode: string };
  buyer: {
    name: string;
    address: string;
    pin: string;
    state: string;
    stateCode: string;
    /** A business buyer's GSTIN (registered), else null. */
    gstin: string | null;
  };
  placeOfSupply: { code: string; state: string };
  /** CGST and SGST (the supplier's own state), else IGST. */
  intraState: boolean;
  /** The rates printed beside the taxes, in basis points. */
  rates: { cgst: number; sgst: number; igst: number };
  reverseCharge: 'No';
  lines: DocumentLine[];
  totals: Amounts;
  amountInWords: string;
  /** A credit note: the invoice it reduces, and why. */
  refersTo: { serial: string; date: string } | null;
  reason: string | null;
}

/** What the ledger holds of an order (payment_orders with its lines and their pages' titles). */
export interface OrderFacts extends Omit<Amounts, 'discount_paise'> {
  discount_paise?: number;
  buyer: Record<string, string>;
  lines: (Omit<Amounts, 'discount_paise'> & { title: string; quantity?: number; discount_paise?: number })[];
}

const toWords = new ToWords({ localeCode: 'en-IN' });

/**
 * 'Rupees Twelve Thousand Three Hundred Forty Five and Sixty Seven Paise Only' from 1234567 paise, in
 * Indian numbering (lakhs and crores). Rupees and paise are converted as whole numbers apart: no float.
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError('An amount in words is of whole paise');
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const head = `Rupees ${toWords.convert(rupees)}`;
  return `${head}${rest ? ` and ${toWords.convert(rest)} Paise` : ''} Only`;
}

function parties(supplier: Supplier, buyer: Record<string, string>) {
  const place = placeOfSupply(buyer, supplier.stateCode);
  const buyerState = buyer.state_code ?? (buyer.gstin ? place : '');
  return {
    supplier: {
      name: supplier.name,
      address: supplier.address,
      gstin: supplier.gstin,
      state: stateName(supplier.stateCode),
      stateCode: supplier.stateCode,
    },
    buyer: {
      name: buyer.name ?? '',
      address: buyer.address ?? '',
      pin: buyer.pin ?? '',
      state: stateName(buyerState),
      stateCode: buyerState,
      gstin: buyer.gstin || null,
    },
    placeOfSupply: { code: place, state: stateName(place) },
    intraState: place === supplier.stateCode,
  };
}

const rates = (intraState: boolean) =>
  intraState ? { cgst: GST_RATE_BP / 2, sgst: GST_RATE_BP / 2, igst: 0 } : { cgst: 0, sgst: 0, igst: GST_RATE_BP };

/** A paid order's tax invoice. */
export function invoiceDocument(
  supplier: Supplier,
  invoice: { serial: string; issued_at: Date },
  order: OrderFacts,
): InvoiceDocument {
  const p = parties(supplier, order.buyer);
  const lines: DocumentLine[] = order.lines.map((l) => ({
    description: l.title,
    sac: SAC_CODE,
    quantity: l.quantity ?? 1,
    amount_paise: l.amount_paise,
    discount_paise: l.discount_paise ?? 0,
    taxable_paise: l.taxable_paise,
    cgst_paise: l.cgst_paise,
    sgst_paise: l.sgst_paise,
    igst_paise: l.igst_paise,
  }));
  return {
    kind: 'invoice',
    title: 'Tax Invoice',
    serial: invoice.serial,
    date: formatIndiaDate(invoice.issued_at),
    ...p,
    rates: rates(p.intraState),
    reverseCharge: 'No',
    lines,
    totals: {
      amount_paise: order.amount_paise,
      discount_paise: order.discount_paise ?? 0,
      taxable_paise: order.taxable_paise,
      cgst_paise: order.cgst_paise,
      sgst_paise: order.sgst_paise,
      igst_paise: order.igst_paise,
    },
    amountInWords: amountInWords(order.amount_paise),
    refersTo: null,
    reason: null,
  };
}

/** A refund's credit note: the refunded amounts, referring to the order's tax invoice. */
export function creditNoteDocument(
  supplier: Supplier,
  note: { serial: string; issued_at: Date },
  invoice: { serial: string; issued_at: Date },
  order: OrderFacts,
  refund: Omit<Amounts, 'discount_paise'> & { reason: string },
): InvoiceDocument {
  const p = parties(supplier, order.buyer);
  const amounts: Amounts = {
    amount_paise: refund.amount_paise,
    discount_paise: 0,
    taxable_paise: refund.taxable_paise,
    cgst_paise: refund.cgst_paise,
    sgst_paise: refund.sgst_paise,
    igst_paise: refund.igst_paise,
  };
  const titles = order.lines.map((l) => l.title).join(', ');
  return {
    kind: 'credit_note',
    title: 'Credit Note',
    serial: note.serial,
    date: formatIndiaDate(note.issued_at),
    ...p,
    rates: rates(p.intraState),
    reverseCharge: 'No',
    lines: [
      { description: `Refund against invoice ${invoice.serial}: ${titles}`, sac: SAC_CODE, quantity: 1, ...amounts },
    ],
    totals: amounts,
    amountInWords: amountInWords(refund.amount_paise),
    refersTo: { serial: invoice.serial, date: formatIndiaDate(invoice.issued_at) },
    reason: refund.reason,
  };
}
