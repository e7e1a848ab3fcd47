import { PAYMENT_TEXTS as T, type PaymentOrder, type SeatPool, type SeatPoolDetail } from '@lbd/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import {
  bearer,
  buildAdmin,
  buildAdminWithLevels,
  buildProfile,
  buildUser,
  signUp,
  uniqueEmail,
  type Account,
} from '../../../test/factories';
import { buildOrgUser, orgIds } from '../../../test/factories/jobs';
import { rowsOf } from '../../db/client';
import { paymentPageItems, paymentPages, projects } from '../../db/schema';

type T = Awaited<ReturnType<typeof createTestApp>>;
type Who = Account & { profileId: number };

/** A business buyer (Maharashtra GSTIN) as the seats' invoice names them. */
const BUSINESS = { name: 'Acme Institute of Technology', gstin: '27aapfu0939f1zv', pin: '400076' };
const DAY = 86_400_000;

/**
 * Seats for organisations (issue 30 item 10) and subscriptions (item 9): an institution's staff buy seats with
 * a business invoice and pay through the test provider's checkout; the pool assigns by email (the 101st of
 * 100 refused, also when 120 ask at once), by code, and frees seats; access follows each seat. A student's
 * subscription renewed during its period runs on from its end.
 */
describe('seats and subscriptions', () => {
  let t: T;
  let admin: Account;
  let limited: Account;
  let institution: Who;
  let rival: Who;
  let pending: Who;
  let student: Who;
  let projectId: number;
  let seatPage: number;
  let plainPage: number;
  let subscriptionPage: number;
  let small: SeatPool;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildAdmin(t.app);
    limited = await buildAdminWithLevels(t.app, admin, ['Reports']);
    const [orgA, orgB] = await orgIds(t.app, 'INSTITUTION', 2);
    institution = await buildOrgUser(t.app, 'INSTITUTION', { orgId: orgA, admin });
    rival = await buildOrgUser(t.app, 'INSTITUTION', { orgId: orgB, admin });
    pending = await buildOrgUser(t.app, 'INSTITUTION', { orgId: orgA, approved: false });
    student = await buildUser(t.app, 'STUDENT');
    const db = t.database.db;
    const made = await db
      .insert(projects)
      .values([
        { title: 'IoT lab', org_id: orgA!, status: 'published', price_paise: 50_000 },
        { title: 'Monthly mentoring', org_id: orgA!, status: 'published', price_paise: 20_000 },
      ])
      .returning({ id: projects.id });
    projectId = made[0]!.id;
    const pages = await db
      .insert(paymentPages)
      .values([
        {
          title: 'IoT lab seats',
          org_id: orgA!,
          price_paise: 50_000,
          access_days: 365,
          seats: true,
          status: 'published',
        },
        { title: 'IoT lab for one', org_id: orgA!, price_paise: 60_000, access_days: 365, status: 'published' },
        {
          title: 'Mentoring, monthly',
          org_id: orgA!,
          price_paise: 20_000,
          access_days: 30,
          kind: 'subscription',
          status: 'published',
        },
      ])
      .returning({ id: paymentPages.id });
    [seatPage, plainPage, subscriptionPage] = pages.map((p) => p.id) as [number, number, number];
    await db.insert(paymentPageItems).values([
      { page_id: seatPage, item_kind: 'project', item_id: projectId },
      { page_id: plainPage, item_kind: 'project', item_id: projectId },
      { page_id: subscriptionPage, item_kind: 'project', item_id: made[1]!.id },
    ]);
  }, 60_000);
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: Account | null, payload?: object) =>
    t.app.inject({ method, url, headers: who ? bearer(who.token) : {}, payload });
  /** Pays an order at the test provider's checkout and confirms it as its buyer. */
  const pay = async (who: Account, o: PaymentOrder) => {
    const done = await call('POST', `/api/test_provider/orders/${o.provider_order_id}/checkout`, who, {
      outcome: 'pay',
    });
    const { payment_id, signature } = done.json().data as { payment_id: string; signature: string };
    const ok = await call('POST', '/api/v2/payment_confirmation', who, { order_id: o.id, payment_id, signature });
    expect(ok.statusCode, ok.body).toBe(200);
    return ok.json().data as PaymentOrder;
  };
  const buySeats = async (quantity: number) => {
    const res = await call('POST', '/api/seat_orders', institution, { page_id: seatPage, quantity, buyer: BUSINESS });
    expect(res.statusCode, res.body).toBe(201);
    const paid = await pay(institution, res.json().data as PaymentOrder);
    const pools = (await call('GET', '/api/seat_pools', institution)).json().data as SeatPool[];
    return { order: paid, pool: pools.find((p) => p.order_id === paid.id)! };
  };
  const holds = async (who: Who) =>
    (await call('GET', `/api/payment_pages/on_sale?item_kind=project&item_id=${projectId}`, who)).json().data.held;

  it('refuses seat orders from students, pending staff and admins; a GSTIN, a quantity and a seats page are required', async () => {
    const body = { page_id: seatPage, quantity: 3, buyer: BUSINESS };
    expect((await call('POST', '/api/seat_orders', student, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/seat_orders', pending, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/seat_orders', admin, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/seat_orders', null, body)).statusCode).toBe(401);
    const cases: [object, string, string][] = [
      [{ buyer: { name: 'Acme' } }, 'buyer.gstin', T.gstinRequired],
      [{ quantity: 0 }, 'quantity', T.seatsQuantity],
      [{ quantity: 10_001 }, 'quantity', T.seatsQuantity],
      [{ page_id: plainPage }, 'page_id', T.notSeats],
    ];
    for (const [over, field, message] of cases) {
      const bad = await call('POST', '/api/seat_orders', institution, { ...body, ...over });
      expect(bad.statusCode, JSON.stringify(over)).toBe(422);
      expect(bad.json().error.fields[field]).toBe(message);
    }
    const mine = await call('POST', '/api/v2/multiple_payments', student, {
      page_ids: [seatPage],
      buyer: { name: 'A student' },
    });
    expect(mine.statusCode).toBe(422);
    expect(mine.json().error.message).toBe(T.seatsOnly);
  });

  it('a paid seat order creates the organisation’s pool with a code; the buyer gets no access of their own', async () => {
    const res = await call('POST', '/api/seat_orders', institution, {
      page_id: seatPage,
      quantity: 3,
      buyer: BUSINESS,
    });
    expect(res.statusCode, res.body).toBe(201);
    const o = res.json().data as PaymentOrder;
    // ₹500 a seat, GST inclusive, in Maharashtra (the GSTIN's state): CGST and SGST.
    expect(o).toMatchObject({ status: 'created', amount_paise: 150_000, igst_paise: 0 });
    const [line] = rowsOf<{ quantity: number; org_id: number }>(
      await t.database.db.execute(
        sql`select l.quantity, o.org_id from payment_order_lines l join payment_orders o on o.id = l.order_id where o.id = ${o.id}`,
      ),
    );
    expect(line).toEqual({ quantity: 3, org_id: (await orgIds(t.app, 'INSTITUTION', 1))[0] });
    // Another organisation's staff cannot see or confirm it.
    expect((await call('GET', `/api/payment_orders/${o.id}`, rival)).statusCode).toBe(404);
    const paid = await pay(institution, o);
    expect(paid.status).toBe('paid');
    const pools = (await call('GET', '/api/seat_pools', institution)).json().data as SeatPool[];
    small = pools.find((p) => p.order_id === o.id)!;
    expect(small).toMatchObject({ seats: 3, used: 0, page_title: 'IoT lab seats', items: [{ title: 'IoT lab' }] });
    expect(small.code).toMatch(/^[A-HJKMNP-Z2-9]{10}$/);
    expect(Math.abs(new Date(small.ends_at!).getTime() - (Date.now() + 365 * DAY))).toBeLessThan(60_000);
    const own = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int n from entitlements where profile_id = ${institution.profileId}`,
      ),
    );
    expect(Number(own[0]!.n)).toBe(0);
  });

  it('lists and shows pools to their organisation and the payments desk only', async () => {
    expect(((await call('GET', '/api/seat_pools', rival)).json().data as SeatPool[]).map((p) => p.id)).not.toContain(
      small.id,
    );
    const all = (await call('GET', '/api/seat_pools', admin)).json().data as SeatPool[];
    expect(all.map((p) => p.id)).toContain(small.id);
    const filtered = (await call('GET', `/api/seat_pools?org_id=${small.org_id + 100_000}`, admin)).json().data;
    expect(filtered).toEqual([]);
    for (const who of [student, limited, pending])
      expect((await call('GET', '/api/seat_pools', who)).statusCode).toBe(403);
    expect((await call('GET', `/api/seat_pools/${small.id}`, rival)).statusCode).toBe(404);
    expect((await call('GET', `/api/seat_pools/${small.id}`, pending)).statusCode).toBe(404);
    expect((await call('GET', `/api/seat_pools/${small.id}`, limited)).statusCode).toBe(403);
    expect((await call('GET', `/api/seat_pools/${small.id}`, admin)).statusCode).toBe(200);
  });

  it('assigns by email: a student gets access at once and enrols; the 4th of 3 seats is refused in words', async () => {
    const refused = await call('POST', `/api/projects/${projectId}/enrol`, student, { status: 'Enrolled' });
    expect(refused.statusCode).toBe(402);
    const newcomer = uniqueEmail('newcomer');
    const res = await call('POST', `/api/seat_pools/${small.id}/assign`, institution, {
      emails: [student.email.toUpperCase(), newcomer, student.email],
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { assigned: string[]; already: string[]; refused: string[]; pool: SeatPoolDetail };
    expect(data.assigned).toEqual([student.email.toLowerCase(), newcomer]);
    expect(data.pool.used).toBe(2);
    expect(data.pool.assignments.map((a) => [a.email, a.profile_id])).toEqual([
      [student.email.toLowerCase(), student.profileId],
      [newcomer, null],
    ]);
    const joined = await call('POST', `/api/projects/${projectId}/enrol`, student, { status: 'Enrolled' });
    expect(joined.statusCode, joined.body).toBe(200);
    const more = await call('POST', `/api/seat_pools/${small.id}/assign`, institution, {
      emails: [student.email, uniqueEmail('third'), uniqueEmail('fourth')],
    });
    expect(more.json().data).toMatchObject({
      already: [student.email.toLowerCase()],
      message: 'All 3 seats are taken',
    });
    expect(more.json().data.refused).toHaveLength(1);
    const full = await call('POST', `/api/seat_pools/${small.id}/assign`, institution, { emails: [uniqueEmail()] });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe(T.seatsTaken(3));
    // The email went out through the outbox, and the change is audited.
    const mail = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int n from email_outbox where kind = 'seat_assigned' and lower(to_address) = ${newcomer}`,
      ),
    );
    expect(Number(mail[0]!.n)).toBe(1);
    const audit = rowsOf<{ action: string }>(
      await t.database.db.execute(
        sql`select action from audit_log where target_type = 'seat_pool' and target_id = ${String(small.id)} order by id`,
      ),
    ).map((r) => r.action);
    expect(audit).toEqual(['seat.assign', 'seat.assign']);
  });

  it('refuses bad emails in words, other organisations (404), students and the limited admin (403)', async () => {
    const url = `/api/seat_pools/${small.id}/assign`;
    const bad = await call('POST', url, institution, { emails: ['not an email'] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields['emails.0']).toBe(T.seatEmailInvalid);
    const none = await call('POST', url, institution, { emails: [] });
    expect(none.json().error.fields.emails).toBe(T.seatEmailsNone);
    expect((await call('POST', url, rival, { emails: [uniqueEmail()] })).statusCode).toBe(404);
    expect((await call('POST', url, pending, { emails: [uniqueEmail()] })).statusCode).toBe(404);
    expect((await call('POST', url, student, { emails: [uniqueEmail()] })).statusCode).toBe(403);
    expect((await call('POST', url, limited, { emails: [uniqueEmail()] })).statusCode).toBe(403);
  });

  it('a seat kept for an email is claimed when its owner signs up and opens the item', async () => {
    const detail = (await call('GET', `/api/seat_pools/${small.id}`, institution)).json().data as SeatPoolDetail;
    const kept = detail.assignments.find((a) => a.profile_id === null && a.email.startsWith('newcomer'))!;
    const account = await signUp(t.app, kept.email);
    const made = await call('POST', '/api/v1/profile', account, {
      profile: await buildProfile(t.app, 'STUDENT'),
    });
    expect(made.statusCode, made.body).toBe(201);
    const joined = await call('POST', `/api/projects/${projectId}/enrol`, account, { status: 'Enrolled' });
    expect(joined.statusCode, joined.body).toBe(200);
    const after = (await call('GET', `/api/seat_pools/${small.id}`, institution)).json().data as SeatPoolDetail;
    expect(after.assignments.find((a) => a.id === kept.id)!.profile_id).toBe(made.json().data.id);
  });

  it('freeing a seat revokes its access (the enrolment stays) and lets the seat be given again', async () => {
    const detail = (await call('GET', `/api/seat_pools/${small.id}`, institution)).json().data as SeatPoolDetail;
    const seat = detail.assignments.find((a) => a.profile_id === student.profileId)!;
    expect(await holds(student)).not.toBeNull();
    const url = `/api/seat_pools/${small.id}/assignments/${seat.id}`;
    expect((await call('DELETE', url, rival)).statusCode).toBe(404);
    expect((await call('DELETE', url, student)).statusCode).toBe(403);
    const res = await call('DELETE', url, institution);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as SeatPoolDetail).used).toBe(2);
    expect(await holds(student)).toBeNull();
    expect((await call('DELETE', url, institution)).statusCode).toBe(404);
    const mine = (await call('GET', '/api/my_profile/my_projects', student)).json().data as unknown[];
    expect(mine).toHaveLength(1);
  });

  it('a student redeems the code: a seat and access; a wrong code, a full pool and a company are refused', async () => {
    const other = await buildUser(t.app, 'STUDENT');
    expect((await call('POST', '/api/seats/redeem', other, { code: 'short' })).json().error.fields.code).toBe(
      T.seatCodeInvalid,
    );
    const unknown = await call('POST', '/api/seats/redeem', other, { code: 'ZZZZZZZZZZ' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.message).toBe(T.seatCodeUnknown);
    expect((await call('POST', '/api/seats/redeem', institution, { code: small.code })).statusCode).toBe(403);
    const res = await call('POST', '/api/seats/redeem', other, { code: small.code.toLowerCase() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ pool_id: small.id, page_title: 'IoT lab seats' });
    expect(await holds(other)).not.toBeNull();
    // Redeeming again keeps the one seat.
    expect((await call('POST', '/api/seats/redeem', other, { code: small.code })).statusCode).toBe(200);
    const late = await buildUser(t.app, 'STUDENT');
    const full = await call('POST', '/api/seats/redeem', late, { code: small.code });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe(T.seatsTaken(3));
  });

  it('a full refund of the seat order ends the pool: its seats lose access and the code takes no one', async () => {
    const seated = await buildUser(t.app, 'STUDENT');
    // The pool is full by now: free one seat for this student first.
    const pool = (await call('GET', `/api/seat_pools/${small.id}`, institution)).json().data as {
      assignments: { id: number }[];
    };
    await call('DELETE', `/api/seat_pools/${small.id}/assignments/${pool.assignments[0]!.id}`, institution);
    expect((await call('POST', '/api/seats/redeem', seated, { code: small.code })).statusCode).toBe(200);
    expect(await holds(seated)).not.toBeNull();
    const refund = await call('POST', `/api/payment_orders/${small.order_id}/refunds`, admin, {
      amount_paise: 150_000,
      reason: 'The class was cancelled',
    });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(await holds(seated)).toBeNull();
    const late = await buildUser(t.app, 'STUDENT');
    expect((await call('POST', '/api/seats/redeem', late, { code: small.code })).statusCode).not.toBe(200);
  });

  it('120 assignments at once to a 100-seat pool: exactly 100 get a seat', async () => {
    const { pool } = await buySeats(100);
    expect(pool.seats).toBe(100);
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        call('POST', `/api/seat_pools/${pool.id}/assign`, institution, { emails: [`crowd.${i}@example.com`] }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(100);
    expect(codes.filter((c) => c === 409)).toHaveLength(20);
    expect(answers.find((a) => a.statusCode === 409)!.json().error.message).toBe('All 100 seats are taken');
    const [row] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int n from seat_assignments where pool_id = ${pool.id}`),
    );
    expect(Number(row!.n)).toBe(100);
  }, 120_000);

  it('a subscription renewed during its period runs on from its end; its list shows the renewal price', async () => {
    const buy = async () => {
      const res = await call('POST', '/api/v2/multiple_payments', student, {
        page_ids: [subscriptionPage],
        buyer: { name: 'Ananya Sharma', state_code: '27' },
      });
      expect(res.statusCode, res.body).toBe(201);
      return pay(student, res.json().data as PaymentOrder);
    };
    await buy();
    const first = (await call('GET', '/api/subscriptions', student)).json().data;
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ page_id: subscriptionPage, active: true, renewal_price_paise: 20_000 });
    const end1 = new Date(first[0].ends_at).getTime();
    expect(Math.abs(end1 - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
    await buy();
    const second = (await call('GET', '/api/subscriptions', student)).json().data;
    expect(new Date(second[0].ends_at).getTime()).toBe(end1 + 30 * DAY);
    expect(second[0].starts_at).toBe(first[0].starts_at);
    // The payments desk reads any student's; others may not.
    const desk = (await call('GET', `/api/subscriptions?profile_id=${student.profileId}`, admin)).json().data;
    expect(desk).toEqual(second);
    const aimed = (await call('GET', `/api/subscriptions?profile_id=${student.profileId}`, rival)).statusCode;
    expect(aimed).toBe(403);
    expect((await call('GET', '/api/subscriptions', limited)).statusCode).toBe(403);
    const other = await buildUser(t.app, 'STUDENT');
    expect((await call('GET', `/api/subscriptions?profile_id=${student.profileId}`, other)).json().data).toEqual([]);
  });
});
