import { KNOWN_DEVICE_DAYS } from '@lbd/shared';
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { sessions, signInDevices, users } from '../../db/schema';

/** Other sessions of the account read when deciding whether a sign-in comes from a known device. */
const SESSIONS_COMPARED = 100;

/** The account's sign-in settings and the devices it signed in from (decision 0088). */
export function createSignInSecurityRepo(db: Db) {
  const since = sql`now() - make_interval(days => ${KNOWN_DEVICE_DAYS})`;
  return {
    /** Whether the account wants sign-in alerts; null when the user is gone. */
    async alertsOf(userId: string): Promise<boolean | null> {
      const [row] = await db.select({ on: users.sign_in_alerts }).from(users).where(eq(users.id, userId));
      return row?.on ?? null;
    },

    async setAlerts(userId: string, on: boolean): Promise<boolean | null> {
      const [row] = await db
        .update(users)
        .set({ sign_in_alerts: on, updatedAt: sql`now()` })
        .where(eq(users.id, userId))
        .returning({ on: users.sign_in_alerts });
      return row?.on ?? null;
    },

    /**
     * What a new session of the account is compared with: its setting, where to write, whether it signed
     * in ever before (any remembered device or another session), and the devices of the last
     * KNOWN_DEVICE_DAYS days: those remembered, and the user agents and addresses of its other sessions
     * (sessions from before devices were remembered count too).
     */
    async beforeSignIn(userId: string, sessionId: string) {
      const [account] = rowsOf<{
        email: string;
        first_name: string | null;
        sign_in_alerts: boolean;
        banned: boolean;
        seen_before: boolean;
      }>(
        await db.execute(sql`select u.email, p.first_name, u.sign_in_alerts, u.banned,
            exists (select 1 from sign_in_devices d where d.user_id = u.id)
              or exists (select 1 from sessions s where s.user_id = u.id and s.id <> ${sessionId}) as seen_before
          from users u left join profiles p on p.user_id = u.id
          where u.id = ${userId}`),
      );
      if (!account) return null;
      const [devices, others] = await Promise.all([
        db
          .select({ device: signInDevices.device, network: signInDevices.network })
          .from(signInDevices)
          .where(and(eq(signInDevices.user_id, userId), gt(signInDevices.last_seen_at, since))),
        db
          .select({ userAgent: sessions.userAgent, ipAddress: sessions.ipAddress })
          .from(sessions)
          .where(and(eq(sessions.userId, userId), ne(sessions.id, sessionId), gt(sessions.updatedAt, since)))
          .orderBy(desc(sessions.updatedAt))
          .limit(SESSIONS_COMPARED),
      ]);
      return { ...account, devices, others };
    },

    /** Remember that the account signed in from this device now. */
    async rememberDevice(userId: string, device: string, network: string) {
      await db
        .insert(signInDevices)
        .values({ user_id: userId, device, network })
        .onConflictDoUpdate({
          target: [signInDevices.user_id, signInDevices.device, signInDevices.network],
          set: { last_seen_at: sql`now()` },
        });
    },
  };
}

export type SignInSecurityRepo = ReturnType<typeof createSignInSecurityRepo>;
