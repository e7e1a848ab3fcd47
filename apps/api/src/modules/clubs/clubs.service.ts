import {
  CLUB_TEXTS,
  clubPublishProblems,
  type ClubListQuery,
  type ClubStatus,
  type CreateClubBody,
  type UpdateClubBody,
} from '@lbd/shared';
import type { Db } from '../../db/client';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { orgCaller } from '../../lib/actor';
import { paged, pageRequest } from '../../lib/paging';
import type { Actor } from '../../lib/access';
import { unknownCatalogueRefs } from '../../lib/catalogue-refs';
import { createContentLifecycle } from '../../lib/content-lifecycle';
import { createClubMembersRepo } from './club-members.repo';
import { toClubCard, toClubDetail } from './clubs.mapper';
import {
  canChangeRoles,
  canManageClub,
  canModerateClub,
  canSeeClub,
  isApproved,
  type ClubRoleOf,
  type ClubsCaller,
} from './clubs.policy';
import { createClubsRepo, type ClubRow } from './clubs.repo';

export interface ClubsDeps {
  db: Db;
  /** The current instant; tests pass a fixed one. */
  clock?: () => Date;
}

type Paging = { page: number; count: number };

/** Catalogue id lists without repeats. */
function normalise<T extends UpdateClubBody>(values: T): T {
  const out = { ...values };
  for (const key of ['skill_ids', 'job_role_ids', 'degree_ids', 'specialization_ids'] as const) {
    if (out[key]) out[key] = [...new Set(out[key])];
  }
  return out;
}

