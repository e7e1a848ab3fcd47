import { Document, Page, StyleSheet, Text as PdfText, View, renderToBuffer } from '@react-pdf/renderer';
import { rupees } from '@lbd/shared';
import { createElement as h, type ComponentType, type ReactNode } from 'react';
import { printable } from '../../lib/pdf';
import type { InvoiceDocument } from './invoice-document';

/*
 * A tax invoice or credit note as PDF (issue 30 items 7 and 8): every particular of invoice-document.ts,
 * drawn with react-pdf's built-in Helvetica. Imported on first use (it pulls react-pdf in).
 */

const s = StyleSheet.create({
  page: { padding: 36, fontFamily: 'Helvetica', fontSize: 9, color: '#1f2933' },
  title: { fontFamily: 'Helvetica-Bold', fontSize: 16, color: '#0b5394', marginBottom: 2 },
  strong: { fontFamily: 'Helvetica-Bold' },
  muted: { color: '#5f6b7a' },
  block: { marginBottom: 10 },
  parties: { flexDirection: 'row', gap: 16, marginBottom: 10 },
  party: { flex: 1, borderWidth: 1, borderColor: '#d5dbe3', padding: 6 },
  head: {
    flexDirection: 'row',
    borderBottomWidth: 1.5,
    borderColor: '#1f2933',
    paddingVertical: 4,
    fontFamily: 'Helvetica-Bold',
  },
  row: { flexDirection: 'row', borderBottomWidth: 1, borderColor: '#d5dbe3', paddingVertical: 4 },
  desc: { flex: 1, paddingRight: 4 },
  sac: { width: 42 },
  qty: { width: 24, textAlign: 'right' },
  num: { width: 62, textAlign: 'right' },
  totals: { marginTop: 8, marginLeft: 'auto', width: 230 },
  totalRow: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 2 },
  grand: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    paddingVertical: 3,
    borderTopWidth: 1.5,
    borderColor: '#1f2933',
    fontFamily: 'Helvetica-Bold',
  },
  footer: { marginTop: 18, color: '#5f6b7a' },
});

const Text = PdfText as unknown as ComponentType<{ style?: object | object[]; children?: ReactNode }>;
const T = (style: object | object[], text: string) => h(Text, { style }, printable(text));
const money = (paise: number) => rupees(paise);
const percent = (bp: number) => `${bp / 100}%`;

/** The document's PDF bytes. */
export async function renderInvoicePdf(d: InvoiceDocument): Promise<Buffer> {
  const taxHeads = d.intraState
    ? [`CGST ${percent(d.rates.cgst)}`, `SGST ${percent(d.rates.sgst)}`]
    : [`IGST ${percent(d.rates.igst)}`];
  const taxCells = (a: { cgst_paise: number; sgst_paise: number; igst_paise: number }) =>
    d.intraState ? [money(a.cgst_paise), money(a.sgst_paise)] : [money(a.igst_paise)];
  const party = (label: string, lines: string[]) =>
    h(
      View,
      { style: s.party },
      T([s.strong, { marginBottom: 3 }], label),
      ...lines.filter(Boolean).map((l) => T({}, l)),
    );
  const total = (label: string, value: string) => h(View, { style: s.totalRow }, T({}, label), T({}, value));
  const doc = h(
    Document,
    {
      title: `${d.title} ${d.serial}`,
      author: printable(d.supplier.name),
      creator: 'Learn By Doing',
      producer: 'Learn By Doing',
    },
    h(
      Page,
      { size: 'A4', style: s.page },
      T(s.title, d.title),
      h(
        View,
        { style: s.block },
        T({}, `${d.kind === 'invoice' ? 'Invoice' : 'Credit note'} number: ${d.serial}`),
        T({}, `Date: ${d.date}`),
        ...(d.refersTo ? [T({}, `Against tax invoice ${d.refersTo.serial} dated ${d.refersTo.date}`)] : []),
        ...(d.reason ? [T({}, `Reason: ${d.reason}`)] : []),
        T({}, `Place of supply: ${d.placeOfSupply.state} (${d.placeOfSupply.code})`),
        T({}, `Reverse charge: ${d.reverseCharge}`),
      ),
      h(
        View,
        { style: s.parties },
        party('Supplier', [
          d.supplier.name,
          d.supplier.address,
          `State: ${d.supplier.state} (${d.supplier.stateCode})`,
          `GSTIN: ${d.supplier.gstin}`,
        ]),
        party('Bill to', [
          d.buyer.name,
          d.buyer.address,
          d.buyer.pin ? `PIN: ${d.buyer.pin}` : '',
          d.buyer.stateCode ? `State: ${d.buyer.state} (${d.buyer.stateCode})` : '',
          d.buyer.gstin ? `GSTIN: ${d.buyer.gstin}` : 'Unregistered (no GSTIN)',
        ]),
      ),
      h(
        View,
        { style: s.head },
        T(s.desc, 'Description'),
        T(s.sac, 'SAC'),
        T(s.qty, 'Qty'),
        T(s.num, 'Discount'),
        T(s.num, 'Taxable value'),
        ...taxHeads.map((t) => T(s.num, t)),
        T(s.num, 'Amount'),
      ),
      ...d.lines.map((l, i) =>
        h(
          View,
          { key: String(i), style: s.row },
          T(s.desc, l.description),
          T(s.sac, l.sac),
          T(s.qty, String(l.quantity)),
          T(s.num, money(l.discount_paise)),
          T(s.num, money(l.taxable_paise)),
          ...taxCells(l).map((c) => T(s.num, c)),
          T(s.num, money(l.amount_paise)),
        ),
      ),
      h(
        View,
        { style: s.totals },
        ...(d.totals.discount_paise ? [total('Discount', money(d.totals.discount_paise))] : []),
        total('Taxable value', money(d.totals.taxable_paise)),
        ...(d.intraState
          ? [
              total(`CGST ${percent(d.rates.cgst)}`, money(d.totals.cgst_paise)),
              total(`SGST ${percent(d.rates.sgst)}`, money(d.totals.sgst_paise)),
            ]
          : [total(`IGST ${percent(d.rates.igst)}`, money(d.totals.igst_paise))]),
        h(
          View,
          { style: s.grand },
          T({}, d.kind === 'invoice' ? 'Total' : 'Total credited'),
          T({}, money(d.totals.amount_paise)),
        ),
      ),
      T([s.block, { marginTop: 6 }], `Amount in words: ${d.amountInWords}`),
      T(
        s.footer,
        `This is a computer-generated ${d.kind === 'invoice' ? 'invoice' : 'credit note'} and needs no signature. For ${d.supplier.name}.`,
      ),
    ),
  );
  return renderToBuffer(doc);
}
