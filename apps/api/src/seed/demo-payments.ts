import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { paymentPages, profiles, projects, resourceGroups, seedRuns } from '../db/schema';
import type { OrgCaller } from '../lib/actor';
import { createPaymentPages } from '../modules/payments';

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
