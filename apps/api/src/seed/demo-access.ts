import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adminAccessGrants, adminAccessLevels, auditLog, users } from '../db/schema';

/** The second demo admin (decision 0084): approvals and reports, nothing else. */
export const LIMITED_ADMIN = {
  email: 'ops.admin@demo.learnbydoing.in',
  name: 'Priya Nair',
  levels: ['Approver', 'Reports'],
} as const;

/**
 * Grant the limited demo admin their levels as the demo admin would through /adminAccess: a grant per
 * level, the admin role, and an audit row per grant (so the audit trail has something to show).
 */
export async function grantDemoLevels(
  db: Db,
  grantedBy: string,
  userId: string,
  email: string,
  names: readonly string[],
) {
  const levels = await db
    .select({ id: adminAccessLevels.id, name: adminAccessLevels.name })
    .from(adminAccessLevels)
    .where(
      sql`${adminAccessLevels.name} in (${sql.join(
        names.map((n) => sql`${n}`),
        sql`, `,
      )})`,
    );
  const held: string[] = [];
  for (const name of names) {
    const level = levels.find((l) => l.name === name);
    if (!level) continue;
    await db
      .insert(adminAccessGrants)
      .values({ user_id: userId, level_id: level.id, granted_by: grantedBy })
      .onConflictDoNothing();
    const before = [...held];
    held.push(name);
    await db.insert(auditLog).values({
      actor_user_id: grantedBy,
      action: 'access_grant',
      target_type: 'user',
      target_id: userId,
      before: { email, levels: before },
      after: { email, levels: [...held] },
    });
  }
  await db.execute(sql`update ${users} set role = 'admin' where id = ${userId}`);
}
