import {
  INVITATION_ITEM,
  INVITATION_TEXTS,
  type Invitation,
  type InvitationBody,
  type InvitationResult,
  type InvitationStatus,
  type InvitationType,
} from '@lbd/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/access';
import { orgCaller } from '../../lib/actor';
import type { EnrolmentTarget } from '../../lib/enrolment-targets';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { actingOrg } from '../../lib/organisation';
import { namedStudents } from '../../lib/named-students';
import { paged, pageRequest } from '../../lib/paging';
import { NOTIFICATION_MESSAGES, notifyingTransaction, type Notifier } from '../notifications';
import { createInvitationsRepo, type InvitationRow, type ItemKind } from './invitations.repo';

type Paging = { page: number; count: number };
const TYPE_OF: Record<ItemKind, InvitationType> = { club: 'Club_Invited', event: 'Event_Invited' };
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** What each newly invited student is told, and where the bell item leads. */
const NOTICE = {
  club: (item: { id: number; title: string; org_name: string | null }) => ({
    kind: 'club_invitation' as const,
    message: NOTIFICATION_MESSAGES.clubInvitation(item.title, item.org_name),
    targets: { club_id: item.id },
  }),
  event: (item: { id: number; title: string; org_name: string | null }) => ({
    kind: 'event_invitation' as const,
    message: NOTIFICATION_MESSAGES.eventInvitation(item.title, item.org_name),
    targets: { event_id: item.id },
  }),
};

function toInvitation(r: InvitationRow): Invitation {
  return {
    id: r.id,
    type: TYPE_OF[r.kind],
    item_id: r.item_id,
    item_title: r.item_title,
    org_name: r.org_name,
    profile_id: r.profile_id,
    student_name: [r.first_name, r.last_name].filter(Boolean).join(' '),
    email: r.email,
    institute: r.institute,
    status: r.status,
    invited_by: r.invited_by,
    invited_at: iso(r.invited_at)!,
    answered_at: iso(r.answered_at),
  };
}

/**
 * Invitations to clubs and events. Which items are open and what 'in it' means belong to the clubs and
 * events modules (their enrolment targets); this module keeps who was invited and what they answered.
 */
export function createInvitationsService({
  db,
  clock = () => new Date(),
  notifier,
  targets,
}: {
  db: Db;
  clock?: () => Date;
  /** Each newly invited student hears of it (club_invitation, event_invitation). */
  notifier?: Notifier;
  targets: Record<ItemKind, EnrolmentTarget>;
}) {
  const repo = createInvitationsRepo(db);

  /** The organisation the caller invites for (null: an admin, any), or 404 for anyone else. */
  function scopeOf(actor: Actor): number | null {
    const who = orgCaller(actor);
    if (who?.isAdmin) return null;
    const org = actingOrg(who);
    if (org === null) throw new NotFoundError();
    return org;
  }

  /** A club or event the caller's organisation owns (an admin: any), in any state; else 404. */
  async function managed(actor: Actor, kind: ItemKind, itemId: number) {
    const scope = scopeOf(actor);
    const item = await repo.item(kind, itemId);
    if (!item || (scope !== null && item.org_id !== scope)) throw new NotFoundError();
    return item;
  }

  /** The caller's own invitation, or 404. */
  async function own(actor: Actor, id: number) {
    const row = await repo.byId(id);
    if (!row || row.profile_id !== actor.profile?.id) throw new NotFoundError();
    return row;
  }

  return {
    /**
     * POST /api/invitations: invite students (by profile id or email) to a published club or event of the
     * caller's organisation. A student already invited stays invited once; one already in is not invited.
     */
    async invite(actor: Actor, body: InvitationBody): Promise<InvitationResult> {
      const kind = INVITATION_ITEM[body.type];
      const item = await managed(actor, kind, body.item_id);
      const target = targets[kind];
      const open = await target.find(null, [item.id]);
      if (open.length === 0) throw new ValidationError({ item_id: INVITATION_TEXTS.notOpen });
      const { foundIds, notFound } = await namedStudents(body, (ids, emails) => repo.students(ids, emails));
      const inAlready = await target.enrolled(db, item.id, [...foundIds]);
      const toInvite = [...foundIds].filter((id) => !inAlready.has(id));
      const by = actor.profile?.id ?? null;
      const invited = await notifyingTransaction(db, notifier, async (tx, notify) => {
        const fresh = await repo.insert(tx, kind, item.id, toInvite, by);
        if (fresh.length > 0) await notify({ ...NOTICE[kind](item), profile_ids: fresh, performer_profile_id: by });
        return fresh.length;
      });
      return {
        invited,
        already_invited: toInvite.length - invited,
        already_in: inAlready.size,
        not_found: notFound,
      };
    },

    /** GET /api/invitations: one club's or event's invitations, for its organisation and the admins. */
    async ofItem(actor: Actor, q: { type: InvitationType; item_id: number; status?: InvitationStatus } & Paging) {
      const kind = INVITATION_ITEM[q.type];
      await managed(actor, kind, q.item_id);
      const page = pageRequest(q);
      const { rows, total } = await repo.list({ kind, itemId: q.item_id, status: q.status }, page);
      return paged(rows.map(toInvitation), total, page);
    },

    /** GET /api/my_invitations: the student's invitations (of one item when asked). */
    async mine(actor: Actor, q: { type?: InvitationType; item_id?: number; status?: InvitationStatus } & Paging) {
      const profileId = actor.profile!.id;
      const page = pageRequest(q);
      const kind = q.type ? INVITATION_ITEM[q.type] : undefined;
      const { rows, total } = await repo.list({ kind, itemId: q.item_id, profileId, status: q.status }, page);
      return paged(rows.map(toInvitation), total, page);
    },

    /** POST /api/invitations/:id/accept: the student joins the club or takes a seat at the event. */
    async accept(actor: Actor, id: number): Promise<Invitation> {
      const row = await own(actor, id);
      if (row.status === 'accepted') return toInvitation(row);
      const target = targets[row.kind];
      if ((await target.find(null, [row.item_id])).length === 0)
        throw new ValidationError({ id: INVITATION_TEXTS.notOpen }, INVITATION_TEXTS.notOpen);
      const now = clock();
      await db.transaction(async (tx) => {
        await target.enrol(tx, row.item_id, row.profile_id, row.invited_by_profile_id, now);
        await repo.answer(tx, row.id, 'accepted', now);
      });
      return toInvitation((await repo.byId(id))!);
    },

    /** POST /api/invitations/:id/decline: the student says no (only while the invitation is open). */
    async decline(actor: Actor, id: number): Promise<Invitation> {
      const row = await own(actor, id);
      if (row.status === 'declined') return toInvitation(row);
      if (row.status !== 'invited') throw new ConflictError(INVITATION_TEXTS.alreadyAnswered);
      await db.transaction((tx) => repo.answer(tx, row.id, 'declined', clock()));
      return toInvitation((await repo.byId(id))!);
    },

    /** GET /api/admin/inivited_students_list: every organisation's invitations of one type. */
    async adminList(q: { type: InvitationType; status?: InvitationStatus } & Paging) {
      const page = pageRequest(q);
      const { rows, total } = await repo.list({ kind: INVITATION_ITEM[q.type], status: q.status }, page);
      return paged(rows.map(toInvitation), total, page);
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
