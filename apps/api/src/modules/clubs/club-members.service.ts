import { CLUB_TEXTS, type ClubMemberRole, type JoinDecision, type JoinRequestStatus } from '@lbd/shared';
import type { Db } from '../../db/client';
import { orgSuspended } from '../../db/orgs';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { orgCaller } from '../../lib/actor';
import { paged, pageRequest } from '../../lib/paging';
import type { Actor } from '../../lib/access';
import { NOTIFICATION_MESSAGES, notifyingTransaction, recordForStaff, type Notifier } from '../notifications';
import { createClubMembersRepo } from './club-members.repo';
import { toClubCard, withIsoDates } from './clubs.mapper';
import { canChangeRoles, canModerateClub, canSeeClub, takesRequests, type ClubRoleOf } from './clubs.policy';
import { createClubsRepo } from './clubs.repo';

type Paging = { page: number; count: number };

/** PostgreSQL's unique_violation: a second open request raced past the check. */
const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' &&
  err !== null &&
  ((err as { code?: string }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505');

/** Join requests, members, admins and committee, and the student's own clubs. */
export function createClubMembersService({
  db,
  clock = () => new Date(),
  notifier,
}: {
  db: Db;
  clock?: () => Date;
  /** An accepted join request tells the student (club_join_accepted). */
  notifier?: Notifier;
}) {
  const clubs = createClubsRepo(db);
  const repo = createClubMembersRepo(db);

  /**
   * The club and the caller's standing in it, for those who run it. Anyone who does not moderate it
   * gets 404 (another organisation's record); `level: 'roles'` also needs the right to change roles
   * (403 for committee members, who see the club but may not change admins).
   */
  async function running(actor: Actor, clubId: number, level: 'moderate' | 'roles') {
    const who = orgCaller(actor)!;
    const club = await clubs.byId(clubId);
    if (!club) throw new NotFoundError();
    const mine = who.profileId ? await repo.membership(clubId, who.profileId) : null;
    const role = (mine?.role ?? null) as ClubRoleOf;
    if (!canModerateClub(who, club, role)) throw new NotFoundError();
    if (level === 'roles' && !canChangeRoles(who, club, role)) throw new ForbiddenError(CLUB_TEXTS.adminsOnly);
    return { who, club };
  }

  const profileIdOf = (actor: Actor) => {
    if (!actor.profile) throw new NotFoundError();
    return actor.profile.id;
  };

  /**
   * The target's membership; an advisor of the club's organisation who is not a member yet is added
   * with the new role (mentors help run clubs without asking to join).
   */
  async function targetMember(club: { id: number; org_id: number }, profileId: number, role: ClubMemberRole | null) {
    const found = await repo.membership(club.id, profileId);
    if (found) return found;
    if (role) {
      const person = await repo.profile(profileId);
      if (person?.profile_type === 'ADVISOR' && person.org_id === club.org_id) {
        await repo.addMember({ club_id: club.id, profile_id: profileId, role: 'member' });
        return (await repo.membership(club.id, profileId))!;
      }
    }
    throw new ValidationError({ profile_id: CLUB_TEXTS.notAMember });
  }

  return {
    /** POST /api/clubs/{id}/join_request: a student asks to join a published club. */
    async requestToJoin(actor: Actor, clubId: number, message: string | undefined) {
      const profileId = profileIdOf(actor);
      const club = await clubs.byId(clubId);
      // Drafts are nobody's business but the organisation's; a closed club says why it refuses.
      if (!club || club.status === 'draft') throw new NotFoundError();
      // A suspended organisation's clubs take no requests until an admin activates its staff again.
      if (!takesRequests(club.status) || (await orgSuspended(db, club.org_id)))
        throw new ConflictError(CLUB_TEXTS.notTakingRequests);
      try {
        return await notifyingTransaction(db, notifier, async (tx) => {
          if (await repo.membership(clubId, profileId, tx)) throw new ConflictError(CLUB_TEXTS.alreadyMember);
          if (await repo.pendingRequest(clubId, profileId, tx)) throw new ConflictError(CLUB_TEXTS.alreadyRequested);
          const row = await repo.insertRequest(
            { club_id: clubId, profile_id: profileId, message: message?.trim() || null },
            tx,
          );
          await recordForStaff(tx, notifier, club.org_id, {
            kind: 'org_club_request',
            targets: { club_id: clubId },
            performer_profile_id: profileId,
            message: (name) => NOTIFICATION_MESSAGES.orgClubRequest(name, club.title),
          });
          return { id: row.id, status: 'pending' as JoinRequestStatus };
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError(CLUB_TEXTS.alreadyRequested);
        throw err;
      }
    },

    /** POST /api/clubs/{id}/leave: a member leaves, or a waiting request is withdrawn. */
    async leave(actor: Actor, clubId: number): Promise<{ result: 'left' | 'withdrawn' }> {
      const profileId = profileIdOf(actor);
      const club = await clubs.byId(clubId);
      if (!club) throw new NotFoundError();
      return db.transaction(async (tx) => {
        if (await repo.removeMember(clubId, profileId, tx)) return { result: 'left' as const };
        const open = await repo.pendingRequest(clubId, profileId, tx);
        if (open && (await repo.decide(open.id, 'withdrawn', profileId, clock(), tx)))
          return { result: 'withdrawn' as const };
        if (!canSeeClub(null, club, null)) throw new NotFoundError();
        throw new ConflictError(CLUB_TEXTS.notMember);
      });
    },

    /** GET /api/show_club_join_requests. */
    async requests(actor: Actor, q: { club_id: number; status?: JoinRequestStatus } & Paging) {
      await running(actor, q.club_id, 'moderate');
      const page = pageRequest(q);
      const { rows, total } = await repo.requests(q.club_id, q.status, page);
      return paged(rows.map(withIsoDates), total, page);
    },

    /** PUT /api/club_join_requests/{id}: accept (the student becomes a member, in one transaction) or reject. */
    async decide(actor: Actor, requestId: number, status: JoinDecision) {
      const request = await repo.requestById(requestId);
      if (!request) throw new NotFoundError();
      const { who, club } = await running(actor, request.club_id, 'moderate');
      if (request.status !== 'pending') throw new ConflictError(CLUB_TEXTS.alreadyDecided);
      await notifyingTransaction(db, notifier, async (tx, notify) => {
        if (!(await repo.decide(requestId, status, who.profileId, clock(), tx)))
          throw new ConflictError(CLUB_TEXTS.alreadyDecided);
        if (status === 'accepted') {
          await repo.addMember({ club_id: request.club_id, profile_id: request.profile_id }, tx);
          await notify({
            kind: 'club_join_accepted',
            profile_ids: [request.profile_id],
            message: NOTIFICATION_MESSAGES.clubJoinAccepted(club.title),
            targets: { club_id: club.id },
            performer_profile_id: who.profileId,
          });
        }
      });
      return { id: requestId, status };
    },

    /** GET /api/club_members. */
    async members(actor: Actor, q: { club_id: number; role?: ClubMemberRole } & Paging) {
      await running(actor, q.club_id, 'moderate');
      const page = pageRequest(q);
      const { rows, total } = await repo.members(q.club_id, q.role, page);
      return paged(rows.map(withIsoDates), total, page);
    },

    /** PUT /api/update_club_admin/{club id}: make a member an admin, or take admin rights back. */
    async setAdmin(actor: Actor, clubId: number, body: { profile_id: number; is_admin: boolean }) {
      const { club } = await running(actor, clubId, 'roles');
      const member = await targetMember(club, body.profile_id, body.is_admin ? 'admin' : null);
      const role: ClubMemberRole = body.is_admin
        ? 'admin'
        : member.role !== 'admin'
          ? member.role
          : member.committee_title
            ? 'committee'
            : 'member';
      if (role !== member.role) await repo.setRole(clubId, body.profile_id, { role });
      return { profile_id: body.profile_id, role, committee_title: member.committee_title };
    },

    /** POST /api/update_club_committee: put a member on the committee (with a title) or take them off it. */
    async setCommittee(
      actor: Actor,
      body: { club_id: number; profile_id: number; committee: boolean; title?: string },
    ) {
      const { club } = await running(actor, body.club_id, 'roles');
      const member = await targetMember(club, body.profile_id, body.committee ? 'committee' : null);
      if (member.role === 'admin') throw new ConflictError(CLUB_TEXTS.adminOnCommittee);
      const values = body.committee
        ? { role: 'committee' as const, committee_title: body.title?.trim() || member.committee_title || null }
        : { role: 'member' as const, committee_title: null };
      await repo.setRole(body.club_id, body.profile_id, values);
      return { profile_id: body.profile_id, ...values };
    },

    /** DELETE /api/clubs/{id}/members/{profile_id}. */
    async removeMember(actor: Actor, clubId: number, profileId: number) {
      await running(actor, clubId, 'roles');
      if (!(await repo.removeMember(clubId, profileId))) throw new NotFoundError();
    },

    /** GET /api/my_profile/my_clubs: the clubs the student belongs to (the portfolio's Member tab). */
    async myClubs(actor: Actor, q: Paging) {
      const page = pageRequest(q);
      const { rows, total } = await repo.myClubs(profileIdOf(actor), page);
      const names = await clubs.names({ skillIds: rows.flatMap((r) => r.skill_ids) });
      const data = rows.map((r) => ({
        role: r.my_role,
        committee_title: r.my_committee_title,
        joined_at: r.my_joined_at.toISOString(),
        club: toClubCard(r, names),
      }));
      return paged(data, total, page);
    },

    /** GET /api/my_profile/my_clubs/{club id}: one of them; 404 when not a member. */
    async myClub(actor: Actor, clubId: number) {
      const { rows } = await repo.myClubs(profileIdOf(actor), { page: 1, count: 1, offset: 0 }, clubId);
      const row = rows[0];
      if (!row) throw new NotFoundError();
      const names = await clubs.names({ skillIds: row.skill_ids });
      return {
        role: row.my_role,
        committee_title: row.my_committee_title,
        joined_at: row.my_joined_at.toISOString(),
        club: toClubCard(row, names),
      };
    },

    /** GET /api/club_org_students: students of the club's organisation who are not members yet. */
    async orgStudents(actor: Actor, q: { club_id: number; query?: string } & Paging) {
      const { club } = await running(actor, q.club_id, 'moderate');
      const page = pageRequest(q);
      const { rows, total } = await repo.orgStudents(q.club_id, club.org_id, q.query || undefined, page);
      return paged(rows, total, page);
    },
  };
}

export type ClubMembersService = ReturnType<typeof createClubMembersService>;
