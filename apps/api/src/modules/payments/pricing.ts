import { gstinState, taxOf } from '@lbd/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentPages } from '../../db/schema';

/*
 * An order's amounts (decision 0087), one copy for the checkout's orders and an admin's offline payments:
 * each page's line taxed on its own price, the order's amounts their sums.
 */

/** Where the service is supplied: a business's GSTIN's state, else the billing state, else the supplier's. */
export function placeOfSupply(buyer: { state_code?: string; gstin?: string }, supplierStateCode: string): string {
  return buyer.gstin ? gstinState(buyer.gstin) : (buyer.state_code ?? supplierStateCode);
}

/** The published pages of these ids, or null when one is not on sale. */
export async function pagesOnSale(db: Db, pageIds: readonly number[]) {
  const ids = [...new Set(pageIds)];
  const pages = ids.length
    ? await db
        .select()
        .from(paymentPages)
        .where(and(inArray(paymentPages.id, ids), eq(paymentPages.status, 'published')))
    : [];
  return pages.length === 0 || pages.length !== ids.length ? null : pages;
}

/** Each page's line (its price, GST inclusive or added) and the order's sums. */
export function priceLines(
  pages: readonly { id: number; price_paise: number; gst_inclusive: boolean }[],
  intraState: boolean,
) {
  const lines = pages.map((p) => ({
    page_id: p.id,
    ...taxOf(p.price_paise, { inclusive: p.gst_inclusive, intraState }),
  }));
  const sum = (k: 'total' | 'taxable' | 'cgst' | 'sgst' | 'igst') => lines.reduce((n, l) => n + l[k], 0);
  return {
    lines: lines.map((l) => ({
      page_id: l.page_id,
      amount_paise: l.total,
      taxable_paise: l.taxable,
      cgst_paise: l.cgst,
      sgst_paise: l.sgst,
      igst_paise: l.igst,
    })),
    order: {
      amount_paise: sum('total'),
      taxable_paise: sum('taxable'),
      cgst_paise: sum('cgst'),
      sgst_paise: sum('sgst'),
      igst_paise: sum('igst'),
    },
  };
}
