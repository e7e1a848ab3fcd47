import { ORG_MEMBER_TEXTS, type OrgMember, type OrgMembership } from '@lbd/shared';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { paged, pageRequest } from '../../lib/paging';
import type { Actor } from '../../lib/access';
import { isOrgProfile } from '../../lib/organisation';
import { orgStaff } from '../../db/orgs';
import { createOrgMembersRepo, type MemberRow } from './org-members.repo';

const toMember = (r: MemberRow): OrgMember => ({
  id: r.id,
  profile_type: r.profile_type,
  name: [r.first_name, r.last_name].filter(Boolean).join(' '),
  email: r.email,
  phone: r.phone ? `${r.country_code ?? ''} ${r.phone}`.trim() : null,
  designation: r.designation,
  org_membership: r.org_membership,
  active: r.active,
  requested_at: r.inserted_at.toISOString(),
});

/**
 * Who acts for an organisation (issue 23): a staff or mentor profile that names an existing
 * organisation asks to join it; the organisation's approved staff (active members) or an admin accept
 * or decline. Until then the profile reads and writes nothing of the organisation's.
 */
export function createOrgMembersService({ db, mailer, origin }: { db: Db; mailer: Mailer; origin: string }) {
  const repo = createOrgMembersRepo(db);

  /** The organisation the caller answers for: its own as an accepted, active staff member; any for admins. */
  function orgOf(actor: Actor, orgId?: number): number {
    if (actor.isAdmin && orgId) return orgId;
    const p = actor.profile;
    if (p && isOrgProfile(p.profile_type) && p.org_id !== null) return p.org_id;
    // An admin without an organisation named, or a caller who does not (yet) act for one.
    throw new NotFoundError();
  }

  /** A profile of the caller's organisation (admins: any); someone else's answers 404. */
  async function target(actor: Actor, profileId: number) {
    const row = await repo.byId(profileId);
    if (!row || row.org_id === null) throw new NotFoundError();
    if (!actor.isAdmin && orgOf(actor) !== row.org_id) throw new NotFoundError();
    if (row.id === actor.profile?.id) throw new NotFoundError();
    return row;
  }

  async function tell(to: string | null, subject: string, lines: string[]) {
    if (!to) return;
    await mailer.send({ to, subject, text: lines.join('\n\n'), kind: 'org_membership' });
  }

  async function answer(actor: Actor, profileId: number, to: Exclude<OrgMembership, 'REQUESTED'>) {
    const row = await target(actor, profileId);
    // Staff answer requests; an admin may also accept one that was declined.
    const from: OrgMembership[] = to === 'MEMBER' && actor.isAdmin ? ['REQUESTED', 'DECLINED'] : ['REQUESTED'];
    const action = to === 'MEMBER' ? 'org_membership_accept' : 'org_membership_decline';
    if (!(await repo.answer(row.id, from, to, { actorUserId: actor.userId, action })))
      throw new ConflictError(ORG_MEMBER_TEXTS.alreadyAnswered);
    const org = (await repo.orgName(row.org_id!)) ?? 'the organisation';
    if (to === 'MEMBER')
      await tell(row.email, ORG_MEMBER_TEXTS.acceptedEmailSubject(org), [
        `Hello ${row.first_name},`,
        `${org} accepted your request to join it on Learn By Doing. You can now act for ${org}.`,
        `Sign in: ${origin}/`,
      ]);
    else
      await tell(row.email, ORG_MEMBER_TEXTS.declinedEmailSubject(org), [
        `Hello ${row.first_name},`,
        ORG_MEMBER_TEXTS.declinedRequest(org),
      ]);
    const now = await repo.byId(row.id);
    return toMember(now!);
  }

  return {
    async list(actor: Actor, q: { status: OrgMembership; org_id?: number; page?: number; count: number }) {
      const orgId = orgOf(actor, q.org_id);
      const page = pageRequest(q);
      const res = await repo.list(orgId, q.status, page);
      return paged(res.rows.map(toMember), res.total, page);
    },

    accept: (actor: Actor, profileId: number) => answer(actor, profileId, 'MEMBER'),
    decline: (actor: Actor, profileId: number) => answer(actor, profileId, 'DECLINED'),

    /** A new request: the organisation's approved staff hear of it by email. */
    async requested(profileId: number) {
      const row = await repo.byId(profileId);
      if (!row || row.org_id === null || row.org_membership !== 'REQUESTED') return;
      const org = (await repo.orgName(row.org_id)) ?? 'your organisation';
      const name = [row.first_name, row.last_name].filter(Boolean).join(' ');
      for (const { email } of await orgStaff(db, row.org_id))
        await tell(email, ORG_MEMBER_TEXTS.requestEmailSubject(name, org), [
          `${name}${row.email ? ` (${row.email})` : ''} asks to join ${org} on Learn By Doing as ${
            row.profile_type === 'ADVISOR' ? 'a mentor' : 'a member of its team'
          }.`,
          `Accept or decline on your Team page: ${origin}/orgMembers`,
          'Until someone accepts, they cannot see or change anything of your organisation.',
        ]);
    },
  };
}

export type OrgMembersService = ReturnType<typeof createOrgMembersService>;
