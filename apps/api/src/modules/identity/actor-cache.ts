import type { Database } from '../../db/client';

/** The channel the actor_changes triggers (migration 0017) notify: user ids, comma-separated, or "*". */
export const ACTOR_CHANGES_CHANNEL = 'actor_changes';

/**
 * The columns of a caller's standing, per table: the ones the actor_changes triggers (migration 0017)
 * compare. A statement of this process that sets none of them (a name, a bio) changes no one's standing.
 */
const STANDING_COLUMNS = {
  users: ['role', 'banned'],
  sessions: ['expires_at', 'user_id'],
  profiles: ['user_id', 'profile_type', 'active', 'my_org_id', 'org_membership'],
  // An admin's access levels (migration 0039): any grant written, or a level's capabilities changed.
  admin_access_grants: ['user_id', 'level_id'],
  admin_access_levels: ['capabilities'],
} as const;

const WRITE =
  /^\s*(update|delete\s+from|insert\s+into)\s+"?(users|sessions|profiles|admin_access_grants|admin_access_levels)"?[\s(]/i;

/** Per table: one of its standing columns assigned, unqualified and followed by "=" (drizzle qualifies a WHERE's columns). */
const ASSIGNS_STANDING = Object.fromEntries(
  Object.entries(STANDING_COLUMNS).map(([table, columns]) => [
    table,
    new RegExp(`(?<![.\\w"])"?(?:${columns.join('|')})"?\\s*=(?!=)`, 'i'),
  ]),
) as Record<keyof typeof STANDING_COLUMNS, RegExp>;

/**
 * Whether a statement this process sends may change who a caller is: a session ended or shortened, a
 * user's role or ban, a profile made, changed in type, state or organisation, or removed, an admin access
 * level granted, revoked or given other capabilities. New users and
 * new sessions change no one's standing. An update counts when it assigns one of the standing columns
 * anywhere in its text (a column compared in an unqualified WHERE counts too: standing aside once too
 * often costs a second of database reads, never a stale answer).
 */
export function changesStanding(text: string): boolean {
  const m = WRITE.exec(text);
  if (!m) return false;
  const verb = m[1]!.toLowerCase();
  const table = m[2]!.toLowerCase();
  if (verb.startsWith('delete')) return true;
  if (verb.startsWith('insert')) return table === 'profiles' || table === 'admin_access_grants';
  return ASSIGNS_STANDING[table as keyof typeof STANDING_COLUMNS].test(text);
}

/** How long after a failed LISTEN the next caller may try again. */
const LISTEN_RETRY_MS = 1000;

/** How long the cache stands aside after this process changed someone's standing (the change's commit comes within it). */
export const SUSPEND_AFTER_WRITE_MS = 1000;

interface Entry<Row> {
  userId: string;
  row: Row;
  /** When the session ends (epoch ms): the entry is not used after it. */
  expiresAtMs: number;
}

/**
 * Callers (user, session, profile) remembered between requests, so an authenticated request needs no
 * database round trip. Correct across processes: the actor_changes triggers announce every change of
 * a user's standing on commit and each process forgets that user's entries when the notice arrives;
 * while the process is not listening (not yet, or its connection was lost) nothing is remembered or
 * used; and after this process itself sends such a change it reads from the database for a second, so
 * its own next request never sees the old standing, whenever the notice comes.
 */
export function createActorCache<Row>({ maxEntries, now = Date.now }: { maxEntries: number; now?: () => number }) {
  const entries = new Map<string, Entry<Row>>();
  const sessionsOf = new Map<string, Set<string>>();
  /** Bumped by every forgetting: a row read before it is not stored after it. */
  let epoch = 0;
  let listening = false;
  let suspendedUntil = 0;

  const usable = () => listening && now() >= suspendedUntil;

  function remove(sessionId: string) {
    const e = entries.get(sessionId);
    if (!e) return;
    entries.delete(sessionId);
    const set = sessionsOf.get(e.userId);
    set?.delete(sessionId);
    if (set?.size === 0) sessionsOf.delete(e.userId);
  }

  function forgetAll() {
    epoch += 1;
    entries.clear();
    sessionsOf.clear();
  }

  return {
    /** The remembered caller of this session, when it may be used. */
    get(sessionId: string, userId: string): Row | undefined {
      if (!usable()) return undefined;
      const e = entries.get(sessionId);
      if (!e) return undefined;
      if (e.userId !== userId || now() >= e.expiresAtMs) {
        remove(sessionId);
        return undefined;
      }
      return e.row;
    },
    /** Taken before reading a caller from the database, handed to `set` after. */
    mark: () => epoch,
    /** Remember a caller read since `mark`, unless something was forgotten meanwhile. */
    set(mark: number, sessionId: string, userId: string, row: Row, expiresAtMs: number) {
      if (mark !== epoch || !usable() || !(expiresAtMs > now())) return;
      if (entries.size >= maxEntries && !entries.has(sessionId)) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) remove(oldest);
      }
      remove(sessionId);
      entries.set(sessionId, { userId, row, expiresAtMs });
      const set = sessionsOf.get(userId) ?? new Set();
      set.add(sessionId);
      sessionsOf.set(userId, set);
    },
    /** A notice from the actor_changes triggers. */
    onNotice(payload: string) {
      epoch += 1;
      if (payload === '*') return forgetAll();
      for (const userId of payload.split(',')) {
        for (const sessionId of [...(sessionsOf.get(userId) ?? [])]) remove(sessionId);
      }
    },
    /** Listening (true) or not (false): either way, what was remembered may be stale now. */
    setListening(value: boolean) {
      listening = value;
      forgetAll();
    },
    /** This process is changing someone's standing: forget everything and stand aside for a moment. */
    suspend() {
      forgetAll();
      suspendedUntil = now() + SUSPEND_AFTER_WRITE_MS;
    },
    get size() {
      return entries.size;
    },
    get listening() {
      return listening;
    },
  };
}

export type ActorCache<Row> = ReturnType<typeof createActorCache<Row>>;

/**
 * Keep a cache correct for this database: listen for actor_changes (starting on the first call of the
 * answered `ensureListening`), and stand aside whenever this process sends a statement that changes
 * someone's standing. Answers `ensureListening` and `stop`.
 */
export function attachActorCache<Row>(
  database: Pick<Database, 'listen' | 'watchStatements'>,
  cache: ActorCache<Row>,
  log: (err: unknown) => void,
) {
  const unwatch = database.watchStatements((text) => {
    if (changesStanding(text)) cache.suspend();
  });
  let started: Promise<(() => Promise<void>) | null> | null = null;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  const hooks = { onLost: () => cache.setListening(false), onResume: () => cache.setListening(!stopped) };
  return {
    ensureListening() {
      if (stopped) return;
      started ??= database
        .listen(ACTOR_CHANGES_CHANNEL, (payload) => cache.onNotice(payload), hooks)
        .then(
          (stop) => {
            cache.setListening(!stopped);
            return stop;
          },
          (err: unknown) => {
            // Nothing is left listening: the next caller after a second tries again (meanwhile every
            // caller is read from the database).
            log(err);
            retry = setTimeout(() => (started = null), LISTEN_RETRY_MS);
            retry.unref();
            return null;
          },
        );
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      unwatch();
      cache.setListening(false);
      const stop = await started;
      await stop?.();
    },
  };
}
