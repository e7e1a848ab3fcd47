import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from './client';
import type { Tx } from './sql';
import { orgs, profiles } from './schema';

/** Does this organisation exist? (An admin posting a job, event or club names one.) */
export async function orgExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: orgs.id }).from(orgs).where(eq(orgs.id, id));
  return Boolean(row);
}

/** The profiles that act for an organisation: its company or institution staff, active and accepted. */
export async function orgStaff(db: Db | Tx, orgId: number): Promise<{ id: number; email: string | null }[]> {
  return db
    .select({ id: profiles.id, email: profiles.email })
    .from(profiles)
    .where(
      and(
        eq(profiles.my_org_id, orgId),
        inArray(profiles.profile_type, ['COMPANY', 'INSTITUTION']),
        eq(profiles.active, true),
        eq(profiles.org_membership, 'MEMBER'),
      ),
    );
}
