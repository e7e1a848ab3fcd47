import { FULL_ADMIN_LEVEL } from '@lbd/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminAccessGrants, adminAccessLevels, users } from '../../db/schema';
import type { IdentityProvider } from './identity.provider';

/**
 * Give a user the built-in Full admin level (every capability, decision 0084) and the admin role; nothing
 * changes when they hold it already. The admin:create command, the demo admin and admins made by
 * scripts come through here.
 */
export async function grantFullAdmin(db: Db, userId: string): Promise<void> {
  await db.execute(sql`
    insert into ${adminAccessGrants} (user_id, level_id)
    select ${userId}, ${adminAccessLevels.id} from ${adminAccessLevels} where ${adminAccessLevels.name} = ${FULL_ADMIN_LEVEL}
    on conflict do nothing`);
}

/** Make sure an admin with this email exists: create it, or promote the existing user (Full admin). */
export async function ensureAdmin(
  db: Db,
  identity: IdentityProvider,
  email: string,
  password: string,
): Promise<'created' | 'promoted' | 'unchanged'> {
  const [user] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (!user) {
    const id = await identity.createUser(email, password, { name: 'Admin', admin: true });
    await grantFullAdmin(db, id);
    return 'created';
  }
  const [held] = await db
    .select({ id: adminAccessGrants.id })
    .from(adminAccessGrants)
    .innerJoin(adminAccessLevels, eq(adminAccessLevels.id, adminAccessGrants.level_id))
    .where(sql`${adminAccessGrants.user_id} = ${user.id} and ${adminAccessLevels.name} = ${FULL_ADMIN_LEVEL}`);
  if (user.role === 'admin' && held) return 'unchanged';
  if (user.role !== 'admin') await db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  await grantFullAdmin(db, user.id);
  return 'promoted';
}