/** Clubs: drafts, publishing, public lists, an organisation's own clubs, the dashboard. */
export function createClubsService({ db, clock = () => new Date() }: ClubsDeps) {
  const repo = createClubsRepo(db);
  /** Draft -> published -> closed, shared with every posting; a reopened club keeps its first publication date. */
  const lifecycle = createContentLifecycle<ClubRow>({
    db,
    targetType: 'club',
    store: repo,
    clock,
    texts: CLUB_TEXTS,
    publishProblems: (club) => clubPublishProblems(club),
    keepFirstPublishedAt: true,
  });
  const members = createClubMembersRepo(db);
  const caller = orgCaller;

  async function cards(rows: ClubRow[]) {
    const names = await repo.names({ skillIds: rows.flatMap((r) => r.skill_ids) });
    return rows.map((r) => toClubCard(r, names));
  }

  async function roleOf(who: ClubsCaller | null, clubId: number) {
    if (!who?.profileId) return { role: null as ClubRoleOf, membership: null };
    const membership = await members.membership(clubId, who.profileId);
    return { role: (membership?.role ?? null) as ClubRoleOf, membership };
  }

  /** A club the caller may edit; anyone else's answers 404 (another organisation's record). */
  async function managed(who: ClubsCaller, id: number) {
    const club = await repo.byId(id);
    if (!club || !canManageClub(who, club)) throw new NotFoundError();
    return club;
  }

  function mustBeApproved(who: ClubsCaller) {
    if (!isApproved(who)) throw new ForbiddenError(CLUB_TEXTS.awaitingApproval);
  }

  /** Unknown catalogue ids are refused field by field. */
  async function checkCatalogue(v: UpdateClubBody) {
    const fields = await unknownCatalogueRefs(repo.knownIds, v);
    if (Object.keys(fields).length > 0) throw new ValidationError(fields);
  }

  async function detail(who: ClubsCaller | null, id: number) {
    const club = await repo.byId(id);
    if (!club) throw new NotFoundError();
    const { role, membership } = await roleOf(who, id);
    if (!canSeeClub(who, club, role)) throw new NotFoundError();
    const [names, request] = await Promise.all([
      repo.names({
        skillIds: club.skill_ids,
        jobRoleIds: club.job_role_ids,
        degreeIds: club.degree_ids,
        specializationIds: club.specialization_ids,
      }),
      who?.profileType === 'STUDENT' && who.profileId ? members.latestRequest(id, who.profileId) : null,
    ]);
    return toClubDetail(club, names, {
      canManage: canManageClub(who, club),
      canModerate: canModerateClub(who, club, role),
      membership,
      request: request ?? null,
    });
  }

  /** The organisation whose own clubs a caller looks at: its own, or the one an admin names. */
  function ownOrg(who: ClubsCaller, orgId: number | undefined): number {
    const id = who.isAdmin && orgId ? orgId : who.orgId;
    if (!id) throw new ValidationError({ org_id: CLUB_TEXTS.chooseOrg });
    return id;
  }

  return {
    caller,

    /** POST /api/clubs: a new draft of the caller's organisation; the creating profile becomes a club admin. */
    async create(actor: Actor, body: CreateClubBody) {
      const who = caller(actor)!;
      mustBeApproved(who);
      const orgId = who.isAdmin && body.org_id ? body.org_id : who.orgId;
      if (!orgId || (who.isAdmin && body.org_id && !(await repo.orgExists(body.org_id))))
        throw new ValidationError({ org_id: CLUB_TEXTS.chooseOrg });
      const { org_id: _ignored, ...values } = normalise(body);
      await checkCatalogue(values);
      // The organisation runs its clubs as the organisation: its staff are not members (they would be
      // counted as one).
      return repo.insert({ ...values, org_id: orgId, created_by_profile_id: who.profileId, status: 'draft' });
    },

    /** GET /api/clubs/{id}: published ones for anyone (the share link); drafts for those who run them. */
    async detail(actor: Actor | null, id: number) {
      return detail(caller(actor), id);
    },

    /** PUT /api/clubs/{id}. A published club must stay complete. */
    async update(actor: Actor, id: number, body: UpdateClubBody) {
      const who = caller(actor)!;
      const club = await managed(who, id);
      mustBeApproved(who);
      const values = normalise(body);
      await checkCatalogue(values);
      if (club.status === 'published') {
        const problems = clubPublishProblems({
          title: values.title ?? club.title,
          description: values.description ?? club.description,
          club_type: values.club_type !== undefined ? values.club_type : club.club_type,
          host: values.host ?? club.host,
          is_online: values.is_online ?? club.is_online,
          location: values.location ?? club.location,
        });
        if (Object.keys(problems).length > 0) throw new ValidationError(problems);
      }
      await repo.update(id, values);
      return detail(who, id);
    },

    /** POST /api/clubs/{id}/publish: a complete draft (or a closed club) goes live. */
    async publish(actor: Actor, id: number) {
      const who = caller(actor)!;
      const club = await managed(who, id);
      mustBeApproved(who);
      await lifecycle.publish(id, club, actor);
      return detail(who, id);
    },

    /** POST /api/clubs/{id}/close: no new members; members keep it in their portfolio. */
    async close(actor: Actor, id: number) {
      const who = caller(actor)!;
      await lifecycle.close(id, await managed(who, id), actor);
      return detail(who, id);
    },

    /** DELETE /api/clubs/{id}: discard a draft. */
    async discard(actor: Actor, id: number) {
      const who = caller(actor)!;
      await lifecycle.discard(id, await managed(who, id), actor);
    },

    /** GET /api/clubs: published clubs, newest first, or best match first for a search. */
    async listPublic(q: ClubListQuery) {
      const page = pageRequest(q);
      const { rows, total } = await repo.listPublic({ query: q.query || undefined, clubType: q.club_type }, page);
      return paged(await cards(rows), total, page);
    },

    /** GET /api/show_org_clubs?org_id&status=PUBLIC: an organisation's published clubs. */
    async publicOrgClubs(q: { org_id?: number } & Paging) {
      if (!q.org_id) throw new ValidationError({ org_id: CLUB_TEXTS.chooseOrg });
      const page = pageRequest(q);
      const { rows, total } = await repo.byOrg(q.org_id, { status: 'published' }, page);
      return paged(await cards(rows), total, page);
    },

    /** GET /api/show_org_clubs: the caller organisation's clubs in every status. */
    async myOrgClubs(actor: Actor, q: { org_id?: number; status?: ClubStatus } & Paging) {
      const orgId = ownOrg(caller(actor)!, q.org_id);
      const page = pageRequest(q);
      const { rows, total } = await repo.byOrg(orgId, { status: q.status }, page);
      return paged(await cards(rows), total, page);
    },

    /** GET /api/show_mentor_clubs: clubs a mentor helps run; with none, the published clubs of their organisation. */
    async mentorClubs(actor: Actor, q: Paging) {
      const who = caller(actor)!;
      const page = pageRequest(q);
      const run = await repo.runBy(who.profileId!, page);
      if (run.total > 0 || !who.orgId) return paged(await cards(run.rows), run.total, page);
      const { rows, total } = await repo.byOrg(who.orgId, { status: 'published' }, page);
      return paged(await cards(rows), total, page);
    },

    /** Published clubs of an organisation (its public page). */
    async publishedCount(orgId: number) {
      return (await repo.countsByStatus(orgId)).find((r) => r.status === 'published')?.n ?? 0;
    },

    /** GET /api/get_org_club_count: the caller organisation's clubs per status. */
    async orgCounts(actor: Actor, q: { org_id?: number }) {
      const orgId = ownOrg(caller(actor)!, q.org_id);
      const counts = { type: 'clubs' as const, total: 0, draft: 0, published: 0, closed: 0 };
      for (const row of await repo.countsByStatus(orgId)) {
        counts[row.status] = row.n;
        counts.total += row.n;
      }
      return counts;
    },

    /** GET /api/show_club_dashboard/{id}: the club and its numbers, for its organisation, admins and committee. */
    async dashboard(actor: Actor, id: number) {
      const who = caller(actor)!;
      const club = await repo.byId(id);
      if (!club) throw new NotFoundError();
      const { role } = await roleOf(who, id);
      if (!canModerateClub(who, club, role)) throw new NotFoundError();
      const [full, raw] = await Promise.all([detail(who, id), members.counts(id)]);
      const requestCount = (s: string) => raw.requests.find((x) => x.status === s)?.n ?? 0;
      return {
        club: full,
        counts: {
          members: raw.roles.members,
          committee: raw.roles.committee,
          admins: raw.roles.admins,
          pending_requests: requestCount('pending'),
          accepted_requests: requestCount('accepted'),
          rejected_requests: requestCount('rejected'),
        },
        can_change_roles: canChangeRoles(who, club, role),
      };
    },
  };
}

export type ClubsService = ReturnType<typeof createClubsService>;
