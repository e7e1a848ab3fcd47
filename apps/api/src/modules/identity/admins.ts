import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { IdentityProvider } from './identity.provider';

/** Make sure an admin with this email exists: create it, or promote the existing user. */
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
    await identity.createUser(email, password, { name: 'Admin', admin: true });
    return 'created';
  }
  if (user.role === 'admin') return 'unchanged';
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  return 'promoted';
}
