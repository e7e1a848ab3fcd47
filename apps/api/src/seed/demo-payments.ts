import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  paymentOrderLines,
  paymentOrders,
  paymentPages,
  profiles,
  projects,
  resourceGroups,
  seatPools,
  seedRuns,
  users,
} from '../db/schema';
import type { OrgCaller } from '../lib/actor';
import {
  createPaymentPages,
  createSeats,
  ledgerRows,
  offlinePaymentId,
  priceLines,
  recordPaid,
} from '../modules/payments';

/*
 * Demo payments (issue 30): the demo institution sells its smart irrigation project (₹1,499 for a year, with
 * an early-bird code) and its Arduino learning path (₹999, lifetime), and both together as a bundle. The demo
 * student holds neither, so they can buy one with the built-in test provider.
 */

const STEP = 'demo-payments';
const INSTITUTION = 'institution@demo.learnbydoing.in';
export const DEMO_PAID_PROJECT = 'Smart irrigation controller';
export const DEMO_PAID_PATH = 'Embedded systems with Arduino';
export const DEMO_COUPON = 'EARLYBIRD';

export async function seedDemoPayments(db: Db, { now = new Date() }: { now?: Date } = {}) {
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, STEP));
  if (done) return 0;
  const [institution] = await db
    .select({ id: profiles.id, user_id: profiles.user_id, org_id: profiles.my_org_id })
    .from(profiles)
    .where(eq(sql`lower(${profiles.email})`, INSTITUTION));
  const [project] = await db.select().from(projects).where(eq(projects.title, DEMO_PAID_PROJECT));
  const [path] = await db.select().from(resourceGroups).where(eq(resourceGroups.title, DEMO_PAID_PATH));
  if (!institution?.org_id || !project || !path) return 0;

  // What a start stopped in the middle of this step left goes, and the step runs again.
  await db.delete(paymentPages).where(eq(paymentPages.org_id, institution.org_id));
  await db.update(projects).set({ price_paise: 149_900 }).where(eq(projects.id, project.id));
  await db.update(resourceGroups).set({ price_paise: 99_900 }).where(eq(resourceGroups.id, path.id));

  const pages = createPaymentPages({ db, clock: () => now });
  const caller: OrgCaller = {
    isAdmin: false,
    userId: institution.user_id,
    profileId: institution.id,
    profileType: 'INSTITUTION',
    orgId: institution.org_id,
    active: true,
  };
  const one = await pages.create(caller, {
    title: `${DEMO_PAID_PROJECT}: the full project with mentor reviews`,
    description:
      'Build a soil-moisture controller that waters a plot only when it needs it. Includes the sensor guide, three reviewed deliverables and a certificate of completion. Access for one year.',
    items: [{ kind: 'project', id: project.id }],
    price_paise: 149_900,
    gst_inclusive: true,
    access_days: 365,
    kind: 'one_time',
    seats: false,
  });
  await pages.addCoupon(caller, one.id, {
    code: DEMO_COUPON,
    percent_bp: 2000,
    amount_paise: null,
    max_uses: 50,
    expires_at: null,
  });
  const two = await pages.create(caller, {
    title: `${DEMO_PAID_PATH}: lifetime access`,
    description: 'Every lesson of the Arduino path, at your own pace, with lifetime access.',
    items: [{ kind: 'learning_path', id: path.id }],
    price_paise: 99_900,
    gst_inclusive: true,
    access_days: null,
    kind: 'one_time',
    seats: false,
  });
  const bundle = await pages.create(caller, {
    title: 'IoT starter bundle: the Arduino path and the irrigation project',
    description: 'Learn the basics on the path, then build the irrigation controller. One year of access to both.',
    items: [
      { kind: 'learning_path', id: path.id },
      { kind: 'project', id: project.id },
    ],
    price_paise: 199_900,
    gst_inclusive: true,
    access_days: 365,
    kind: 'one_time',
    seats: false,
  });
  for (const p of [one, two, bundle]) await pages.publish(caller, p.id);
  await db.insert(seedRuns).values({ name: STEP, version: '1' });
  const live = await db
    .select({ id: paymentPages.id })
    .from(paymentPages)
    .where(and(eq(paymentPages.org_id, institution.org_id), inArray(paymentPages.status, ['published'])));
  return live.length;
}

const SEATS_STEP = 'demo-seats';
export const DEMO_SEATS_PAGE = 'IoT lab seats for your class';
export const DEMO_SUBSCRIPTION_PAGE = `${DEMO_PAID_PATH}: monthly`;
/** The demo institution's seat order, found again by its retry key when a start stopped half-way. */
const SEATS_ORDER_KEY = 'demo-seats-30';
/** A business buyer's GSTIN (a valid one, Maharashtra) for the demo's business invoice. */
const DEMO_GSTIN = '27AAPFU0939F1ZV';
const COHORT_DOMAIN = '@cohort.demo.learnbydoing.in';
/** A seat kept for someone who has not signed up yet. */
export const DEMO_SEAT_NEWCOMER = 'new.student@demo.learnbydoing.in';

