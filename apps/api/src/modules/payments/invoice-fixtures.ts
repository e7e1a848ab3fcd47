import { taxOf } from '@lbd/shared';
import type { OrderFacts, Supplier } from './invoice-document';

/* Fixtures of the invoice tests (particulars and golden PDFs): the demo supplier and one-page orders. */

export const SUPPLIER: Supplier = {
  name: 'Learn By Doing Demo Private Limited',
  address: '4th Floor, Demo Towers, Powai, Mumbai 400076, Maharashtra',
  gstin: '27AABCL1234M1ZJ',
  stateCode: '27',
};

/** An order of one page at a GST-inclusive price, taxed as the checkout does. */
export function orderOf(buyer: Record<string, string>, price = 1_180_00, title = 'Full-stack capstone'): OrderFacts {
  const intra = (buyer.gstin?.slice(0, 2) ?? buyer.state_code ?? '27') === '27';
  const t = taxOf(price, { inclusive: true, intraState: intra });
  const amounts = {
    amount_paise: t.total,
    taxable_paise: t.taxable,
    cgst_paise: t.cgst,
    sgst_paise: t.sgst,
    igst_paise: t.igst,
  };
  return { ...amounts, buyer, lines: [{ title, ...amounts }] };
}
