import {
  INDIA_UTC_OFFSET_MINUTES,
  OFFLINE_METHOD_LABELS,
  type OfflineMethod,
  type PaymentRow,
  type Revenue,
  type RevenueFigures,
  type paymentListQuerySchema,
} from '@lbd/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { rowsOf, type Db } from '../../db/client';
import { containsPattern } from '../../db/sql';
import { guard } from '../../lib/spreadsheet/formula-guard';
import { XLSX_CONTENT_TYPE } from '../jobs';

type ListQuery = z.output<typeof paymentListQuerySchema>;

/** Rows the export holds at most. */
export const PAYMENT_EXPORT_MAX_ROWS = 10_000;

const OFFSET = `${INDIA_UTC_OFFSET_MINUTES} minutes`;
/** The start of an India day as an instant. */
const indiaStart = (day: string) => new Date(`${day}T00:00:00+05:30`);

interface Raw {
  order_id: number;
  payment_id: number | null;
  page_titles: string[] | null;
  buyer_name: string | null;
  buyer_email: string | null;
  amount_paise: number;
  refunded_paise: number | null;
  status: PaymentRow['status'];
  provider: string;
  method: string | null;
  invoice_serial: string | null;
  refunds: PaymentRow['refunds'] | string | null;
  paid_at: Date | string | null;
  inserted_at: Date | string;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** The admin's payments (issue 30 item 11): the filtered list, its spreadsheet, and the revenue figures. */
export function createPaymentsAdmin(o: { db: Db; clock: () => Date }) {
  const { db, clock } = o;

  function where(q: ListQuery): SQL {
    const parts: SQL[] = [sql`true`];
    if (q.page_id)
      parts.push(
        sql`exists (select 1 from payment_order_lines l where l.order_id = o.id and l.page_id = ${q.page_id})`,
      );
    if (q.status) parts.push(sql`o.status = ${q.status}`);
    if (q.from) parts.push(sql`coalesce(o.paid_at, o.inserted_at) >= ${indiaStart(q.from)}`);
    if (q.to)
      parts.push(sql`coalesce(o.paid_at, o.inserted_at) < ${new Date(indiaStart(q.to).getTime() + 86_400_000)}`);
    if (q.q) {
      const like = containsPattern(q.q);
      parts.push(sql`(lower(o.buyer->>'name') like ${like} or lower(u.email) like ${like})`);
    }
    return sql.join(parts, sql` and `);
  }

  const FROM = sql`from payment_orders o
    left join profiles pr on pr.id = o.profile_id
    left join users u on u.id = pr.user_id`;

  async function rows(q: ListQuery, limit: number, offset: number): Promise<PaymentRow[]> {
    const raw = rowsOf<Raw>(
      await db.execute(sql`
        select o.id as order_id, p.id as payment_id, o.buyer->>'name' as buyer_name, u.email as buyer_email,
          o.amount_paise, p.refunded_paise, o.status, o.provider, p.method, i.serial as invoice_serial,
          o.paid_at, o.inserted_at,
          (select array_agg(pp.title order by pp.id) from payment_order_lines l
            join payment_pages pp on pp.id = l.page_id where l.order_id = o.id) as page_titles,
          (select coalesce(json_agg(json_build_object('id', r.id, 'amount_paise', r.amount_paise, 'serial', ci.serial)
              order by r.id), '[]'::json)
            from refunds r left join invoices ci on ci.refund_id = r.id where r.order_id = o.id) as refunds
        ${FROM}
        left join lateral (select * from payments p where p.order_id = o.id order by p.id limit 1) p on true
        left join invoices i on i.order_id = o.id and i.series = 'INV'
        where ${where(q)}
        order by o.id desc
        limit ${limit} offset ${offset}`),
    );
    return raw.map((r) => ({
      order_id: r.order_id,
      payment_id: r.payment_id,
      page_titles: r.page_titles ?? [],
      buyer_name: r.buyer_name ?? '',
      buyer_email: r.buyer_email,
      amount_paise: Number(r.amount_paise),
      refunded_paise: Number(r.refunded_paise ?? 0),
      status: r.status,
      provider: r.provider,
      method: r.method,
      invoice_serial: r.invoice_serial,
      refunds: (typeof r.refunds === 'string' ? JSON.parse(r.refunds) : (r.refunds ?? [])) as PaymentRow['refunds'],
      paid_at: iso(r.paid_at),
      inserted_at: iso(r.inserted_at)!,
    }));
  }

  return {
    async list(q: ListQuery) {
      const [{ total } = { total: 0 }] = rowsOf<{ total: number }>(
        await db.execute(sql`select count(*)::int as total ${FROM} where ${where(q)}`),
      );
      const data = await rows(q, q.per_page, (q.page - 1) * q.per_page);
      return {
        data,
        pagination: { page: q.page, count: data.length, total, total_pages: Math.ceil(total / q.per_page) },
      };
    },

    /** The list's every row (up to the cap) as a one-sheet workbook; typed text never reads as a formula. */
    async export(q: ListQuery) {
      const data = await rows(q, PAYMENT_EXPORT_MAX_ROWS, 0);
      const { default: ExcelJS } = await import('exceljs');
      const workbook = new ExcelJS.Workbook();
      workbook.creator = 'Learn By Doing';
      const sheet = workbook.addWorksheet('Payments', { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = [
        { header: 'Order', key: 'order_id', width: 8 },
        { header: 'Payment', key: 'payment_id', width: 9 },
        { header: 'Paid at (India)', key: 'paid_at', width: 18 },
        { header: 'Buyer', key: 'buyer_name', width: 28 },
        { header: 'Email', key: 'buyer_email', width: 30 },
        { header: 'Pages', key: 'pages', width: 40 },
        { header: 'Amount (Rs.)', key: 'amount', width: 13 },
        { header: 'Refunded (Rs.)', key: 'refunded', width: 14 },
        { header: 'Status', key: 'status', width: 10 },
        { header: 'Provider', key: 'provider', width: 10 },
        { header: 'Method', key: 'method', width: 18 },
        { header: 'Invoice', key: 'invoice_serial', width: 17 },
        { header: 'Credit notes', key: 'credit_notes', width: 20 },
      ];
      sheet.getRow(1).font = { bold: true };
      const india = (v: string | null) =>
        v
          ? new Date(new Date(v).getTime() + INDIA_UTC_OFFSET_MINUTES * 60_000)
              .toISOString()
              .slice(0, 16)
              .replace('T', ' ')
          : '';
      for (const r of data) {
        sheet.addRow({
          order_id: r.order_id,
          payment_id: r.payment_id,
          paid_at: india(r.paid_at),
          buyer_name: guard(r.buyer_name),
          buyer_email: guard(r.buyer_email ?? ''),
          pages: guard(r.page_titles.join(', ')),
          // Paise to rupees for people: a division for display only, the ledger keeps paise.
          amount: r.amount_paise / 100,
          refunded: r.refunded_paise / 100,
          status: r.status,
          provider: r.provider,
          method: guard(OFFLINE_METHOD_LABELS[r.method as OfflineMethod] ?? r.method ?? ''),
          invoice_serial: r.invoice_serial ?? '',
          credit_notes: r.refunds.map((x) => x.serial ?? '').join(', '),
        });
      }
      for (const key of ['amount', 'refunded']) sheet.getColumn(key).numFmt = '#,##0.00';
      const ist = new Date(clock().getTime() + INDIA_UTC_OFFSET_MINUTES * 60_000).toISOString();
      const stamp = `${ist.slice(0, 10).replace(/-/g, '')}_${ist.slice(11, 19).replace(/:/g, '')}`;
      return {
        body: Buffer.from(await workbook.xlsx.writeBuffer()),
        contentType: XLSX_CONTENT_TYPE,
        fileName: `payments_${stamp}.xlsx`,
      };
    },

    /** Captured minus refunded, overall and for each of the last 12 months (India time), in paise. */
    async revenue(): Promise<Revenue> {
      const now = clock();
      const india = new Date(now.getTime() + INDIA_UTC_OFFSET_MINUTES * 60_000);
      const months: string[] = [];
      for (let i = 11; i >= 0; i--) {
        const d = new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth() - i, 1));
        months.push(d.toISOString().slice(0, 7));
      }
      const since = new Date(`${months[0]}-01T00:00:00+05:30`);
      const byMonth = rowsOf<{ month: string; captured: string | number; refunded: string | number }>(
        await db.execute(sql`
          select month, sum(captured)::bigint as captured, sum(refunded)::bigint as refunded from (
            select to_char(captured_at + ${OFFSET}::interval, 'YYYY-MM') as month, amount_paise as captured, 0 as refunded
              from payments where captured_at >= ${since}
            union all
            select to_char(created_at + ${OFFSET}::interval, 'YYYY-MM'), 0, amount_paise from refunds where created_at >= ${since}
          ) x group by month`),
      );
      const [all] = rowsOf<{ captured: string | number | null; refunded: string | number | null }>(
        await db.execute(sql`select (select sum(amount_paise) from payments)::bigint as captured,
          (select sum(amount_paise) from refunds)::bigint as refunded`),
      );
      const figures = (captured: unknown, refunded: unknown): RevenueFigures => {
        const c = Number(captured ?? 0);
        const r = Number(refunded ?? 0);
        return { captured_paise: c, refunded_paise: r, net_paise: c - r };
      };
      const found = new Map(byMonth.map((m) => [m.month, m]));
      return {
        ...figures(all?.captured, all?.refunded),
        months: months.map((month) => ({ month, ...figures(found.get(month)?.captured, found.get(month)?.refunded) })),
      };
    },
  };
}

export type PaymentsAdmin = ReturnType<typeof createPaymentsAdmin>;
