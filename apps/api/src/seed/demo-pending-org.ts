import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { designations, orgs, profiles, seedRuns, users } from '../db/schema';
import type { IdentityProvider } from '../modules/identity/identity.provider';

/** The demo company that has signed up and waits for an admin's approval (its own new organisation). */
export const DEMO_PENDING_ORG = {
  email: 'hr@awaiting.demo.learnbydoing.in',
  org: 'Monsoon Robotics Pvt Ltd',
  first: 'Kabir',
  last: 'Malhotra',
  phone: '8000000099',
} as const;

/**
 * A company profile awaiting approval, so the admin dashboard and /accounts have one on a fresh start
 * (issue 24 item 9). Its password is random and never shown: nobody signs in as it. Runs once; a start
 * killed after the account was made and before the profile removes the account and runs again (the
 * profile, its organisation and the mark are one transaction).
 */
export async function seedDemoPendingOrg(db: Db, identity: IdentityProvider): Promise<number> {
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, 'demo_pending_org'));
  if (done) return 0;
  await db.delete(users).where(eq(sql`lower(${users.email})`, DEMO_PENDING_ORG.email));
  const name = `${DEMO_PENDING_ORG.first} ${DEMO_PENDING_ORG.last}`;
  const userId = await identity.createUser(DEMO_PENDING_ORG.email, randomBytes(18).toString('base64url'), { name });
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: orgs.id })
      .from(orgs)
      .where(and(eq(orgs.org_type, 'COMPANY'), eq(sql`lower(${orgs.full_name})`, DEMO_PENDING_ORG.org.toLowerCase())));
    const orgId =
      found?.id ??
      (
        await tx
          .insert(orgs)
          .values({ full_name: DEMO_PENDING_ORG.org, org_type: 'COMPANY' })
          .returning({ id: orgs.id })
      )[0]!.id;
    const [designation] = await tx.select({ id: designations.id }).from(designations).orderBy(designations.id).limit(1);
    await tx.insert(profiles).values({
      user_id: userId,
      profile_type: 'COMPANY',
      first_name: DEMO_PENDING_ORG.first,
      last_name: DEMO_PENDING_ORG.last,
      full_name: DEMO_PENDING_ORG.org,
      email: DEMO_PENDING_ORG.email,
      country_code: '+91',
      phone: DEMO_PENDING_ORG.phone,
      my_org_id: orgId,
      designation_id: designation?.id ?? null,
      // A company starts inactive until an admin approves it (SPEC §6); it founded its organisation.
      active: false,
      org_membership: 'MEMBER',
      terms_nd_cond: true,
      terms_accepted_at: new Date(),
    });
    await tx.insert(seedRuns).values({ name: 'demo_pending_org', version: '1' });
  });
  return 1;
}
