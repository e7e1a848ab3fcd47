import {
  ORG_TEXTS,
  PARTNER_TYPES,
  type OrgCounts,
  type OrgProfile,
  type PartnersQuery,
  type UpdateOrg,
} from '@lbd/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/access';
import { orgCaller } from '../../lib/actor';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { paged, pageRequest } from '../../lib/paging';
import { toOrgPage, toPartner } from './orgs.mapper';
import { canEditOrgPage, slugMatches } from './orgs.policy';
import { createOrgsRepo, type OrgRow } from './orgs.repo';

/** Counts an org's published content of a kind this module does not own (events, clubs). */
export type OrgEntityCounter = (orgId: number) => Promise<number>;

export interface OrgsDeps {
  db: Db;
  /**
   * Counters of published events and clubs, supplied by their modules. Without one the count is
   * null: the page then says nothing rather than a made-up zero.
   */
  counters?: { events?: OrgEntityCounter; clubs?: OrgEntityCounter };
}

/** Organisation pages: an org with what it offers, institutions with their students, partners, mentors. */
export function createOrgsService({ db, counters = {} }: OrgsDeps) {
  const repo = createOrgsRepo(db);

  async function countsOf(orgId: number): Promise<OrgCounts> {
    const [jobs, mentors, events, clubs] = await Promise.all([
      repo.jobCounts([orgId]),
      repo.profileCounts([orgId], 'ADVISOR'),
      counters.events ? counters.events(orgId) : null,
      counters.clubs ? counters.clubs(orgId) : null,
    ]);
    return { jobs: jobs.get(orgId) ?? 0, mentors: mentors.get(orgId) ?? 0, events, clubs };
  }

  async function found(id: number): Promise<OrgRow> {
    const row = await repo.byId(id);
    if (!row) throw new NotFoundError();
    return row;
  }

  async function page(row: OrgRow) {
    return toOrgPage(row, await countsOf(row.id));
  }

  /** The org whose page the caller may edit: its approved staff and admins; anyone else 404. */
  async function editable(actor: Actor, id: number) {
    const row = await repo.byId(id);
    if (!row || !canEditOrgPage(orgCaller(actor), id)) throw new NotFoundError();
    return row;
  }

  return {
    editable,

    /** PUT /api/orgs/{id}: the page's about, website, short name and place; audited. */
    async updatePage(actor: Actor, id: number, body: UpdateOrg) {
      const row = await editable(actor, id);
      const stateId = body.state_id === undefined ? row.state_id : body.state_id;
      const cityId = body.city_id === undefined ? (body.state_id === undefined ? row.city_id : null) : body.city_id;
      if (cityId !== null && stateId === null) throw new ValidationError({ city_id: ORG_TEXTS.cityWithoutState });
      if (stateId !== null && (body.state_id !== undefined || body.city_id !== undefined)) {
        const place = await repo.place(stateId, cityId);
        if (!place.stateExists) throw new ValidationError({ state_id: ORG_TEXTS.unknownState });
        if (!place.cityInState) throw new ValidationError({ city_id: ORG_TEXTS.cityNotInState });
      }
      const values = Object.fromEntries(
        Object.entries({
          short_name: body.short_name,
          about: body.about,
          website: body.website,
          state_id: body.state_id === undefined ? undefined : stateId,
          city_id: body.state_id === undefined && body.city_id === undefined ? undefined : cityId,
        }).filter(([, v]) => v !== undefined),
      );
      await repo.updatePage(id, values, actor.userId);
      return page((await repo.byId(id))!);
    },

    /** PUT /api/orgs/{id}/logo: `store` saves the checked image and answers its key. */
    async setLogo(actor: Actor, id: number, store: () => Promise<string>) {
      await editable(actor, id);
      const key = await store();
      await repo.updatePage(id, { logo_url: `/uploads/${key}` }, actor.userId);
      return page((await repo.byId(id))!);
    },

    /** GET /api/orgs/{id}. */
    async org(id: number) {
      return page(await found(id));
    },

    /** GET /api/get_org_by_id_and_name: 404 unless the name is the org's own (its slug). */
    async byIdAndName(id: number, name: string) {
      const row = await found(id);
      if (!slugMatches(row.full_name, name)) throw new NotFoundError();
      return page(row);
    },

    /** GET /api/institute_orgs/{id}: an institution with its students on the platform; a company answers 404. */
    async institute(id: number) {
      const row = await found(id);
      if (row.org_type !== 'INSTITUTION') throw new NotFoundError();
      const [base, students, mix] = await Promise.all([
        page(row),
        repo.profileCounts([id], 'STUDENT'),
        repo.studentMix(id),
      ]);
      return {
        ...base,
        students: students.get(id) ?? 0,
        degrees: mix.byDegree,
        specializations: mix.bySpecialization,
      };
    },

    /** GET /api/org_profiles?profile_types[]=ADVISOR: active mentors, public fields only. */
    async advisors(q: { org_id?: number; page: number; count: number }) {
      const p = pageRequest(q);
      const { rows, total } = await repo.advisors(q.org_id, p);
      const data: OrgProfile[] = rows.map((r) => ({
        id: r.id,
        name: r.name,
        profile_type: 'ADVISOR',
        designation: r.designation,
        avatar_url: r.avatar_url,
        org: r.org_id !== null && r.org_name !== null ? { id: r.org_id, full_name: r.org_name } : null,
      }));
      return paged(data, total, p);
    },

    /** GET /api/partners: companies or institutes, those active here first. */
    async partners(q: PartnersQuery) {
      const p = pageRequest(q);
      const { rows, total } = await repo.partners(PARTNER_TYPES[q.type], q.query || undefined, p);
      const ids = rows.map((r) => r.id);
      const [jobs, mentors, students] = await Promise.all([
        repo.jobCounts(ids),
        repo.profileCounts(ids, 'ADVISOR'),
        repo.profileCounts(ids, 'STUDENT'),
      ]);
      return paged(
        rows.map((r) => toPartner(r, { jobs, mentors, students })),
        total,
        p,
      );
    },
  };
}

export type OrgsService = ReturnType<typeof createOrgsService>;
