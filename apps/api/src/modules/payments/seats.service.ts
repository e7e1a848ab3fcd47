import {
  holdsCapability,
  PAYMENT_TEXTS as T,
  type SeatAssignment,
  type SeatOrderBody,
  type SeatPool,
  type SeatPoolDetail,
} from '@lbd/shared';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  auditLog,
  entitlements,
  paymentPageItems,
  paymentPages,
  profiles,
  seatAssignments,
  seatPools,
  users,
} from '../../db/schema';
import type { Tx } from '../../db/sql';
import type { OrgCaller } from '../../lib/actor';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { actingOrg } from '../../lib/organisation';
import { catalogueNames } from '../../db/catalogue-names';
import { orderView } from './payments.service';
import { itemsOfPages } from './sellable-items';
import type { Settlement } from './settlement';

type PoolRow = typeof seatPools.$inferSelect;

/**
 * Seats for organisations (issue 30 item 10, decision 0087). An approved, active member of a company or
 * institution orders N seats of a seats page for its organisation; paying creates the pool (`recordPaid`).
 * Its staff assign seats by email, or members redeem the pool's code; under the pool's row lock the
 * (seats + 1)th is refused. A seat given to an email with a student account grants that student the page's
 * items (source 'seat', until the pool ends) at once; an email without one keeps the seat, and its owner
 * gets access once they have a student account with that email: the first time they open an item of the
 * page (paid access claims it) or when they redeem the code. Freeing a seat revokes its access (the work
 * done stays). Assignments and freed seats are audited.
 */
