import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accounts,
  adminAccessGrants,
  adminAccessLevels,
  profiles,
  sessions,
  signInFailures,
  users,
} from '../../db/schema';

export function createIdentityRepo(db: Db) {
  // Every authenticated request runs this: built and planned once per connection, not per call.
  const actorQuery = db
    .select({
      userId: users.id,
      // The capabilities of the user's admin access levels together; null for someone holding none.
      capabilities: sql<
        string[] | null
      >`(select array_agg(distinct c order by c) from ${adminAccessGrants} g join ${adminAccessLevels} l on l.id = g.level_id cross join unnest(l.capabilities) c where g.user_id = ${users.id})`,
      banned: users.banned,
      sessionId: sessions.id,
      sessionExpiresAt: sessions.expiresAt,
      profileId: profiles.id,
      profileType: profiles.profile_type,
      active: profiles.active,
      // The organisation the caller acts for: only an active profile the organisation has accepted.
      orgId: sql<
        number | null
      >`case when ${profiles.active} and ${profiles.org_membership} = 'MEMBER' then ${profiles.my_org_id} end`,
    })
    .from(users)
    .innerJoin(
      sessions,
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, users.id),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .leftJoin(profiles, eq(profiles.user_id, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('identity_actor');

  return {
    async userByEmail(email: string) {
      const [row] = await db
        .select({ id: users.id, banned: users.banned })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      return row ?? null;
    },

    async userByPhone(phone: string) {
      const [row] = await db
        .select({ id: users.id, banned: users.banned })
        .from(users)
        .where(eq(users.phoneNumber, phone));
      return row ?? null;
    },

    /** The caller behind an access token, if the user and the session behind it still stand. */
    async actorFor(userId: string, sessionId: string): Promise<ActorRow | null> {
      const [row] = await actorQuery.execute({ userId, sessionId });
      return row ?? null;
    },

    /** Failed sign-ins in the current window (a quiet quarter of an hour starts a new one). */
    async failures(accountKey: string): Promise<number> {
      const [row] = await db
        .select({ failures: signInFailures.failures })
        .from(signInFailures)
        .where(
          and(
            eq(signInFailures.account_key, accountKey),
            gt(signInFailures.last_failed_at, sql`now() - interval '15 minutes'`),
          ),
        );
      return row?.failures ?? 0;
    },

    async recordFailure(accountKey: string) {
      await db
        .insert(signInFailures)
        .values({ account_key: accountKey, failures: 1 })
        .onConflictDoUpdate({
          target: signInFailures.account_key,
          set: {
            failures: sql`case when ${signInFailures.last_failed_at} > now() - interval '15 minutes' then ${signInFailures.failures} + 1 else 1 end`,
            last_failed_at: sql`now()`,
          },
        });
    },

    /** The stored password hash of the user's email-and-password account, if there is one. */
    async passwordHash(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ password: accounts.password })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
      return row?.password ?? null;
    },

    /** Replace the hash only if it is still `previous` (a password reset in between wins); true if replaced. */
    async replacePasswordHash(userId: string, previous: string, next: string): Promise<boolean> {
      const rows = await db
        .update(accounts)
        .set({ password: next, updatedAt: sql`now()` })
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential'), eq(accounts.password, previous)))
        .returning({ id: accounts.id });
      return rows.length > 0;
    },

    /** The account's sign-in email. */
    async emailOf(userId: string): Promise<string | null> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email ?? null;
    },

    /** End every session of the user except `except` (every one without it); answers how many ended. */
    async endSessions(userId: string, except?: string): Promise<number> {
      const ended = await db
        .delete(sessions)
        .where(except ? and(eq(sessions.userId, userId), ne(sessions.id, except)) : eq(sessions.userId, userId))
        .returning({ id: sessions.id });
      return ended.length;
    },

    /** End one session of the user; false when the user has no such session. */
    async endSession(userId: string, sessionId: string): Promise<boolean> {
      const ended = await db
        .delete(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
        .returning({ id: sessions.id });
      return ended.length > 0;
    },

    /** The user's unexpired sessions, the most recently used first (at most `limit`). */
    async liveSessions(userId: string, limit: number): Promise<LiveSession[]> {
      return db
        .select({
          id: sessions.id,
          ipAddress: sessions.ipAddress,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          lastUsedAt: sessions.updatedAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
        .orderBy(desc(sessions.updatedAt), desc(sessions.createdAt))
        .limit(limit);
    },

    /**
     * Note that a session was used (its access token refreshed), at most once a minute. Only updated_at
     * changes: no one's standing (the actor cache and its triggers ignore it).
     */
    async touchSession(sessionId: string) {
      await db
        .update(sessions)
        .set({ updatedAt: sql`now()` })
        .where(and(eq(sessions.id, sessionId), lt(sessions.updatedAt, sql`now() - interval '1 minute'`)));
    },

    async clearFailures(accountKey: string) {
      await db.delete(signInFailures).where(eq(signInFailures.account_key, accountKey));
    },
  };
}

export type IdentityRepo = ReturnType<typeof createIdentityRepo>;

/** One of a user's live sessions, as the account's sessions list reads it. */
export interface LiveSession {
  id: string;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: Date;
  lastUsedAt: Date;
}

/** A user with one of their live sessions and their profile, if any. */
export interface ActorRow {
  userId: string;
  /** The user's admin capabilities (their access levels together), null when they hold no level. */
  capabilities: string[] | null;
  banned: boolean;
  sessionId: string;
  sessionExpiresAt: Date;
  profileId: number | null;
  profileType: 'STUDENT' | 'ADVISOR' | 'COMPANY' | 'INSTITUTION' | null;
  active: boolean | null;
  orgId: number | null;
}
