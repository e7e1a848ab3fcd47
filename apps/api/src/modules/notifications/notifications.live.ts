import type { LiveCounts } from '@lbd/shared';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import type { Tx } from '../../db/sql';

/*
 * Live counts across API instances. Whatever changes someone's counts sends NOTIFY on one channel
 * with the affected profile ids (comma-separated, chunked under PostgreSQL's 8000-byte payload
 * limit), in the transaction that changes them, so it goes out on commit. Every instance LISTENs once
 * (while it has live clients) and pushes fresh counts to its own clients of those profiles.
 */

export const LIVE_CHANNEL = 'lbd_notifications';
/** Payload bytes per NOTIFY (PostgreSQL refuses 8000 and more). */
const PAYLOAD_MAX = 7900;
/** Notices for one profile within this window cost one count query. */
const COALESCE_MS = 50;

/** Profile ids as NOTIFY payloads: comma-separated decimal ids, each payload under the limit. */
export function noticePayloads(profileIds: readonly number[]): string[] {
  const out: string[] = [];
  let current = '';
  for (const id of new Set(profileIds)) {
    const part = String(Math.trunc(id));
    if (current && current.length + 1 + part.length > PAYLOAD_MAX) {
      out.push(current);
      current = '';
    }
    current = current ? `${current},${part}` : part;
  }
  if (current) out.push(current);
  return out;
}

export function parseNotice(payload: string): number[] {
  return payload
    .split(',')
    .map((s) => Number(s))
    .filter((n) => Number.isInteger(n) && n > 0);
}

/** NOTIFY the hubs that these profiles' counts changed (sent when `exec`'s transaction commits). */
export async function announce(exec: Db | Tx, profileIds: readonly number[]): Promise<void> {
  const payloads = noticePayloads(profileIds);
  if (payloads.length === 0) return;
  const list = sql.join(
    payloads.map((p) => sql`(${p})`),
    sql`, `,
  );
  await exec.execute(sql`select pg_notify(${LIVE_CHANNEL}, v.p) from (values ${list}) as v(p)`);
}

export interface LiveClient {
  send(counts: LiveCounts): void;
}

export interface LiveHubDeps {
  database: Database;
  counts: (profileId: number) => Promise<LiveCounts>;
  onError?: (err: unknown) => void;
}

/** One process's live clients, by profile, and its LISTEN on the channel. */
export function createLiveHub({ database, counts, onError }: LiveHubDeps) {
  const clients = new Map<number, Set<LiveClient>>();
  const pending = new Map<number, NodeJS.Timeout>();
  let listening: Promise<() => Promise<void>> | null = null;
  let closed = false;

  async function push(profileId: number) {
    pending.delete(profileId);
    const mine = clients.get(profileId);
    if (!mine || mine.size === 0) return;
    try {
      const fresh = await counts(profileId);
      for (const c of clients.get(profileId) ?? []) c.send(fresh);
    } catch (err) {
      onError?.(err);
    }
  }

  /** Push a followed profile's counts shortly (notices close together make one push). */
  function schedule(id: number) {
    if (!clients.has(id) || pending.has(id)) return;
    pending.set(
      id,
      setTimeout(() => void push(id), COALESCE_MS),
    );
  }

  function onNotice(payload: string) {
    for (const id of parseNotice(payload)) schedule(id);
  }

  /** Listening again after a lost connection: changes meanwhile were not announced, so every follower is refreshed. */
  function onResume() {
    for (const id of clients.keys()) schedule(id);
  }

  const listenHooks = { onResume };

  function listen() {
    listening ??= database.listen(LIVE_CHANNEL, onNotice, listenHooks).catch((err) => {
      listening = null;
      throw err;
    });
    return listening;
  }

  return {
    /** Follow a profile's counts; the first client of the process starts listening. */
    async subscribe(profileId: number, client: LiveClient): Promise<() => void> {
      if (closed) throw new Error('live hub closed');
      await listen();
      const set = clients.get(profileId) ?? new Set();
      set.add(client);
      clients.set(profileId, set);
      return () => {
        set.delete(client);
        if (set.size === 0 && clients.get(profileId) === set) clients.delete(profileId);
      };
    },
    /** Profiles with a live client in this process. */
    connectedProfiles: () => [...clients.keys()],
    async close() {
      closed = true;
      for (const t of pending.values()) clearTimeout(t);
      pending.clear();
      clients.clear();
      const stop = listening;
      listening = null;
      if (stop) await (await stop.catch(() => async () => undefined))();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
