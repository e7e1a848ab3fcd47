import ExcelJS from 'exceljs';
import {
  financialYear,
  invoiceNumber,
  PAYMENT_TEXTS as T,
  type PaymentOrder,
  type PaymentRow,
  type Refund,
  type Revenue,
} from '@lbd/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testEnv } from '../../../test/app';
import { openTestDatabase } from '../../../test/database';
import { bearer, buildAdmin, buildAdminWithLevels, buildUser, type Account } from '../../../test/factories';
import { rowsOf } from '../../db/client';
import { paymentPageItems, paymentPages } from '../../db/schema';
import { createQueue } from '../../lib/queue';
import { supplierOf } from './invoice-document';
import { createInvoices } from './invoices.service';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Student = Account & { profileId: number };

/**
 * Invoices, refunds and the admin's payments over HTTP (issue 30 items 7, 8 and 11), on one booted app with
 * the real queue: the invoice emailed once with its PDF, downloads for the buyer and the payments desk only,
 * refunds with their credit notes (consecutive) and access ended by a full one, offline payments in the
 * same invoice series, and the list, its export and the revenue.
 */
describe('invoices, refunds and the payments desk', () => {
  let t: TestApp;
  let student: Student;
  let other: Student;
  let company: Account;
  let desk: Account;
  let limited: Account;
  let pageId: number;
  let secondPageId: number;
  const inv = (n: number) => invoiceNumber('INV', financialYear(new Date()), n);
  const cn = (n: number) => invoiceNumber('CN', financialYear(new Date()), n);

  beforeAll(async () => {
    const database = await openTestDatabase();
    const queue = createQueue(database, { workers: true, pollingIntervalSeconds: 0.5 });
    t = await createTestApp({ database, queue, env: { ...testEnv, QUEUE_WORKERS: true } });
    student = await buildUser(t.app, 'STUDENT');
    other = await buildUser(t.app, 'STUDENT');
    company = await buildUser(t.app, 'COMPANY');
    desk = await buildAdmin(t.app);
    const level = await t.app.inject({
      method: 'POST',
      url: '/api/admin/access_levels',
      headers: bearer(desk.token),
      payload: { name: 'Reports only', capabilities: ['reports'] },
    });
    expect(level.statusCode, level.body).toBe(201);
    limited = await buildAdminWithLevels(t.app, desk, ['Reports only']);
    const [page] = await database.db
      .insert(paymentPages)
      .values({ title: 'Full-stack capstone', price_paise: 49_900, access_days: 180, status: 'published' })
      .returning();
    pageId = page!.id;
    await database.db.insert(paymentPageItems).values({ page_id: pageId, item_kind: 'project', item_id: 7 });
    const [second] = await database.db
      .insert(paymentPages)
      .values({ title: 'SQL quest', price_paise: 10_000, gst_inclusive: false, status: 'published' })
      .returning();
    secondPageId = second!.id;
    await database.db.insert(paymentPageItems).values({ page_id: secondPageId, item_kind: 'quest', item_id: 3 });
  }, 60_000);
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST', url: string, who: Account | null, payload?: object) =>
    t.app.inject({ method, url, headers: who ? bearer(who.token) : {}, payload });

  /** An order paid through the test provider's checkout and the browser's confirmation. */
  async function paid(who: Student, buyer: object = { name: 'Ananya Sharma', state_code: '27', pin: '400076' }) {
    const res = await call('POST', '/api/v2/multiple_payments', who, { page_ids: [pageId], buyer });
    expect(res.statusCode, res.body).toBe(201);
    const o = res.json().data as PaymentOrder;
    const c = (
      await call('POST', `/api/test_provider/orders/${o.provider_order_id}/checkout`, who, { outcome: 'pay' })
    ).json().data as { payment_id: string; signature: string };
    const ok = await call('POST', '/api/v2/payment_confirmation', who, {
      order_id: o.id,
      payment_id: c.payment_id,
      signature: c.signature,
    });
    expect(ok.json().data.status).toBe('paid');
    const [row] = rowsOf<{ id: number; serial: string }>(
      await t.database.db.execute(sql`select p.id, i.serial from payments p
        join invoices i on i.order_id = p.order_id and i.series = 'INV' where p.order_id = ${o.id}`),
    );
    return { orderId: o.id, paymentId: row!.id, serial: row!.serial };
  }

  const emailsTo = async (who: Account, kind: string) =>
    rowsOf<{ subject: string; headers: Record<string, string> | null }>(
      await t.database.db.execute(
        sql`select subject, headers from email_outbox where to_address = ${who.email} and kind = ${kind} order by id`,
      ),
    );
  async function waitFor<V>(probe: () => Promise<V>, done: (v: V) => boolean): Promise<V> {
    let v = await probe();
    for (let i = 0; i < 60 && !done(v); i++) {
      await new Promise((r) => setTimeout(r, 250));
      v = await probe();
    }
    return v;
  }
  const access = async (who: Student) =>
    rowsOf<{ item_id: number; revoked: boolean }>(
      await t.database.db.execute(
        sql`select item_id, revoked_at is not null as revoked from entitlements where profile_id = ${who.profileId} order by id`,
      ),
    );

  let first: { orderId: number; paymentId: number; serial: string };

  it('a payment’s invoice is emailed once with its PDF; running the job again sends nothing', async () => {
    first = await paid(student);
    expect(first.serial).toBe(inv(1));
    const emails = await waitFor(
      () => emailsTo(student, 'payment_invoice'),
      (e) => e.length > 0,
    );
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe(`Your tax invoice ${inv(1)}`);
    expect(emails[0]!.headers?.['X-Attachments']).toMatch(
      new RegExp(`^${inv(1).replaceAll('/', '-')}\\.pdf \\(application/pdf, \\d+ bytes\\)$`),
    );
    const [invoice] = rowsOf<{ id: number; emailed: boolean }>(
      await t.database.db.execute(
        sql`select id, emailed_at is not null as emailed from invoices where order_id = ${first.orderId}`,
      ),
    );
    expect(invoice!.emailed).toBe(true);
    // The job retried (twice more): the invoice is already emailed, so nothing is sent.
    const invoices = createInvoices({
      db: t.database.db,
      mailer: t.app.services.mailer,
      supplier: supplierOf(testEnv),
      clock: () => new Date(),
    });
    expect(await invoices.email(invoice!.id)).toBe('already');
    expect(await invoices.email(invoice!.id)).toBe('already');
    expect(await emailsTo(student, 'payment_invoice')).toHaveLength(1);
  });

  it('download_invoice: the buyer’s and the payments desk’s PDF; another student 404, others 403', async () => {
    const own = await call('GET', `/api/download_invoice?payment_id=${first.paymentId}`, student);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['cache-control']).toBe('no-store');
    expect(own.headers['content-disposition']).toContain(`${inv(1).replaceAll('/', '-')}.pdf`);
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('GET', `/api/download_invoice?payment_id=${first.paymentId}`, desk)).statusCode).toBe(200);
    expect((await call('GET', `/api/download_invoice?payment_id=${first.paymentId}`, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/download_invoice?payment_id=999999`, student)).statusCode).toBe(404);
    expect((await call('GET', `/api/download_invoice?payment_id=${first.paymentId}`, company)).statusCode).toBe(403);
    expect((await call('GET', `/api/download_invoice?payment_id=${first.paymentId}`, limited)).statusCode).toBe(403);
    expect((await call('GET', `/api/download_invoice?payment_id=${first.paymentId}`, null)).statusCode).toBe(401);
    expect((await call('GET', `/api/download_invoice?payment_id=abc`, student)).statusCode).toBe(422);
  });

  it('refunds: refused above what is left or without a reason; partial then full, credit notes consecutive, access ended', async () => {
    const url = `/api/payment_orders/${first.orderId}/refunds`;
    expect((await call('POST', url, student, { amount_paise: 100, reason: 'Asked' })).statusCode).toBe(403);
    expect((await call('POST', url, limited, { amount_paise: 100, reason: 'Asked' })).statusCode).toBe(403);
    const tooMuch = await call('POST', url, desk, { amount_paise: 49_901, reason: 'Asked for it' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error.message).toBe(T.refundTooMuch);
    const noReason = await call('POST', url, desk, { amount_paise: 100, reason: 'x' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().error.fields.reason).toBe(T.refundReasonInvalid);
    const zero = await call('POST', url, desk, { amount_paise: 0, reason: 'Asked for it' });
    expect(zero.json().error.fields.amount_paise).toBe(T.refundAmountInvalid);

    const part = await call('POST', url, desk, { amount_paise: 9_900, reason: 'Joined late' });
    expect(part.statusCode, part.body).toBe(201);
    const p = part.json().data as Refund;
    expect(p).toMatchObject({
      credit_note_serial: cn(1),
      left_paise: 40_000,
      order_status: 'paid',
      amount_paise: 9_900,
    });
    expect(p.taxable_paise + p.cgst_paise + p.sgst_paise + p.igst_paise).toBe(9_900);
    expect((await access(student)).every((a) => !a.revoked)).toBe(true);
    const again = await call('POST', url, desk, { amount_paise: 40_001, reason: 'Asked for it' });
    expect(again.json().error.message).toBe(T.refundTooMuch);

    const rest = await call('POST', url, desk, { amount_paise: 40_000, reason: 'Course withdrawn' });
    expect(rest.statusCode, rest.body).toBe(201);
    const r = rest.json().data as Refund;
    expect(r).toMatchObject({ credit_note_serial: cn(2), left_paise: 0, order_status: 'refunded' });
    // The two credit notes add up to the invoice's amounts exactly.
    expect(p.taxable_paise + r.taxable_paise).toBe(42_288);
    expect(p.cgst_paise + r.cgst_paise).toBe(3_806);
    expect((await access(student)).filter((a) => a.item_id === 7).every((a) => a.revoked)).toBe(true);
    const [order] = rowsOf<{ status: string; pay: string; refunded: number }>(
      await t.database.db.execute(sql`select o.status, p.status as pay, p.refunded_paise as refunded
        from payment_orders o join payments p on p.order_id = o.id where o.id = ${first.orderId}`),
    );
    expect(order).toEqual({ status: 'refunded', pay: 'refunded', refunded: 49_900 });
    const [audit] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from audit_log
        where action = 'payment.refund' and target_id = ${String(first.orderId)}`),
    );
    expect(audit!.n).toBe(2);
    const none = await call('POST', url, desk, { amount_paise: 1, reason: 'Once more' });
    expect(none.json().error.message).toBe(T.refundTooMuch);
    expect(
      (await call('POST', '/api/payment_orders/999999/refunds', desk, { amount_paise: 1, reason: 'Nope' })).statusCode,
    ).toBe(404);

    // Each credit note is emailed once; its PDF downloads for the buyer and the desk only.
    const notes = await waitFor(
      () => emailsTo(student, 'payment_credit_note'),
      (e) => e.length >= 2,
    );
    expect(notes.map((n) => n.subject)).toEqual([`Your credit note ${cn(1)}`, `Your credit note ${cn(2)}`]);
    const pdf = await call('GET', `/api/download_credit_note?refund_id=${p.id}`, student);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(`${cn(1).replaceAll('/', '-')}.pdf`);
    expect((await call('GET', `/api/download_credit_note?refund_id=${p.id}`, desk)).statusCode).toBe(200);
    expect((await call('GET', `/api/download_credit_note?refund_id=${p.id}`, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/download_credit_note?refund_id=${p.id}`, limited)).statusCode).toBe(403);
  });

  it('an offline payment: access granted, the next invoice number, emailed; refusals with their messages', async () => {
    const body = {
      page_ids: [pageId, secondPageId],
      buyer_email: other.email.toUpperCase(),
      buyer: { name: 'Ravi Kumar', state_code: '29', pin: '560001' },
      method: 'bank_transfer',
      reference: 'UTR 0042',
      paid_on: '2026-01-05',
    };
    expect((await call('POST', '/api/create_payment', student, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/create_payment', limited, body)).statusCode).toBe(403);
    const future = await call('POST', '/api/create_payment', desk, { ...body, paid_on: '2999-01-01' });
    expect(future.statusCode).toBe(422);
    expect(future.json().error.fields.paid_on).toBe(T.paidOnFuture);
    const nobody = await call('POST', '/api/create_payment', desk, { ...body, buyer_email: 'nobody@example.com' });
    expect(nobody.json().error.fields.buyer_email).toBe(T.buyerNotStudent);
    const notStudent = await call('POST', '/api/create_payment', desk, { ...body, buyer_email: company.email });
    expect(notStudent.json().error.fields.buyer_email).toBe(T.buyerNotStudent);
    const noRef = await call('POST', '/api/create_payment', desk, { ...body, reference: '' });
    expect(noRef.json().error.fields.reference).toBe(T.referenceInvalid);

    const res = await call('POST', '/api/create_payment', desk, body);
    expect(res.statusCode, res.body).toBe(201);
    // ₹499 inclusive plus ₹100 + 18% IGST (to Karnataka).
    expect(res.json().data).toMatchObject({ amount_paise: 49_900 + 11_800, invoice_serial: inv(2) });
    expect((await access(other)).map((a) => a.item_id).sort()).toEqual([3, 7]);
    const dup = await call('POST', '/api/create_payment', desk, { ...body, reference: ' utr 0042 ' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe(T.referenceTaken);
    const emails = await waitFor(
      () => emailsTo(other, 'payment_invoice'),
      (e) => e.length > 0,
    );
    expect(emails.map((e) => e.subject)).toEqual([`Your tax invoice ${inv(2)}`]);
    const pdf = await call('GET', `/api/download_invoice?payment_id=${res.json().data.payment_id}`, other);
    expect(pdf.statusCode).toBe(200);
    // The next checkout payment takes the next number: one series for both.
    expect((await paid(student, { name: 'Ananya Sharma', state_code: '27' })).serial).toBe(inv(3));
  });

  it('the list filters by status, page, buyer and dates, pages, and escapes LIKE wildcards', async () => {
    const list = async (query: string, who: Account = desk) =>
      call('GET', `/api/list/payment_page_payments?${query}`, who);
    expect((await list('', student)).statusCode).toBe(403);
    expect((await list('', limited)).statusCode).toBe(403);
    const all = await list('per_page=100');
    expect(all.statusCode, all.body).toBe(200);
    const rows = all.json().data as PaymentRow[];
    const refunded = rows.find((r) => r.order_id === first.orderId)!;
    expect(refunded).toMatchObject({
      status: 'refunded',
      amount_paise: 49_900,
      refunded_paise: 49_900,
      invoice_serial: inv(1),
      buyer_email: student.email,
      page_titles: ['Full-stack capstone'],
      provider: 'local',
    });
    expect(refunded.refunds.map((x) => x.serial)).toEqual([cn(1), cn(2)]);
    const offline = rows.find((r) => r.provider === 'offline')!;
    expect(offline).toMatchObject({
      method: 'bank_transfer',
      status: 'paid',
      page_titles: ['Full-stack capstone', 'SQL quest'],
    });

    const byStatus = (await list('status=refunded')).json().data as PaymentRow[];
    expect(byStatus.map((r) => r.order_id)).toEqual([first.orderId]);
    const byPage = (await list(`page_id=${secondPageId}`)).json().data as PaymentRow[];
    expect(byPage.map((r) => r.order_id)).toEqual([offline.order_id]);
    const byName = (await list('q=ravi')).json().data as PaymentRow[];
    expect(byName.map((r) => r.order_id)).toEqual([offline.order_id]);
    expect(
      ((await list(`q=${encodeURIComponent(student.email.slice(0, 10))}`)).json().data as PaymentRow[]).length,
    ).toBeGreaterThan(0);
    expect((await list('q=%25')).json().data).toEqual([]);
    expect((await list('from=2999-01-01')).json().data).toEqual([]);
    const paging = await list('per_page=1&page=2');
    expect(paging.json().pagination).toMatchObject({ page: 2, count: 1, total: rows.length });
    expect((await list('per_page=101')).statusCode).toBe(422);
    expect((await list('status=lost')).statusCode).toBe(422);
  });

  it('the export is a spreadsheet of the same filter, typed text never a formula', async () => {
    const fresh = await buildUser(t.app, 'STUDENT');
    const ordered = await call('POST', '/api/v2/multiple_payments', fresh, {
      page_ids: [pageId],
      buyer: { name: '=HYPERLINK("x")' },
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    expect((await call('GET', '/api/list/payment_page_payments/export', limited)).statusCode).toBe(403);
    const res = await call('GET', '/api/list/payment_page_payments/export?status=created', desk);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/payments_\d{8}_\d{6}\.xlsx/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(4).value).toBe('Buyer');
    const names = [];
    for (let i = 2; i <= sheet.rowCount; i++) names.push(sheet.getRow(i).getCell(4).value);
    expect(names).toContain(`'=HYPERLINK("x")`);
    for (let i = 2; i <= sheet.rowCount; i++) expect(sheet.getRow(i).getCell(9).value).toBe('created');
  });

  it('revenue: captured minus refunded, overall and by month', async () => {
    expect((await call('GET', '/api/admin/payments/revenue', student)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/payments/revenue', limited)).statusCode).toBe(403);
    const res = await call('GET', '/api/admin/payments/revenue', desk);
    expect(res.statusCode).toBe(200);
    const r = res.json().data as Revenue;
    const captured = 49_900 + 61_700 + 49_900;
    expect(r).toMatchObject({ captured_paise: captured, refunded_paise: 49_900, net_paise: captured - 49_900 });
    expect(r.months).toHaveLength(12);
    const sum = (k: 'captured_paise' | 'refunded_paise') => r.months.reduce((n, m) => n + m[k], 0);
    // The offline payment of 5 January 2026 counts in its month when that is within the last 12.
    expect(sum('refunded_paise')).toBe(49_900);
    expect(sum('captured_paise')).toBeGreaterThanOrEqual(49_900 * 2);
  });
});
