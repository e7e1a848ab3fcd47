import type { InvitationStatus } from '@lbd/shared';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { intArray, textArray, whereAll, type Tx } from '../../db/sql';
import type { PageRequest } from '../../lib/paging';

export type ItemKind = 'club' | 'event';

/** A club or event as invitations need it: its title, organisation and state. */
export interface InvitedItem {
  id: number;
  title: string;
  org_id: number | null;
  org_name: string | null;
  status: string;
}

export interface InvitationRow {
  id: number;
  kind: ItemKind;
  item_id: number;
  item_title: string;
  org_name: string | null;
  profile_id: number;
  first_name: string;
  last_name: string | null;
  email: string | null;
  institute: string | null;
  status: InvitationStatus;
  answer: InvitationStatus;
  invited_by: string | null;
  invited_by_profile_id: number | null;
  invited_at: Date | string;
  answered_at: Date | string | null;
}

const TABLE: Record<ItemKind, SQL> = { club: sql.raw('clubs'), event: sql.raw('events') };

/**
 * Where an invitation stands: the student's answer, or 'accepted' once they are in the club or have
 * registered for the event on their own.
 */
const STATUS = sql`case
  when i.answer <> 'invited' then i.answer
  when i.kind = 'club' and exists (
    select 1 from club_members m where m.club_id = i.club_id and m.profile_id = i.profile_id) then 'accepted'
  when i.kind = 'event' and exists (
    select 1 from event_enrollments e where e.event_id = i.event_id and e.profile_id = i.profile_id
      and e.status in ('applied', 'enrolled', 'attended')) then 'accepted'
  else 'invited' end`;

/** Invitations to clubs and events: who was invited to what, and what they answered. */
export function createInvitationsRepo(db: Db) {
  return {
    /** The club or event, whatever its state (null when there is none). */
    async item(kind: ItemKind, id: number): Promise<InvitedItem | null> {
      const [row] = rowsOf<InvitedItem>(
        await db.execute(sql`
          select t.id, t.title, t.org_id, o.full_name as org_name, t.status
          from ${TABLE[kind]} t left join orgs o on o.id = t.org_id where t.id = ${id}`),
      );
      return row ?? null;
    },

    /** Active student profiles among these ids and emails (emails matched ignoring case). */
    async students(ids: readonly number[], emails: readonly string[]) {
      if (ids.length === 0 && emails.length === 0) return [];
      return rowsOf<{ id: number; email: string | null }>(
        await db.execute(sql`
          select id, email from profiles
          where profile_type = 'STUDENT' and active
            and (id = any(${intArray(ids)}) or lower(email) = any(${textArray(emails.map((e) => e.toLowerCase()))}))`),
      );
    },

    /** Invites the students not invited to the item yet; answers the profile ids newly invited. */
    async insert(tx: Tx, kind: ItemKind, itemId: number, profileIds: readonly number[], by: number | null) {
      if (profileIds.length === 0) return [];
      const column = kind === 'club' ? sql.raw('club_id') : sql.raw('event_id');
      const rows = rowsOf<{ profile_id: number }>(
        await tx.execute(sql`
          insert into item_invitations (kind, ${column}, profile_id, invited_by_profile_id)
          select ${kind}, ${itemId}, p, ${by} from unnest(${intArray(profileIds)}) as p
          on conflict (${column}, profile_id) where ${column} is not null do nothing
          returning profile_id`),
      );
      return rows.map((r) => r.profile_id);
    },

    /** A page of invitations, newest first, each with where it stands and the page's total. */
    async list(
      /** Without a kind: both, and no item (an id alone names no item). */
      filter: { kind?: ItemKind; itemId?: number; profileId?: number; status?: InvitationStatus },
      page: PageRequest,
    ) {
      const where = whereAll(
        filter.kind !== undefined && sql`i.kind = ${filter.kind}`,
        filter.kind !== undefined &&
          filter.itemId !== undefined &&
          (filter.kind === 'club' ? sql`i.club_id = ${filter.itemId}` : sql`i.event_id = ${filter.itemId}`),
        filter.profileId !== undefined && sql`i.profile_id = ${filter.profileId}`,
        filter.status !== undefined && sql`(${STATUS}) = ${filter.status}`,
      );
      const rows = rowsOf<InvitationRow>(
        await db.execute(sql`${select} where ${where}
          order by i.inserted_at desc, i.id desc limit ${page.count} offset ${page.offset}`),
      );
      const [counted] = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from item_invitations i where ${where}`),
      );
      return { rows, total: counted?.n ?? 0 };
    },

    /** One invitation (null when there is none). */
    async byId(id: number, tx: Db | Tx = db): Promise<InvitationRow | null> {
      const [row] = rowsOf<InvitationRow>(await tx.execute(sql`${select} where i.id = ${id}`));
      return row ?? null;
    },

    /** Record the student's answer. */
    async answer(tx: Tx, id: number, answer: 'accepted' | 'declined', now: Date) {
      await tx.execute(sql`update item_invitations set answer = ${answer}, answered_at = ${now} where id = ${id}`);
    },
  };
}

const select = sql`
  select i.id, i.kind, coalesce(i.club_id, i.event_id) as item_id,
    coalesce(c.title, e.title) as item_title, o.full_name as org_name,
    i.profile_id, p.first_name, p.last_name, p.email, inst.full_name as institute,
    ${STATUS} as status, i.answer, inviter.full_name as invited_by, i.invited_by_profile_id,
    i.inserted_at as invited_at, i.answered_at
  from item_invitations i
  join profiles p on p.id = i.profile_id
  left join orgs inst on inst.id = p.my_org_id
  left join clubs c on c.id = i.club_id
  left join events e on e.id = i.event_id
  left join orgs o on o.id = coalesce(c.org_id, e.org_id)
  left join profiles inviter on inviter.id = i.invited_by_profile_id`;

export type InvitationsRepo = ReturnType<typeof createInvitationsRepo>;