/**
 * Demo seats and a subscription (issue 30 items 9 and 10): the demo institution sells its smart irrigation
 * project as seats ('IoT lab seats for your class', ₹499 a seat for 180 days), has bought 30 of them (paid
 * by bank transfer, business invoice with its GSTIN) and given five: four to cohort students and one kept
 * for a newcomer's email, so its dashboard shows 5 / 30. The Arduino path is also sold monthly. Each part
 * is found again before it is made, so a start stopped half-way resumes; the seat order and its payment are
 * one transaction.
 */
export async function seedDemoSeats(db: Db, { now = new Date() }: { now?: Date } = {}) {
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, SEATS_STEP));
  if (done) return 0;
  const [paymentsDone] = await db.select().from(seedRuns).where(eq(seedRuns.name, STEP));
  const [institution] = await db
    .select({ id: profiles.id, user_id: profiles.user_id, org_id: profiles.my_org_id, name: profiles.full_name })
    .from(profiles)
    .where(eq(sql`lower(${profiles.email})`, INSTITUTION));
  const [project] = await db.select().from(projects).where(eq(projects.title, DEMO_PAID_PROJECT));
  const [path] = await db.select().from(resourceGroups).where(eq(resourceGroups.title, DEMO_PAID_PATH));
  if (!paymentsDone || !institution?.org_id || !project || !path) return 0;
  const orgId = institution.org_id;
  const caller: OrgCaller = {
    isAdmin: false,
    userId: institution.user_id,
    profileId: institution.id,
    profileType: 'INSTITUTION',
    orgId,
    active: true,
  };
  const pages = createPaymentPages({ db, clock: () => now });
  const pageNamed = async (title: string) =>
    (
      await db
        .select()
        .from(paymentPages)
        .where(and(eq(paymentPages.org_id, orgId), eq(paymentPages.title, title)))
    )[0] ?? null;

  let seatPage = await pageNamed(DEMO_SEATS_PAGE);
  if (!seatPage) {
    const made = await pages.create(caller, {
      title: DEMO_SEATS_PAGE,
      description:
        'Seats for a whole class: each student gets the smart irrigation project with mentor reviews for 180 days.',
      items: [{ kind: 'project', id: project.id }],
      price_paise: 49_900,
      gst_inclusive: true,
      access_days: 180,
      kind: 'one_time',
      seats: true,
    });
    seatPage = await pageNamed(made.title);
  }
  if (seatPage!.status === 'draft') await pages.publish(caller, seatPage!.id);
  let monthly = await pageNamed(DEMO_SUBSCRIPTION_PAGE);
  if (!monthly) {
    await pages.create(caller, {
      title: DEMO_SUBSCRIPTION_PAGE,
      description: 'The Arduino path month by month: renew before it ends and the new month follows on.',
      items: [{ kind: 'learning_path', id: path.id }],
      price_paise: 19_900,
      gst_inclusive: true,
      access_days: 30,
      kind: 'subscription',
      seats: false,
    });
    monthly = await pageNamed(DEMO_SUBSCRIPTION_PAGE);
  }
  if (monthly!.status === 'draft') await pages.publish(caller, monthly!.id);

  let [pool] = await db
    .select()
    .from(seatPools)
    .where(and(eq(seatPools.org_id, orgId), eq(seatPools.page_id, seatPage!.id)));
  if (!pool) {
    const buyer = { name: institution.name, gstin: DEMO_GSTIN, state_code: '27' };
    const priced = await priceLines(db, [seatPage!.id], {
      intraState: true,
      now,
      quantities: { [seatPage!.id]: 30 },
    });
    if (!priced) return 0;
    const rows = ledgerRows(priced.lines);
    await db.transaction(async (tx) => {
      const [order] = await tx
        .insert(paymentOrders)
        .values({
          profile_id: institution.id,
          org_id: orgId,
          ...rows.order,
          idempotency_key: SEATS_ORDER_KEY,
          buyer,
          provider: 'offline',
          inserted_at: now,
          updated_at: now,
        })
        .returning();
      await tx.insert(paymentOrderLines).values(rows.lines.map((l) => ({ order_id: order!.id, ...l })));
      await recordPaid(tx, {
        orderId: order!.id,
        profileId: institution.id,
        providerPaymentId: offlinePaymentId('bank_transfer', SEATS_ORDER_KEY),
        amountPaise: order!.amount_paise,
        method: 'bank_transfer',
        capturedAt: now,
        now,
      });
    });
    [pool] = await db
      .select()
      .from(seatPools)
      .where(and(eq(seatPools.org_id, orgId), eq(seatPools.page_id, seatPage!.id)));
  }
  const cohort = await db
    .select({ email: users.email })
    .from(users)
    .innerJoin(profiles, eq(profiles.user_id, users.id))
    .where(and(like(users.email, `%${COHORT_DOMAIN}`), eq(profiles.profile_type, 'STUDENT')))
    .orderBy(users.email)
    .limit(4);
  // Assigning again answers 'already' for those seated before a stop: resumable as it is.
  await createSeats({ db, clock: () => now }).assign(caller, pool!.id, [
    ...cohort.map((c) => c.email),
    DEMO_SEAT_NEWCOMER,
  ]);
  await db.insert(seedRuns).values({ name: SEATS_STEP, version: '1' });
  return 1;
}
