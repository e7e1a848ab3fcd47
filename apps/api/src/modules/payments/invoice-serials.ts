import { financialYear, invoiceNumber, type InvoiceSeries } from '@lbd/shared';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import type { Tx } from '../../db/sql';

/**
 * Takes the next number of a series for the financial year of `at`, inside the caller's transaction: the
 * counter row stays locked until it ends, so concurrent payments queue for it, and a transaction that rolls
 * back gives its number back. Answers the serial printed on the document ('LBD/2627/000042').
 */
export async function takeInvoiceNumber(tx: Tx, series: InvoiceSeries, at: Date) {
  const year = financialYear(at);
  const [row] = rowsOf<{ last: number }>(
    await tx.execute(sql`
      insert into invoice_counters (series, financial_year, last, updated_at) values (${series}, ${year}, 1, ${at})
      on conflict (series, financial_year) do update set last = invoice_counters.last + 1, updated_at = excluded.updated_at
      returning last`),
  );
  const n = row!.last;
  return { series, financialYear: year, number: n, serial: invoiceNumber(series, year, n) };
}