export function createSeats(o: {
  db: Db;
  clock: () => Date;
  /** Orders seats (absent in scripts that only assign, as the demo seed). */
  settlement?: Settlement;
  keyId?: string;
  mailer?: Mailer;
  origin?: string;
  onMailError?: (err: unknown) => void;
}) {
  const { db, clock } = o;
  const names = catalogueNames(db);

  const isAdminDesk = (c: OrgCaller) => c.isAdmin && holdsCapability(c, 'payments');
  /** The caller's organisation when they may act for it now (approved, active staff), else null. */
  const staffOrg = actingOrg;
  const manages = (c: OrgCaller, pool: Pick<PoolRow, 'org_id'>) =>
    isAdminDesk(c) || (staffOrg(c) !== null && staffOrg(c) === pool.org_id);

  async function views(rows: PoolRow[]): Promise<SeatPool[]> {
    if (rows.length === 0) return [];
    const pageIds = [...new Set(rows.map((r) => r.page_id))];
    const pages = await db
      .select({ id: paymentPages.id, title: paymentPages.title })
      .from(paymentPages)
      .where(inArray(paymentPages.id, pageIds));
    const items = await itemsOfPages(db, pageIds);
    const orgNames = new Map(
      (await names.names({ skillIds: [], orgIds: rows.map((r) => r.org_id) })).orgs.map((r) => [r.id, r.name] as const),
    );
    const used = new Map(
      (
        await db
          .select({ pool: seatAssignments.pool_id, n: sql<number>`count(*)::int` })
          .from(seatAssignments)
          .where(
            inArray(
              seatAssignments.pool_id,
              rows.map((r) => r.id),
            ),
          )
          .groupBy(seatAssignments.pool_id)
      ).map((r) => [r.pool, Number(r.n)] as const),
    );
    return rows.map((r) => ({
      id: r.id,
      org_id: r.org_id,
      org_name: orgNames.get(r.org_id) ?? null,
      page_id: r.page_id,
      page_title: pages.find((p) => p.id === r.page_id)?.title ?? '(removed)',
      items: items.get(r.page_id) ?? [],
      seats: r.seats,
      used: used.get(r.id) ?? 0,
      ends_at: r.ends_at?.toISOString() ?? null,
      code: r.code,
      order_id: r.order_id,
      inserted_at: r.inserted_at.toISOString(),
    }));
  }

  async function detail(pool: PoolRow): Promise<SeatPoolDetail> {
    const [view] = await views([pool]);
    const rows = await db
      .select({
        id: seatAssignments.id,
        email: seatAssignments.email,
        profile_id: seatAssignments.profile_id,
        name: profiles.full_name,
        assigned_at: seatAssignments.assigned_at,
      })
      .from(seatAssignments)
      .leftJoin(profiles, eq(profiles.id, seatAssignments.profile_id))
      .where(eq(seatAssignments.pool_id, pool.id))
      .orderBy(seatAssignments.id);
    const assignments: SeatAssignment[] = rows.map((r) => ({
      ...r,
      name: r.name ?? null,
      assigned_at: r.assigned_at.toISOString(),
    }));
    return { ...view!, assignments };
  }

  /** A pool the caller manages; another organisation's (or a caller acting for none) is not found. */
  async function managed(caller: OrgCaller, id: number, q: Db | Tx = db, lock = false) {
    const query = q.select().from(seatPools).where(eq(seatPools.id, id));
    const [pool] = lock ? await query.for('update') : await query;
    if (!pool || !manages(caller, pool)) throw new NotFoundError();
    return pool;
  }

  const itemsOf = (tx: Db | Tx, pageId: number) =>
    tx
      .select({ kind: paymentPageItems.item_kind, id: paymentPageItems.item_id })
      .from(paymentPageItems)
      .where(eq(paymentPageItems.page_id, pageId));

  /** The seat's access: each item of the pool's page, from now until the pool ends. */
  async function grant(tx: Tx, pool: PoolRow, assignmentId: number, profileId: number, now: Date) {
    const items = await itemsOf(tx, pool.page_id);
    if (items.length === 0) return;
    await tx
      .insert(entitlements)
      .values(
        items.map((i) => ({
          profile_id: profileId,
          item_kind: i.kind,
          item_id: i.id,
          source: 'seat' as const,
          source_id: assignmentId,
          starts_at: now,
          ends_at: pool.ends_at,
        })),
      )
      .onConflictDoNothing();
  }

  /** Student accounts by email (lower case). */
  async function studentsByEmail(tx: Db | Tx, emails: readonly string[]) {
    if (emails.length === 0) return new Map<string, number>();
    const rows = await tx
      .select({ email: sql<string>`lower(${users.email})`, id: profiles.id })
      .from(users)
      .innerJoin(profiles, eq(profiles.user_id, users.id))
      .where(and(inArray(sql`lower(${users.email})`, [...emails]), eq(profiles.profile_type, 'STUDENT')));
    return new Map(rows.map((r) => [r.email, r.id] as const));
  }

  const audit = (tx: Tx, caller: { userId?: string | undefined }, action: string, poolId: number, after: object) =>
    tx.insert(auditLog).values({
      actor_user_id: caller.userId ?? null,
      action,
      target_type: 'seat_pool',
      target_id: String(poolId),
      before: null,
      after,
    });

  const ended = (pool: PoolRow, now: Date) => pool.ends_at !== null && pool.ends_at <= now;

  /** Tells each newly seated email what it got (after the commit; a failure is only logged). */
  async function tell(pool: PoolRow, emails: readonly string[]) {
    if (!o.mailer || emails.length === 0) return;
    const [view] = await views([pool]);
    if (!view) return;
    const what = view.items.map((i) => i.title).join(', ');
    const until = pool.ends_at ? ` until ${pool.ends_at.toISOString().slice(0, 10)}` : '';
    for (const to of emails)
      await o.mailer
        .send({
          to,
          kind: 'seat_assigned',
          subject: `You have a seat: ${view.page_title}`,
          text: [
            `${view.org_name ?? 'Your organisation'} gave you a seat on “${view.page_title}”${until}.`,
            `It includes: ${what}.`,
            `Sign in (or sign up as a student with this email) at ${o.origin ?? ''}/ and open it: access is yours.`,
          ].join('\n\n'),
        })
        .catch((err: unknown) => o.onMailError?.(err));
  }

  return {
    /** An organisation's order of seats on a seats page (the business invoice names its GSTIN). */
    async order(caller: OrgCaller, body: SeatOrderBody) {
      const orgId = staffOrg(caller);
      if (orgId === null || caller.profileId === null) throw new ForbiddenError(T.seatsNeedOrg);
      const [page] = await db
        .select({ seats: paymentPages.seats, status: paymentPages.status })
        .from(paymentPages)
        .where(eq(paymentPages.id, body.page_id));
      if (!page || page.status !== 'published') throw new ValidationError({ page_id: T.notOnSale }, T.notOnSale);
      if (!page.seats) throw new ValidationError({ page_id: T.notSeats }, T.notSeats);
      if (!o.settlement) throw new Error('seats: no settlement to order with');
      const row = await o.settlement.order(
        [body.page_id],
        caller.profileId,
        { ...body.buyer } as Record<string, string>,
        {
          couponCode: body.coupon_code,
          idempotencyKey: body.idempotency_key,
          seats: { orgId, quantities: { [body.page_id]: body.quantity } },
        },
      );
      if (!row) throw new ValidationError({ page_id: T.notOnSale }, T.notOnSale);
      return orderView(row, o.keyId ?? '');
    },

    /** The caller's organisation's pools (an admin with 'payments': every one, or one organisation's). */
    async list(caller: OrgCaller, orgFilter?: number) {
      const orgId = isAdminDesk(caller) ? (orgFilter ?? null) : staffOrg(caller);
      if (!isAdminDesk(caller) && orgId === null) throw new ForbiddenError(T.seatsNeedOrg);
      const rows = await db
        .select()
        .from(seatPools)
        .where(orgId === null ? undefined : eq(seatPools.org_id, orgId))
        .orderBy(desc(seatPools.id))
        .limit(200);
      return views(rows);
    },

    async show(caller: OrgCaller, id: number) {
      return detail(await managed(caller, id));
    },

    /** Seats by email, under the pool's lock: each email once; past the seats, refused. */
    async assign(caller: OrgCaller, id: number, emails: readonly string[]) {
      const wanted = [...new Set(emails.map((e) => e.trim().toLowerCase()))];
      const now = clock();
      const result = await db.transaction(async (tx) => {
        const pool = await managed(caller, id, tx, true);
        if (ended(pool, now)) throw new ConflictError(T.seatsEnded);
        const held = new Set(
          (
            await tx
              .select({ email: sql<string>`lower(${seatAssignments.email})` })
              .from(seatAssignments)
              .where(eq(seatAssignments.pool_id, pool.id))
          ).map((r) => r.email),
        );
        const students = await studentsByEmail(
          tx,
          wanted.filter((e) => !held.has(e)),
        );
        const assigned: string[] = [];
        const already: string[] = [];
        const refused: string[] = [];
        let used = held.size;
        for (const email of wanted) {
          if (held.has(email)) {
            already.push(email);
            continue;
          }
          if (used >= pool.seats) {
            refused.push(email);
            continue;
          }
          const profileId = students.get(email) ?? null;
          const [row] = await tx
            .insert(seatAssignments)
            .values({ pool_id: pool.id, email, profile_id: profileId, assigned_at: now })
            .returning({ id: seatAssignments.id });
          if (profileId !== null) await grant(tx, pool, row!.id, profileId, now);
          used += 1;
          held.add(email);
          assigned.push(email);
        }
        if (assigned.length === 0 && already.length === 0) throw new ConflictError(T.seatsTaken(pool.seats));
        if (assigned.length > 0) await audit(tx, caller, 'seat.assign', pool.id, { emails: assigned });
        return { pool, assigned, already, refused };
      });
      await tell(result.pool, result.assigned);
      return {
        assigned: result.assigned,
        already: result.already,
        refused: result.refused,
        message: result.refused.length > 0 ? T.seatsTaken(result.pool.seats) : null,
        pool: await detail(result.pool),
      };
    },

    /** Frees a seat: its access is revoked (enrolments and work stay), and the seat can be given again. */
    async unassign(caller: OrgCaller, id: number, assignmentId: number) {
      const now = clock();
      const pool = await db.transaction(async (tx) => {
        const p = await managed(caller, id, tx, true);
        const [gone] = await tx
          .delete(seatAssignments)
          .where(and(eq(seatAssignments.id, assignmentId), eq(seatAssignments.pool_id, p.id)))
          .returning();
        if (!gone) throw new NotFoundError();
        await tx
          .update(entitlements)
          .set({ revoked_at: now })
          .where(
            and(eq(entitlements.source, 'seat'), eq(entitlements.source_id, gone.id), isNull(entitlements.revoked_at)),
          );
        await audit(tx, caller, 'seat.unassign', p.id, { email: gone.email, profile_id: gone.profile_id });
        return p;
      });
      return detail(pool);
    },

    /** A student takes a seat with the pool's code (their email's seat when one is kept for them). */
    async redeem(caller: OrgCaller, code: string) {
      const profileId = caller.profileId;
      if (profileId === null) throw new ForbiddenError();
      const [me] = await db
        .select({ email: sql<string>`lower(${users.email})` })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.user_id))
        .where(eq(profiles.id, profileId));
      if (!me) throw new ForbiddenError();
      const now = clock();
      const pool = await db.transaction(async (tx) => {
        const [p] = await tx.select().from(seatPools).where(eq(seatPools.code, code)).for('update');
        if (!p) throw new ValidationError({ code: T.seatCodeUnknown }, T.seatCodeUnknown);
        if (ended(p, now)) throw new ConflictError(T.seatsEnded);
        const mine = await tx
          .select()
          .from(seatAssignments)
          .where(
            and(
              eq(seatAssignments.pool_id, p.id),
              sql`(${seatAssignments.profile_id} = ${profileId} or lower(${seatAssignments.email}) = ${me.email})`,
            ),
          );
        const kept = mine[0];
        if (kept) {
          // Already seated: a seat kept for their email is claimed; either way access is (re)granted once.
          if (kept.profile_id === null)
            await tx.update(seatAssignments).set({ profile_id: profileId }).where(eq(seatAssignments.id, kept.id));
          await grant(tx, p, kept.id, profileId, now);
          return p;
        }
        const [{ n }] = (await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(seatAssignments)
          .where(eq(seatAssignments.pool_id, p.id))) as [{ n: number }];
        if (Number(n) >= p.seats) throw new ConflictError(T.seatsTaken(p.seats));
        const [row] = await tx
          .insert(seatAssignments)
          .values({ pool_id: p.id, email: me.email, profile_id: profileId, assigned_at: now })
          .returning({ id: seatAssignments.id });
        await grant(tx, p, row!.id, profileId, now);
        await audit(tx, caller, 'seat.redeem', p.id, { email: me.email, profile_id: profileId });
        return p;
      });
      const [view] = await views([pool]);
      return { pool_id: pool.id, page_title: view!.page_title, items: view!.items, ends_at: view!.ends_at };
    },

    /**
     * Seats kept for the student's email before they had an account: claimed now, with their access.
     * Answers how many were claimed (paid access asks on a miss).
     */
    async claim(profileId: number): Promise<number> {
      const now = clock();
      const waiting = await db
        .select({ assignment: seatAssignments, pool: seatPools })
        .from(seatAssignments)
        .innerJoin(seatPools, eq(seatPools.id, seatAssignments.pool_id))
        .where(
          and(
            isNull(seatAssignments.profile_id),
            sql`lower(${seatAssignments.email}) = (
              select lower(${users.email}) from ${users} join ${profiles} on ${profiles.user_id} = ${users.id}
              where ${profiles.id} = ${profileId} and ${profiles.profile_type} = 'STUDENT')`,
            sql`(${seatPools.ends_at} is null or ${seatPools.ends_at} > ${now})`,
          ),
        );
      let claimed = 0;
      for (const w of waiting)
        await db.transaction(async (tx) => {
          const taken = await tx
            .update(seatAssignments)
            .set({ profile_id: profileId })
            .where(and(eq(seatAssignments.id, w.assignment.id), isNull(seatAssignments.profile_id)))
            .returning({ id: seatAssignments.id });
          if (taken.length === 0) return;
          await grant(tx, w.pool, w.assignment.id, profileId, now);
          claimed += 1;
        });
      return claimed;
    },
  };
}

export type Seats = ReturnType<typeof createSeats>;
