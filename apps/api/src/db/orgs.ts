import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from './client';
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

/**
 * Is the organisation suspended: an admin deactivated its staff and none is active and accepted now?
 * Its published jobs, events and clubs then take no applications, registrations or join requests, and
 * do again once an admin activates one of its staff (issue 23 item 2). An organisation without staff
 * accounts (a catalogue organisation whose postings an admin made) is not suspended.
 */
export async function orgSuspended(db: Db | Tx, orgId: number): Promise<boolean> {
  const staff = sql`select 1 from ${profiles} where ${profiles.my_org_id} = ${orgId}
    and ${profiles.profile_type} in ('COMPANY', 'INSTITUTION')`;
  const [row] = rowsOf<{ suspended: boolean }>(
    await db.execute(sql`select
      exists (${staff} and ${profiles.deactivated_at} is not null)
      and not exists (${staff} and ${profiles.active} and ${profiles.org_membership} = 'MEMBER') as suspended`),
  );
  return row?.suspended === true;
}
